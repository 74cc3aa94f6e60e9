/** Placeholder until its owner builds the page. */
export { default } from '../../not-available/NotAvailablePage';

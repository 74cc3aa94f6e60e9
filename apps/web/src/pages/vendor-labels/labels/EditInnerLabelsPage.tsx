/** Placeholder until the page is built (its builder replaces this file). */
export { default } from '../../not-available/NotAvailablePage';

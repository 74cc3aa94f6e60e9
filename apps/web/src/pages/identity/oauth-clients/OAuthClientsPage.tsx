/** Placeholder until the page is built (its helper replaces this file). */
export { default } from '../../not-available/NotAvailablePage';

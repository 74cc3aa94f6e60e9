// Placeholder until the page is built: the shared "not available yet" page.
export { default } from '../../not-available/NotAvailablePage';

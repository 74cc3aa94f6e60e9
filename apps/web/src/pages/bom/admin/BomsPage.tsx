/** SKELETON: built by its part. */
export { default } from '../../not-available/NotAvailablePage';

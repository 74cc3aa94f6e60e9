/** The query key of the events list, refreshed after a save or a reset. */
export const MAIL_EVENTS_KEY = ['mailTemplate', 'events'] as const;

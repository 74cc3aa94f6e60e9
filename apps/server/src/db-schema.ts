/** Every table of the server, for drizzle-kit's migration generator. */
export * from './modules/tenants/schema.js';
export * from './modules/oauth-clients/schema.js';
export * from './modules/identity/schema.js';
export * from './modules/suppliers/schema.js';
export * from './modules/dictionary/schema.js';
export * from './platform/permissions/schema.js';
export * from './platform/auth/schema.js';
export * from './platform/settings/schema.js';
export * from './platform/audit/schema.js';
export * from './modules/announcements/schema.js';
export * from './platform/mail/schema.js';
export * from './modules/object-storage/schema.js';
export * from './modules/files/schema.js';
export * from './platform/workflow/schema.js';
export * from './platform/numbering/schema.js';
export * from './platform/notifications/schema.js';
export * from './modules/attachments/schema.js';

export * from './i18n.js';
export * from './permission-model.js';
export * from './permissions.js';
export * from './texts.js';
export * from './workflow.js';
export * from './platform-dtos.js';
// daySchema joins these once purchase-orders/rules.ts imports it from here instead of defining its own.
export { blankable, oneOfValues, workflowTransitionSchema } from './common/schemas.js';
export * from './common/texts.js';
export * from './text-bundles.js';
export * from './announcements/index.js';
export * from './suppliers/index.js';
export * from './vendor-labels/index.js';
export * from './materials/index.js';
export * from './purchase-orders/index.js';
export * from './notifications/index.js';
export * from './object-storage/rules.js';
export * from './mail-outbox/status.js';
export * from './features/definitions.js';

export * from './i18n.js';
export * from './permission-model.js';
export * from './permissions.js';
export * from './texts.js';
export * from './workflow.js';
export * from './platform-dtos.js';
export * from './common/texts.js';

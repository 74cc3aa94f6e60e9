export * from './i18n.js';
export * from './permission-model.js';
export * from './permissions.js';

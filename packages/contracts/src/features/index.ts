export * from './definitions.js';
export * from './texts.js';

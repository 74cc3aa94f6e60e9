export * from './enums.js';
export * from './workflow.js';

export * from './rules.js';
export * from './workflow.js';

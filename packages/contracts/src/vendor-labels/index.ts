export * from './default-templates.js';
export * from './label-data.js';
export * from './packing.js';
export * from './payload.js';
export * from './sscc.js';
export * from './template.js';
export * from './text-template.js';

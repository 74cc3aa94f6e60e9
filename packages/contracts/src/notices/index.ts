export * from './enums.js';
export * from './workflow.js';
export * from './dto.js';
export * from './rules.js';
export * from './texts.js';
export * from './page-texts.js';
export * from './mail-texts.js';
export * from './rule-texts.js';

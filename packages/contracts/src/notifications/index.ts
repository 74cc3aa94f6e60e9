export * from './dto.js';
export * from './texts.js';

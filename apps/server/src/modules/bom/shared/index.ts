/**
 * What the BOM parts share (the revisions' part keeps it; structure, transfer and effects import it):
 * the action context, DTO mapping, loading, the material look-up, the line checks and their bulk
 * write, the cycle walk, revision codes and the release (with the superseding of the previous one).
 */
export * from './context.js';
export * from './cycles.js';
export * from './dto.js';
export * from './lines.js';
export * from './load.js';
export * from './materials.js';
export * from './release.js';
export * from './revision.js';

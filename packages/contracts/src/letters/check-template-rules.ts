/**
 * Whether a template line applies to a letter at a submission level: a line with a minimum level
 * is asked for from that level up; a line without one (or a letter without a level) always.
 */
export function lineAppliesAtLevel(
  submissionLevelMin: number | null,
  level: number | null | undefined,
): boolean {
  if (submissionLevelMin == null || level == null) return true;
  return level >= submissionLevelMin;
}

import type { BomLineInput } from './rules.js';

/**
 * SKELETON (built by the server part): the rules across a BOM's lines that need no database —
 * unique positions, alternate groups sharing one position with exactly one primary, usage shares
 * adding up to 100 % — each a problem naming the line, shared by the grid and the server.
 */
export interface BomLineProblem {
  /** Index into the lines given. */
  index: number;
  field: keyof BomLineInput;
  /** A text key of bomRuleTexts and its arguments. */
  text: string;
  args: (string | number)[];
}

export function bomLineProblems(lines: readonly BomLineInput[]): BomLineProblem[] {
  void lines;
  return [];
}

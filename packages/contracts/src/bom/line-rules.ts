import type { BomLineInput } from './rules.js';

/**
 * The rules across a BOM's lines that need no database, shared by the grid (before saving) and the
 * server (on save and import), each a problem naming the line:
 * - a line outside an alternate group has a position (lineNo) of its own and is not an alternate;
 * - the lines of one alternate group share one position, which no other line or group uses;
 * - a group has exactly one primary line (isAlternate false), distinct priorities and children;
 * - its usage shares add up to 100 % (a missing share counts as 0).
 * The rules that need the database (material master, cycles) are the server's.
 */
export interface BomLineProblem {
  /** Index into the lines given. */
  index: number;
  field: keyof BomLineInput;
  /** A text key of bomRuleTexts and its arguments. */
  text: string;
  args: (string | number)[];
}

/** The line facts the rules read (the grid's drafts and the API's input both have them). */
export type BomLineFacts = Pick<
  BomLineInput,
  'lineNo' | 'childPartNo' | 'altGroup' | 'altPriority' | 'usageProbability' | 'isAlternate'
>;

/** Shares are percent with up to 3 decimals (numeric(7,3)): a sum within this of 100 is 100. */
const SHARE_TOLERANCE = 0.0005;

const groupOf = (l: BomLineFacts) => l.altGroup?.trim() || null;

export function bomLineProblems(lines: readonly BomLineFacts[]): BomLineProblem[] {
  const problems: BomLineProblem[] = [];
  const add = (index: number, field: keyof BomLineInput, text: string, ...args: (string | number)[]) =>
    problems.push({ index, field, text, args });

  // Who holds each position first: a single line (its index) or a group (its name).
  const holder = new Map<number, { index: number; group: string | null }>();
  const groups = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const group = groupOf(l);
    if (group) {
      const members = groups.get(group);
      if (members) members.push(i);
      else groups.set(group, [i]);
    } else if (l.isAlternate)
      add(i, 'isAlternate', 'Bom:Rule.AlternateWithoutGroup', l.lineNo, l.childPartNo);
    const first = holder.get(l.lineNo);
    if (!first) {
      holder.set(l.lineNo, { index: i, group });
      return;
    }
    // The same group at its shared position is fine; anything else is a second user of it.
    if (group && first.group === group) return;
    const other = lines[first.index]!;
    add(i, 'lineNo', 'Bom:Rule.DuplicateLineNo', l.lineNo, l.childPartNo, other.childPartNo);
  });

  for (const [group, members] of groups) {
    const first = lines[members[0]!]!;
    for (const i of members.slice(1)) {
      const l = lines[i]!;
      if (l.lineNo !== first.lineNo)
        add(i, 'lineNo', 'Bom:Rule.GroupLineNo', l.lineNo, l.childPartNo, group, first.lineNo);
    }
    const primaries = members.filter((i) => !lines[i]!.isAlternate);
    if (primaries.length === 0)
      add(members[0]!, 'isAlternate', 'Bom:Rule.GroupNoPrimary', first.lineNo, first.childPartNo, group);
    for (const i of primaries.slice(1))
      add(i, 'isAlternate', 'Bom:Rule.GroupTwoPrimaries', lines[i]!.lineNo, lines[i]!.childPartNo, group);
    const children = new Set<string>();
    const priorities = new Set<number>();
    for (const i of members) {
      const l = lines[i]!;
      const child = l.childPartNo.trim();
      if (children.has(child)) add(i, 'childPartNo', 'Bom:Rule.GroupSameChild', l.lineNo, child, group);
      children.add(child);
      if (l.altPriority !== null && l.altPriority !== undefined) {
        if (priorities.has(l.altPriority))
          add(i, 'altPriority', 'Bom:Rule.GroupSamePriority', l.lineNo, child, group, l.altPriority);
        priorities.add(l.altPriority);
      }
    }
    const total = members.reduce((sum, i) => sum + (lines[i]!.usageProbability ?? 0), 0);
    if (Math.abs(total - 100) > SHARE_TOLERANCE) {
      const rounded = Math.round(total * 1000) / 1000;
      for (const i of members)
        add(
          i,
          'usageProbability',
          'Bom:Rule.GroupShares',
          lines[i]!.lineNo,
          lines[i]!.childPartNo,
          group,
          rounded,
        );
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}

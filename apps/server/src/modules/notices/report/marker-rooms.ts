/**
 * For each paragraph in a list, the width of the widest marker of its list (0 outside lists), as
 * `measure` finds it: "viii." is wider than "ix.", and "10." than "9.", and a list's items and the
 * paragraphs that go on inside them start their text at one x. A list is a run of paragraphs at
 * its depth with nothing shallower between them (a nested list in between does not end it).
 */
export function markerRooms(
  paragraphs: readonly { marker: string; depth: number }[],
  measure: (mark: string) => number,
): number[] {
  const open: ({ width: number } | undefined)[] = [];
  const runs = paragraphs.map(({ marker, depth }) => {
    open.length = depth + 1;
    if (depth === 0) return undefined;
    const run = (open[depth] ??= { width: 0 });
    const mark = marker.trimEnd();
    if (mark) run.width = Math.max(run.width, measure(mark));
    return run;
  });
  return runs.map((run) => run?.width ?? 0);
}

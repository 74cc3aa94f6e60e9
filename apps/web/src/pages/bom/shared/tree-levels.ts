import type { BomTreeNodeDto } from '@sp/contracts';

/** The keys of the nodes above `level` (the rows whose children show when expanded to it). */
export function keysAbove(nodes: BomTreeNodeDto[], level: number, into: string[] = []): string[] {
  for (const n of nodes)
    if (n.children?.length && n.level < level) {
      into.push(n.key);
      keysAbove(n.children, level, into);
    }
  return into;
}

/** antd shows an expander for any `children`, even empty: leaves carry none. */
export function withoutEmpty(nodes: BomTreeNodeDto[]): BomTreeNodeDto[] {
  return nodes.map(({ children, ...n }) =>
    children?.length ? { ...n, children: withoutEmpty(children) } : (n as BomTreeNodeDto),
  );
}

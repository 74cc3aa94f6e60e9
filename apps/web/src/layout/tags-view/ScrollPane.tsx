import type { ReactNode, Ref, WheelEvent } from 'react';

/** A horizontal strip that scrolls with the mouse wheel (VEA's ScrollPane). */
export function ScrollPane({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const delta = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.deltaY;
    e.currentTarget.scrollLeft += delta;
  };
  return (
    <div ref={ref} className="tags-scroll-pane" onWheel={onWheel}>
      {children}
    </div>
  );
}

/** Scrolls the pane just enough to show the element. */
export function scrollIntoPane(pane: HTMLElement, el: HTMLElement, margin = 4) {
  const left = el.offsetLeft;
  const right = left + el.offsetWidth;
  if (left - margin < pane.scrollLeft) pane.scrollLeft = Math.max(0, left - margin);
  else if (right + margin > pane.scrollLeft + pane.clientWidth)
    pane.scrollLeft = right + margin - pane.clientWidth;
}

import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeObjects } from './router';

/** Every route object of the tree, depth first. */
function* walk(routes: RouteObject[]): Generator<RouteObject> {
  for (const r of routes) {
    yield r;
    if (r.children) yield* walk(r.children);
  }
}

describe('route objects', () => {
  it('give every leaf something to render, so React Router has nothing to warn about', () => {
    const bare = [...walk(routeObjects)]
      .filter((r) => !r.children?.length && !r.Component && !r.lazy && r.element === undefined)
      .map((r) => (r.index ? '(index)' : r.path));
    expect(bare).toEqual([]);
  });
});

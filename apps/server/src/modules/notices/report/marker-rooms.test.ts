import { describe, expect, it } from 'vitest';
import { markerRooms } from './marker-rooms.js';

/** One unit of width per character: enough to tell the markers apart. */
const measure = (mark: string) => mark.length;
const p = (depth: number, marker = '') => ({ depth, marker });

describe('markerRooms', () => {
  it('gives every item of a list, and what goes on inside an item, its widest marker', () => {
    expect(markerRooms([p(0), p(1, 'vii. '), p(1, 'viii. '), p(1), p(1, 'ix. '), p(0)], measure)).toEqual([
      0, 5, 5, 5, 5, 0,
    ]);
  });

  it('keeps a nested list apart from the list around it, which goes on after it', () => {
    const rooms = markerRooms([p(1, '9. '), p(2, '· '), p(2, '· '), p(1, '10. ')], measure);
    expect(rooms).toEqual([3, 1, 1, 3]);
  });

  it('starts a new list after a paragraph outside any', () => {
    expect(markerRooms([p(1, '100. '), p(0), p(1, '1. ')], measure)).toEqual([4, 0, 2]);
  });
});

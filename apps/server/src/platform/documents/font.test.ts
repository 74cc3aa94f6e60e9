import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_KEEP_MS, fontBytes } from './font.js';

// Identity is compared as a boolean: a failed toBe on two 10 MB Buffers would print them.
describe('the CJK font bytes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are read once while documents keep asking, and given back after a quiet spell', () => {
    const first = fontBytes('regular');
    // A TrueType file: version 1.0.
    expect(first.readUInt32BE(0)).toBe(0x00010000);
    expect(first.length).toBeGreaterThan(1_000_000);
    vi.advanceTimersByTime(FONT_KEEP_MS / 2);
    expect(fontBytes('regular') === first, 'the same bytes').toBe(true);
    // Asked for half-way, so still held at the first deadline.
    vi.advanceTimersByTime(FONT_KEEP_MS / 2 + 1);
    expect(fontBytes('regular') === first, 'the same bytes').toBe(true);
    // Nobody asks for a whole period: the bytes are dropped, and read again on the next document.
    vi.advanceTimersByTime(FONT_KEEP_MS);
    const again = fontBytes('regular');
    expect(again === first, 'read again').toBe(false);
    expect(again.equals(first)).toBe(true);
  });
});

import { defaultTemplates } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { LabelPreviewUnavailable, renderLabelPreviewPng } from './label-preview.js';
import { sampleLabels } from './samples.js';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('label preview', () => {
  it('is a PNG of the label at the printer resolution: 100 x 70 mm at 203 dpi is about 800 x 560 px', async () => {
    const png = await renderLabelPreviewPng(sampleLabels.Outer, defaultTemplates.Outer, {
      culture: 'zh-Hans',
    });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const [w, h] = pngSize(png);
    expect(Math.abs(w! - 799)).toBeLessThanOrEqual(2);
    expect(Math.abs(h! - 559)).toBeLessThanOrEqual(2);
  });

  it('without the rasteriser, a typed refusal instead of a crash', async () => {
    await expect(
      renderLabelPreviewPng(sampleLabels.Inner, defaultTemplates.Inner, {
        culture: 'en',
        command: 'no-such-rasteriser',
      }),
    ).rejects.toThrow(LabelPreviewUnavailable);
  });
});

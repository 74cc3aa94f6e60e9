import { describe, expect, it } from 'vitest';
import { renderGuide, slugify } from './render';

describe('slugify', () => {
  it('keeps letters and digits of any script', () => {
    expect(slugify('Signing in & tenants')).toBe('signing-in-tenants');
    expect(slugify('登录与租户')).toBe('登录与租户');
    expect(slugify('标签页（Tabs）的右键菜单')).toBe('标签页tabs的右键菜单');
    expect(slugify('!!!')).toBe('section');
  });
});

describe('renderGuide', () => {
  it('gives headings unique ids and lists levels 2 and 3 in the table of contents', () => {
    const { html, toc } = renderGuide(
      '# Guide\n\n## Start\n\ntext\n\n### `Ctrl+K` search\n\n## Start\n\n#### Deep\n',
    );
    expect(toc).toEqual([
      { id: 'start', text: 'Start', depth: 2 },
      { id: 'ctrlk-search', text: 'Ctrl+K search', depth: 3 },
      { id: 'start-1', text: 'Start', depth: 2 },
    ]);
    expect(html).toContain('<h1 id="guide">Guide</h1>');
    expect(html).toContain('<h3 id="ctrlk-search"><code>Ctrl+K</code> search</h3>');
    expect(html).toContain('<h2 id="start-1">Start</h2>');
  });

  it('leaves a status after a dash out of the table of contents', () => {
    const { toc } = renderGuide('## Vendor labels — *not available yet*\n');
    expect(toc).toEqual([{ id: 'vendor-labels-not-available-yet', text: 'Vendor labels', depth: 2 }]);
  });

  it('wraps tables so that they scroll on small screens', () => {
    const { html } = renderGuide('| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toMatch(/^<div class="doc-table"><table>/);
    expect(html).toContain('<td>1</td>');
  });
});

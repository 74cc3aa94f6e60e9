import { describe, expect, it } from 'vitest';
import { viewKey } from './view-key';

describe('view keys of the tab strip and the page cache', () => {
  it('is the path for an ordinary route, whatever its query (list filters)', () => {
    expect(viewKey('/identity/users', '?filter=a&page=2', { title: 't' })).toBe('/identity/users');
    expect(viewKey('/identity/users', '?id=1', undefined)).toBe('/identity/users');
  });

  it('is one view per record on a detail route', () => {
    const meta = { title: 't', perRecord: true };
    const a = viewKey('/system-notice/admin-notice-detail', '?id=a1&tab=2', meta);
    const b = viewKey('/system-notice/admin-notice-detail', '?id=b2', meta);
    expect(a).toBe('/system-notice/admin-notice-detail?id=a1');
    expect(b).toBe('/system-notice/admin-notice-detail?id=b2');
    expect(viewKey('/system-notice/admin-notice-detail', '', meta)).toBe(
      '/system-notice/admin-notice-detail',
    );
  });
});

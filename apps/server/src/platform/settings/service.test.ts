import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../test/harness.js';
import { SettingNames } from './definitions.js';

const w = useWorld({ prefix: 'settingcache', suppliers: false });

describe('the settings cache', () => {
  it('serves a change at once and keeps the resolved map between changes', async () => {
    const s = w.server.services.settings;
    await s.set(w.a.id, SettingNames.LockoutDuration, '7');
    const first = await s.all(w.a.id);
    expect(first.get(SettingNames.LockoutDuration)).toBe('7');
    expect(await s.all(w.a.id)).toBe(first);
    await s.set(w.a.id, SettingNames.LockoutDuration, '8');
    expect((await s.all(w.a.id)).get(SettingNames.LockoutDuration)).toBe('8');
  });

  it('does not keep what a read saw when a change arrived while it ran', async () => {
    const s = w.server.services.settings;
    await w.server.services.bus.publish({ kind: 'settings', tenantId: w.a.id });
    // The read starts on an empty cache; the change lands before its rows come back.
    const reading = s.all(w.a.id);
    await w.server.services.bus.publish({ kind: 'settings', tenantId: w.a.id });
    const raced = await reading;
    // Its rows may be older than the change: the next read goes to the database again.
    const next = await s.all(w.a.id);
    expect(next).not.toBe(raced);
    expect(await s.all(w.a.id)).toBe(next);
  });
});

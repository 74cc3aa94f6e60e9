import { cultures, defaultCulture, systemInformWorkflow, type Culture } from '@sp/contracts';
import { recordHistory } from '../../platform/workflow/transition.js';
import type { Tx } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import { L, translate, type TextKey } from '../../platform/localization/localizer.js';
import type { SystemInformTranslations } from './dto.js';
import {
  SystemInformAudience,
  SystemInformPriority,
  SystemInformShow,
  SystemInformStatus,
  SystemInformType,
  systemInforms,
} from './schema.js';

/**
 * Two published announcements for the demo tenant: a pinned maintenance notice for the coming
 * Saturday night and a dismissible welcome (feature) notice. Runs in the tenant's transaction.
 * The row holds the text in `culture` (the tenant's language) and every language's wording in
 * `extraProperties.translations`, so each reader sees them in their own language.
 */
export async function seedDemoAnnouncements(tx: Tx, tenantId: string, culture: Culture = defaultCulture) {
  const inEvery = (title: (c: Culture) => string, content: (c: Culture) => string) => ({
    title: title(culture),
    content: content(culture),
    extraProperties: {
      translations: Object.fromEntries(
        cultures.map((c) => [c, { title: title(c), content: content(c) }]),
      ) as SystemInformTranslations,
    },
  });
  const tr = (c: Culture, key: TextKey<'SupplierPortal'>, ...args: unknown[]) =>
    translate(c, L('SupplierPortal', key, ...args));
  const now = new Date();
  // The coming Saturday, 22:00-24:00 in the demo tenant's time zone (Asia/Shanghai, UTC+8); the
  // notice leaves the bell when the window closes.
  const offsetMs = 8 * 3600_000;
  const local = new Date(now.getTime() + offsetMs);
  const daysAhead = (6 - local.getUTCDay() + 7) % 7 || 7;
  const saturday = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysAhead),
  );
  const day = saturday.toISOString().slice(0, 10);
  const end = new Date(saturday.getTime() + 24 * 3600_000 - offsetMs);
  const common = {
    tenantId,
    status: SystemInformStatus.Published,
    audience: SystemInformAudience.All,
    publishTime: now,
    publisherName: 'admin',
  };
  const rows = await tx
    .insert(systemInforms)
    .values([
      {
        ...common,
        id: newId(),
        ...inEvery(
          (c) => tr(c, 'Demo:MaintenanceAnnouncementTitle', day),
          (c) => `<p>${tr(c, 'Demo:MaintenanceAnnouncementContent', `${day} 22:00`, `${day} 24:00`)}</p>`,
        ),
        type: SystemInformType.Maintenance,
        systemInformShow: SystemInformShow.Pinned,
        priority: SystemInformPriority.High,
        endTime: end,
      },
      {
        ...common,
        id: newId(),
        ...inEvery(
          (c) => tr(c, 'Demo:WelcomeAnnouncementTitle'),
          (c) => `<p>${tr(c, 'Demo:WelcomeAnnouncementContent')}</p>`,
        ),
        type: SystemInformType.Feature,
        systemInformShow: SystemInformShow.Dismissible,
        priority: SystemInformPriority.Medium,
      },
    ])
    .returning();
  // Their timelines: created as drafts, then published, by the demo admin.
  const admin = { id: null, name: 'admin' };
  for (const row of rows) {
    await recordHistory(
      tx,
      systemInformWorkflow,
      { ...row, status: SystemInformStatus.Draft, supplierId: null },
      admin,
    );
    await recordHistory(
      tx,
      systemInformWorkflow,
      { ...row, supplierId: null },
      admin,
      'publish',
      SystemInformStatus.Draft,
    );
  }
}

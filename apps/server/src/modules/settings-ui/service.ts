import { Policies, textValues, type Culture } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { HOST_TENANT_ID } from '../../platform/db/scope.js';
import type { InvalidationBus } from '../../platform/events/invalidation.js';
import { BusinessError, ValidationError, type ValidationErrorInfo } from '../../platform/http/errors.js';
import { describeProblem, toProblem } from '../../platform/http/validation.js';
import { L, translate, type TextKey } from '../../platform/localization/localizer.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import { settingDefinitions, type SettingDefinition } from '../../platform/settings/definitions.js';
import { settingValues } from '../../platform/settings/schema.js';
import type { SettingService } from '../../platform/settings/service.js';
import { settingUiItems, type SettingUiItem } from './catalogue.js';

const SETTING_ENTITY = 'Volo.Abp.SettingManagement.Setting';
/** EasyAbp SettingUi's form posts `Setting_Abp_Localization_DefaultLanguage` for `Abp.Localization.DefaultLanguage`. */
const FORM_PREFIX = 'setting_';

type SettingTextKey = TextKey<'AbpSettingManagement'>;
const settingTexts: Record<string, string> = textValues('en').AbpSettingManagement;
const text = (key: string, ...args: unknown[]) => L('AbpSettingManagement', key as SettingTextKey, ...args);

/** EasyAbp SettingUi's SettingInfo. */
export interface SettingInfo {
  name: string;
  displayName: string;
  description: string;
  value: string;
  properties: Record<string, string>;
  permission: string;
}

/** EasyAbp SettingUi's SettingGroup. */
export interface SettingGroup {
  groupName: string;
  groupDisplayName: string;
  permission: string;
  settingInfos: SettingInfo[];
}

/** A validated change: a value to store, or null to drop the override. */
export interface Change {
  item: SettingUiItem;
  definition: SettingDefinition;
  value: string | null;
}

/**
 * The settings page (EasyAbp SettingUi): the catalogue's settings grouped with their current
 * values, and the writes that change them for the caller's tenant (or the host). Secrets are
 * write-only: stored sealed, shown as empty with `HasValue`.
 */
export class SettingUiService {
  private readonly definitions = new Map(settingDefinitions.map((d) => [d.name, d]));
  private readonly byKey = new Map<string, SettingUiItem>();

  constructor(
    private readonly settings: SettingService,
    private readonly bus: InvalidationBus,
    private readonly box: SecretBox,
  ) {
    for (const item of settingUiItems) {
      if (!this.definitions.has(item.name)) throw new Error(`Setting ${item.name} has no definition`);
      if (!(`DisplayName:${item.name}` in settingTexts))
        throw new Error(`Setting ${item.name} has no DisplayName text`);
      this.byKey.set(item.name.toLowerCase(), item);
      this.byKey.set(`${FORM_PREFIX}${item.name.replace(/\./g, '_')}`.toLowerCase(), item);
    }
  }

  /** The items a caller of this tenant sees: a tenant cannot see (or change) host-only ones. */
  private visible(tenantId: string): SettingUiItem[] {
    return settingUiItems.filter(
      (i) => tenantId === HOST_TENANT_ID || !this.definitions.get(i.name)!.hostOnly,
    );
  }

  async groups(tx: Tx, tenantId: string, culture: Culture): Promise<SettingGroup[]> {
    const values = await this.settings.all(tenantId, tx);
    const permission =
      tenantId === HOST_TENANT_ID ? Policies.SettingUi.Host.name : Policies.SettingUi.Tenant.name;
    const t = (key: string) => translate(culture, text(key));
    const groups = new Map<string, SettingGroup>();
    for (const item of this.visible(tenantId)) {
      const definition = this.definitions.get(item.name)!;
      let group = groups.get(item.group1);
      if (!group) {
        group = {
          groupName: item.group1,
          groupDisplayName: t(`Group:${item.group1}`),
          permission,
          settingInfos: [],
        };
        groups.set(item.group1, group);
      }
      const stored = values.get(item.name) ?? definition.defaultValue;
      const properties: Record<string, string> = {
        Group1: item.group1,
        Group2: item.group2,
        Type: item.type,
        Group1DisplayName: group.groupDisplayName,
        Group2DisplayName: t(`Group:${item.group2}`),
      };
      if (item.options) properties.Options = item.options().join('|');
      if (item.optionLabels) properties.OptionDisplayNames = item.optionLabels(culture).join('|');
      if (item.min !== undefined) properties.Min = String(item.min);
      if (item.max !== undefined) properties.Max = String(item.max);
      if (item.maxLength !== undefined) properties.MaxLength = String(item.maxLength);
      if (definition.isEncrypted) properties.HasValue = stored === '' ? 'false' : 'true';
      else properties.DefaultValue = definition.defaultValue;
      if (definition.hostOnly) properties.IsHostOnly = 'true';
      const descriptionKey = `Description:${item.name}`;
      group.settingInfos.push({
        name: item.name,
        displayName: t(`DisplayName:${item.name}`),
        description: descriptionKey in settingTexts ? t(descriptionKey) : '',
        value: definition.isEncrypted ? '' : stored,
        properties,
        permission,
      });
    }
    return [...groups.values()];
  }

  /**
   * Checks every value before anything is written: unknown names and bad values are a 400 listing
   * each offending setting; a host-only setting changed by a tenant is a 403.
   */
  prepare(
    tenantId: string,
    input: Record<string, string | number | boolean | null>,
    culture: Culture,
  ): Change[] {
    const problems: ValidationErrorInfo[] = [];
    const changes: Change[] = [];
    const seen = new Set<string>();
    for (const [key, raw] of Object.entries(input)) {
      const item = this.byKey.get(key.toLowerCase());
      if (!item) {
        problems.push({ message: translate(culture, text('UnknownSetting', key)), members: [key] });
        continue;
      }
      if (seen.has(item.name)) continue;
      seen.add(item.name);
      const definition = this.definitions.get(item.name)!;
      this.assertWritable(tenantId, definition);
      if (raw === null) {
        changes.push({ item, definition, value: null });
        continue;
      }
      const value = typeof raw === 'string' ? raw : String(raw);
      // A write-only secret comes back empty from GET: an empty value means "keep it".
      if (definition.isEncrypted && value === '') continue;
      const checked = this.check(item, value, culture);
      if (typeof checked === 'string') changes.push({ item, definition, value: checked });
      else problems.push(checked);
    }
    if (problems.length > 0) throw validation(problems, culture);
    return changes;
  }

  /** The names to reset, checked like a write. */
  prepareReset(tenantId: string, names: readonly string[], culture: Culture): Change[] {
    return this.prepare(tenantId, Object.fromEntries(names.map((n) => [n, null])), culture);
  }

  private assertWritable(tenantId: string, definition: SettingDefinition) {
    if (definition.hostOnly && tenantId !== HOST_TENANT_ID) {
      throw new BusinessError(text('SettingIsHostOnly', definition.name), {
        code: 'SettingUi:HostOnly',
        data: { name: definition.name },
      });
    }
  }

  private check(item: SettingUiItem, value: string, culture: Culture): string | ValidationErrorInfo {
    const displayName = translate(culture, text(`DisplayName:${item.name}`));
    const fail = (message: string): ValidationErrorInfo => ({ message, members: [item.name] });
    const result = valueSchema(item).safeParse(value, { reportInput: true });
    if (!result.success) {
      const problem = { ...toProblem(result.error.issues[0]!), member: displayName };
      return fail(describeProblem(problem, culture));
    }
    if (item.normalize) {
      const normalized = item.normalize(result.data);
      if (normalized === undefined)
        return fail(translate(culture, text(item.invalidText ?? 'UnknownSetting')));
      return normalized;
    }
    return result.data;
  }

  /**
   * Stores the changes for the caller's tenant (the host's values for the host) in the caller's
   * transaction, each audited. Publish afterwards, once committed.
   */
  async apply(tx: Tx, audit: AuditCollector, tenantId: string, changes: Change[]): Promise<void> {
    if (changes.length === 0) return;
    const names = changes.map((c) => c.item.name);
    const own = await tx
      .select()
      .from(settingValues)
      .where(and(eq(settingValues.tenantId, tenantId), inArray(settingValues.name, names)));
    const before = new Map(own.map((r) => [r.name, r.value]));
    const provider =
      tenantId === HOST_TENANT_ID
        ? { providerName: 'G', providerKey: null }
        : { providerName: 'T', providerKey: tenantId };
    for (const change of changes) {
      const name = change.item.name;
      const old = before.get(name);
      const options = change.definition.isEncrypted ? { secret: ['value'] } : {};
      if (change.value === null) {
        if (old === undefined) continue;
        await tx
          .delete(settingValues)
          .where(and(eq(settingValues.tenantId, tenantId), eq(settingValues.name, name)));
        audit.deleted(SETTING_ENTITY, name, { name, value: old, ...provider }, options);
        continue;
      }
      const value = change.definition.isEncrypted ? this.box.seal(change.value) : change.value;
      await tx
        .insert(settingValues)
        .values({ tenantId, name, value })
        .onConflictDoUpdate({ target: [settingValues.tenantId, settingValues.name], set: { value } });
      if (old === undefined) audit.created(SETTING_ENTITY, name, { name, value, ...provider }, options);
      else
        audit.updated(
          SETTING_ENTITY,
          name,
          { name, value: old, ...provider },
          { name, value, ...provider },
          options,
        );
    }
  }

  /** After the commit: every cache of the tenant's settings (all tenants' for the host) goes stale. */
  async publish(tenantId: string): Promise<void> {
    await this.bus.publish({ kind: 'settings', tenantId });
  }
}

function valueSchema(item: SettingUiItem): z.ZodType<string> {
  switch (item.type) {
    case 'number':
      return z
        .string()
        .trim()
        .min(1)
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(item.min ?? 0)
            .max(item.max ?? Number.MAX_SAFE_INTEGER),
        )
        .transform(String);
    case 'checkbox':
      return z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(['true', 'false']));
    case 'select':
      return z
        .string()
        .trim()
        .pipe(z.enum([...(item.options?.() ?? [])] as [string, ...string[]]));
    case 'email':
      return z
        .string()
        .trim()
        .max(item.maxLength ?? 256)
        .pipe(z.email());
    case 'password':
      return z.string().max(item.maxLength ?? 256);
    case 'text':
      return z
        .string()
        .trim()
        .max(item.maxLength ?? 256);
  }
}

function validation(problems: ValidationErrorInfo[], culture: Culture): ValidationError {
  const details = [
    translate(culture, L('AbpExceptionHandling', 'ValidationNarrativeErrorMessageTitle')),
    ...problems.map((p) => ` - ${p.message}`),
  ].join('\r\n');
  return new ValidationError(problems, details);
}

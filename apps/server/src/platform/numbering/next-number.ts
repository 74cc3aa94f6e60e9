import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.js';
import { tenantSetting } from '../notifications/tenant-setting.js';
import { SettingNames, settingDefinitions } from '../settings/definitions.js';
import { numberSequences } from './schema.js';
import { dateParts, formatNumber, renderPattern, type DateParts } from './pattern.js';

export interface NextNumberOptions {
  /** The moment the number is for; now by default. */
  at?: Date;
  /** IANA time zone for the date tokens; by default the tenant's `Abp.Timing.TimeZone` setting. */
  timeZone?: string;
}

const DEFAULT_TIME_ZONE =
  settingDefinitions.find((d) => d.name === SettingNames.TimeZone)?.defaultValue ?? 'UTC';

/** A stored zone that Intl does not know falls back to the default, then UTC, never a failure. */
function partsIn(at: Date, timeZone: string): DateParts {
  for (const zone of [timeZone, DEFAULT_TIME_ZONE]) {
    try {
      return dateParts(at, zone);
    } catch {
      // RangeError: unknown time zone; try the next.
    }
  }
  return dateParts(at, 'UTC');
}

/**
 * Takes the next document number of sequence `name` for the transaction's tenant, e.g.
 * `nextNumber(tx, 'Delivery', 'DN-{vendor}-{yyyyMMdd}-{seq3}', { vendor: 'V001' })` ->
 * `DN-V001-20250301-001`. Must run inside `inScope` (the tenant is the transaction's).
 *
 * One `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the caller's transaction: the row stays
 * locked until that transaction ends, so concurrent takers on any instance wait their turn and
 * each gets the next value, and a rollback gives the number back (no gaps). The price is that
 * takers of the same counter are serialised: keep the rest of such transactions short.
 */
export async function nextNumber(
  tx: Tx,
  name: string,
  pattern: string,
  values: Readonly<Record<string, string | number>> = {},
  options: NextNumberOptions = {},
): Promise<string> {
  const timeZone = options.timeZone ?? (await tenantSetting(tx, SettingNames.TimeZone));
  const rendered = renderPattern(pattern, values, partsIn(options.at ?? new Date(), timeZone));
  const [row] = await queryRows<{ last_value: string | number }>(
    tx,
    sql`insert into ${numberSequences} (tenant_id, name, scope, last_value)
        values (app_tenant_id(), ${name}, ${rendered.scope}, 1)
        on conflict (tenant_id, name, scope)
        do update set last_value = ${numberSequences}.last_value + 1
        returning last_value`,
  );
  if (!row) throw new Error(`Sequence ${name} returned no value`);
  return formatNumber(rendered, Number(row.last_value));
}

/**
 * Takes `count` consecutive numbers of sequence `name` at once (a delivery's 1,000 carton labels):
 * one statement however many, with the same locking and gap-free rollback as `nextNumber`.
 */
export async function nextNumbers(
  tx: Tx,
  name: string,
  pattern: string,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
  options: NextNumberOptions = {},
): Promise<string[]> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`nextNumbers needs a positive count, got ${count}`);
  const timeZone = options.timeZone ?? (await tenantSetting(tx, SettingNames.TimeZone));
  const rendered = renderPattern(pattern, values, partsIn(options.at ?? new Date(), timeZone));
  const [row] = await queryRows<{ last_value: string | number }>(
    tx,
    sql`insert into ${numberSequences} (tenant_id, name, scope, last_value)
        values (app_tenant_id(), ${name}, ${rendered.scope}, ${count})
        on conflict (tenant_id, name, scope)
        do update set last_value = ${numberSequences}.last_value + ${count}
        returning last_value`,
  );
  if (!row) throw new Error(`Sequence ${name} returned no value`);
  const last = Number(row.last_value);
  return Array.from({ length: count }, (_, i) => formatNumber(rendered, last - count + 1 + i));
}

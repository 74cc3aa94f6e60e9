import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from './client.js';
import { APP_ROLE } from './scope.js';

/** Tables the request role never touches: only the owner (system scope) reads them. */
const OWNER_ONLY_TABLES = new Set(['signing_keys']);

/**
 * Supplier rules for tenant tables that have no `supplier_id` of their own but must still be
 * narrowed for a vendor user. Each is a boolean SQL expression over the table's row, applied as
 * the RESTRICTIVE `supplier_isolation` policy (USING and WITH CHECK) instead of the convention's
 * column rule. Keep every rule true when `app_supplier_id()` is null (staff see everything) and
 * backed by an index. The policy is created once by name: to change a rule, drop the policy in a
 * migration so that the next start recreates it.
 */
export const CUSTOM_SUPPLIER_RULES: Readonly<Record<string, string>> = {
  // A vendor sees the materials their supplier is approved for (any approval row, also a
  // suspended one: open orders may still name the part). Index material_suppliers_material_supplier_uq.
  materials: `(app_supplier_id() IS NULL OR EXISTS (SELECT 1 FROM material_suppliers ms
     WHERE ms.tenant_id = materials.tenant_id AND ms.material_id = materials.id
       AND ms.supplier_id = app_supplier_id()))`,
  // Label templates serve every supplier unless made for one: a vendor sees the shared ones and
  // their own, never a template made for another supplier.
  label_templates: `(app_supplier_id() IS NULL OR for_supplier_id IS NULL OR for_supplier_id = app_supplier_id())`,
  // A vendor reads a notice addressed to their supplier (a recipient row exists only once it is
  // published). Index supplier_notice_recipients_uq.
  supplier_notices: `(app_supplier_id() IS NULL OR EXISTS (SELECT 1 FROM supplier_notice_recipients r
     WHERE r.tenant_id = supplier_notices.tenant_id AND r.notice_id = supplier_notices.id
       AND r.supplier_id = app_supplier_id()))`,
  // Attachments follow their document's supplier; a notice's own files (no supplier: the notice
  // goes to many) are read by the suppliers it is addressed to. Replaces the convention's rule
  // (migration 0018 drops the old policy).
  attachments: `(app_supplier_id() IS NULL OR supplier_id = app_supplier_id()
     OR (supplier_id IS NULL AND owner_type = 'SupplierNotice' AND EXISTS (
       SELECT 1 FROM supplier_notice_recipients r WHERE r.tenant_id = attachments.tenant_id
         AND r.notice_id = attachments.owner_id AND r.supplier_id = app_supplier_id())))`,
  // A template's old versions follow the template (the subquery is itself under its policy).
  label_template_versions: `(app_supplier_id() IS NULL OR EXISTS (SELECT 1 FROM label_templates t
     WHERE t.tenant_id = label_template_versions.tenant_id AND t.id = label_template_versions.template_id))`,
};

/**
 * Applies the isolation rules by convention, after every migration run, so that no table can be
 * forgotten: every table with a `tenant_id` column gets the tenant policy, and every table with a
 * `supplier_id` column also gets the (restrictive) supplier policy, as does every table with a
 * rule in CUSTOM_SUPPLIER_RULES. Idempotent.
 */
export async function applyRowSecurity(db: Queryable): Promise<void> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`
    select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const columnsByTable = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = columnsByTable.get(r.table_name) ?? new Set();
    set.add(r.column_name);
    columnsByTable.set(r.table_name, set);
  }
  // Statements below take table locks: issue only those that change something, so that a routine
  // start-up leaves running instances undisturbed.
  const state = await queryRows<{ relname: string; rls: boolean; granted: boolean }>(
    db,
    sql`select c.relname, c.relrowsecurity as rls,
               has_table_privilege(${APP_ROLE}, c.oid, 'SELECT,INSERT,UPDATE,DELETE') as granted
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const tableState = new Map(state.map((t) => [t.relname, t]));
  const existing = await queryRows<{ tablename: string; policyname: string }>(
    db,
    sql`select tablename, policyname from pg_policies where schemaname = 'public'`,
  );
  const hasPolicy = new Set(existing.map((p) => `${p.tablename}.${p.policyname}`));

  const [schema] = await queryRows<{ usage: boolean }>(
    db,
    sql`select has_schema_privilege(${APP_ROLE}, 'public', 'USAGE') as usage`,
  );
  if (!schema?.usage) await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
  for (const [table, columns] of columnsByTable) {
    const t = `"${table}"`;
    const current = tableState.get(table);
    if (OWNER_ONLY_TABLES.has(table)) {
      if (current?.granted !== false) await db.execute(sql.raw(`REVOKE ALL ON ${t} FROM ${APP_ROLE}`));
      continue;
    }
    if (!current?.granted)
      await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${t} TO ${APP_ROLE}`));
    if (!columns.has('tenant_id')) continue;
    if (!current?.rls) await db.execute(sql.raw(`ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`));
    if (!hasPolicy.has(`${table}.tenant_isolation`)) {
      await db.execute(
        sql.raw(
          `CREATE POLICY tenant_isolation ON ${t} USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())`,
        ),
      );
    }
    const customRule = CUSTOM_SUPPLIER_RULES[table];
    if ((customRule || columns.has('supplier_id')) && !hasPolicy.has(`${table}.supplier_isolation`)) {
      const rule = customRule ?? `(app_supplier_id() IS NULL OR supplier_id = app_supplier_id())`;
      await db.execute(
        sql.raw(`CREATE POLICY supplier_isolation ON ${t} AS RESTRICTIVE USING ${rule} WITH CHECK ${rule}`),
      );
    }
  }
}

import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { attachments } from '../../attachments/schema.js';
import { suppliers } from '../../suppliers/schema.js';
import { tenants } from '../../tenants/schema.js';
import { FORM_ENTITY_TYPE, FORM_OWNER_TYPE } from '../forms/dto.js';
import { inspectionFormDocuments, inspectionFormResults, inspectionForms } from '../schema.js';

export type ReportForm = typeof inspectionForms.$inferSelect;
export type ReportResult = typeof inspectionFormResults.$inferSelect;

/** One document type of the form: required or not, its files, its declared valid-to. */
export interface ReportDocument {
  docType: string;
  required: boolean;
  fileNames: string[];
  validTo: string | null;
}

export interface ReportData {
  form: ReportForm;
  company: string;
  supplierCode: string;
  supplierName: string;
  timeZone: string;
  results: ReportResult[];
  documents: ReportDocument[];
}

/**
 * What the report prints, read in the caller's scope: row-level security hides another supplier's
 * form from a vendor and another tenant's from everyone, so both are a 404 here.
 */
export async function loadReportData(tx: Tx, tenantId: string, formId: string): Promise<ReportData> {
  const f = inspectionForms;
  const [form] = await tx
    .select()
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.id, formId), eq(f.isDeleted, false)));
  if (!form) throw new EntityNotFoundError(FORM_ENTITY_TYPE, formId);
  const [supplier] = await tx
    .select({ code: suppliers.vendorCode, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, form.supplierId)));
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const r = inspectionFormResults;
  const results = await tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.formId, formId)))
    .orderBy(asc(r.seq));
  const d = inspectionFormDocuments;
  const declared = await tx
    .select({ docType: d.docType, validTo: d.validTo })
    .from(d)
    .where(and(eq(d.tenantId, tenantId), eq(d.formId, formId)));
  const a = attachments;
  const files = await tx
    .select({ category: a.category, fileName: a.fileName })
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.ownerType, FORM_OWNER_TYPE),
        eq(a.ownerId, formId),
        eq(a.isDeleted, false),
        eq(a.isCurrent, true),
      ),
    )
    .orderBy(asc(a.category), asc(a.fileName));
  // The required types first, in the configuration's order, then any other type the vendor sent.
  const types = [
    ...form.requiredDocs,
    ...[...files.map((x) => x.category), ...declared.map((x) => x.docType)].filter(
      (t) => t && !form.requiredDocs.includes(t),
    ),
  ].filter((t, i, all) => all.indexOf(t) === i);
  const documents = types.map((docType) => ({
    docType,
    required: form.requiredDocs.includes(docType),
    fileNames: files.filter((x) => x.category === docType).map((x) => x.fileName),
    validTo: declared.find((x) => x.docType === docType)?.validTo ?? null,
  }));
  return {
    form,
    company: tenant?.name ?? '',
    supplierCode: supplier?.code ?? '',
    supplierName: supplier?.name ?? '',
    timeZone: await tenantSetting(tx, SettingNames.TimeZone),
    results,
    documents,
  };
}

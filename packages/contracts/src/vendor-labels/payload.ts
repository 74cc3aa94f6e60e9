import type { LabelData } from './label-data.js';

/**
 * The 2D symbol's payload, in the template's style (business-domain §1.2):
 * - `ISO15434_06`: ISO/IEC 15434 format 06 with ANSI MH10.8.2 data identifiers, what ECIA EIGP 114
 *   labels and EMS/distributor scanners read: `[)>␞06␝P…␝1P…␝Q…␝10D…␝1T…␝4L…␝V…␝K…␝4K…␝3S…␞␄`
 *   (RS 0x1E, GS 0x1D, EOT 0x04). Absent optional fields are left out; the package id is last.
 * - `JSON`: one object with short English keys, what many Chinese portals encode.
 * - `DELIMITED`: the same fields in a fixed order joined with `|` (empty when absent).
 * `parsePayload` reads any of the three back (a scanned label), `parseIso15434` the first strictly.
 */

export const PayloadStyle = { Iso15434: 'ISO15434_06', Json: 'JSON', Delimited: 'DELIMITED' } as const;
export type PayloadStyle = (typeof PayloadStyle)[keyof typeof PayloadStyle];
export const payloadStyles = Object.values(PayloadStyle);

export const RS = '\x1e';
export const GS = '\x1d';
export const EOT = '\x04';
/** Message header of format 06 and the trailer that closes the message. */
export const ISO15434_HEADER = `[)>${RS}06${GS}`;
export const ISO15434_TRAILER = `${RS}${EOT}`;

export type PayloadProblemCode = 'PayloadInvalidCharacter' | 'PayloadNotRecognised' | 'PayloadFieldInvalid';

export class PayloadError extends Error {
  readonly code: PayloadProblemCode;
  constructor(code: PayloadProblemCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'PayloadError';
    this.code = code;
  }
}

/** What a scanned label tells: the fields a payload carries, in LabelData's names. */
export interface ScannedLabel {
  labelId?: string;
  /** Package level of the id: `3S` intermediate (inner), `4S` logistic (outer, pallet). */
  packageDi?: '3S' | '4S';
  labelType?: LabelData['labelType'];
  partNo?: string;
  supplierPartNo?: string;
  qty?: number;
  dateCode?: string;
  lotNo?: string;
  countryOfOrigin?: string;
  vendorCode?: string;
  poNo?: string;
  poLine?: string;
  unit?: string;
  deliveryNo?: string;
  seq?: string;
}

type ScannedField = Exclude<keyof ScannedLabel, 'packageDi' | 'labelType'>;

/** MH10.8.2 data identifiers in message order, and the field each carries. */
export const ISO15434_FIELDS: readonly { di: string; field: ScannedField }[] = [
  { di: 'P', field: 'partNo' },
  { di: '1P', field: 'supplierPartNo' },
  { di: 'Q', field: 'qty' },
  { di: '10D', field: 'dateCode' },
  { di: '1T', field: 'lotNo' },
  { di: '4L', field: 'countryOfOrigin' },
  { di: 'V', field: 'vendorCode' },
  { di: 'K', field: 'poNo' },
  { di: '4K', field: 'poLine' },
];

/** The fixed order of the delimited style (and the JSON keys, in the same order). */
export const DELIMITED_FIELDS = [
  'labelId',
  'labelType',
  'partNo',
  'qty',
  'unit',
  'lotNo',
  'dateCode',
  'poNo',
  'poLine',
  'vendorCode',
  'deliveryNo',
  'seq',
] as const;

/** Inner boxes are intermediate packages (3S); cartons and pallets are logistic units (4S) — EIGP 114. */
const packageDi = (type: LabelData['labelType']) => (type === 'Inner' ? '3S' : '4S');

/** ASCII control characters would break every style's framing; a label field never needs one. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/;

function scalar(data: LabelData, field: (typeof DELIMITED_FIELDS)[number]): string | undefined {
  if (field === 'seq') return `${data.seq}/${data.total}`;
  if (field === 'labelId' && data.labelType === 'Pallet' && data.sscc) return data.sscc;
  const v = data[field];
  return v === undefined || v === null ? undefined : String(v);
}

function checked(field: string, value: string, extra?: string): string {
  if (CONTROL.test(value) || (extra && value.includes(extra)))
    throw new PayloadError('PayloadInvalidCharacter', field);
  return value;
}

/** ISO/IEC 15434 format 06: header, one `DI + value` per present field, package id last, trailer. */
export function iso15434Payload(data: LabelData): string {
  const parts: string[] = [];
  for (const { di, field } of ISO15434_FIELDS) {
    const raw = field === 'supplierPartNo' ? (data.supplierPartNo ?? data.mpn) : scalar(data, field as never);
    if (raw !== undefined && raw !== '') parts.push(di + checked(field, raw));
  }
  parts.push(packageDi(data.labelType) + checked('labelId', scalar(data, 'labelId')!));
  return ISO15434_HEADER + parts.join(GS) + ISO15434_TRAILER;
}

/** The label's payload in a template's style. `PayloadError` for a field with a control character. */
export function buildPayload(data: LabelData, style: PayloadStyle): string {
  if (style === 'ISO15434_06') return iso15434Payload(data);
  if (style === 'JSON') {
    const out: Record<string, string | number> = {};
    for (const f of DELIMITED_FIELDS) {
      const v = f === 'qty' ? data.qty : scalar(data, f);
      if (v !== undefined) out[f] = typeof v === 'string' ? checked(f, v) : v;
    }
    return JSON.stringify(out);
  }
  return DELIMITED_FIELDS.map((f) => checked(f, scalar(data, f) ?? '', '|')).join('|');
}

export interface Iso15434Message {
  format: '06';
  /** Data fields in message order. */
  fields: { di: string; value: string }[];
  /** The same fields by data identifier (the first of a repeated DI). */
  byDi: Record<string, string>;
}

/** A data identifier: up to three digits, then one letter (MH10.8.2). */
const DI = /^(\d{0,3}[A-Z])(.*)$/s;

/** Reads a format 06 message strictly: header, GS-separated fields, trailer. `PayloadError` otherwise. */
export function parseIso15434(text: string): Iso15434Message {
  if (!text.startsWith(ISO15434_HEADER) || !text.endsWith(ISO15434_TRAILER))
    throw new PayloadError('PayloadNotRecognised', 'not an ISO/IEC 15434 format 06 message');
  const body = text.slice(ISO15434_HEADER.length, -ISO15434_TRAILER.length);
  const fields: { di: string; value: string }[] = [];
  const byDi: Record<string, string> = {};
  for (const part of body.split(GS)) {
    const m = DI.exec(part);
    if (!m || CONTROL.test(m[2]!)) throw new PayloadError('PayloadFieldInvalid', JSON.stringify(part));
    fields.push({ di: m[1]!, value: m[2]! });
    byDi[m[1]!] ??= m[2]!;
  }
  return { format: '06', fields, byDi };
}

const toQty = (v: string | undefined) => {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new PayloadError('PayloadFieldInvalid', 'Q');
  return Number(v);
};

function fromIso(msg: Iso15434Message): ScannedLabel {
  const out: ScannedLabel = {};
  for (const { di, field } of ISO15434_FIELDS) {
    const v = msg.byDi[di];
    if (v === undefined) continue;
    if (field === 'qty') out.qty = toQty(v)!;
    else out[field] = v;
  }
  const pkg = msg.byDi['3S'] !== undefined ? '3S' : msg.byDi['4S'] !== undefined ? '4S' : undefined;
  if (pkg) {
    out.packageDi = pkg;
    out.labelId = msg.byDi[pkg]!;
  }
  return out;
}

const isLabelType = (v: unknown): v is LabelData['labelType'] =>
  v === 'Inner' || v === 'Outer' || v === 'Pallet';

function fromRecord(rec: Record<string, unknown>): ScannedLabel {
  const out: ScannedLabel = {};
  for (const f of DELIMITED_FIELDS) {
    const v = rec[f];
    if (v === undefined || v === '') continue;
    if (typeof v !== 'string' && typeof v !== 'number') throw new PayloadError('PayloadFieldInvalid', f);
    if (f === 'labelType') {
      if (!isLabelType(v)) throw new PayloadError('PayloadFieldInvalid', f);
      out.labelType = v;
    } else if (f === 'qty') out.qty = toQty(String(v))!;
    else out[f] = String(v);
  }
  return out;
}

/** Any of the three styles back into fields (what a scan-to-pallet screen needs). */
export function parsePayload(text: string): ScannedLabel {
  if (text.startsWith('[)>')) return fromIso(parseIso15434(text));
  if (text.startsWith('{')) {
    let rec: unknown;
    try {
      rec = JSON.parse(text);
    } catch {
      throw new PayloadError('PayloadNotRecognised', 'invalid JSON');
    }
    if (!rec || typeof rec !== 'object' || Array.isArray(rec)) throw new PayloadError('PayloadNotRecognised');
    return fromRecord(rec as Record<string, unknown>);
  }
  const values = text.split('|');
  if (values.length !== DELIMITED_FIELDS.length) throw new PayloadError('PayloadNotRecognised');
  return fromRecord(Object.fromEntries(DELIMITED_FIELDS.map((f, i) => [f, values[i]])));
}

/**
 * The small vocabularies of supplier BOMs (business-domain §6). Each value is stored as written
 * and named in the texts as `Enum:<Name>.<value>` (texts.ts).
 */

/** Our own (Standard), a supplier's for an outsourced assembly (Supplier), a kit (Kit). */
export const BomType = ['Standard', 'Supplier', 'Kit'] as const;
export type BomTypeValue = (typeof BomType)[number];

/**
 * Who buys a child (来料方式): the supplier itself, we supply it (客供, needs the buyer's
 * confirmation), or the supplier buys a part we designate (指定料).
 */
export const MaterialSource = ['SupplierPurchased', 'CustomerSupplied', 'Designated'] as const;
export type MaterialSourceValue = (typeof MaterialSource)[number];

/** Multi-level (indented) or single-level exports and reports. */
export const BomExportLevels = ['single', 'multi'] as const;
export type BomExportLevelsValue = (typeof BomExportLevels)[number];

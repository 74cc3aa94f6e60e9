import type { BundleKey } from '../texts.js';
import type { featureManagementTexts } from './texts.js';

/** A key of the features' text bundle. */
export type FeatureTextKey = BundleKey<typeof featureManagementTexts>;

/**
 * The features of the product (ABP's feature management): per-tenant switches and limits, set by
 * the host (provider `T`, keyed by tenant id). A tenant without a value of its own has the default.
 */

/** How a value is entered and checked: ABP's ToggleStringValueType / FreeTextStringValueType + NUMERIC. */
export type FeatureValueType =
  { readonly kind: 'toggle' } | { readonly kind: 'numeric'; readonly min: number; readonly max: number };

export interface FeatureDefinition {
  readonly name: string;
  readonly group: string;
  readonly displayName: FeatureTextKey;
  readonly description: FeatureTextKey;
  readonly defaultValue: string;
  readonly valueType: FeatureValueType;
  /**
   * The policy groups this switch gates (`VendorLabel` gates `VendorLabel` and every
   * `VendorLabel.*` policy). Switched off, their policies leave the tenant's granted set and their
   * routes answer "The feature … is not enabled".
   */
  readonly gates?: readonly string[];
}

export interface FeatureGroupDefinition {
  readonly name: string;
  readonly displayName: FeatureTextKey;
}

export const FeatureNames = {
  VendorLabel: 'SupplierPortal.VendorLabel',
  LetterOfRecognition: 'SupplierPortal.LetterOfRecognition',
  ToSupplierNotice: 'SupplierPortal.ToSupplierNotice',
  QualityControl: 'SupplierPortal.QualityControl',
  Material: 'SupplierPortal.Material',
  MaxUserCount: 'SupplierPortal.MaxUserCount',
  MaxStorageMb: 'SupplierPortal.MaxStorageMb',
} as const;

export type FeatureName = (typeof FeatureNames)[keyof typeof FeatureNames];

export const featureGroups: readonly FeatureGroupDefinition[] = [
  { name: 'SupplierPortal.Areas', displayName: 'FeatureGroup:SupplierPortal.Areas' },
  { name: 'SupplierPortal.Limits', displayName: 'FeatureGroup:SupplierPortal.Limits' },
];

const toggle = { kind: 'toggle' } as const;
/** Limits: 0 is unlimited; the ceiling only keeps the number an integer a database can hold. */
const limit = { kind: 'numeric', min: 0, max: 2_000_000_000 } as const;

function area(name: FeatureName, gates: readonly string[]): FeatureDefinition {
  return {
    name,
    group: 'SupplierPortal.Areas',
    displayName: `Feature:${name}` as FeatureTextKey,
    description: 'FeatureDescription:Area',
    defaultValue: 'true',
    valueType: toggle,
    gates,
  };
}

function numeric(name: FeatureName): FeatureDefinition {
  return {
    name,
    group: 'SupplierPortal.Limits',
    displayName: `Feature:${name}` as FeatureTextKey,
    description: 'FeatureDescription:Unlimited',
    defaultValue: '0',
    valueType: limit,
  };
}

export const featureDefinitions: readonly FeatureDefinition[] = [
  area(FeatureNames.VendorLabel, ['VendorLabel']),
  area(FeatureNames.LetterOfRecognition, ['LetterOfRecognition']),
  area(FeatureNames.ToSupplierNotice, ['ToSupplierNotice']),
  area(FeatureNames.QualityControl, ['QualityControl.IIF']),
  area(FeatureNames.Material, ['Material.SMC']),
  numeric(FeatureNames.MaxUserCount),
  numeric(FeatureNames.MaxStorageMb),
];

const byName = new Map(featureDefinitions.map((f) => [f.name, f]));

export function findFeature(name: string): FeatureDefinition | undefined {
  return byName.get(name);
}

/** Whether `policy` belongs to the policy group `gate` (the group itself or any name under it). */
export function policyInGate(policy: string, gate: string): boolean {
  return policy === gate || policy.startsWith(`${gate}.`);
}

/** The problem with a value for a feature, or null when it is acceptable. */
export function featureValueProblem(def: FeatureDefinition, value: string): string | null {
  if (def.valueType.kind === 'toggle') return value === 'true' || value === 'false' ? null : 'true | false';
  const { min, max } = def.valueType;
  if (!/^\d+$/.test(value)) return `${min}..${max}`;
  const n = Number(value);
  return n >= min && n <= max ? null : `${min}..${max}`;
}

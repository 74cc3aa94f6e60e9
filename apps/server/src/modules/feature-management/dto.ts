import {
  featureDefinitions,
  featureGroups,
  featureManagementTexts,
  type Culture,
  type FeatureDefinition,
} from '@sp/contracts';
import { DEFAULT_PROVIDER, TENANT_PROVIDER, type TenantFeatures } from '../../platform/features/service.js';
import { T, translate } from '../../platform/localization/localizer.js';

/** ABP's IStringValueType as its JSON converter writes it: the class name, properties, validator. */
function valueType(def: FeatureDefinition) {
  if (def.valueType.kind === 'toggle')
    return {
      name: 'ToggleStringValueType',
      properties: {},
      validator: { name: 'BOOLEAN', properties: {} },
    };
  const { min, max } = def.valueType;
  return {
    name: 'FreeTextStringValueType',
    properties: {},
    validator: {
      name: 'NUMERIC',
      properties: { MinValue: min, MaxValue: max },
      minValue: min,
      maxValue: max,
    },
  };
}

/** FeatureListResultDto for one tenant (provider `T`): every group with its features. */
export function featureList(tenantId: string, features: TenantFeatures, culture: Culture) {
  const text = (key: FeatureDefinition['displayName']) => translate(culture, T(featureManagementTexts, key));
  return {
    groups: featureGroups.map((g) => ({
      name: g.name,
      displayName: text(g.displayName),
      features: featureDefinitions
        .filter((f) => f.group === g.name)
        .map((f) => ({
          name: f.name,
          displayName: text(f.displayName),
          value: features.values.get(f.name) ?? f.defaultValue,
          // Where the value comes from: the tenant's own, else the definition's default.
          provider: features.own.has(f.name)
            ? { name: TENANT_PROVIDER, key: tenantId }
            : { name: DEFAULT_PROVIDER, key: null },
          description: text(f.description),
          valueType: valueType(f),
          depth: 0,
          parentName: null,
        })),
    })),
  };
}

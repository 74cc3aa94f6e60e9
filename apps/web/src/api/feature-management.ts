import { get, request } from './request';

/** ABP's IStringValueType as the server writes it. */
export interface FeatureValueTypeDto {
  name: 'ToggleStringValueType' | 'FreeTextStringValueType' | 'SelectionStringValueType';
  properties: Record<string, unknown>;
  validator: { name: string; properties: Record<string, unknown> };
}

/** ABP's FeatureDto: display names come localized from the server. */
export interface FeatureDto {
  name: string;
  displayName: string;
  value: string;
  provider: { name: string; key: string | null };
  description: string | null;
  valueType: FeatureValueTypeDto;
  depth: number;
  parentName: string | null;
}

export interface FeatureGroupDto {
  name: string;
  displayName: string;
  features: FeatureDto[];
}

export interface FeatureListResultDto {
  groups: FeatureGroupDto[];
}

const url = '/api/feature-management/features';

/** A tenant's features (provider `T`, keyed by the tenant id). Host only. */
export const getTenantFeatures = (tenantId: string) =>
  get<FeatureListResultDto>(url, { providerName: 'T', providerKey: tenantId });

/** UpdateFeaturesDto: the changed values only. */
export const updateTenantFeatures = (tenantId: string, features: { name: string; value: string }[]) =>
  request<void>({
    method: 'PUT',
    url,
    params: { providerName: 'T', providerKey: tenantId },
    data: { features },
  });

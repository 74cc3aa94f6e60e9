import type { Texts } from '../locales/i18n';
import { get } from './request';

/** The parts of ABP's application configuration (contract §2) the portal reads. */
export interface ApplicationConfiguration {
  localization: {
    values: Texts;
    languages: { cultureName: string; displayName: string }[];
    currentCulture: { cultureName: string };
  };
  auth: { grantedPolicies: Record<string, boolean> };
  setting: { values: Record<string, string> };
  currentUser: {
    isAuthenticated: boolean;
    id: string | null;
    tenantId: string | null;
    userName: string | null;
    name: string | null;
    surName: string | null;
    email: string | null;
    roles: string[];
  };
  currentTenant: { id: string | null; name: string | null; isAvailable: boolean };
}

export interface FindTenantResult {
  success: boolean;
  tenantId: string | null;
  name: string | null;
  isActive: boolean;
}

/** `withTexts: false` skips the ~40 KB of localization (a refresh keeps the texts it has). */
export const fetchApplicationConfiguration = (withTexts = true) =>
  get<ApplicationConfiguration>(
    '/api/abp/application-configuration',
    withTexts ? undefined : { includeLocalizationResources: false },
    { silent: !withTexts },
  );

export const findTenantByName = (name: string) =>
  get<FindTenantResult>(`/api/abp/multi-tenancy/tenants/by-name/${encodeURIComponent(name)}`);

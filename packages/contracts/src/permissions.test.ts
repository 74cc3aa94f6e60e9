import { describe, expect, it } from 'vitest';
import {
  allPermissions,
  canonicalPolicyName,
  findPermission,
  permissionGroups,
  Policies,
  withAliases,
} from './index.js';

/** Every policy the spec's route table names (spec §2). */
const specPolicies = [
  'AbpIdentity.OrganitaionUnits',
  'AbpIdentity.Roles',
  'AbpIdentity.Users',
  'AbpIdentity.ClaimTypes',
  'AbpTenantManagement.Tenants',
  'SettingUi.Tenant',
  'AbpAuditLogging.Default',
  'AbpDataDictionary.Default',
  ...[
    'PrintLog',
    'ShipLog',
    'TemplateLabel',
    'LabelMaterialInfo',
    'OuterLabelPrintLog',
    'OuterLabelEditLog',
    'Pallet',
    'InnerLabelPrintLog',
    'InnerLabelEditLog',
    'Delivery',
  ].map((p) => `VendorLabel.${p}`),
  ...[
    'PartNoConfirm',
    'PartNoConfirm.CreateAck',
    'PartNoConfirmFileOverview',
    'VendorPartNoConfirmFileOverview',
    'VendorLetterOverview',
    'VendorLetterOverview.Update',
    'InitialCheckTemplateItem',
    'CheckTemplateOverview',
    'AdminLetterOverview',
    'AdminLetterOverview.Update',
    'OtherLetterOverview',
    'MailEventOverview',
    'MinioServerOverview',
    'MinioServerOverview.Update',
  ].map((p) => `LetterOfRecognition.${p}`),
  'SystemComponents.SystemInformOverview',
  'Minio.MinioServerOverview',
  ...['AdminNoticeOverview', 'MailEventOverview', 'VendorNoticeOverview'].map((p) => `ToSupplierNotice.${p}`),
  'Material.SMC.Glt',
  'Material.SMC.VendorBom',
];

describe('permission catalogue', () => {
  it('holds every policy of the spec', () => {
    for (const name of specPolicies) expect(findPermission(name), name).toBeDefined();
    expect(allPermissions.some((p) => p.name.startsWith('QualityControl.IIF.'))).toBe(true);
  });

  it('has unique names, parents declared before children, texts in three languages', () => {
    const seen = new Set<string>();
    for (const p of allPermissions) {
      expect(seen.has(p.name), p.name).toBe(false);
      if (p.parentName) expect(seen.has(p.parentName), `${p.name} -> ${p.parentName}`).toBe(true);
      seen.add(p.name);
      expect(
        p.text.every((t) => t.trim().length > 0),
        p.name,
      ).toBe(true);
    }
    expect(permissionGroups.every((g) => g.text.every((t) => t.trim().length > 0))).toBe(true);
  });

  it('derives typed names from the tree', () => {
    expect(Policies.AbpIdentity.Users.Create.name).toBe('AbpIdentity.Users.Create');
    expect(Policies['Material.SMC'].VendorBom.name).toBe('Material.SMC.VendorBom');
    expect(findPermission(Policies.AbpIdentity.Users.Create.name)?.parentName).toBe('AbpIdentity.Users');
  });

  it('keeps tenant management on the host side', () => {
    const tenantPolicies = allPermissions.filter((p) => p.name.startsWith('AbpTenantManagement.'));
    expect(tenantPolicies.length).toBeGreaterThan(1);
    expect(tenantPolicies.every((p) => p.side === 'host')).toBe(true);
    expect(findPermission('AbpIdentity.Users')?.side).toBe('both');
  });

  it("names the data dictionary's policies as HA's DataDictionaryPermissions, Create under Default", () => {
    const names = allPermissions
      .filter((p) => p.group === 'AbpDataDictionary')
      .map((p) => [p.name, p.parentName]);
    expect(names).toEqual([
      ['AbpDataDictionary.Default', null],
      ['AbpDataDictionary.Create', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Update', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Delete', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Detail.Default', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Detail.Create', 'AbpDataDictionary.Detail.Default'],
      ['AbpDataDictionary.Detail.Update', 'AbpDataDictionary.Detail.Default'],
      ['AbpDataDictionary.Detail.Delete', 'AbpDataDictionary.Detail.Default'],
    ]);
    expect(Policies.AbpDataDictionary['Detail.Create'].name).toBe('AbpDataDictionary.Detail.Create');
  });

  it('gives the settings page its later names as aliases, never as policies of their own', () => {
    expect(withAliases(['SettingUi.Tenant', 'AbpIdentity.Users'])).toEqual([
      'SettingUi.Tenant',
      'SettingUi.ShowSettingPage',
      'EasyAbp.Abp.SettingUi.ShowSettingPage',
      'AbpIdentity.Users',
    ]);
    expect(canonicalPolicyName('EasyAbp.Abp.SettingUi.ShowSettingPage')).toBe('SettingUi.Tenant');
    expect(canonicalPolicyName('AbpIdentity.Users')).toBe('AbpIdentity.Users');
    expect(findPermission('SettingUi.ShowSettingPage')).toBeUndefined();
  });
});

import { cultures } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { caller } from '../../../test/world.js';
import { withInheritedTexts } from './inheritance.js';
import { translate } from './localizer.js';

/** Issue 9 item 6: ABP's base resources exist and module resources inherit their texts. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const expected = {
  en: { edit: 'Edit', required: 'The {0} field is required.', tenant: 'Tenant' },
  'zh-Hans': { edit: '编辑', required: '{0}不能为空。', tenant: '租户' },
  'zh-Hant': { edit: '編輯', required: '{0}為必填欄位。', tenant: '租戶' },
} as const;

describe('localization resources', () => {
  it.each(cultures)('are served with their inherited texts in the configuration (%s)', async (culture) => {
    const res = await caller(server.app)(null).get(`/api/abp/application-configuration?culture=${culture}`);
    expect(res.status).toBe(200);
    const values = res.body.localization.values as Record<string, Record<string, string>>;
    const want = expected[culture];
    expect(Object.keys(values)).toEqual(
      expect.arrayContaining(['AbpUi', 'AbpValidation', 'AbpUiMultiTenancy']),
    );
    expect(values.AbpUiMultiTenancy!.Tenant).toBe(want.tenant);
    expect(values.AbpUi!['The {0} field is required.']).toBe(want.required);
    for (const resource of ['AbpIdentity', 'AbpTenantManagement', 'AbpDataDictionary', 'SupplierPortal']) {
      expect(values[resource]?.Edit, resource).toBe(want.edit);
      expect(values[resource]?.['The {0} field is required.'], resource).toBe(want.required);
    }
    // Base resources do not take the module's texts.
    expect(values.AbpValidation!.Edit).toBeUndefined();
  });

  it('resolve in translate as in the configuration', () => {
    for (const culture of cultures) {
      const text = { resource: 'AbpIdentity', key: 'The {0} field is required.', args: ['UserName'] };
      expect(translate(culture, text)).toBe(expected[culture].required.replace('{0}', 'UserName'));
      expect(translate(culture, { resource: 'AbpIdentity', key: 'Edit', args: [] })).toBe(
        expected[culture].edit,
      );
    }
  });

  it("keep a resource's own text over an inherited one, bases first and transitively", () => {
    const resolved = withInheritedTexts({
      AbpValidation: { A: 'validation', B: 'validation' },
      AbpUi: { B: 'ui', C: 'ui' },
      AbpIdentity: { C: 'identity' },
    });
    expect(resolved.AbpIdentity).toEqual({ A: 'validation', B: 'ui', C: 'identity' });
    expect(resolved.AbpUi).toEqual({ A: 'validation', B: 'ui', C: 'ui' });
    expect(resolved.AbpUiMultiTenancy).toEqual({});
  });
});

import { Policies, type PolicyName } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTenant,
  createUser,
  login,
  passwordLogin,
  userWithPolicies,
  world,
  type TestServer,
  type TestTenant,
  type WorldTenant,
} from '../../../test/harness.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import { settingValues } from '../../platform/settings/schema.js';
import { TIME_ZONES } from './catalogue.js';
import type { SettingGroup } from './service.js';

let server: TestServer;
let a: WorldTenant;
let b: WorldTenant;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let host: Record<string, string>;

beforeAll(async () => {
  ({ server, a, b } = await world({ prefix: 'settings', suppliers: false }));
  [adminA, adminB] = [bearer(a.admin), bearer(b.admin)];
  host = bearer((await login(server.app, { username: 'admin' })).access_token);
});
afterAll(() => server.close());

const getGroups = async (headers: Record<string, string>) => {
  const res = await server.app.inject({ url: '/api/setting-ui', headers });
  expect(res.statusCode).toBe(200);
  return res.json<SettingGroup[]>();
};
const setValues = (headers: Record<string, string>, payload: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/setting-ui/set-setting-values',
    headers,
    payload: payload as object,
  });
const reset = (headers: Record<string, string>, names: string[]) =>
  server.app.inject({ method: 'PUT', url: '/api/setting-ui/reset-setting-values', headers, payload: names });
const find = (groups: SettingGroup[], name: string) =>
  groups.flatMap((g) => g.settingInfos).find((s) => s.name === name);
const valueOf = async (headers: Record<string, string>, name: string) =>
  find(await getGroups(headers), name)?.value;

/** A user of `tenant` (null: the host) whose only role holds `policies`. */
const userWith = async (tenant: TestTenant | null, policies: PolicyName[]) =>
  bearer(await userWithPolicies(server, tenant, policies));

describe('GET /api/setting-ui', () => {
  it('groups the settings as EasyAbp SettingUi does, translated', async () => {
    const groups = await getGroups(adminA);
    expect(groups.map((g) => g.groupName)).toEqual([
      'General',
      'Identity',
      'Emailing',
      'FileManagement',
      'Business',
    ]);
    for (const g of groups) {
      expect(Object.keys(g)).toEqual(['groupName', 'groupDisplayName', 'permission', 'settingInfos']);
      expect(g.permission).toBe(Policies.SettingUi.Tenant.name);
      for (const s of g.settingInfos) {
        expect(Object.keys(s)).toEqual([
          'name',
          'displayName',
          'description',
          'value',
          'properties',
          'permission',
        ]);
        expect(s.properties.Group1).toBe(g.groupName);
        expect(['text', 'number', 'checkbox', 'select', 'password', 'email']).toContain(s.properties.Type);
        expect(s.displayName).not.toMatch(/^DisplayName:/);
        expect(typeof s.value).toBe('string');
      }
    }
    expect(groups.map((g) => g.groupDisplayName)).toEqual([
      'General',
      'Identity',
      'Email',
      'Files',
      'Business',
    ]);
    const language = find(groups, SettingNames.DefaultLanguage)!;
    expect(language).toMatchObject({
      displayName: 'Default language',
      value: 'zh-Hans',
      properties: {
        Group1: 'General',
        Group2: 'Localization',
        Type: 'select',
        Options: 'en|zh-Hans|zh-Hant',
        OptionDisplayNames: 'English|简体中文|繁體中文',
        Group2DisplayName: 'Language and region',
      },
    });
    const zones = find(groups, SettingNames.TimeZone)!.properties.Options!.split('|');
    expect(zones).toEqual(expect.arrayContaining(['Asia/Shanghai', 'Asia/Taipei', 'Asia/Hong_Kong', 'UTC']));
    for (const zone of TIME_ZONES)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    expect(find(groups, SettingNames.TimeZone)!.properties.OptionDisplayNames).toContain(
      '(UTC+08:00) Asia/Shanghai',
    );
    expect(find(groups, SettingNames.PasswordRequiredLength)).toMatchObject({
      value: '6',
      properties: {
        Group1: 'Identity',
        Group2: 'Password',
        Type: 'number',
        Min: '1',
        Max: '128',
        DefaultValue: '6',
      },
    });
    expect(find(groups, SettingNames.LockoutMaxFailedAccessAttempts)!.properties.Group2).toBe('Lockout');
    expect(find(groups, SettingNames.IsSelfRegistrationEnabled)).toMatchObject({
      value: 'false',
      properties: { Type: 'checkbox', Group2: 'Account' },
    });
    expect(find(groups, SettingNames.SmtpPassword)).toMatchObject({
      value: '',
      properties: { Type: 'password', HasValue: 'false' },
    });
    expect(find(groups, SettingNames.DefaultFromAddress)!.properties.Type).toBe('email');
    expect(find(groups, SettingNames.AllowedUploadFormats)!.value).toBe(
      '.jpg,.jpeg,.png,.gif,.txt,.pdf,.xlsx,.docx',
    );
    // Host-only settings are not a tenant's to see or change.
    expect(find(groups, SettingNames.AllowedMaxFileSize)).toBeUndefined();
  });

  it('shows the host its host-only settings and the host permission', async () => {
    const groups = await getGroups(host);
    expect(groups.every((g) => g.permission === Policies.SettingUi.Host.name)).toBe(true);
    // The value itself is host-wide state that other tests may change (on PostgreSQL a file's tests share one database).
    expect(find(groups, SettingNames.AllowedMaxFileSize)).toMatchObject({
      value: expect.stringMatching(/^\d+$/),
      properties: {
        Type: 'number',
        IsHostOnly: 'true',
        Group1: 'FileManagement',
        Group2: 'Upload',
        DefaultValue: '1024',
      },
    });
  });

  it('speaks Chinese to a Chinese browser', async () => {
    const groups = await getGroups({ ...adminA, 'accept-language': 'zh-Hans' });
    expect(groups[0]!.groupDisplayName).toBe('常规');
    expect(find(groups, SettingNames.DefaultLanguage)!.displayName).toBe('默认语言');
    const hant = await getGroups({ ...adminA, 'accept-language': 'zh-TW' });
    expect(find(hant, SettingNames.SmtpHost)!.properties.Group2DisplayName).toBe('SMTP 伺服器');
  });

  it('offers the inspection receive gate with its options in the caller language, and stores it', async () => {
    const en = find(await getGroups(adminA), SettingNames.InspectionReceiveGate)!;
    expect(en).toMatchObject({
      value: 'Warn',
      properties: {
        Group1: 'Business',
        Group2: 'Inspection',
        Type: 'select',
        Options: 'Off|Warn|Stop',
        OptionDisplayNames: 'Receive freely|Warn|Stop',
        DefaultValue: 'Warn',
      },
    });
    const zh = find(
      await getGroups({ ...adminA, 'accept-language': 'zh-Hans' }),
      SettingNames.InspectionReceiveGate,
    )!;
    expect(zh.properties.OptionDisplayNames).toBe('不检查|提醒|禁止收货');
    expect(zh.displayName).toBe('检验单未判定合格时收货');

    expect((await setValues(adminA, { [SettingNames.InspectionReceiveGate]: 'Sometimes' })).statusCode).toBe(
      400,
    );
    expect((await setValues(adminA, { [SettingNames.InspectionReceiveGate]: 'Stop' })).statusCode).toBe(204);
    expect(await valueOf(adminA, SettingNames.InspectionReceiveGate)).toBe('Stop');
    expect(await valueOf(adminB, SettingNames.InspectionReceiveGate)).toBe('Warn');
    expect((await reset(adminA, [SettingNames.InspectionReceiveGate])).statusCode).toBe(204);
    expect(await valueOf(adminA, SettingNames.InspectionReceiveGate)).toBe('Warn');
  });
});

describe('PUT set-setting-values / reset-setting-values', () => {
  it('stores values for the caller tenant only, and resets them', async () => {
    const put = await setValues(adminA, {
      [SettingNames.TimeZone]: 'Asia/Taipei',
      [SettingNames.SmtpPort]: 465,
      [SettingNames.SmtpEnableSsl]: true,
      [SettingNames.DefaultFromDisplayName]: '  华东电子采购部 ',
      [SettingNames.AllowedUploadFormats]: '.PDF, .xlsx,.pdf;.STEP',
    });
    expect(put.statusCode).toBe(204);
    const groups = await getGroups(adminA);
    expect(find(groups, SettingNames.TimeZone)!.value).toBe('Asia/Taipei');
    expect(find(groups, SettingNames.SmtpPort)!.value).toBe('465');
    expect(find(groups, SettingNames.SmtpEnableSsl)!.value).toBe('true');
    expect(find(groups, SettingNames.DefaultFromDisplayName)!.value).toBe('华东电子采购部');
    expect(find(groups, SettingNames.AllowedUploadFormats)!.value).toBe('.pdf,.xlsx,.step');
    // Tenant B is untouched; tenant B's token with tenant A's header still acts in B.
    expect(await valueOf(adminB, SettingNames.TimeZone)).toBe('Asia/Shanghai');
    expect(await valueOf({ ...adminB, __tenant: a.name }, SettingNames.TimeZone)).toBe('Asia/Shanghai');
    expect(
      (await setValues({ ...adminB, __tenant: a.id }, { [SettingNames.TimeZone]: 'UTC' })).statusCode,
    ).toBe(204);
    expect(await valueOf(adminA, SettingNames.TimeZone)).toBe('Asia/Taipei');
    expect(await valueOf(adminB, SettingNames.TimeZone)).toBe('UTC');

    // The form of EasyAbp's page (`Setting_Abp_Timing_TimeZone`) is understood too.
    expect((await setValues(adminA, { Setting_Abp_Timing_TimeZone: 'Asia/Hong_Kong' })).statusCode).toBe(204);
    expect(await valueOf(adminA, SettingNames.TimeZone)).toBe('Asia/Hong_Kong');

    expect((await reset(adminA, [SettingNames.TimeZone, SettingNames.SmtpPort])).statusCode).toBe(204);
    expect(await valueOf(adminA, SettingNames.TimeZone)).toBe('Asia/Shanghai');
    expect(await valueOf(adminA, SettingNames.SmtpPort)).toBe('25');
    expect(await valueOf(adminB, SettingNames.TimeZone)).toBe('UTC');
    // null in set-setting-values drops the override as well.
    expect((await setValues(adminB, { [SettingNames.TimeZone]: null })).statusCode).toBe(204);
    expect(await valueOf(adminB, SettingNames.TimeZone)).toBe('Asia/Shanghai');
  });

  it('validates every value and writes nothing when one is wrong', async () => {
    const res = await setValues(adminA, {
      [SettingNames.TimeZone]: 'Asia/Taipei',
      'No.Such.Setting': 'x',
      [SettingNames.PasswordRequiredLength]: '500',
      [SettingNames.LockoutMaxFailedAccessAttempts]: 'many',
      [SettingNames.LockoutDuration]: '1.5',
      [SettingNames.IsSelfRegistrationEnabled]: 'maybe',
      [SettingNames.DefaultLanguage]: 'fr',
      [SettingNames.DefaultFromAddress]: 'not-an-address',
      [SettingNames.AllowedUploadFormats]: 'pdf; exe',
      [SettingNames.SmtpHost]: 'x'.repeat(300),
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe('Your request is not valid!');
    const byMember = Object.fromEntries(
      (error.validationErrors as { message: string; members: string[] }[]).map((v) => [
        v.members[0],
        v.message,
      ]),
    );
    expect(byMember).toEqual({
      'No.Such.Setting': "There is no setting named 'No.Such.Setting'.",
      [SettingNames.PasswordRequiredLength]: 'The field Minimum password length must be at most 128.',
      [SettingNames.LockoutMaxFailedAccessAttempts]:
        'The field Failed attempts before lockout must be a number.',
      [SettingNames.LockoutDuration]: expect.stringMatching(
        /^The field Lockout duration \(seconds\) must be a/,
      ),
      [SettingNames.IsSelfRegistrationEnabled]:
        'The field Allow self-registration must be one of: true, false.',
      [SettingNames.DefaultLanguage]: 'The field Default language must be one of: en, zh-Hans, zh-Hant.',
      [SettingNames.DefaultFromAddress]: 'The Default sender address field is not a valid e-mail address.',
      [SettingNames.AllowedUploadFormats]: 'Enter file extensions separated by commas, e.g. .pdf,.xlsx,.jpg',
      [SettingNames.SmtpHost]: 'The field SMTP host must be a string with a maximum length of 256.',
    });
    expect(error.details).toContain(' - The field Minimum password length must be at most 128.');
    expect(await valueOf(adminA, SettingNames.TimeZone)).toBe('Asia/Shanghai');

    const zh = await setValues({ ...adminA, 'accept-language': 'zh-Hans' }, { [SettingNames.SmtpPort]: '0' });
    expect(zh.json().error.validationErrors[0].message).toBe('字段 SMTP 端口 不能小于 1。');

    for (const body of [null, [SettingNames.TimeZone], 'x', { [SettingNames.TimeZone]: { nested: 1 } }]) {
      const res = await server.app.inject({
        method: 'PUT',
        url: '/api/setting-ui/set-setting-values',
        headers: { ...adminA, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await reset(adminA, ['No.Such.Setting'])).statusCode).toBe(400);
  });

  it('keeps the SMTP password write-only and sealed', async () => {
    expect((await setValues(adminA, { [SettingNames.SmtpPassword]: 's3cret-smtp' })).statusCode).toBe(204);
    let password = find(await getGroups(adminA), SettingNames.SmtpPassword)!;
    expect(password.value).toBe('');
    expect(password.properties.HasValue).toBe('true');
    const [row] = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select()
        .from(settingValues)
        .where(and(eq(settingValues.tenantId, a.id), eq(settingValues.name, SettingNames.SmtpPassword))),
    );
    expect(row!.value).not.toContain('s3cret');
    expect(new SecretBox(server.services.config.secretKey).open(row!.value)).toBe('s3cret-smtp');
    // The page sends the empty field back with the rest of the form: that keeps the password.
    expect(
      (
        await setValues(adminA, {
          [SettingNames.SmtpPassword]: '',
          [SettingNames.SmtpUserName]: 'purchasing',
        })
      ).statusCode,
    ).toBe(204);
    expect(find(await getGroups(adminA), SettingNames.SmtpPassword)!.properties.HasValue).toBe('true');
    // Tenant B does not see A's password as set.
    expect(find(await getGroups(adminB), SettingNames.SmtpPassword)!.properties.HasValue).toBe('false');
    // The audit log records that it changed, never the value.
    await server.audit.flush();
    const logs = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.tenantId, a.id)),
    );
    const change = logs
      .flatMap((l) => l.entityChanges)
      .find((c) => c.entityId === SettingNames.SmtpPassword && c.changeType === 0)!;
    expect(change.entityTypeFullName).toBe('Volo.Abp.SettingManagement.Setting');
    expect(change.propertyChanges.find((p) => p.propertyName === 'value')).toMatchObject({ newValue: '***' });
    expect(JSON.stringify(logs)).not.toContain('s3cret');

    expect((await reset(adminA, [SettingNames.SmtpPassword])).statusCode).toBe(204);
    password = find(await getGroups(adminA), SettingNames.SmtpPassword)!;
    expect(password.properties.HasValue).toBe('false');
  });

  it('lets the host set defaults that tenants inherit and override', async () => {
    const name = SettingNames.SmtpHost;
    try {
      expect((await setValues(host, { [name]: 'smtp.host-default.test' })).statusCode).toBe(204);
      expect(await valueOf(host, name)).toBe('smtp.host-default.test');
      expect(await valueOf(adminA, name)).toBe('smtp.host-default.test');
      expect((await setValues(adminA, { [name]: 'smtp.tenant-a.test' })).statusCode).toBe(204);
      expect(await valueOf(adminA, name)).toBe('smtp.tenant-a.test');
      expect(await valueOf(adminB, name)).toBe('smtp.host-default.test');
      expect((await reset(adminA, [name])).statusCode).toBe(204);
      expect(await valueOf(adminA, name)).toBe('smtp.host-default.test');
      // Host-only: the host may, a tenant may not (403), and a tenant row would not count anyway.
      expect((await setValues(host, { [SettingNames.AllowedMaxFileSize]: 2048 })).statusCode).toBe(204);
      expect(await valueOf(host, SettingNames.AllowedMaxFileSize)).toBe('2048');
      const denied = await setValues(adminA, { [SettingNames.AllowedMaxFileSize]: 4096 });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toMatchObject({
        code: 'SettingUi:HostOnly',
        message: "Only the host can change the setting 'FileManagement.AllowedMaxFileSize'.",
      });
      expect(await server.services.settings.get(a.id, SettingNames.AllowedMaxFileSize)).toBe('2048');
    } finally {
      // This file's tests share the host on PostgreSQL: leave it as found.
      expect((await reset(host, [name, SettingNames.AllowedMaxFileSize])).statusCode).toBe(204);
    }
    expect(await valueOf(adminA, name)).toBe('');
  });
});

describe('policies', () => {
  it('needs SettingUi.Tenant to read or write, and SettingUi.Host to write host values', async () => {
    const none = await userWith(a, [Policies.AbpIdentity.Users.name]);
    expect((await server.app.inject({ url: '/api/setting-ui', headers: none })).statusCode).toBe(403);
    expect((await setValues(none, { [SettingNames.TimeZone]: 'UTC' })).statusCode).toBe(403);
    expect((await reset(none, [SettingNames.TimeZone])).statusCode).toBe(403);
    const anonymous = await server.app.inject({ url: '/api/setting-ui', headers: { __tenant: a.name } });
    expect(anonymous.statusCode).toBe(401);

    const tenantEditor = await userWith(a, [Policies.SettingUi.Tenant.name]);
    expect((await setValues(tenantEditor, { [SettingNames.SmtpUserName]: 'editor' })).statusCode).toBe(204);

    const hostViewer = await userWith(null, [Policies.SettingUi.Tenant.name]);
    expect((await server.app.inject({ url: '/api/setting-ui', headers: hostViewer })).statusCode).toBe(200);
    const denied = await setValues(hostViewer, { [SettingNames.SmtpUserName]: 'nope' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('Authorization failed! Given policy has not granted.');
    expect((await reset(hostViewer, [SettingNames.SmtpUserName])).statusCode).toBe(403);
  });
});

describe('settings take effect', () => {
  let t: TestTenant;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTenant(server, 'settings-effect');
    admin = bearer((await login(server.app, { username: 'admin', tenant: t.name })).access_token);
  });

  const register = (userName: string, password: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { __tenant: t.name, 'accept-language': 'en', ...headers },
      payload: { userName, emailAddress: `${userName}@example.test`, password },
    });

  it('locks an account after the configured number of failures', async () => {
    await createUser(server, t.id, 'lockme');
    expect((await setValues(admin, { [SettingNames.LockoutMaxFailedAccessAttempts]: '2' })).statusCode).toBe(
      204,
    );
    const first = await passwordLogin(server.app, {
      username: 'lockme',
      tenant: t.name,
      password: 'wrong-1',
    });
    expect(first.json().error_description).toBe('Invalid username or password!');
    const second = await passwordLogin(server.app, {
      username: 'lockme',
      tenant: t.name,
      password: 'wrong-2',
    });
    expect(second.json().error_description).toMatch(/locked out/i);
    const right = await passwordLogin(server.app, { username: 'lockme', tenant: t.name });
    expect(right.statusCode).toBe(400);
    expect(right.json().error_description).toMatch(/locked out/i);
  });

  it('turns self-registration on and off (off by default)', async () => {
    expect((await register('selfreg0', '1q2w3E*')).statusCode).toBe(403);
    expect((await setValues(admin, { [SettingNames.IsSelfRegistrationEnabled]: true })).statusCode).toBe(204);
    expect((await register('selfreg0', '1q2w3E*')).statusCode).toBe(200);
    expect((await setValues(admin, { [SettingNames.IsSelfRegistrationEnabled]: 'False' })).statusCode).toBe(
      204,
    );
    const refused = await register('selfreg1', '1q2w3E*');
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await server.app.inject({ url: '/api/abp/application-configuration', headers: { __tenant: t.name } })
      ).json().setting.values[SettingNames.IsSelfRegistrationEnabled],
    ).toBe('false');
    expect((await setValues(admin, { [SettingNames.IsSelfRegistrationEnabled]: true })).statusCode).toBe(204);
    expect((await register('selfreg1', '1q2w3E*')).statusCode).toBe(200);
  });

  it('applies the password policy on registration', async () => {
    expect((await register('shortpw1', 'Ab1!xyz')).statusCode).toBe(200);
    expect(
      (
        await setValues(admin, {
          [SettingNames.PasswordRequiredLength]: 10,
          [SettingNames.PasswordRequireNonAlphanumeric]: 'false',
        })
      ).statusCode,
    ).toBe(204);
    const tooShort = await register('shortpw2', 'Ab1!xyz');
    expect(tooShort.statusCode).toBe(403);
    expect(tooShort.json().error.message).toMatch(/at least 10 characters/);
    expect((await register('longpw1', 'Abcdefgh12')).statusCode).toBe(200);
  });

  it('does not lock new users out when lockout for new users is off', async () => {
    expect((await setValues(admin, { [SettingNames.LockoutAllowedForNewUsers]: false })).statusCode).toBe(
      204,
    );
    const user = await createUser(server, t.id, 'nolock', [], 'Abcdefgh12');
    expect(user.lockoutEnabled).toBe(false);
  });

  it('answers in the tenant default language when the request names none', async () => {
    const config = (headers: Record<string, string>) =>
      server.app.inject({ url: '/api/abp/application-configuration', headers });
    const culture = async (headers: Record<string, string>) =>
      (await config(headers)).json().localization.currentCulture.cultureName as string;
    expect(await culture({ __tenant: t.name })).toBe('zh-Hans');
    expect((await setValues(admin, { [SettingNames.DefaultLanguage]: 'en' })).statusCode).toBe(204);
    expect(await culture({ __tenant: t.name })).toBe('en');
    // Only that tenant, and only when the browser does not ask.
    expect(await culture({ __tenant: b.name })).toBe('zh-Hans');
    expect(await culture({})).toBe('zh-Hans');
    expect(await culture({ __tenant: t.name, 'accept-language': 'zh-TW' })).toBe('zh-Hant');
    // Errors too, including the guard's 401 for the tenant's visitors.
    const denied = await server.app.inject({ url: '/api/setting-ui', headers: { __tenant: t.name } });
    expect(denied.statusCode).toBe(401);
    expect(denied.json().error.message).toBe(
      'You should be authenticated (sign in) in order to perform this operation.',
    );
    // A signed-in user of the tenant, without Accept-Language.
    const { authorization } = admin;
    const groups = await server.app.inject({
      url: '/api/setting-ui',
      headers: { authorization: authorization! },
    });
    expect(find(groups.json(), SettingNames.DefaultLanguage)!.displayName).toBe('Default language');
    expect((await setValues(admin, { [SettingNames.DefaultLanguage]: 'zh-Hant' })).statusCode).toBe(204);
    expect(await culture({ __tenant: t.name })).toBe('zh-Hant');
  });
});

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  desktopOnly,
  expect,
  hostAdmin,
  screenshot,
  signIn,
  tap,
  tenantAdmin,
  test,
  useLanguage,
  vendor,
  type Language,
} from './support/fixtures.js';
import { S3RVER_KEY, startS3, type TestS3 } from './support/s3.js';
import { t, text } from './support/texts.js';

interface Server {
  id: string;
  name: string;
  endpoint: string;
  hasSecretKey: boolean;
  isDefault: boolean;
  healthStatus: number;
  bucketAssignments: Record<string, string>;
}

const SERVERS = '/system-components/server-minio-server-overview';
const BUCKETS = '/system-components/server-minio-bucket-overview';
const LETTERS_SERVERS = '/letter-of-recognition/minio-server-overview';
const LETTERS_BUCKETS = '/letter-of-recognition/minio-bucket-overview';
const API = '/api/app/minioServer';

let s3: TestS3;
test.beforeAll(async () => {
  s3 = await startS3();
});
test.afterAll(async () => {
  await s3?.close();
});

const serverRow = (page: Page, name: string) =>
  page.getByTestId('servers-table').locator('tbody tr.ant-table-row', { hasText: name });
const bucketRow = (page: Page, name: string) =>
  page.getByTestId('buckets-table').locator('tbody tr.ant-table-row', { hasText: name });

/** Signs in as the demo tenant's admin in `language`; the headers for API calls of the same user. */
async function asTenantAdmin(context: BrowserContext, baseURL: string, language: Language) {
  await useLanguage(context, baseURL, language);
  const token = await signIn(context, baseURL, tenantAdmin);
  const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
  return { authorization: `Bearer ${token}`, __tenant: tenant };
}

async function findServer(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const res = await request.get(API, { headers, params: { filter: name } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Server[] }).items.find((s) => s.name === name);
}

/** Removes what a test made, also when it failed half-way (a default server would take uploads). */
async function removeServers(request: APIRequestContext, headers: Record<string, string>, marker: string) {
  const res = await request.get(API, { headers, params: { filter: marker } });
  for (const s of ((await res.json()) as { items: Server[] }).items)
    await request.delete(`${API}/${s.id}`, { headers });
}

/** Opens a page of the layout and waits for the app's second mount (antd locale). */
async function visit(page: Page, path: string, testId: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId(testId)).toBeVisible();
}

/** Picks an option of an open antd select by its text. */
async function choose(page: Page, select: string, option: string) {
  await page.getByTestId(select).click();
  await tap(page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }));
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test.describe('object storage pages', () => {
  desktopOnly();

  test('validation, create, failing connection test, edit keeps the secret, buckets, assignments, delete', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow(); // a long flow on a machine shared with other runs
    const api = await asTenantAdmin(context, baseURL!, 'en');
    const stamp = Date.now();
    const offline = `E2E offline ${stamp}`;
    const real = `E2E s3rver ${stamp}`;
    const renamed = `${real} (edited)`;
    const bucket = `e2e-${stamp}`;
    const O = (key: Parameters<typeof t>[1], ...args: unknown[]) => t('en', key, ...args);
    const required = (label: Parameters<typeof t>[1]) => text('en', 'AbpUi', 'FieldIsRequired', O(label));

    try {
      await visit(page, SERVERS, 'page-minio-servers');

      // An empty form names every required field; wrong shapes get the server's own words.
      await page.getByTestId('list-create').click();
      await page.getByTestId('modal-ok').click();
      for (const label of [
        'ObjectStorage:Name',
        'ObjectStorage:Endpoint',
        'ObjectStorage:AccessKey',
      ] as const)
        await expect(page.getByText(required(label), { exact: true })).toBeVisible();
      await expect(page.getByText(required('ObjectStorage:SecretKey'), { exact: true })).toBeVisible();
      await page.getByTestId('server-endpoint').fill('http://minio.internal:9000');
      await page.getByTestId('server-region').fill('US East');
      await page.getByTestId('server-defaultBucket').fill('My_Bucket');
      await page.getByTestId('server-isActive').click();
      await page.getByTestId('server-isDefault').click();
      await expect(page.getByText(O('ObjectStorage:InvalidEndpoint'))).toBeVisible();
      await expect(page.getByText(O('ObjectStorage:InvalidRegion'))).toBeVisible();
      await expect(page.getByText(O('ObjectStorage:BucketName.Characters'))).toBeVisible();
      await expect(page.getByText(O('ObjectStorage:DefaultMustBeActive'))).toBeVisible();
      await screenshot(page, 'admin-minio-server-form-errors-en-desktop');

      // A server nobody answers at: the test says why, and the health turns Offline.
      await page.getByTestId('server-name').fill(offline);
      await page.getByTestId('server-endpoint').fill('127.0.0.1:1');
      await page.getByTestId('server-region').fill('');
      await page.getByTestId('server-defaultBucket').fill('');
      await page.getByTestId('server-isDefault').click();
      await page.getByTestId('server-isActive').click();
      await page.getByTestId('server-accessKey').fill('nobody');
      await page.getByTestId('server-secretKey').fill('nobody-secret');
      await page.getByTestId('modal-ok').click();
      await expect(page.getByText(text('en', 'AbpUi', 'SavedSuccessfully')).first()).toBeVisible();
      const down = (await findServer(page.request, api, offline))!;
      expect(down).toMatchObject({ endpoint: '127.0.0.1:1', hasSecretKey: true, healthStatus: 0 });
      await expect(page.getByTestId(`health-${down.id}`)).toHaveText(O('ObjectStorage:Health.Unknown'));
      await page.getByTestId(`test-${down.id}`).click();
      const failed = O('ObjectStorage:ConnectionFailed', '');
      await expect(page.getByText(failed.trim()).first()).toBeVisible();
      await expect(page.getByTestId(`health-${down.id}`)).toHaveText(O('ObjectStorage:Health.Offline'));
      await expect(serverRow(page, offline)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

      // A real S3 server (s3rver checks every request's signature with the secret key).
      await page.getByTestId('list-create').click();
      await page.getByTestId('server-name').fill(real);
      await page.getByTestId('server-endpoint').fill(s3.endpoint);
      await page.getByTestId('server-accessKey').fill(S3RVER_KEY);
      await page.getByTestId('server-secretKey').fill(S3RVER_KEY);
      await page.getByTestId('server-region').fill('us-east-1');
      await page.getByTestId('modal-ok').click();
      await expect(serverRow(page, real)).toHaveCount(1);
      const up = (await findServer(page.request, api, real))!;

      // Edit without typing a secret: the stored one is kept, so the connection still signs in.
      await page.getByTestId(`edit-${up.id}`).click();
      await expect(page.getByTestId('server-name')).toHaveValue(real);
      await expect(page.getByTestId('server-secretKey')).toHaveValue('');
      await expect(page.getByText(O('ObjectStorage:SecretKeyKeepHint'))).toBeVisible();
      await page.getByTestId('server-name').fill(renamed);
      await page.getByTestId('server-isDefault').click();
      await screenshot(page, 'admin-minio-server-edit-en-desktop');
      await page.getByTestId('modal-ok').click();
      await expect(serverRow(page, renamed)).toHaveCount(1);
      expect(await findServer(page.request, api, renamed)).toMatchObject({
        hasSecretKey: true,
        isDefault: true,
      });
      await page.getByTestId(`test-${up.id}`).click();
      await expect(page.getByText(/^Connected in \d+ ms\.$/).first()).toBeVisible();
      await expect(page.getByTestId(`health-${up.id}`)).toHaveText(O('ObjectStorage:Health.Online'));
      await screenshot(page, 'admin-minio-servers-en-desktop');

      // Its buckets: a new one, checked against S3's naming rules before it is sent.
      await page.getByTestId(`buckets-${up.id}`).click();
      await expect(page).toHaveURL(new RegExp(`${BUCKETS}\\?id=${up.id}$`));
      await expect(page.getByTestId('page-minio-buckets')).toBeVisible();
      await page.getByTestId('bucket-create').click();
      for (const [name, problem] of [
        ['ab', 'Length'],
        ['My-Bucket', 'Characters'],
        ['-bucket', 'StartEnd'],
        ['my..bucket', 'AdjacentPeriods'],
        ['192.168.5.4', 'IpAddress'],
        ['xn--bucket', 'Reserved'],
      ] as const) {
        await page.getByTestId('bucket-name').fill(name);
        await expect(page.getByText(O(`ObjectStorage:BucketName.${problem}`))).toBeVisible();
      }
      await page.getByTestId('bucket-name').fill(bucket);
      await page.getByTestId('modal-ok').click();
      await expect(bucketRow(page, bucket)).toHaveCount(1);
      await expect(bucketRow(page, bucket)).toContainText('0 B');

      // Announcements store in the new bucket: an upload lands there and the page counts it.
      await choose(page, 'assignment-Announcements', bucket);
      await page.getByTestId('assignments-save').click();
      await expect(page.getByText(text('en', 'AbpUi', 'SavedSuccessfully')).first()).toBeVisible();
      await expect(bucketRow(page, bucket)).toContainText(O('ObjectStorage:Module.Announcements'));
      expect((await findServer(page.request, api, renamed))!.bucketAssignments).toEqual({
        Announcements: bucket,
      });
      const uploaded = await page.request.post('/api/file-management/files/upload?module=Announcements', {
        headers: api,
        multipart: {
          file: { name: 'notice.txt', mimeType: 'text/plain', buffer: Buffer.alloc(1536, 'x') },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
      await page.getByTestId('buckets-refresh').click();
      await expect(bucketRow(page, bucket).locator('td').nth(2)).toHaveText('1');
      await expect(bucketRow(page, bucket).locator('td').nth(3)).toHaveText('1.5 KB');
      await screenshot(page, 'admin-minio-buckets-en-desktop');

      // Delete asks first and says that stored files stay readable.
      await page.getByTestId('back-to-servers').click();
      await expect(page).toHaveURL(new RegExp(`${SERVERS}$`));
      await page.getByTestId(`delete-${down.id}`).click();
      await expect(page.locator('.ant-modal-confirm')).toContainText(
        O('ObjectStorage:ServerDeletionConfirmationMessage', offline),
      );
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByText(text('en', 'AbpUi', 'DeletedSuccessfully')).first()).toBeVisible();
      await expect(serverRow(page, offline)).toHaveCount(0);
      expect(await findServer(page.request, api, offline)).toBeUndefined();
    } finally {
      await removeServers(page.request, api, String(stamp));
    }
  });

  test('the letters pages share the page; Chinese looks right', async ({ page, context, baseURL }) => {
    const api = await asTenantAdmin(context, baseURL!, 'zh-Hans');
    const stamp = Date.now();
    const name = `E2E 主存储 ${stamp}`;
    const created = await page.request.post(API, {
      headers: api,
      data: {
        name,
        endpoint: s3.endpoint,
        accessKey: S3RVER_KEY,
        secretKey: S3RVER_KEY,
        region: 'us-east-1',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const server = (await created.json()) as Server;
    try {
      await page.request.post(`${API}/${server.id}/test`, { headers: api });
      await page.request.post(`${API}/${server.id}/buckets`, {
        headers: api,
        data: { name: `e2e-zh-${stamp}` },
      });

      await visit(page, LETTERS_SERVERS, 'page-minio-servers');
      const table = page.getByTestId('servers-table');
      await expect(table.locator('thead')).toContainText(t('zh-Hans', 'ObjectStorage:Endpoint'));
      await expect(page.getByTestId(`health-${server.id}`)).toHaveText(
        t('zh-Hans', 'ObjectStorage:Health.Online'),
      );
      await expect(page.getByTestId(`test-${server.id}`)).toHaveText(
        t('zh-Hans', 'ObjectStorage:TestConnection'),
      );
      await screenshot(page, 'admin-minio-servers-zh-Hans-desktop');

      await page.getByTestId(`edit-${server.id}`).click();
      await expect(page.getByTestId('server-name')).toHaveValue(name);
      await expect(page.getByText(t('zh-Hans', 'ObjectStorage:SecretKeyKeepHint'))).toBeVisible();
      await page.waitForTimeout(500); // the dialog's opening animation
      await screenshot(page, 'admin-minio-server-edit-zh-Hans-desktop');
      await page.keyboard.press('Escape');

      // The letters' bucket page, reached from the letters' server page.
      await page.getByTestId(`buckets-${server.id}`).click();
      await expect(page).toHaveURL(new RegExp(`${LETTERS_BUCKETS}\\?id=${server.id}$`));
      await expect(bucketRow(page, `e2e-zh-${stamp}`)).toHaveCount(1);
      await expect(page.getByTestId('assignments-table')).toContainText(
        t('zh-Hans', 'ObjectStorage:Module.LetterOfRecognition'),
      );
      await expect(page.getByTestId('assignment-Avatars')).toContainText(
        t('zh-Hans', 'ObjectStorage:UseDefaultBucket'),
      );
      await screenshot(page, 'admin-minio-buckets-zh-Hans-desktop');
    } finally {
      await removeServers(page.request, api, String(stamp));
    }
  });

  test('without servers the page says where files go', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    await signIn(context, baseURL!, hostAdmin);
    await visit(page, SERVERS, 'page-minio-servers');
    await expect(page.getByTestId('servers-empty')).toContainText(t('en', 'ObjectStorage:LocalStorageHint'));
    await screenshot(page, 'admin-minio-servers-empty-en-desktop');
  });

  test('an unreachable server: the bucket page says why', async ({ page, context, baseURL }) => {
    const api = await asTenantAdmin(context, baseURL!, 'en');
    const stamp = Date.now();
    const created = await page.request.post(API, {
      headers: api,
      data: { name: `E2E down ${stamp}`, endpoint: '127.0.0.1:1', accessKey: 'a', secretKey: 'b' },
    });
    const server = (await created.json()) as Server;
    try {
      await visit(page, `${BUCKETS}?id=${server.id}`, 'page-minio-buckets');
      await expect(page.getByTestId('buckets-error')).toContainText(
        t('en', 'ObjectStorage:Unreachable', '').trim(),
      );
      // The assignments can still be edited (the first upload creates a missing bucket).
      await expect(page.getByTestId('assignments-save')).toBeEnabled();
      await screenshot(page, 'admin-minio-buckets-unreachable-en-desktop');
    } finally {
      await removeServers(page.request, api, String(stamp));
    }
  });
});

test('object storage: a vendor gets 404', async ({ page, open }) => {
  await open({ account: vendor });
  for (const path of [SERVERS, BUCKETS, LETTERS_SERVERS, LETTERS_BUCKETS]) {
    await page.goto(path);
    await expect(page.getByTestId('error-404')).toBeVisible();
    await expect(page.getByTestId('page-minio-servers')).toHaveCount(0);
  }
});

test('object storage: renders without horizontal overflow', async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name !== 'mobile');
  const api = await asTenantAdmin(context, baseURL!, 'zh-Hans');
  const stamp = Date.now();
  const created = await page.request.post(API, {
    headers: api,
    data: {
      name: `E2E mobile ${stamp}`,
      endpoint: s3.endpoint,
      accessKey: S3RVER_KEY,
      secretKey: S3RVER_KEY,
    },
  });
  const server = (await created.json()) as Server;
  try {
    await visit(page, SERVERS, 'page-minio-servers');
    await expect(serverRow(page, `E2E mobile ${stamp}`)).toHaveCount(1);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-minio-servers-zh-Hans-mobile');
    await page.getByTestId(`edit-${server.id}`).click();
    await expect(page.getByTestId('server-name')).toBeVisible();
    await page.waitForTimeout(500); // the dialog's opening animation
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-minio-server-edit-zh-Hans-mobile');
    await page.keyboard.press('Escape');
    await visit(page, `${BUCKETS}?id=${server.id}`, 'page-minio-buckets');
    await expect(page.getByTestId('assignments-table')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-minio-buckets-zh-Hans-mobile');
  } finally {
    await removeServers(page.request, api, String(stamp));
  }
});

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTenant,
  createUser,
  login,
  startTestServer,
  type TestServer,
} from '../../../test/harness.js';
import { allTexts } from '../localization/localizer.js';

// index.html as the web build writes it, and the part of Vite's manifest the preload links read.
const INDEX = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <title>供应商平台</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-E.js',
    imports: ['_shared-S.js'],
    assets: ['assets/antd-C.css'],
  },
  // antd's stylesheet lies outside the web app's folder: its key is a file path.
  '/repo/node_modules/antd/dist/antd.css': {
    file: 'assets/antd-C.css',
    src: '/repo/node_modules/antd/dist/antd.css',
  },
  '_shared-S.js': { file: 'assets/shared-S.js' },
  '_antd-A.js': { file: 'assets/antd-A.js' },
  'src/pages/login/LoginPage.tsx': {
    file: 'assets/LoginPage-L.js',
    imports: ['_shared-S.js'],
    css: ['assets/Login-L.css'],
  },
  'src/layout/Layout.tsx': {
    file: 'assets/Layout-Y.js',
    imports: ['_antd-A.js'],
    css: ['assets/Layout-Y.css'],
  },
  'src/app/Providers.tsx': { file: 'assets/Providers-P.js', imports: ['_antd-A.js'] },
  'src/pages/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-D.js', imports: ['_antd-A.js'] },
};

// The login page as the web build renders it ahead (apps/web/src/prerender/login.tsx): texts as
// markers, U+2063 n U+2063. Marker 2 names a key no resource has, with characters to escape.
const M = (n: number) => `\u2063${n}\u2063`;
const PRERENDER = {
  texts: [
    ['AbpAccount', 'LoginTitle'],
    ['SupplierPortal', 'AppTitle'],
    ['Nowhere', '<b>"x"</b>'],
  ],
  pages: Object.fromEntries(
    ['en', 'zh-Hans', 'zh-Hant'].map((c) => [
      c,
      `<main data-lang="${c}"><h1>${M(0)}</h1><p title="${M(1)}">${M(1)}</p><i>${M(2)}</i></main>`,
    ]),
  ),
};

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const AFTER_PAINT_JS = 'requestAnimationFrame(() => import(entry));';
const AFTER_PAINT_URL = `/after-paint.js?v=${createHash('sha256').update(AFTER_PAINT_JS).digest('hex').slice(0, 12)}`;

let server: TestServer;
let webRoot: string;
let adminToken: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-web-'));
  await fs.writeFile(path.join(webRoot, 'index.html'), INDEX);
  await fs.mkdir(path.join(webRoot, '.vite'));
  await fs.writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await fs.mkdir(path.join(webRoot, 'prerender'));
  await fs.writeFile(path.join(webRoot, 'prerender', 'login.json'), JSON.stringify(PRERENDER));
  // Built assets as the web build leaves them: a script with its compressed copies, a small
  // stylesheet without (under 1 KB), a source map.
  await fs.mkdir(path.join(webRoot, 'assets'));
  await fs.writeFile(path.join(webRoot, 'assets', 'index-E.js'), SCRIPT);
  await fs.writeFile(path.join(webRoot, 'assets', 'index-E.js.br'), zlib.brotliCompressSync(SCRIPT));
  await fs.writeFile(path.join(webRoot, 'assets', 'index-E.js.gz'), zlib.gzipSync(SCRIPT));
  await fs.writeFile(path.join(webRoot, 'assets', 'Login-L.css'), '.auth-page{background:#f2f5f9}');
  await fs.writeFile(path.join(webRoot, 'assets', 'index-E.js.map'), '{"version":3}');
  await fs.writeFile(path.join(webRoot, 'after-paint.js'), AFTER_PAINT_JS);
  await fs.writeFile(path.join(webRoot, 'assets', 'gone-G.js'), 'void 0;');
  server = await startTestServer({ webRoot });
  adminToken = (await login(server.app, { username: 'admin' })).access_token;
});
afterAll(async () => {
  await server.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

interface Boot {
  culture: string;
  signedIn: boolean;
  configuration?: {
    currentUser: { isAuthenticated: boolean; userName: string | null };
    currentTenant: { id: string | null };
    localization: { currentCulture: { cultureName: string }; values: Record<string, Record<string, string>> };
    auth: { grantedPolicies: Record<string, boolean> };
  };
  profile?: { userName: string; name: string | null };
}

async function page(url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
  const res = await server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...headers },
  });
  const html =
    res.rawPayload.length && res.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(res.rawPayload).toString('utf8')
      : res.body;
  const block = html.match(/<script type="application\/json" id="sp-boot">([^<]*)<\/script>/);
  return { res, html, boot: block ? (JSON.parse(block[1]!) as Boot) : undefined };
}

describe('index.html carries the first render (issue 17 #1, #2)', () => {
  it('a visitor without a sign-in gets the anonymous configuration in the browser’s language and the login page’s chunks', async () => {
    const { res, html, boot } = await page('/login', {}, { 'accept-language': 'fr-FR,en-GB;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(html).toMatch(/<html lang="en">/);
    // The tab's title until the app sets the page's own: the product's name in the visitor's language.
    expect(html).toContain(`<title>${allTexts('en').SupplierPortal!.AppTitle}</title>`);
    expect(html).not.toContain('供应商平台');
    expect(boot).toMatchObject({ culture: 'en', signedIn: false });
    expect(boot?.configuration?.currentUser.isAuthenticated).toBe(false);
    expect(boot?.configuration?.localization.currentCulture.cultureName).toBe('en');
    expect(boot?.configuration?.localization.values.AbpUi).toBeDefined();
    expect(boot?.profile).toBeUndefined();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-L.js">');
    // What the entry preloads already is not named twice; the shell is not fetched for a login.
    expect(html).not.toContain('href="/assets/shared-S.js"');
    expect(html).not.toContain('Layout-Y');
    expect(html).not.toContain('antd-C.css');
    // The block comes after the app's root element, before </body>.
    expect(html.indexOf('id="sp-boot"')).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
  });

  it('a signed-in visitor gets their configuration, profile and the shell’s chunks in the cookie’s language', async () => {
    const { html, boot } = await page('/dashboard', { 'Admin-Token': adminToken, language: 'zh-Hant' });
    expect(html).toMatch(/<html lang="zh-Hant">/);
    expect(boot).toMatchObject({ culture: 'zh-Hant', signedIn: true });
    expect(boot?.configuration?.currentUser).toMatchObject({ isAuthenticated: true, userName: 'admin' });
    expect(boot?.configuration?.auth.grantedPolicies['AbpIdentity.Users']).toBe(true);
    expect(boot?.configuration?.localization.currentCulture.cultureName).toBe('zh-Hant');
    expect(boot?.profile?.userName).toBe('admin');
    for (const file of ['Layout-Y.js', 'Providers-P.js', 'antd-A.js', 'DashboardPage-D.js'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/Layout-Y.css">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/antd-C.css">');
    expect(html).not.toContain('LoginPage-L');
  });

  it('a tenant’s user gets their tenant’s configuration, from the tenant cookie', async () => {
    const tenant = await createTenant(server, 'spa');
    await createUser(server, tenant.id, 'spa-user');
    const token = (await login(server.app, { username: 'spa-user', tenant: tenant.id })).access_token;
    const { boot } = await page('/dashboard', { 'Admin-Token': token, tenant: tenant.id, language: 'en' });
    expect(boot?.configuration?.currentTenant.id).toBe(tenant.id);
    expect(boot?.configuration?.currentUser.userName).toBe('spa-user');
    expect(boot?.configuration?.auth.grantedPolicies['AbpIdentity.Users']).toBeUndefined();
    expect(boot?.profile?.userName).toBe('spa-user');
  });

  it('a stale or forged token inlines no profile and nothing signed in; the page still loads', async () => {
    const { res, boot } = await page('/dashboard', { 'Admin-Token': 'not.a.token', language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(boot?.signedIn).toBe(true);
    expect(boot?.profile).toBeUndefined();
    // Whatever the configuration says, it is not a signed-in user's (the app then asks again).
    expect(boot?.configuration?.currentUser.isAuthenticated ?? false).toBe(false);
  });

  it('no text can close the data block: a name with </script> stays inside it', async () => {
    const tenant = await createTenant(server, 'spa-xss');
    await createUser(server, tenant.id, 'spa-xss');
    const token = (await login(server.app, { username: 'spa-xss', tenant: tenant.id })).access_token;
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/account/my-profile',
      headers: { ...bearer(token), __tenant: tenant.id },
    });
    const evil = '</script><script>alert(1)</script>';
    const update = await server.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers: { ...bearer(token), __tenant: tenant.id },
      payload: { ...profile.json<object>(), name: evil },
    });
    expect(update.statusCode, update.body).toBe(200);
    const { html, boot } = await page('/profile/index', { 'Admin-Token': token, tenant: tenant.id });
    expect(boot?.profile?.name).toBe(evil);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the data block's own
  });

  it('gzips the page when the browser takes it, and HEAD answers without building the data', async () => {
    const { res, boot } = await page('/login', {}, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(boot?.configuration?.localization.values.AbpUi).toBeDefined();
    // A refusal is a refusal: `q=0` (RFC 9110 §12.4.2), also beside another encoding.
    for (const refusal of ['gzip;q=0', 'gzip; q=0, br', 'identity']) {
      const plain = await page('/login', {}, { 'accept-encoding': refusal });
      expect(plain.res.headers['content-encoding'], refusal).toBeUndefined();
      expect(plain.html, refusal).toMatch(/^<!doctype html>/i);
    }
    const head = await server.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('an API path is never answered with the page', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the login page arrives painted (issue 17 #1)', () => {
  it('a visitor without a sign-in gets the prerendered page in their language, inert, with its styles applied', async () => {
    const { html } = await page('/login?redirect=%2Fdashboard', {}, { 'accept-language': 'zh-TW' });
    const texts = allTexts('zh-Hant');
    expect(html).toContain(
      `<div id="root" inert><main data-lang="zh-Hant"><h1>${texts.AbpAccount!.LoginTitle}</h1>` +
        `<p title="${texts.SupplierPortal!.AppTitle}">${texts.SupplierPortal!.AppTitle}</p>` +
        // A text no resource has shows its key, as the app shows it, escaped.
        '<i>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</i></main></div>',
    );
    expect(html).not.toContain('\u2063');
    // The page's stylesheets apply at once, so the copy is drawn styled.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Login-L.css">');
    // The app starts one frame after the copy is drawn: its entry fetched ahead, not run on parsing.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-E.js">' +
        `<script defer src="${AFTER_PAINT_URL}" data-entry="/assets/index-E.js"></script>`,
    );
    // Named with its hash, so a returning visitor's browser does not ask for it again.
    const starter = await server.app.inject({ method: 'GET', url: AFTER_PAINT_URL });
    expect(starter.statusCode).toBe(200);
    expect(starter.body).toBe(AFTER_PAINT_JS);
    expect(starter.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await page('/', { language: 'en' })).html).toContain(
      `<h1>${allTexts('en').AbpAccount!.LoginTitle}</h1>`,
    );
  });

  it('a signed-in visitor, one with a chosen tenant, or another page gets the empty root', async () => {
    for (const [url, cookies] of [
      ['/login', { 'Admin-Token': adminToken }],
      ['/login', { tenant: '3a1f0000-0000-0000-0000-000000000001' }],
      ['/register', {}],
      ['/dashboard', {}],
    ] as const) {
      const { html } = await page(url, cookies);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('data-lang');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index-E.js"></script>');
      expect(html, url).not.toContain('after-paint');
    }
  });
});

describe('the build’s scripts and stylesheets (spa-assets.ts)', () => {
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({ method, url, headers });

  it('sends the copy in the best encoding the browser takes, cached for a year', async () => {
    const br = await get('/assets/index-E.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The security headers every answer carries.
    expect(br.headers['x-content-type-options']).toBe('nosniff');

    // A refusal holds even beside `*`.
    const gz = await get('/assets/index-E.js', { 'accept-encoding': 'br;q=0, *' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const plain = await get('/assets/index-E.js', { 'accept-encoding': 'gzip;q=0, br;q=0, *' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    // A file too small to have compressed copies goes as it is, to any browser.
    const css = await get('/assets/Login-L.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe('.auth-page{background:#f2f5f9}');
  });

  it('answers a revalidation with 304 and HEAD without a body', async () => {
    const first = await get('/assets/index-E.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/index-E.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await get('/assets/index-E.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('knows only the build’s own files; source maps still come from the folder', async () => {
    for (const url of ['/assets/nope.js', '/assets/..%2Findex.html', '/assets/index-E.js.br'])
      expect((await get(url)).statusCode, url).toBe(404);
    // A file removed under the running server (a new build copied over it) is not found, not a 500.
    await fs.rm(path.join(webRoot, 'assets', 'gone-G.js'));
    expect((await get('/assets/gone-G.js')).statusCode).toBe(404);
    const map = await get('/assets/index-E.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.body).toBe('{"version":3}');
  });
});

import crypto from 'node:crypto';
import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, tap, type Account } from './fixtures.js';
import { DetailPageObject } from './page-objects.js';

/**
 * The letters of recognition's e2e helpers: API sessions for setup that is not a flow's point
 * (a small check template, a request), a tiny valid PDF, and the letter detail page's object.
 */

/** An API session of a demo account (token and tenant headers on every request). */
export async function apiAs(baseURL: string, account: Account): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const headers: Record<string, string> = {};
  if (account.tenant) {
    const found = await anonymous.get(`/api/abp/multi-tenancy/tenants/by-name/${account.tenant}`);
    headers.__tenant = ((await found.json()) as { tenantId: string }).tenantId;
  }
  const res = await anonymous.post('/connect/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    data: new URLSearchParams({
      grant_type: 'password',
      username: account.username,
      password: account.password ?? DEMO_PASSWORD,
      scope: 'offline_access openid profile roles email phone SupplierPortal',
      client_id: 'SupplierPortal_App',
      client_secret: '1q2w3e*',
    }).toString(),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  await anonymous.dispose();
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { ...headers, Authorization: `Bearer ${access_token}`, 'Accept-Language': 'en' },
  });
}

/** A JSON call that must succeed; answers the body. */
export async function call<T>(
  api: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await api[method](url, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const day = (offsetDays: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A one-page PDF saying `text` (a real one: the approved PDF merges it). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * The letter detail page (`…-letter-detail?id=`, pages/letters/letters/LetterDetail): its items by
 * code, the upload dialog, the per-item check / review dialog and the signature records.
 */
export class LetterDetailObject extends DetailPageObject {
  item(code: string): Locator {
    return this.page.getByTestId(`letter-item-${code}`);
  }

  /** Uploads a file to an item through its dialog (with a valid-to for a validity item). */
  async uploadTo(code: string, file: { name: string; buffer: Buffer }, validTo?: string) {
    await this.page.getByTestId(`item-upload-${code}`).click();
    const dialog = this.page.getByTestId('upload-dialog');
    await expect(dialog).toBeVisible();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
    if (validTo) await fillDate(this.page, 'upload-valid-to', validTo);
    await this.page.getByTestId('upload-ok').click();
    await expect(dialog).toBeHidden();
    await expect(this.item(code)).toContainText(file.name);
  }

  /** The buyer's OK / NG / NA on an item (`check` or `review`), with a comment. */
  async judge(code: string, kind: 'check' | 'review', result: 'OK' | 'NG' | 'NA', comment?: string) {
    await this.page.getByTestId(`item-${kind}-${code}`).click();
    const dialog = this.page.getByTestId('judge-dialog');
    await expect(dialog).toBeVisible();
    await this.page.getByTestId(`judge-result-${result}`).click();
    if (comment !== undefined) await this.page.getByTestId('judge-comment').fill(comment);
    await this.page.getByTestId('judge-ok').click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByTestId(`item-${kind}-result-${code}`)).toHaveAttribute('data-result', result);
  }

  /** The signature hashes shown in the records, whole (the copy button's text). */
  async signatureHashes(): Promise<string[]> {
    const cells = this.page.locator('[data-testid^="approval-hash-"]');
    return cells.evaluateAll((els) => els.map((e) => e.getAttribute('data-hash') ?? ''));
  }
}

/** Types a day into an antd date picker (by its test id) and confirms it. */
export async function fillDate(page: Page, testId: string, value: string) {
  const picker = page.getByTestId(testId);
  const input =
    (await picker.evaluate((el) => el.tagName)) === 'INPUT' ? picker : picker.locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Picks the option of an antd select (by its test id) whose text contains `text`, typing it first. */
export async function chooseOption(page: Page, testId: string, text: string, type = true) {
  await page.getByTestId(testId).click();
  if (type) await page.keyboard.type(text);
  await tap(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first(),
  );
}

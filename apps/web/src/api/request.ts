import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { CookieNames, getCookie, getToken } from '../utils/cookies';
import { ui } from '../utils/ui';
import { currentLanguage } from '../locales/language';
import { translate } from '../locales/i18n';

/**
 * The one HTTP client (spec §7, §8): language, bearer token and tenant headers on every request,
 * a 60 s timeout, the body returned directly, and every failure shown as a red toast for 5 s
 * (the server's `error.message`, else `error_description`, else a generic text) before the promise
 * rejects. A 401 asks the user to sign in again.
 */
export const REQUEST_TIMEOUT = 60_000;
export const ERROR_TOAST_SECONDS = 5;

/** key=value pairs, URL-encoded; an undefined value is sent empty (spec §7). Arrays repeat the key. */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const v of values) {
      const text = v === undefined || v === null ? '' : v instanceof Date ? v.toISOString() : scalar(v);
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return parts.join('&');
}

function scalar(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

export const http = axios.create({
  baseURL: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  timeout: REQUEST_TIMEOUT,
  paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
});

http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', currentLanguage());
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const tenant = getCookie(CookieNames.tenant);
  if (tenant) config.headers.set('__tenant', tenant);
  return config;
});

export interface RequestOptions {
  /** Neither toast nor 401 dialog: the caller shows the problem (login form, first navigation). */
  silent?: boolean;
}

/** Reads the message a failed response carries, also from binary (arraybuffer/blob) bodies. */
export async function errorMessage(error: unknown): Promise<string> {
  if (!(error instanceof AxiosError))
    return error instanceof Error ? error.message : translate('AbpExceptionHandling', 'DefaultErrorMessage');
  let data: unknown = error.response?.data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
    data = decodeJson(new TextDecoder().decode(data));
  else if (typeof Blob !== 'undefined' && data instanceof Blob) data = decodeJson(await data.text());
  else if (typeof data === 'string') data = decodeJson(data);
  const body = data as { error?: { message?: unknown } | string; error_description?: unknown } | undefined;
  if (body && typeof body.error === 'object' && typeof body.error.message === 'string')
    return body.error.message;
  if (body && typeof body.error_description === 'string') return body.error_description;
  if (error.code === 'ECONNABORTED') return translate('AbpUi', 'RequestTimeout');
  return translate('AbpExceptionHandling', 'DefaultErrorMessage');
}

function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let confirmingLogout = false;

async function handleError(error: unknown, options: RequestOptions): Promise<never> {
  if (!options.silent && error instanceof AxiosError && error.response?.status === 401 && getToken()) {
    if (!confirmingLogout) {
      confirmingLogout = true;
      const { confirmLogout } = await import('./confirm-logout');
      void confirmLogout().finally(() => (confirmingLogout = false));
    }
    throw error;
  }
  if (!options.silent) {
    const content = await errorMessage(error);
    ui.message?.error({ content, duration: ERROR_TOAST_SECONDS });
  }
  throw error;
}

/** GET/POST/... returning the response body directly. */
export async function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  try {
    const response = await http.request<T>(config);
    return response.data;
  } catch (error) {
    return handleError(error, options);
  }
}

export const get = <T>(url: string, params?: Record<string, unknown>, options?: RequestOptions) =>
  request<T>({ method: 'GET', url, ...(params ? { params } : {}) }, options);
export const post = <T>(url: string, data?: unknown, options?: RequestOptions) =>
  request<T>({ method: 'POST', url, data }, options);
export const put = <T>(url: string, data?: unknown, options?: RequestOptions) =>
  request<T>({ method: 'PUT', url, data }, options);
export const del = <T>(url: string, params?: Record<string, unknown>, options?: RequestOptions) =>
  request<T>({ method: 'DELETE', url, ...(params ? { params } : {}) }, options);

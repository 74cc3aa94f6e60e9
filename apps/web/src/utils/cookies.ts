import Cookies from 'js-cookie';

/** The cookies the spec persists client state in (spec §3). */
export const CookieNames = {
  token: 'Admin-Token',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
  language: 'language',
  tenant: 'tenant',
  tenantName: 'tenantName',
} as const;

const options: Cookies.CookieAttributes = { sameSite: 'Lax', expires: 365 };

export const getCookie = (name: string) => Cookies.get(name);
export const setCookie = (name: string, value: string, session = false) =>
  Cookies.set(name, value, session ? { sameSite: 'Lax' } : options);
export const removeCookie = (name: string) => Cookies.remove(name);

export const getToken = () => getCookie(CookieNames.token);
export const setToken = (token: string) => setCookie(CookieNames.token, token, true);
export const removeToken = () => removeCookie(CookieNames.token);

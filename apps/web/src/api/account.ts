import { get, post, put, request, type RequestOptions } from './request';

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
}

/**
 * The spec's token request (§3): form-encoded password grant. It names no client, so the server
 * treats it as the portal's own public client: a browser cannot keep a client secret.
 */
export function requestToken(username: string, password: string) {
  const form = new URLSearchParams({
    grant_type: 'password',
    scope: 'offline_access openid profile roles email phone SupplierPortal',
    username: username.trim(),
    password,
  });
  return request<TokenResponse>(
    {
      method: 'POST',
      url: '/connect/token',
      data: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    { silent: true },
  );
}

export interface Profile {
  userName: string;
  email: string;
  name: string | null;
  surname: string | null;
  phoneNumber: string | null;
  concurrencyStamp: string;
  extraProperties: { Avatar?: string; Introduction?: string; [key: string]: unknown };
}

export const getProfile = (silent = false) => get<Profile>('/api/account/my-profile', undefined, { silent });
export const updateProfile = (profile: Partial<Profile>) => put<Profile>('/api/account/my-profile', profile);
export const changePassword = (currentPassword: string, newPassword: string) =>
  post<void>('/api/account/my-profile/change-password', { currentPassword, newPassword });
/** Uploads a file anyone in the tenant may read (avatars); returns its id (contract §7.3). */
export function uploadPublicFile(file: File, module: string) {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<string>({
    method: 'POST',
    url: '/api/file-management/files/upload',
    params: { public: true, module },
    data: form,
  });
}
export const logoutSession = () => get<void>('/api/account/logout');

export interface RegisterInput {
  userName: string;
  emailAddress: string;
  password: string;
}
export const register = (input: RegisterInput, options?: RequestOptions) =>
  post('/api/account/register', { ...input, appName: 'SupplierPortal' }, options);

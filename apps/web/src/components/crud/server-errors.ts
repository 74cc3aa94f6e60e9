import { AxiosError } from 'axios';
import type { FormInstance } from 'antd';

interface ValidationErrorInfo {
  message?: string;
  members?: string[];
}

/** The ABP envelope's field errors of a failed request (`error.validationErrors`), with its message. */
export function serverFieldErrors(error: unknown): { message: string; fields: ValidationErrorInfo[] } {
  if (!(error instanceof AxiosError)) return { message: '', fields: [] };
  const body = error.response?.data as
    { error?: { message?: string; validationErrors?: ValidationErrorInfo[] } } | undefined;
  return { message: body?.error?.message ?? '', fields: body?.error?.validationErrors ?? [] };
}

/** `contacts.0.email` → `['contacts', 0, 'email']`, antd's name path. */
const namePath = (member: string) => member.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Shows a refused save's field errors on the fields themselves (a duplicate code, a bad phone
 * number), as well as in the toast the HTTP client already gave: an error with an empty message
 * takes the envelope's own. Members the form has no field for are left to the toast.
 */
export function showServerErrors(form: FormInstance, error: unknown): void {
  const { message, fields } = serverFieldErrors(error);
  const known = new Set(
    Object.keys(form.getFieldsValue(true) as Record<string, unknown>).map((k) => k.toLowerCase()),
  );
  const entries = fields.flatMap((f) =>
    (f.members ?? [])
      .filter((m) => known.has(m.split('.')[0]!.toLowerCase()))
      .map((m) => ({ name: namePath(m[0]!.toLowerCase() + m.slice(1)), errors: [f.message || message] })),
  );
  if (entries.length) form.setFields(entries);
}

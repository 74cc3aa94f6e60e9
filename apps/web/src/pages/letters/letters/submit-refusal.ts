import type { LetterItemDto } from '@sp/contracts';
import { AxiosError } from 'axios';

export interface ItemProblem {
  itemCode: string | null;
  message: string;
}

export interface Refusal {
  message: string;
  problems: ItemProblem[];
}

type Body = {
  error?: {
    message?: unknown;
    details?: unknown;
    data?: { problems?: unknown; items?: unknown };
    validationErrors?: unknown;
  };
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function problemOf(p: unknown, codes: ReadonlySet<string>): ItemProblem | null {
  if (typeof p === 'string') return { itemCode: null, message: p };
  if (!p || typeof p !== 'object') return null;
  const o = p as Record<string, unknown>;
  const members = Array.isArray(o.members) ? (o.members as unknown[]) : [];
  const candidates = [o.itemCode, o.item, o.code, ...members]
    .map((c) => (typeof c === 'string' ? c.replace(/^items\.?/i, '') : null))
    .filter((c): c is string => !!c);
  const itemCode = candidates.find((c) => codes.has(c)) ?? str(o.itemCode) ?? null;
  const message = str(o.message) ?? str(o.problem) ?? str(o.text);
  return message ? { itemCode, message } : null;
}

/**
 * What a refused submit said: its message and its per-item problems, from whichever shape the
 * server answers (`error.data.problems`, `error.validationErrors`, or `error.details` lines), each
 * tied to an item of the letter when it names one.
 */
export function refusalOf(error: unknown, items: readonly Pick<LetterItemDto, 'itemCode'>[]): Refusal | null {
  if (!(error instanceof AxiosError)) return null;
  const body = error.response?.data as Body | undefined;
  const e = body?.error;
  if (!e) return null;
  const codes = new Set(items.map((i) => i.itemCode));
  const raw = Array.isArray(e.data?.problems)
    ? (e.data.problems as unknown[])
    : Array.isArray(e.data?.items)
      ? (e.data.items as unknown[])
      : Array.isArray(e.validationErrors)
        ? (e.validationErrors as unknown[])
        : (str(e.details)?.split('\n') ?? []);
  const problems = raw.map((p) => problemOf(p, codes)).filter((p): p is ItemProblem => p !== null);
  return { message: str(e.message) ?? '', problems };
}

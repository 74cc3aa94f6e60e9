import {
  LETTER_FILE_WARN_DAYS,
  letterOverdue,
  letterWorkflow,
  workflowStatuses,
  type LetterStatusValue,
} from '@sp/contracts';
import dayjs from 'dayjs';
import { parseTime, today } from '../../../utils/time';
import { translateDynamic } from '../../../locales/i18n';

/** Which overview a letter page belongs to: the vendor's, the buyer's, or the other letters (both sides). */
export type LetterMode = 'vendor' | 'admin' | 'other';

const base = '/letter-of-recognition';
export const letterListPath: Record<LetterMode, string> = {
  vendor: `${base}/vendor-letter-overview`,
  admin: `${base}/admin-letter-overview`,
  other: `${base}/other-letter-overview`,
};
/** Where a letter opens from a list of this mode (the detail route of the same side). */
export const letterDetailPath = (mode: LetterMode, id: string) =>
  `${base}/${mode}-letter-detail?id=${encodeURIComponent(id)}`;

export const DAY = 'YYYY-MM-DD';

/** The status filter's options, texts from the workflow the tags use. */
export const letterStatusOptions = () =>
  workflowStatuses(letterWorkflow).map((value) => ({
    value,
    label: translateDynamic('SupplierPortal', letterWorkflow.statuses[value].text),
  }));

/** A workflow action's text (`Action:Submit`, `Letter:PassInitialCheck` …), or the name as it is. */
export const letterActionText = (action: string) =>
  translateDynamic(
    'SupplierPortal',
    (letterWorkflow.actionTexts as Record<string, string>)[action] ?? action,
  );

/** An enum value's text (`Enum:<Name>.<value>`, texts.ts); a blank value is a dash. */
export const enumText = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '—'
    : translateDynamic('SupplierPortal', `Enum:${name}.${value}`);

/** Whole days since a time (the list's "days in status"), counted on the display zone's calendar. */
export const daysSince = (time: string | null | undefined, now = dayjs(today())) =>
  time ? Math.max(0, now.startOf('day').diff(dayjs(parseTime(time, '{y}-{m}-{d}')), 'day')) : null;

/** The vendor still owes the letter and its due date has passed. */
export const isOverdue = (l: { dueDate: string | null; status: LetterStatusValue }, day = today()): boolean =>
  letterOverdue(l.status, l.dueDate, day);

/** A valid-to shown in red: within LETTER_FILE_WARN_DAYS days from today, or past. */
export const validToSoon = (validTo: string | null | undefined, day = dayjs(today())) =>
  !!validTo && dayjs(validTo).diff(day.startOf('day'), 'day') <= LETTER_FILE_WARN_DAYS;

/** A hash for the eye: its first and last characters. */
export const shortHash = (hash: string) =>
  hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;

/** The item accepts this file name (its extension is in `allowedExts`, or the item takes any). */
export const extAllowed = (fileName: string, allowedExts: readonly string[]) => {
  if (allowedExts.length === 0) return true;
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return allowedExts.some((e) => e.replace(/^\./, '').toLowerCase() === ext);
};

/** `accept` of the file input from the item's extensions. */
export const acceptOf = (allowedExts: readonly string[]) =>
  allowedExts.length ? allowedExts.map((e) => `.${e.replace(/^\./, '')}`).join(',') : undefined;

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1048576
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

import {
  NOTICE_CATEGORY_DICTIONARY,
  noticeAckWorkflow,
  noticeReplyWorkflow,
  noticeWorkflow,
  workflowStatuses,
} from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/request';
import { translateDynamic } from '../../../locales/i18n';

const base = '/system-notice';
export const adminListPath = `${base}/admin-notice-overview`;
export const vendorListPath = `${base}/vendor-notice-overview`;
export const adminEditPath = (id?: string) =>
  id ? `${base}/admin-edit-notice?id=${encodeURIComponent(id)}` : `${base}/admin-edit-notice`;
export const adminDetailPath = (id: string) => `${base}/admin-notice-detail?id=${encodeURIComponent(id)}`;
export const vendorDetailPath = (id: string) => `${base}/vendor-edit-notice?id=${encodeURIComponent(id)}`;

export const DAY = 'YYYY-MM-DD';

/** An enum value's text (`Enum:<Name>.<value>`, notices texts.ts); a blank value is a dash. */
export const enumText = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '—'
    : translateDynamic('SupplierPortal', `Enum:${name}.${value}`);

export const enumOptions = <V extends string>(name: string, values: readonly V[]) =>
  values.map((value) => ({ value, label: enumText(name, value) }));

export const noticeStatusOptions = () =>
  workflowStatuses(noticeWorkflow).map((value) => ({
    value,
    label: translateDynamic('SupplierPortal', noticeWorkflow.statuses[value].text),
  }));

/** A workflow action's text, from whichever notice workflow names it. */
export const noticeActionText = (action: string) => {
  const texts = {
    ...(noticeReplyWorkflow.actionTexts as Record<string, string>),
    ...(noticeAckWorkflow.actionTexts as Record<string, string>),
    ...(noticeWorkflow.actionTexts as Record<string, string>),
  };
  return translateDynamic('SupplierPortal', texts[action] ?? action);
};

interface DictionaryItemDto {
  label: string;
  value: string;
}

const dictionaryItems = (name: string) =>
  get<{ items: DictionaryItemDto[] }>(`/api/data-dictionary/dictionary/by-name/${name}/items`, undefined, {
    silent: true,
  }).then((r) => r.items);

/** A tenant dictionary's items as select options, and the label of a code. */
export function useDictionary(name: string) {
  const items = useQuery({
    queryKey: ['dictionary-items', name],
    queryFn: () => dictionaryItems(name),
    staleTime: 60_000,
  });
  // "交付 (DELIVERY)": the tenant's word beside the code the imports and filters use.
  const options = (items.data ?? []).map((i) => ({
    value: i.value,
    label: i.label === i.value ? i.value : `${i.label} (${i.value})`,
  }));
  const labelOf = (code: string | null | undefined) =>
    code ? (items.data?.find((i) => i.value === code)?.label ?? code) : '—';
  return { options, labelOf, loading: items.isLoading };
}

export const useNoticeCategories = () => useDictionary(NOTICE_CATEGORY_DICTIONARY);

/** "12/15" with the share as a bar's percent. */
export const ratio = (n: number, total: number) => ({
  text: `${n}/${total}`,
  percent: total > 0 ? Math.round((n * 100) / total) : 0,
});

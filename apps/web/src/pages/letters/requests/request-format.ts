import { partNoConfirmWorkflow, workflowStatuses, type PartNoConfirmDto } from '@sp/contracts';
import { translateDynamic } from '../../../locales/i18n';

const base = '/letter-of-recognition';
/** Where a request opens: its details and the vendor's answer. */
export const requestPath = (id: string) => `${base}/update-partno-confirm?id=${encodeURIComponent(id)}`;
export const requestListPath = `${base}/partno-confirm`;
/** Where the vendor fills the letter started from a request. */
export const vendorLetterPath = (id: string) => `${base}/vendor-letter-detail?id=${encodeURIComponent(id)}`;
/** Where the buyer follows it. */
export const adminLetterPath = (id: string) => `${base}/admin-letter-detail?id=${encodeURIComponent(id)}`;

export const DAY = 'YYYY-MM-DD';

const text = (key: string) => translateDynamic('SupplierPortal', key);

/** The status filter's options, texts from the workflow the tags use. */
export const requestStatusOptions = () =>
  workflowStatuses(partNoConfirmWorkflow).map((value) => ({
    value,
    label: text(partNoConfirmWorkflow.statuses[value].text),
  }));

/** A workflow action's button text. */
export const actionText = (action: string) =>
  text((partNoConfirmWorkflow.actionTexts as Record<string, string>)[action] ?? action);

export const requestTypeText = (t: string) => text(`Enum:LetterRequestType.${t}`);
export const letterTypeText = (t: string) => text(`Enum:LetterType.${t}`);
export const otherTypeText = (t: string) => text(`Enum:OtherLetterType.${t}`);

/** What a request is about: the part (number and name), or the kind of other letter. */
export const subjectOf = (r: Pick<PartNoConfirmDto, 'letterType' | 'otherType' | 'partNo' | 'partName'>) =>
  r.letterType === 'Other'
    ? r.otherType
      ? otherTypeText(r.otherType)
      : letterTypeText('Other')
    : [r.partNo, r.partName].filter(Boolean).join(' ');

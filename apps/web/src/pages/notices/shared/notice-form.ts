import {
  NOTICE_QUALITY_CATEGORY,
  noticeCreateSchema,
  pickText,
  type Culture,
  type NoticeCreateInput,
  type NoticePriorityValue,
  type NoticeProblemTypeValue,
  type NoticeTargetScopeValue,
  type SupplierNoticeDto,
  type Texts,
} from '@sp/contracts';
import type { Dayjs } from 'dayjs';
import { pickedInstant, pickerValue } from '../../../utils/zoned-dayjs';

/** The form as antd holds it: the deadline as a picker's day and time. */
export interface Values {
  title: string;
  category?: string;
  priority: NoticePriorityValue;
  content: string;
  targetScope: NoticeTargetScopeValue;
  supplierIds: string[];
  materialCategories: string[];
  requireAck: boolean;
  ackDeadline: Dayjs | null;
  requireReply: boolean;
  replyTemplate?: string | null;
  problemType?: NoticeProblemTypeValue | null;
  fineAmount?: number | null;
  basis?: string | null;
}

export const emptyValues: Values = {
  title: '',
  priority: 'Medium',
  content: '',
  targetScope: 'Selected',
  supplierIds: [],
  materialCategories: [],
  requireAck: true,
  ackDeadline: null,
  requireReply: false,
  replyTemplate: null,
  problemType: null,
  fineAmount: null,
  basis: null,
};

export const toValues = (n: SupplierNoticeDto | undefined): Values =>
  n
    ? {
        title: n.title,
        category: n.category,
        priority: n.priority,
        content: n.content,
        targetScope: n.targetScope,
        supplierIds: n.supplierIds,
        materialCategories: n.materialCategories,
        requireAck: n.requireAck,
        ackDeadline: n.ackDeadline ? pickerValue(n.ackDeadline) : null,
        requireReply: n.requireReply,
        replyTemplate: n.replyTemplate,
        problemType: n.problemType,
        fineAmount: n.fineAmount,
        basis: n.basis,
      }
    : emptyValues;

/** The wire input: fields the chosen options do not use are sent empty. */
export const toInput = (v: Values): NoticeCreateInput => {
  const quality = v.category === NOTICE_QUALITY_CATEGORY;
  return {
    title: v.title?.trim() ?? '',
    category: v.category ?? '',
    priority: v.priority,
    content: v.content ?? '',
    targetScope: v.targetScope,
    supplierIds: v.targetScope === 'Selected' ? (v.supplierIds ?? []) : [],
    materialCategories: v.targetScope === 'ByCategory' ? (v.materialCategories ?? []) : [],
    requireAck: v.requireAck,
    ackDeadline:
      v.requireAck && v.ackDeadline
        ? pickedInstant(v.ackDeadline.second(0).millisecond(0)).toISOString()
        : null,
    requireReply: v.requireReply,
    replyTemplate: v.requireReply ? v.replyTemplate?.trim() || null : null,
    problemType: quality ? (v.problemType ?? null) : null,
    fineAmount: quality ? (v.fineAmount ?? null) : null,
    basis: quality ? v.basis?.trim() || null : null,
  };
};

/**
 * The contract's rules (`noticeCreateSchema`, the server's own) on an input: the first message
 * per field, in the language given (the rules carry their three texts), by field name.
 */
export function ruleErrors(input: NoticeCreateInput, language: Culture): Record<string, string> {
  const result = noticeCreateSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!name || name in fields) continue;
    const texts = (issue as { params?: { ruleTexts?: Texts } }).params?.ruleTexts;
    fields[name] = texts ? pickText(texts, language) : issue.message;
  }
  return fields;
}

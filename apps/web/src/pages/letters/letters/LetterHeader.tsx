import type { LetterDto } from '@sp/contracts';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import { enumText, isOverdue, letterDetailPath, validToSoon, type LetterMode } from './letter-format';

/**
 * A letter's header facts: what part (or which other letter), whose, by which template, when due,
 * its validity and conclusion, and the revision it replaces. Empty facts are left out.
 */
export function LetterHeader({ letter: l, mode }: { letter: LetterDto; mode: LetterMode }) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const time = (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '—';
  const field = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  const when = (cond: unknown, ...f: ReturnType<typeof field>[]) => (cond ? f : []);
  const conclusionColor =
    l.conclusion === 'Rejected' ? 'red' : l.conclusion === 'Approved' ? 'green' : 'orange';

  const items = [
    field(
      'type',
      L('Letter:LetterType'),
      l.letterType === 'Other'
        ? `${enumText('LetterType', l.letterType)} · ${enumText('OtherLetterType', l.otherType)}`
        : enumText('LetterType', l.letterType),
    ),
    field(
      'revision',
      L('Letter:Revision'),
      <span data-testid="letter-revision">
        {L('SupplierPortal', 'LetterPage:RevisionValue', l.revision)}
      </span>,
    ),
    ...when(
      l.partNo,
      field(
        'part',
        L('LetterPage:Part'),
        <span>
          <span className="letter-code">{l.partNo}</span> {l.partName ?? ''}
          {l.drawingRev && <span className="letter-muted"> · {l.drawingRev}</span>}
        </span>,
      ),
    ),
    ...when(
      l.drawingNo,
      field('drawing', L('Letter:DrawingNo'), `${l.drawingNo}${l.drawingRev ? ` (${l.drawingRev})` : ''}`),
    ),
    ...when(l.spec, field('spec', L('Field:Spec'), l.spec)),
    field(
      'supplier',
      L('Field:Supplier'),
      <span>
        <span className="letter-code">{l.supplierCode}</span> {l.supplierName}
      </span>,
    ),
    ...when(
      l.manufacturer || l.mpn,
      field('mpn', `${L('Field:Manufacturer')} / MPN`, `${l.manufacturer ?? '—'} / ${l.mpn ?? '—'}`),
    ),
    ...when(
      l.requestNo,
      field('request', L('Letter:RequestNo'), <span className="letter-code">{l.requestNo}</span>),
    ),
    ...when(
      l.requestType,
      field('requestType', L('Letter:RequestType'), enumText('LetterRequestType', l.requestType)),
    ),
    field(
      'template',
      L('Letter:CheckTemplate'),
      L('SupplierPortal', 'LetterPage:TemplateVersion', l.checkTemplateName, l.templateVersion),
    ),
    ...when(l.submissionLevel, field('level', L('Letter:SubmissionLevel'), l.submissionLevel)),
    ...when(
      l.dueDate,
      field(
        'due',
        L('Letter:DueDate'),
        <span className={isOverdue(l) ? 'letter-warn' : undefined} data-testid="letter-due">
          {l.dueDate} {isOverdue(l) && <Tag color="red">{L('LetterPage:Overdue')}</Tag>}
        </span>,
      ),
    ),
    ...when(l.ownerEngineerName, field('owner', L('Letter:OwnerEngineer'), l.ownerEngineerName)),
    ...when(l.submittedTime, field('submitted', L('Letter:SubmittedTime'), time(l.submittedTime))),
    ...when(
      l.initialCheckedTime,
      field('checked', L('LetterPage:InitialCheckedTime'), time(l.initialCheckedTime)),
    ),
    ...when(l.approvedTime, field('approved', L('Letter:ApprovedTime'), time(l.approvedTime))),
    ...when(
      l.validFrom || l.validTo,
      field(
        'validity',
        L('LetterPage:Validity'),
        <span data-testid="letter-validity">
          {l.validFrom ?? '…'} –{' '}
          <span className={validToSoon(l.validTo) ? 'letter-warn' : undefined}>{l.validTo ?? '…'}</span>
        </span>,
      ),
    ),
    ...when(
      l.conclusion,
      field(
        'conclusion',
        L('Letter:Conclusion'),
        <Tag color={conclusionColor} data-testid="letter-conclusion">
          {enumText('LetterConclusion', l.conclusion)}
        </Tag>,
      ),
    ),
    ...when(
      l.conditions,
      field('conditions', L('Letter:Conditions'), <span className="letter-pre">{l.conditions}</span>),
    ),
    ...when(l.deviationUntil, field('deviation', L('Letter:DeviationUntil'), l.deviationUntil)),
    ...when(
      l.rejectReason,
      field('reject', L('LetterPage:RejectReason'), <span className="letter-pre">{l.rejectReason}</span>),
    ),
    ...when(
      l.previousLetterId,
      field(
        'previous',
        L('LetterPage:PreviousRevision'),
        <Link to={letterDetailPath(mode, l.previousLetterId ?? '')} data-testid="letter-previous">
          {l.previousLetterNo ?? l.previousLetterId}
        </Link>,
      ),
    ),
    ...when(l.remark, field('remark', L('AbpUi', 'Remark'), <span className="letter-pre">{l.remark}</span>)),
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={mobile ? 1 : { xs: 1, sm: 2, lg: 3 }}
      items={items}
      className="letter-header"
      data-testid="letter-header"
    />
  );
}

import type { LetterApprovalDto } from '@sp/contracts';
import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { enumText, letterActionText, shortHash } from './letter-format';

/**
 * The letter's signature records, oldest first: step, action, who, when, comment and the SHA-256 of
 * the merged PDF the approval signed (shortened, with a copy button for the whole hash). Test ids:
 * `letter-approvals`, `approval-hash-${id}`.
 */
export function ApprovalsTable({ approvals }: { approvals: LetterApprovalDto[] }) {
  const L = useL();
  if (approvals.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={L('LetterPage:NoApprovals')}
        data-testid="letter-approvals-empty"
      />
    );
  const rows = [...approvals].sort((a, b) => a.time.localeCompare(b.time));
  const columns: TableColumnsType<LetterApprovalDto> = [
    { title: L('LetterPage:Step'), key: 'step', render: (_, a) => enumText('ApprovalStep', a.step) },
    { title: L('LetterPage:SignAction'), key: 'action', render: (_, a) => letterActionText(a.action) },
    { title: L('Field:Actor'), dataIndex: 'userName', key: 'user' },
    {
      title: L('Field:Time'),
      key: 'time',
      render: (_, a) => <span className="letter-nowrap">{parseTime(a.time)}</span>,
    },
    {
      title: L('Field:Comment'),
      key: 'comment',
      render: (_, a) => <span className="letter-pre letter-cell-text">{a.comment ?? '—'}</span>,
    },
    {
      title: L('LetterPage:Signature'),
      key: 'hash',
      render: (_, a) =>
        a.signatureHash ? (
          <span className="letter-hash" title={a.signatureHash}>
            <Typography.Text
              copyable={{
                text: a.signatureHash,
                tooltips: [L('AbpUi', 'Copy'), L('AbpUi', 'CopiedToTheClipboard')],
              }}
              data-testid={`approval-hash-${a.id}`}
              data-hash={a.signatureHash}
            >
              {shortHash(a.signatureHash)}
            </Typography.Text>
          </span>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Table<LetterApprovalDto>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      columns={columns}
      data-testid="letter-approvals"
    />
  );
}

import type { StatusHistoryDto, WorkflowDef } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Timeline, Typography } from 'antd';
import { getStatusHistory } from '../../api/workflow';
import { translateDynamic, useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';

/** Actions the workflow mechanism writes itself (not in a definition's table): a document's creation. */
const builtInActionTexts: Record<string, string> = { create: 'Action:Create' };

export const statusHistoryKey = (entityType: string, entityId: string) => [
  'workflow-history',
  entityType,
  entityId,
];

/**
 * A document's status history as a timeline, oldest first: the action, from -> to, who, when and
 * the comment. Rows come from `GET /api/app/workflow/history`, the ones the workflow writes with
 * every transition. Refresh it with `queryClient.invalidateQueries({ queryKey: statusHistoryKey(…) })`.
 */
export function StatusTimeline({ workflow, entityId }: { workflow: WorkflowDef; entityId: string }) {
  const L = useL();
  const history = useQuery({
    queryKey: statusHistoryKey(workflow.entity, entityId),
    queryFn: () => getStatusHistory(workflow.entity, entityId),
  });
  const text = (key: string) => translateDynamic('SupplierPortal', key);
  const status = (s: number | null) => (s === null ? '—' : text(workflow.statuses[s]?.text ?? String(s)));
  const tone = (row: StatusHistoryDto) => {
    const t = workflow.statuses[row.toStatus]?.tone;
    return t === 'success'
      ? 'green'
      : t === 'error'
        ? 'red'
        : t === 'warning'
          ? 'orange'
          : t === 'processing'
            ? 'blue'
            : 'gray';
  };

  if (history.isLoading) return <Spin data-testid="status-timeline-loading" />;
  const rows = history.data ?? [];
  if (rows.length === 0)
    return (
      <Empty
        data-testid="status-timeline-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={L('Workflow:NoHistory')}
      />
    );

  return (
    <Timeline
      data-testid="status-timeline"
      items={rows.map((row) => ({
        key: row.id,
        color: tone(row),
        children: (
          <div data-testid="status-timeline-entry" data-action={row.action}>
            <Typography.Text strong>
              {text(workflow.actionTexts[row.action] ?? builtInActionTexts[row.action] ?? row.action)}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">
              {L('SupplierPortal', 'Workflow:Transition', status(row.fromStatus), status(row.toStatus))}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {row.actorName ?? '—'} · {parseTime(row.creationTime)}
              </Typography.Text>
            </div>
            {row.comment && <div className="status-timeline-comment">{row.comment}</div>}
          </div>
        ),
      }))}
    />
  );
}

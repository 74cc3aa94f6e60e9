import { Policies } from '@sp/contracts';
import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  deleteAuditLogs,
  exportAuditLogs,
  getAuditLogs,
  type AuditLog,
  type AuditLogFilters,
} from '../../api/audit-logs';
import { ListPage, useBatchDelete, useHasPolicy, useServerList } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { parseTime } from '../../utils/time';
import { AuditLogDrawer } from './AuditLogDrawer';
import { AuditLogFilterBar } from './AuditLogFilterBar';
import { DurationTag, MethodTag, StatusTag } from './AuditTags';
import './audit-logs.css';

const noFilters: AuditLogFilters = {};
const sortable = ['httpStatusCode', 'httpMethod', 'url', 'userName', 'executionTime', 'executionDuration'];

/** The Detail button's column (the table's layout is fixed: it needs a width). */
const actionsWidth = 76;

const tableWidth = (columns: ColumnsType<AuditLog>, selectable: boolean) =>
  columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), selectable ? 32 : 0) +
  actionsWidth;

/**
 * /auditlogs/auditlog: the requests that changed data, newest first, with every filter of the
 * template, coloured tags, a detail drawer (the request and its entity changes, old -> new),
 * delete-selected and an Excel export of the filtered list.
 */
export default function AuditLogsPage() {
  const L = useL();
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const canDelete = useHasPolicy(Policies.AbpAuditLogging.Delete.name);
  const list = useServerList<AuditLog, AuditLogFilters>('audit-logs', getAuditLogs, noFilters);
  const [detail, setDetail] = useState<string | null>(null);
  const batch = useBatchDelete<AuditLog>({
    enabled: canDelete,
    testId: 'delete-selected',
    showCount: true,
    message: (n) => L('AbpAuditLogging', 'DeleteSelectedConfirmationMessage', n),
    run: deleteAuditLogs,
    then: () => list.refetch(),
  });

  const columns: ColumnsType<AuditLog> = [
    {
      title: A('HttpStatusCode'),
      key: 'httpStatusCode',
      dataIndex: 'httpStatusCode',
      width: 110,
      render: (code: number | null) => <StatusTag code={code} />,
    },
    {
      title: A('HttpMethod'),
      key: 'httpMethod',
      dataIndex: 'httpMethod',
      width: 100,
      render: (m: string | null) => <MethodTag method={m} />,
    },
    {
      title: A('Url'),
      key: 'url',
      dataIndex: 'url',
      width: 230,
      ellipsis: { showTitle: false },
      render: (url: string | null) => (
        <Tooltip title={url} placement="topLeft">
          <span data-testid="audit-url">{url}</span>
        </Tooltip>
      ),
    },
    {
      title: A('UserName'),
      key: 'userName',
      dataIndex: 'userName',
      width: 110,
      ellipsis: true,
    },
    { title: A('ClientIpAddress'), key: 'clientIpAddress', dataIndex: 'clientIpAddress', width: 120 },
    {
      title: A('ExecutionTime'),
      key: 'executionTime',
      dataIndex: 'executionTime',
      width: 165,
      render: (t: string) => parseTime(t),
    },
    {
      title: A('ExecutionDuration'),
      key: 'executionDuration',
      dataIndex: 'executionDuration',
      width: 110,
      render: (ms: number) => <DurationTag ms={ms} />,
    },
    { title: A('TenantName'), key: 'tenantName', dataIndex: 'tenantName', width: 110, ellipsis: true },
  ];

  return (
    <ListPage
      list={list}
      testId="page-audit-logs"
      tableTestId="audit-logs-table"
      // What a 1366 px screen leaves out until the user asks for it (the column picker).
      hiddenColumns={['clientIpAddress']}
      header={
        <AuditLogFilterBar
          draft={list.draft}
          setDraft={list.setDraft}
          onSearch={list.search}
          mobile={mobile}
        />
      }
      search={false}
      columns={columns}
      sortable={sortable}
      onExport={() => exportAuditLogs(list.params)}
      toolbarActions={batch.button}
      actionsColumn={{ width: actionsWidth }}
      rowTestId={(row) => `audit-row-${row.id}`}
      rowActions={(row) => [{ key: 'detail', label: L('AbpUi', 'Detail'), onClick: () => setDetail(row.id) }]}
      // The columns' own widths (URL and user cut with an ellipsis), scrolled where they do not fit.
      table={{ scroll: { x: tableWidth(columns, canDelete) }, rowSelection: batch.rowSelection }}
    >
      <AuditLogDrawer id={detail} onClose={() => setDetail(null)} mobile={mobile} />
    </ListPage>
  );
}

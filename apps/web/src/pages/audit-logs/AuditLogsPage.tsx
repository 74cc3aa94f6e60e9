import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Policies } from '@sp/contracts';
import { Button, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type HTMLAttributes } from 'react';
import {
  deleteAuditLogs,
  exportAuditLogs,
  getAuditLogs,
  type AuditLog,
  type AuditLogFilters,
} from '../../api/audit-logs';
import {
  confirmDelete,
  ListToolbar,
  PageContainer,
  toastDeleted,
  useHasPolicy,
  useServerList,
} from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { AuditLogDrawer } from './AuditLogDrawer';
import { AuditLogFilterBar } from './AuditLogFilterBar';
import { DurationTag, MethodTag, StatusTag } from './AuditTags';
import { formatDateTime } from './format';
import { useTimeZone } from './useTimeZone';
import './audit-logs.css';

const noFilters: AuditLogFilters = {};

const tableWidth = (columns: ColumnsType<AuditLog>, selectable: boolean) =>
  columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), selectable ? 32 : 0);

/**
 * /auditlogs/auditlog: the requests that changed data, newest first, with every filter of the
 * template, coloured tags, a detail drawer (the request and its entity changes, old -> new),
 * delete-selected and an Excel export of the filtered list.
 */
export default function AuditLogsPage() {
  const L = useL();
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);
  const zone = useTimeZone();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const canDelete = useHasPolicy(Policies.AbpAuditLogging.Delete.name);
  const list = useServerList<AuditLog, AuditLogFilters>('audit-logs', getAuditLogs, noFilters);
  const [selected, setSelected] = useState<string[]>([]);
  const [detail, setDetail] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const deleteSelected = async () => {
    const ok = await confirmDelete(
      '',
      L('AbpAuditLogging', 'DeleteSelectedConfirmationMessage', selected.length),
    );
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteAuditLogs(selected);
      toastDeleted();
      setSelected([]);
      await list.refetch();
    } catch {
      // The request client has shown the server's message.
    } finally {
      setDeleting(false);
    }
  };

  const doExport = async () => {
    setExporting(true);
    try {
      await exportAuditLogs(list.params);
    } catch {
      // Shown by the request client.
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<AuditLog> = [
    {
      title: A('HttpStatusCode'),
      key: 'httpStatusCode',
      dataIndex: 'httpStatusCode',
      sorter: true,
      width: 110,
      render: (code: number | null) => <StatusTag code={code} />,
    },
    {
      title: A('HttpMethod'),
      key: 'httpMethod',
      dataIndex: 'httpMethod',
      sorter: true,
      width: 100,
      render: (m: string | null) => <MethodTag method={m} />,
    },
    {
      title: A('Url'),
      key: 'url',
      dataIndex: 'url',
      sorter: true,
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
      sorter: true,
      width: 110,
      ellipsis: true,
    },
    { title: A('ClientIpAddress'), key: 'clientIpAddress', dataIndex: 'clientIpAddress', width: 120 },
    {
      title: A('ExecutionTime'),
      key: 'executionTime',
      dataIndex: 'executionTime',
      sorter: true,
      width: 165,
      render: (t: string) => formatDateTime(t, zone),
    },
    {
      title: A('ExecutionDuration'),
      key: 'executionDuration',
      dataIndex: 'executionDuration',
      sorter: true,
      width: 110,
      render: (ms: number) => <DurationTag ms={ms} />,
    },
    { title: A('TenantName'), key: 'tenantName', dataIndex: 'tenantName', width: 110, ellipsis: true },
    {
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      width: 76,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setDetail(row.id)} data-testid={`detail-${row.id}`}>
          {L('AbpUi', 'Detail')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer testId="page-audit-logs">
      <AuditLogFilterBar
        draft={list.draft}
        setDraft={list.setDraft}
        onSearch={list.search}
        zone={zone}
        mobile={mobile}
      />
      <ListToolbar
        onSearch={list.search}
        onReset={list.reset}
        onExport={() => void doExport()}
        exporting={exporting}
        actions={
          canDelete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              loading={deleting}
              onClick={() => void deleteSelected()}
              data-testid="delete-selected"
            >
              {L('AbpUi', 'BatchDelete')}
              {selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          )
        }
      />
      <Table<AuditLog>
        rowKey="id"
        size="middle"
        columns={columns}
        // The columns' own widths (URL and user cut with an ellipsis), scrolled where they do not fit.
        scroll={{ x: tableWidth(columns, canDelete) }}
        rowSelection={
          canDelete
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
        onRow={(row) => ({ 'data-testid': `audit-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
        {...list.tableProps}
      />
      <AuditLogDrawer id={detail} onClose={() => setDetail(null)} zone={zone} mobile={mobile} />
    </PageContainer>
  );
}

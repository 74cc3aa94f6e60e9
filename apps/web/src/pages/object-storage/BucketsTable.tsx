import { Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { Bucket, StorageModule } from '../../api/object-storage';
import { type KeySuffix, useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';
import { formatBytes } from './format';

interface Props {
  buckets: Bucket[];
  modules: StorageModule[];
  loading: boolean;
  empty?: ReactNode;
}

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

/** A server's buckets with what they hold (counted by the server, up to its cap) and who uses them. */
export function BucketsTable({ buckets, modules, loading, empty }: Props) {
  const L = useL();
  const O = (key: KeySuffix<'ObjectStorage:'>, ...args: unknown[]) =>
    L('SupplierPortal', `ObjectStorage:${key}`, ...args);
  const moduleName = new Map(modules.map((m) => [m.value, m.name]));

  const columns: TableColumnsType<Bucket> = [
    {
      title: O('BucketName'),
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => byText(a.name, b.name),
      defaultSortOrder: 'ascend',
      render: (name: string, b) => (
        <span className="os-bucket-name">
          <span className="os-code">{name}</span>
          {b.isDefault && <Tag color="blue">{O('DefaultBucket')}</Tag>}
        </span>
      ),
    },
    {
      title: O('CreationDate'),
      dataIndex: 'creationDate',
      key: 'creationDate',
      sorter: (a, b) => byText(a.creationDate, b.creationDate),
      render: (v: string | null) => parseTime(v) ?? <span className="os-muted">—</span>,
    },
    {
      title: O('ObjectCount'),
      dataIndex: 'objectCount',
      key: 'objectCount',
      align: 'right',
      sorter: (a, b) => a.objectCount - b.objectCount,
      render: (n: number, b) =>
        b.countTruncated ? (
          <span className="os-truncated">{O('CountTruncated', n.toLocaleString())}</span>
        ) : (
          n.toLocaleString()
        ),
    },
    {
      title: O('TotalSize'),
      dataIndex: 'totalSize',
      key: 'totalSize',
      align: 'right',
      sorter: (a, b) => a.totalSize - b.totalSize,
      render: (size: number, b) => (
        <span title={`${size.toLocaleString()} B`}>
          {b.countTruncated ? '≥ ' : ''}
          {formatBytes(size)}
        </span>
      ),
    },
    {
      title: O('Modules'),
      dataIndex: 'modules',
      key: 'modules',
      render: (list: string[]) =>
        list.length ? (
          <span className="os-modules">
            {list.map((m) => (
              <Tag key={m}>{moduleName.get(m) ?? m}</Tag>
            ))}
          </span>
        ) : (
          <span className="os-muted">—</span>
        ),
    },
  ];

  const pagination: TableProps<Bucket>['pagination'] =
    buckets.length > 20 ? { pageSize: 20, showSizeChanger: false } : false;

  return (
    <Table<Bucket>
      rowKey="name"
      columns={columns}
      dataSource={buckets}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={empty ? { emptyText: empty } : undefined}
      data-testid="buckets-table"
    />
  );
}

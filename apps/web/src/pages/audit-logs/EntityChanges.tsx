import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { Card, Empty, Table, Tag, Tooltip, Typography } from 'antd';
import { ChangeType, type EntityChange, type PropertyChange } from '../../api/audit-logs';
import { type TextKey, useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';
import { displayValue, shortTypeName } from './format';

const typeInfo: Record<ChangeType, { key: TextKey<'AbpAuditLogging'>; color: string }> = {
  [ChangeType.Created]: { key: 'ChangeType:Created', color: 'success' },
  [ChangeType.Updated]: { key: 'ChangeType:Updated', color: 'processing' },
  [ChangeType.Deleted]: { key: 'ChangeType:Deleted', color: 'error' },
};

function Value({ value, testId }: { value: string | null; testId: string }) {
  const text = displayValue(value);
  if (text === null) return <span className="audit-value is-empty">—</span>;
  return (
    <span className="audit-value" data-testid={testId}>
      {text}
    </span>
  );
}

/** The entity changes of one request: per change its type, entity and time, then old -> new per property. */
export function EntityChanges({ changes }: { changes: EntityChange[] }) {
  const L = useL();
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);
  if (changes.length === 0) return <Empty description={A('NoEntityChanges')} />;
  return (
    <div className="audit-changes">
      {changes.map((c) => {
        const info = typeInfo[c.changeType] ?? typeInfo[ChangeType.Updated];
        return (
          <Card
            key={c.id}
            size="small"
            className="audit-change"
            data-testid="entity-change"
            title={
              <div className="audit-change-title">
                <Tag color={info.color} data-testid="entity-change-type">
                  {A(info.key)}
                </Tag>
                <Tooltip title={c.entityTypeFullName}>
                  <span className="audit-change-type">{shortTypeName(c.entityTypeFullName)}</span>
                </Tooltip>
                <Typography.Text type="secondary" copyable className="audit-change-id">
                  {c.entityId}
                </Typography.Text>
              </div>
            }
            extra={<span className="audit-change-time">{parseTime(c.changeTime)}</span>}
          >
            <Table<PropertyChange>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={c.propertyChanges}
              columns={[
                {
                  title: A('PropertyName'),
                  dataIndex: 'propertyName',
                  render: (name: string) => <code data-testid="property-name">{name}</code>,
                },
                {
                  title: A('OriginalValue'),
                  dataIndex: 'originalValue',
                  render: (v: string | null) => <Value value={v} testId="property-original" />,
                },
                {
                  key: 'arrow',
                  width: 24,
                  render: () => <ArrowRightOutlined className="audit-arrow" />,
                },
                {
                  title: A('NewValue'),
                  dataIndex: 'newValue',
                  render: (v: string | null) => <Value value={v} testId="property-new" />,
                },
              ]}
            />
          </Card>
        );
      })}
    </div>
  );
}

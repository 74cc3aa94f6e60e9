import type { BomListItemDto } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useL } from '../../../locales/i18n';
import { compareBoms, getRevisions } from '../bom-api';
import { effectiveText } from '../bom-format';
import { BomStatusTag } from './BomStatusTag';
import { CompareResult } from './ComparePanel';

/**
 * Every revision of one parent (and supplier): tick two to compare them (the older first); a
 * revision's number opens it. Test ids: `revisions`, `revision-${revision}`, `revisions-compare`.
 */
export function RevisionsPanel({
  bom,
  open,
}: {
  bom: Pick<BomListItemDto, 'id' | 'parentPartNo' | 'supplierId'>;
  open: (id: string) => string;
}) {
  const L = useL();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['bom-revisions', bom.parentPartNo, bom.supplierId],
    queryFn: () => getRevisions(bom.parentPartNo, bom.supplierId),
  });
  const rows = (query.data?.items ?? [])
    .filter((r) => r.supplierId === bom.supplierId && r.parentPartNo === bom.parentPartNo)
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  const [chosen, setChosen] = useState<string[]>([]);
  const [pair, setPair] = useState<[string, string] | null>(null);
  const result = useQuery({
    queryKey: ['bom-compare', pair?.[0], pair?.[1]],
    queryFn: () => compareBoms(pair![0], pair![1]),
    enabled: !!pair,
  });
  const compare = () => {
    const two = rows
      .filter((r) => chosen.includes(r.id))
      .sort((a, b) => a.creationTime.localeCompare(b.creationTime));
    if (two.length === 2) setPair([two[0]!.id, two[1]!.id]);
  };
  return (
    <div data-testid="revisions">
      <Space wrap className="bom-toolbar">
        <Button
          type="primary"
          disabled={chosen.length !== 2}
          onClick={compare}
          data-testid="revisions-compare"
        >
          {L('BomPage:CompareTwo')}
        </Button>
        {chosen.length !== 2 && <span className="bom-muted">{L('BomPage:PickTwo')}</span>}
      </Space>
      <Table<BomListItemDto>
        rowKey="id"
        size="small"
        className="bom-table"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen((keys as string[]).slice(-2)),
          hideSelectAll: true,
        }}
        onRow={(r) => ({ 'data-testid': `revision-${r.revision}` }) as object}
        columns={[
          {
            title: L('Field:Revision'),
            key: 'revision',
            render: (_: unknown, r) =>
              r.id === bom.id ? (
                <strong>{r.revision}</strong>
              ) : (
                <Button
                  type="link"
                  size="small"
                  className="bom-link"
                  onClick={() => void navigate(open(r.id))}
                >
                  {r.revision}
                </Button>
              ),
          },
          { title: L('Field:BomNo'), dataIndex: 'bomNo', key: 'bomNo' },
          {
            title: L('Field:Status'),
            dataIndex: 'status',
            key: 'status',
            render: (s: number) => <BomStatusTag status={s} />,
          },
          {
            title: L('BomPage:Effective'),
            key: 'effective',
            render: (_: unknown, r) => effectiveText(r.effectiveFrom, r.effectiveTo),
          },
          {
            title: L('BomPage:Ecn'),
            dataIndex: 'ecnNo',
            key: 'ecnNo',
            render: (v: string | null) => v ?? '—',
          },
          { title: L('BomPage:Lines'), dataIndex: 'lineCount', key: 'lineCount', align: 'right' },
        ]}
      />
      {pair && result.data && (
        <div className="bom-compare-below">
          <CompareResult result={result.data} />
        </div>
      )}
      {rows.length === 1 && (
        <Alert type="info" showIcon message={L('BomPage:NoOtherRevision')} className="bom-alert" />
      )}
    </div>
  );
}

import DownOutlined from '@ant-design/icons/DownOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { bomWorkflow, type BomDto } from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Space, Tabs } from 'antd';
import { useState } from 'react';
import {
  DetailPage,
  StatusTimeline,
  WorkflowActions,
  statusHistoryKey,
  useRecordId,
} from '../../../components/detail';
import { useL } from '../../../locales/i18n';
import { bomAction, downloadBomReport, exportBom, getBom } from '../bom-api';
import { bomPaths } from '../bom-format';
import { BomHeader } from '../shared/BomHeader';
import { ComparePanel } from '../shared/ComparePanel';
import { LinesTable } from '../shared/LinesTable';
import { TreePanel } from '../shared/TreePanel';
import { WhereUsedPanel } from '../shared/WhereUsedPanel';
import { ConfirmSupplyDialog, RequestUpdateDialog } from './BomDialogs';
import '../bom.css';

const SUPPLIER_ACTIONS = ['submit', 'recall'];

/** Refresh every list and view of BOMs after a change. */
export function useBomRefresh(id: string, refetch: () => Promise<unknown>) {
  const client = useQueryClient();
  return async () => {
    await refetch();
    void client.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('bom'),
    });
    void client.invalidateQueries({ queryKey: statusHistoryKey(bomWorkflow.entity, id) });
  };
}

/**
 * One BOM revision for engineering (`bom-detail?id=`): the header, the actions the server allows
 * (approve, reject with a reason, release, obsolete; confirm the lines we supply, request an
 * update), export single- or multi-level and the PDF report; tabs for the multi-level structure,
 * the lines, compare with another revision and where-used; the status history.
 * Test ids: `page-bom-detail`, `bom-tab-*`, `bom-export`, `bom-report`, `bom-confirm-supply`,
 * `bom-request-update`, `wf-${action}-${id}`.
 */
export default function BomDetailPage() {
  const L = useL();
  const id = useRecordId() ?? '';
  const query = useQuery({ queryKey: ['bom', id], queryFn: () => getBom(id), enabled: !!id });
  const b = query.data;
  const refresh = useBomRefresh(id, query.refetch);
  const [dialog, setDialog] = useState<'supply' | 'update' | null>(null);
  const [busy, setBusy] = useState(false);
  const can = (a: string) => !!b?.allowedActions.includes(a);
  const pendingSupply =
    b?.lines.filter((l) => l.materialSource === 'CustomerSupplied' && !l.supplyConfirmed).length ?? 0;

  const perform = async (action: string, comment: string | undefined) => {
    if (!b) return;
    await bomAction(b.id, action, {
      ...(comment !== undefined ? { reason: comment } : {}),
      concurrencyStamp: b.concurrencyStamp,
    });
  };

  const download = async (run: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await run();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const actions = b && (
    <Space wrap size={8}>
      <WorkflowActions
        workflow={bomWorkflow}
        row={{ id: b.id, allowedActions: b.allowedActions }}
        subject={b.bomNo}
        perform={perform}
        onDone={refresh}
        // Submitting and withdrawing are the supplier's, on its editor.
        exclude={SUPPLIER_ACTIONS}
      />
      {can('confirmSupply') && pendingSupply > 0 && (
        <Button onClick={() => setDialog('supply')} data-testid="bom-confirm-supply">
          {L('BomPage:ConfirmSupply')} ({pendingSupply})
        </Button>
      )}
      {can('requestUpdate') && (
        <Button onClick={() => setDialog('update')} data-testid="bom-request-update">
          {L('BomPage:RequestUpdate')}
        </Button>
      )}
      <BomDownloads bom={b} busy={busy} run={download} />
    </Space>
  );

  return (
    <DetailPage
      testId="page-bom-detail"
      title={b ? `${b.bomNo} · ${b.revision}` : undefined}
      status={b ? { workflow: bomWorkflow, value: b.status } : undefined}
      loading={query.isLoading}
      notFound={query.isError}
      backTo={bomPaths.admin}
      actions={actions}
      sections={
        b
          ? [
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={bomWorkflow} entityId={b.id} />,
              },
            ]
          : []
      }
    >
      {b && (
        <>
          <BomHeader bom={b} />
          <BomTabs bom={b} />
          <ConfirmSupplyDialog
            key={`s-${dialog}`}
            bom={b}
            open={dialog === 'supply'}
            onClose={() => setDialog(null)}
            onDone={refresh}
          />
          <RequestUpdateDialog
            key={`u-${dialog}`}
            bom={b}
            open={dialog === 'update'}
            onClose={() => setDialog(null)}
            onDone={refresh}
          />
        </>
      )}
    </DetailPage>
  );
}

/** Export (single / multi-level) and the PDF report. */
export function BomDownloads({
  bom: b,
  busy,
  run,
}: {
  bom: BomDto;
  busy: boolean;
  run: (f: () => Promise<unknown>) => Promise<void>;
}) {
  const L = useL();
  return (
    <Space wrap size={8}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'single',
              label: <span data-testid="bom-export-single">{L('BomPage:ExportSingle')}</span>,
            },
            { key: 'multi', label: <span data-testid="bom-export-multi">{L('BomPage:ExportMulti')}</span> },
          ],
          onClick: ({ key }) => void run(() => exportBom(b, key as 'single' | 'multi')),
        }}
      >
        <Button loading={busy} data-testid="bom-export">
          {L('Action:Export')} <DownOutlined />
        </Button>
      </Dropdown>
      <Button
        icon={<FilePdfOutlined />}
        onClick={() => void run(() => downloadBomReport(b))}
        data-testid="bom-report"
      >
        {L('BomPage:ReportPdf')}
      </Button>
    </Space>
  );
}

/** Structure, lines, compare and where-used of one revision. */
export function BomTabs({ bom: b, initial = 'tree' }: { bom: BomDto; initial?: string }) {
  const L = useL();
  const tab = (key: string, label: string) => <span data-testid={`bom-tab-${key}`}>{label}</span>;
  return (
    <Tabs
      className="bom-tabs"
      defaultActiveKey={initial}
      destroyOnHidden
      items={[
        { key: 'tree', label: tab('tree', L('BomPage:Tree')), children: <TreePanel id={b.id} /> },
        {
          key: 'lines',
          label: tab('lines', `${L('BomPage:LinesTab')} (${b.lines.length})`),
          children: <LinesTable lines={b.lines} />,
        },
        {
          key: 'compare',
          label: tab('compare', L('BomPage:Compare')),
          children: <ComparePanel bom={b} copiedFromId={b.copiedFromId} />,
        },
        {
          key: 'where-used',
          label: tab('where-used', L('BomPage:WhereUsed')),
          children: <WhereUsedPanel initial={b.parentPartNo} />,
        },
      ]}
    />
  );
}

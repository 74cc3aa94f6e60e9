import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { deliveryWorkflow, Policies } from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteDelivery, deliveryTransition, getDelivery, openDeliveryNote } from '../../../api/deliveries';
import { confirmedDelete, useDialog, useHasPolicy } from '../../../components/crud';
import {
  DetailPage,
  StatusTimeline,
  WorkflowActions,
  statusHistoryKey,
  useRecordId,
} from '../../../components/detail';
import { useL } from '../../../locales/i18n';
import { LineFormCell, useDeliveryForms, useFormSide } from '../../inspection/forms/LineFormCell';
import { actionText, offeredActions } from './delivery-format';
import { DeliveryEvents, deliveryEventsKey } from './DeliveryEvents';
import { DeliveryFormDrawer } from './DeliveryFormDrawer';
import { DeliveryHeader } from './DeliveryHeader';
import { DeliveryLinesTable } from './DeliveryLinesTable';
import { PackingCard, packingKey } from './PackingCard';
import { ReceiveDialog } from './ReceiveDialog';
import { ShipDialog } from './ShipDialog';
import './deliveries.css';

/** Transitions with a dialog of their own on this page (the others are WorkflowActions' buttons). */
const OWN_DIALOG = ['ship', 'receive', 'receivePart'];

/**
 * /vendor-label/delivery-detail?id=: one delivery note. The header with the status and every action
 * the server allows the caller: edit (draft or rejected), print the note (PDF), the workflow
 * (submit, confirm, reject and cancel with a reason, close short), ship and receive in their dialogs,
 * delete a draft; then the lines, the packing plan with "Generate labels" and the label print pages,
 * the status history and the note's ship-log events. Test ids: `edit-delivery`, `print-note`,
 * `delete-delivery`, `wf-${action}-${id}` (ship and receive too).
 */
export default function DeliveryDetailPage() {
  const L = useL();
  const id = useRecordId() ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const canSeeLog = useHasPolicy(Policies.VendorLabel.ShipLog.name);
  const editor = useDialog<string>();
  const [dialog, setDialog] = useState<'ship' | 'receive' | null>(null);
  const [printing, setPrinting] = useState(false);
  const query = useQuery({ queryKey: ['delivery', id], queryFn: () => getDelivery(id), enabled: !!id });
  const d = query.data;
  // Incoming inspection: each line's form (open it, or the supplier makes it in one click).
  const formSide = useFormSide();
  const lineForms = useDeliveryForms({ deliveryNo: d?.deliveryNo ?? '' }, !!d && formSide !== null);

  const refresh = async () => {
    await query.refetch();
    void client.invalidateQueries({ queryKey: ['deliveries'] });
    void client.invalidateQueries({ queryKey: packingKey(id) });
    void client.invalidateQueries({ queryKey: statusHistoryKey(deliveryWorkflow.entity, id) });
    if (d) void client.invalidateQueries({ queryKey: deliveryEventsKey(d.deliveryNo) });
    void lineForms.refetch();
  };
  const perform = (action: string, comment: string | undefined) => deliveryTransition(id, action, comment);
  const can = (action: string) => !!d?.allowedActions.includes(action);

  const printNote = async () => {
    if (!d) return;
    setPrinting(true);
    try {
      await openDeliveryNote(d);
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setPrinting(false);
    }
  };

  const actions = d && (
    <Space wrap size={8}>
      {can('update') && (
        <Button icon={<EditOutlined />} onClick={() => editor.show(d.id)} data-testid="edit-delivery">
          {L('AbpUi', 'Edit')}
        </Button>
      )}
      {can('printNote') && (
        <Button
          icon={<FilePdfOutlined />}
          loading={printing}
          onClick={() => void printNote()}
          data-testid="print-note"
        >
          {L('Delivery:PrintNote')}
        </Button>
      )}
      <WorkflowActions
        workflow={deliveryWorkflow}
        row={{ id: d.id, allowedActions: offeredActions(d) }}
        subject={d.deliveryNo}
        perform={perform}
        onDone={refresh}
        exclude={OWN_DIALOG}
      />
      {can('ship') && (
        <Button type="primary" onClick={() => setDialog('ship')} data-testid={`wf-ship-${d.id}`}>
          {actionText('ship')}
        </Button>
      )}
      {can('receive') && (
        <Button type="primary" onClick={() => setDialog('receive')} data-testid={`wf-receive-${d.id}`}>
          {actionText('receive')}
        </Button>
      )}
      {can('delete') && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() =>
            void confirmedDelete(
              d.deliveryNo,
              L('SupplierPortal', 'Delivery:DeleteConfirm', d.deliveryNo),
              () => deleteDelivery(d.id),
              () => {
                void client.invalidateQueries({ queryKey: ['deliveries'] });
                void navigate('/vendor-label/delivery');
              },
            )
          }
          data-testid="delete-delivery"
        >
          {L('AbpUi', 'Delete')}
        </Button>
      )}
    </Space>
  );

  return (
    <DetailPage
      testId="page-delivery-detail"
      title={d?.deliveryNo}
      status={d ? { workflow: deliveryWorkflow, value: d.status } : undefined}
      loading={query.isLoading}
      notFound={query.isError}
      backTo="/vendor-label/delivery"
      actions={actions}
      sections={
        d
          ? [
              {
                key: 'lines',
                title: `${L('Delivery:Lines')} (${d.lines?.length ?? 0})`,
                content: (
                  <DeliveryLinesTable
                    lines={d.lines ?? []}
                    status={d.status}
                    extra={
                      formSide && {
                        title: L('FormPage:InspectionForm'),
                        render: (line) => (
                          <LineFormCell delivery={d} line={line} side={formSide} forms={lineForms.data} />
                        ),
                      }
                    }
                  />
                ),
              },
              {
                key: 'packing',
                title: L('Delivery:Packing'),
                content: <PackingCard delivery={d} onGenerated={refresh} />,
              },
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={deliveryWorkflow} entityId={d.id} />,
              },
              ...(canSeeLog
                ? [
                    {
                      key: 'events',
                      title: L('Delivery:ShipEvents'),
                      content: <DeliveryEvents deliveryNo={d.deliveryNo} />,
                    },
                  ]
                : []),
            ]
          : []
      }
    >
      {d && <DeliveryHeader delivery={d} />}
      {d && (
        <>
          <DeliveryFormDrawer
            key={editor.key}
            open={editor.open}
            deliveryId={editor.subject}
            onClose={editor.hide}
            onSaved={() => {
              editor.hide();
              void refresh();
            }}
          />
          <ShipDialog
            delivery={d}
            open={dialog === 'ship'}
            onClose={() => setDialog(null)}
            onDone={refresh}
          />
          <ReceiveDialog
            delivery={d}
            open={dialog === 'receive'}
            onClose={() => setDialog(null)}
            onDone={refresh}
          />
        </>
      )}
    </DetailPage>
  );
}

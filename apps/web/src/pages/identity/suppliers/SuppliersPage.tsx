import { Policies, primaryContact, supplierWorkflow, workflowStatuses } from '@sp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Select, type TableColumnsType } from 'antd';
import { downloadFile } from '../../../api/download';
import {
  activateSupplier,
  deleteSupplier,
  getSuppliers,
  supplierExportUrl,
  suspendSupplier,
  type Supplier,
  type SupplierFilters,
} from '../../../api/suppliers';
import {
  ListPage,
  StatusTag,
  confirmAction,
  confirmed,
  confirmedDelete,
  rowActionsFromAllowed,
  useDialog,
  useHasPolicy,
  useServerList,
  type RowAction,
  timeColumn,
} from '../../../components/crud';
import { statusHistoryKey } from '../../../components/detail';
import { type TextKey, translateDynamic, useL } from '../../../locales/i18n';
import { SupplierDetailDrawer } from './SupplierDetailDrawer';
import { SupplierDrawer } from './SupplierDrawer';
import './suppliers.css';

const initialFilters: SupplierFilters = { status: undefined };
/** The server's sort whitelist. */
const sortable = ['vendorCode', 'name', 'shortName', 'status', 'creationTime'];
/** The workflow's `update` is the row's Edit button (test id `edit-…`, as on every list). */
const asEdit = (a: RowAction): RowAction => (a.key === 'update' ? { ...a, key: 'edit' } : a);

/**
 * /identity/suppliers: the supplier directory. Filter (code, names and contacts) and status, kept
 * in the URL; server sort and paging, Excel export of the current filter; create and edit in a
 * drawer with the contacts; suspend (its users are signed out and cannot sign in) and activate;
 * delete (refused by the server while users are bound). A row offers exactly the actions its
 * `allowedActions` hold; the code opens the supplier with its history and qualification documents.
 */
export default function SuppliersPage() {
  const L = useL();
  const client = useQueryClient();
  const canCreate = useHasPolicy(Policies.AbpIdentity.Suppliers.Create.name);
  const list = useServerList<Supplier, SupplierFilters>('suppliers', getSuppliers, initialFilters, {
    url: true,
    sortable,
  });
  const drawer = useDialog<Supplier | null>();
  const detail = useDialog<string>();
  const I = (key: TextKey<'AbpIdentity'>, ...args: unknown[]) => L('AbpIdentity', key, ...args);

  /** After a change: the rows, and the supplier's record and timeline if its detail is opened. */
  const changed = (s: Supplier) => {
    void list.refetch();
    void client.invalidateQueries({ queryKey: ['supplier', s.id] });
    void client.invalidateQueries({ queryKey: statusHistoryKey(supplierWorkflow.entity, s.id) });
  };

  const setStatus = (s: Supplier, suspend: boolean) =>
    confirmed({
      ask: () =>
        confirmAction({
          title: suspend ? I('SuspendSupplier') : I('ActivateSupplier'),
          content: suspend
            ? I('SupplierSuspendConfirmationMessage', s.name)
            : I('SupplierActivateConfirmationMessage', s.name),
          okText: suspend ? I('SuspendSupplier') : I('ActivateSupplier'),
          danger: suspend,
        }),
      run: () => (suspend ? suspendSupplier(s.id) : activateSupplier(s.id)),
      success: { text: suspend ? I('SupplierSuspendedMessage') : I('SupplierActivatedMessage') },
      then: () => changed(s),
    });

  const remove = (s: Supplier) =>
    confirmedDelete(
      s.name,
      I('SupplierDeletionConfirmationMessage', s.name),
      () => deleteSupplier(s.id),
      () => list.refetch(),
    );

  const dash = (v: string | null | undefined) => v || <span className="supplier-none">—</span>;

  const columns: TableColumnsType<Supplier> = [
    {
      title: I('SupplierCode'),
      dataIndex: 'vendorCode',
      key: 'vendorCode',
      fixed: 'left',
      render: (code: string, s) => (
        <Button
          type="link"
          className="supplier-code-link"
          onClick={() => detail.show(s.id)}
          data-testid={`supplier-open-${s.id}`}
        >
          <span className="supplier-code">{code}</span>
        </Button>
      ),
    },
    {
      title: I('SupplierName'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => <span className="supplier-name-cell">{name}</span>,
    },
    { title: I('SupplierShortName'), dataIndex: 'shortName', key: 'shortName', render: dash },
    {
      title: I('ContactPerson'),
      key: 'contact',
      render: (_, s) => {
        const c = primaryContact(s.contacts);
        if (!c) return dash(null);
        return (
          <span>
            {c.name}
            {c.title && <span className="supplier-contact-title"> · {c.title}</span>}
          </span>
        );
      },
    },
    { title: I('ContactPhone'), key: 'phone', render: (_, s) => dash(primaryContact(s.contacts)?.phone) },
    { title: I('ContactEmail'), key: 'email', render: (_, s) => dash(primaryContact(s.contacts)?.email) },
    {
      title: I('SupplierStatus'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number, s) => (
        <StatusTag workflow={supplierWorkflow} status={status} testId={`supplier-status-${s.id}`} />
      ),
    },
    {
      title: I('SupplierUsers'),
      dataIndex: 'userCount',
      key: 'userCount',
      align: 'right',
      render: (n: number | undefined, s) => <span data-testid={`user-count-${s.id}`}>{n ?? 0}</span>,
    },
    timeColumn(L('AbpUi', 'CreationTime'), 'creationTime'),
  ];

  return (
    <ListPage
      list={list}
      testId="page-suppliers"
      tableTestId="suppliers-table"
      // What a 1366 px screen leaves out until the user asks for it (the column picker).
      hiddenColumns={['phone', 'creationTime']}
      columns={columns}
      sortable={sortable}
      search={I('SupplierFilterPlaceholder')}
      filters={
        <Select<number | undefined>
          allowClear
          className="supplier-status-filter"
          placeholder={I('SupplierStatus')}
          value={list.draft.status}
          onChange={(status) => list.setDraft({ status })}
          data-testid="supplier-status-filter"
          options={workflowStatuses(supplierWorkflow).map((value) => ({
            value,
            label: translateDynamic('SupplierPortal', supplierWorkflow.statuses[value].text),
          }))}
        />
      }
      onCreate={canCreate ? () => drawer.show(null) : undefined}
      createText={I('NewSupplier')}
      onExport={() => downloadFile(supplierExportUrl, list.params, `${I('Suppliers')}.xlsx`)}
      rowActions={(s) =>
        rowActionsFromAllowed(s.allowedActions, {
          update: () => drawer.show(s),
          suspend: { label: I('SuspendSupplier'), danger: true, onClick: () => void setStatus(s, true) },
          activate: { label: I('ActivateSupplier'), onClick: () => void setStatus(s, false) },
          delete: () => void remove(s),
        }).map(asEdit)
      }
    >
      <SupplierDrawer
        key={drawer.key}
        supplier={drawer.subject}
        {...drawer.bind((saved) => changed(saved))}
      />
      <SupplierDetailDrawer
        key={`detail-${detail.key}`}
        open={detail.open}
        supplierId={detail.subject}
        onClose={detail.hide}
      />
    </ListPage>
  );
}

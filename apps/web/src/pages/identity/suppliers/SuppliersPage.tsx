import { Policies } from '@sp/contracts';
import { App, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../api/download';
import {
  activateSupplier,
  deleteSupplier,
  getSuppliers,
  supplierExportUrl,
  SupplierStatus,
  suspendSupplier,
  type Supplier,
  type SupplierFilters,
} from '../../../api/suppliers';
import {
  ListToolbar,
  PageContainer,
  RowActions,
  confirmDelete,
  toastDeleted,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { confirmAction } from '../../../components/crud/confirmAction';
import { useDialog } from '../../../components/crud/useDialog';
import { type TextKey, useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { SupplierDrawer } from './SupplierDrawer';
import { primaryContact } from './supplier-rules';
import './suppliers.css';

const initialFilters: SupplierFilters = { status: undefined };

/**
 * /identity/suppliers: the supplier directory. Filter (code, names and contacts) and status,
 * server sort and paging, Excel export of the current filter; create and edit in a drawer with the
 * contacts; suspend (its users are signed out and cannot sign in) and activate; delete (refused by
 * the server while users are bound). Buttons follow `AbpIdentity.Suppliers.*`.
 */
export default function SuppliersPage() {
  const L = useL();
  const { message } = App.useApp();
  const P = Policies.AbpIdentity.Suppliers;
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const list = useServerList<Supplier, SupplierFilters>('suppliers', getSuppliers, initialFilters);
  const drawer = useDialog<Supplier | null>();
  const [exporting, setExporting] = useState(false);
  const I = (key: TextKey<'AbpIdentity'>, ...args: unknown[]) => L('AbpIdentity', key, ...args);

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadFile(supplierExportUrl, list.params, `${I('Suppliers')}.xlsx`);
    } catch {
      // the request client has shown the problem
    } finally {
      setExporting(false);
    }
  };

  const setStatus = async (s: Supplier, suspend: boolean) => {
    const ok = await confirmAction({
      title: suspend ? I('SuspendSupplier') : I('ActivateSupplier'),
      content: suspend
        ? I('SupplierSuspendConfirmationMessage', s.name)
        : I('SupplierActivateConfirmationMessage', s.name),
      okText: suspend ? I('SuspendSupplier') : I('ActivateSupplier'),
      danger: suspend,
    });
    if (!ok) return;
    try {
      await (suspend ? suspendSupplier(s.id) : activateSupplier(s.id));
    } catch {
      return;
    }
    void message.success(suspend ? I('SupplierSuspendedMessage') : I('SupplierActivatedMessage'));
    void list.refetch();
  };

  const remove = async (s: Supplier) => {
    if (!(await confirmDelete(s.name, I('SupplierDeletionConfirmationMessage', s.name)))) return;
    try {
      await deleteSupplier(s.id);
    } catch {
      return;
    }
    toastDeleted();
    void list.refetch();
  };

  const dash = (v: string | null | undefined) => v || <span className="supplier-none">—</span>;

  const columns: TableColumnsType<Supplier> = [
    {
      title: I('SupplierCode'),
      dataIndex: 'vendorCode',
      key: 'vendorCode',
      sorter: true,
      fixed: 'left',
      render: (code: string) => <span className="supplier-code">{code}</span>,
    },
    {
      title: I('SupplierName'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string) => <span className="supplier-name-cell">{name}</span>,
    },
    { title: I('SupplierShortName'), dataIndex: 'shortName', key: 'shortName', sorter: true, render: dash },
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
      sorter: true,
      render: (status: number, s) =>
        status === SupplierStatus.Suspended ? (
          <Tag color="red" data-testid={`supplier-status-${s.id}`}>
            {I('SupplierStatus:Suspended')}
          </Tag>
        ) : (
          <Tag color="green" data-testid={`supplier-status-${s.id}`}>
            {I('SupplierStatus:Active')}
          </Tag>
        ),
    },
    {
      title: I('SupplierUsers'),
      dataIndex: 'userCount',
      key: 'userCount',
      align: 'right',
      render: (n: number | undefined) => n ?? 0,
    },
    {
      title: L('AbpUi', 'CreationTime'),
      dataIndex: 'creationTime',
      key: 'creationTime',
      sorter: true,
      render: (v: string) => parseTime(v),
    },
  ];
  if (canUpdate || canDelete)
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, s) => {
        const suspended = s.status === SupplierStatus.Suspended;
        return (
          <RowActions
            id={s.id}
            actions={[
              { key: 'edit', hidden: !canUpdate, onClick: () => drawer.show(s) },
              suspended
                ? {
                    key: 'activate',
                    label: I('ActivateSupplier'),
                    hidden: !canUpdate,
                    onClick: () => void setStatus(s, false),
                  }
                : {
                    key: 'suspend',
                    label: I('SuspendSupplier'),
                    danger: true,
                    hidden: !canUpdate,
                    onClick: () => void setStatus(s, true),
                  },
              { key: 'delete', hidden: !canDelete, onClick: () => void remove(s) },
            ]}
          />
        );
      },
    });

  return (
    <PageContainer testId="page-suppliers">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={I('SupplierFilterPlaceholder')}
        extra={
          <Select<number | undefined>
            allowClear
            className="supplier-status-filter"
            placeholder={I('SupplierStatus')}
            value={list.draft.status}
            onChange={(status) => list.setDraft({ status })}
            data-testid="supplier-status-filter"
            options={[
              { value: SupplierStatus.Active, label: I('SupplierStatus:Active') },
              { value: SupplierStatus.Suspended, label: I('SupplierStatus:Suspended') },
            ]}
          />
        }
        onSearch={list.search}
        onReset={list.reset}
        onCreate={canCreate ? () => drawer.show(null) : undefined}
        createText={I('NewSupplier')}
        onExport={() => void exportList()}
        exporting={exporting}
      />
      <Table<Supplier>
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="suppliers-table"
      />
      <SupplierDrawer
        key={drawer.key}
        open={drawer.open}
        supplier={drawer.subject}
        onClose={drawer.hide}
        onSaved={() => {
          drawer.hide();
          void list.refetch();
        }}
      />
    </PageContainer>
  );
}

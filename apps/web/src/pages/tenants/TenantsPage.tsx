import { Policies } from '@sp/contracts';
import { Table, Tag, type TableColumnsType } from 'antd';
import { deleteTenant, getTenants, type Tenant } from '../../api/tenants';
import {
  ListToolbar,
  PageContainer,
  RowActions,
  confirmDelete,
  toastDeleted,
  useHasPolicy,
  useServerList,
} from '../../components/crud';
import { useDialog } from '../../components/crud/useDialog';
import { type TextKey, useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';
import { TenantFormModal } from './TenantFormModal';
import './tenants.css';

/**
 * /tenant/tenants (host only): the tenants with their state, filter, sort and paging; create (with
 * the tenant's admin), edit (name, active) and delete (soft: the tenant's users can no longer sign
 * in), each behind its `AbpTenantManagement.Tenants.*` policy.
 */
export default function TenantsPage() {
  const L = useL();
  const P = Policies.AbpTenantManagement.Tenants;
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const list = useServerList<Tenant>('tenants', getTenants);
  const dialog = useDialog<Tenant | null>();
  const T = (key: TextKey<'AbpTenantManagement'>, ...args: unknown[]) =>
    L('AbpTenantManagement', key, ...args);

  const remove = async (tenant: Tenant) => {
    if (!(await confirmDelete(tenant.name, T('TenantDeletionBlocksLoginMessage', tenant.name)))) return;
    try {
      await deleteTenant(tenant.id);
    } catch {
      return;
    }
    toastDeleted();
    void list.refetch();
  };

  const columns: TableColumnsType<Tenant> = [
    { title: T('TenantName'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: T('DisplayName:IsActive'),
      dataIndex: 'isActive',
      key: 'isActive',
      sorter: true,
      render: (active: boolean, t) =>
        active ? (
          <Tag color="green" data-testid={`tenant-state-${t.id}`}>
            {L('AbpUi', 'Active')}
          </Tag>
        ) : (
          <Tag color="default" data-testid={`tenant-state-${t.id}`}>
            {L('AbpUi', 'Inactive')}
          </Tag>
        ),
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
      render: (_, t) => (
        <RowActions
          id={t.id}
          actions={[
            { key: 'edit', hidden: !canUpdate, onClick: () => dialog.show(t) },
            { key: 'delete', hidden: !canDelete, onClick: () => void remove(t) },
          ]}
        />
      ),
    });

  return (
    <PageContainer testId="page-tenants">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={T('TenantFilterPlaceholder')}
        onSearch={list.search}
        onReset={list.reset}
        onCreate={canCreate ? () => dialog.show(null) : undefined}
        createText={T('NewTenant')}
      />
      <Table<Tenant>
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="tenants-table"
      />
      <TenantFormModal
        key={dialog.key}
        open={dialog.open}
        tenant={dialog.subject}
        onClose={dialog.hide}
        onSaved={() => {
          dialog.hide();
          void list.refetch();
        }}
      />
    </PageContainer>
  );
}

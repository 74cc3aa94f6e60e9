import { Policies } from '@sp/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { deleteTenant, getTenants, type Tenant } from '../../api/tenants';
import {
  ListPage,
  confirmedDelete,
  useDialog,
  useHasPolicy,
  useServerList,
  timeColumn,
} from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { TenantFormModal } from './TenantFormModal';
import { useTenantFeaturesAction } from './TenantFeaturesDialog';
import './tenants.css';

const sortable = ['name', 'isActive', 'creationTime'];

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
  const list = useServerList<Tenant>('tenants', getTenants, {}, { url: true, sortable });
  const dialog = useDialog<Tenant | null>();
  const features = useTenantFeaturesAction();
  const T = (key: TextKey<'AbpTenantManagement'>, ...args: unknown[]) =>
    L('AbpTenantManagement', key, ...args);

  const remove = (tenant: Tenant) =>
    confirmedDelete(
      tenant.name,
      T('TenantDeletionBlocksLoginMessage', tenant.name),
      () => deleteTenant(tenant.id),
      () => list.refetch(),
    );

  const columns: TableColumnsType<Tenant> = [
    { title: T('TenantName'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: T('DisplayName:IsActive'),
      dataIndex: 'isActive',
      key: 'isActive',
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
    timeColumn(L('AbpUi', 'CreationTime'), 'creationTime'),
  ];

  return (
    <ListPage
      list={list}
      testId="page-tenants"
      tableTestId="tenants-table"
      columns={columns}
      sortable={sortable}
      search={T('TenantFilterPlaceholder')}
      onCreate={canCreate ? () => dialog.show(null) : undefined}
      createText={T('NewTenant')}
      rowActions={
        canUpdate || canDelete || features.allowed
          ? (t) => [
              { key: 'edit', hidden: !canUpdate, onClick: () => dialog.show(t) },
              features.action(t),
              { key: 'delete', hidden: !canDelete, onClick: () => void remove(t) },
            ]
          : undefined
      }
    >
      <TenantFormModal key={dialog.key} tenant={dialog.subject} {...dialog.bind(() => void list.refetch())} />
      {features.dialog}
    </ListPage>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { Badge, Form, Modal, Skeleton, Tabs } from 'antd';
import { Policies } from '@sp/contracts';
import { useState } from 'react';
import {
  createUser,
  getAssignableRoles,
  getOrganizationUnitTree,
  getUser,
  getUserOrganizationUnits,
  getUserRoles,
  updateUser,
} from '../../../api/identity';
import { toastSaved, useHasPolicy, type DialogProps } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { reloadIfCurrent } from '../current-user';
import { testId } from '../shared/testid';
import { OrganizationUnitTree } from './OrganizationUnitTree';
import { RoleChecklist } from './RoleChecklist';
import { UserInfoFields } from './UserInfoFields';
import { initialUserForm, tabOfField, toUserInput, type UserForm } from './user-form';
import { LoadError } from '../../../components/LoadError';

const P = Policies.AbpIdentity;

/**
 * Create or edit a user in three tabs: user information (with the supplier binding), roles, and
 * organization units. An edit loads the user, their roles and units afresh (and sends the
 * concurrency stamp it loaded); saving the current user reloads their configuration.
 */
export function UserFormModal({
  open,
  userId,
  onClose,
  onSaved,
}: {
  /** null: a new user. */
  userId: string | null;
} & DialogProps) {
  const L = useL();
  const [form] = Form.useForm<UserForm>();
  const [tab, setTab] = useState<'info' | 'roles' | 'units'>('info');
  const mayReadUnits = useHasPolicy(P.OrganitaionUnits.name);
  const mayAssignUnits = useHasPolicy(P.Users.DistributionOrganizationUnit.name);
  const maySelectSupplier = useHasPolicy(P.Suppliers.name);
  const isNew = userId === null;
  const fresh = { gcTime: 0, staleTime: 0 } as const;

  const user = useQuery({
    queryKey: ['identity-user', userId],
    queryFn: () => getUser(userId!),
    enabled: !isNew,
    ...fresh,
  });
  const userRoles = useQuery({
    queryKey: ['identity-user-roles', userId],
    queryFn: () => getUserRoles(userId!),
    enabled: !isNew,
    ...fresh,
  });
  const userUnits = useQuery({
    queryKey: ['identity-user-units', userId],
    queryFn: () => getUserOrganizationUnits(userId!),
    enabled: !isNew && mayReadUnits,
    ...fresh,
  });
  const assignable = useQuery({
    queryKey: ['identity-assignable-roles'],
    queryFn: getAssignableRoles,
    ...fresh,
  });
  const unitTree = useQuery({
    queryKey: ['identity-ou-tree'],
    queryFn: getOrganizationUnitTree,
    enabled: mayReadUnits,
    ...fresh,
  });

  // The form starts from data fetched for this opening, never from what an earlier opening left in
  // the cache (a stale concurrency stamp would make the save fail).
  const needed = [
    assignable,
    ...(mayReadUnits ? [unitTree] : []),
    ...(isNew ? [] : [user, userRoles, ...(mayReadUnits ? [userUnits] : [])]),
  ];
  const failed = needed.some((q) => q.isError);
  const loading = !failed && needed.some((q) => !q.isFetchedAfterMount);

  const save = useMutation({
    mutationFn: (values: UserForm) => {
      const input = toUserInput(values, {
        withSupplier: maySelectSupplier,
        withUnits: mayReadUnits && mayAssignUnits,
        concurrencyStamp: user.data?.concurrencyStamp,
      });
      return isNew ? createUser(input) : updateUser(userId, input);
    },
    onSuccess: async (saved) => {
      toastSaved();
      onSaved(); // closes the dialog
      await reloadIfCurrent({ userId: saved.id });
    },
  });

  const roleCount = Form.useWatch('roleNames', form)?.length ?? 0;
  const unitCount = Form.useWatch('organizationUnitIds', form)?.length ?? 0;

  const items = [
    {
      key: 'info',
      label: <span data-testid="user-tab-info">{L('AbpIdentity', 'UserInformations')}</span>,
      forceRender: true,
      children: <UserInfoFields isNew={isNew} maySelectSupplier={maySelectSupplier} />,
    },
    {
      key: 'roles',
      label: (
        <span data-testid="user-tab-roles">
          {L('AbpIdentity', 'UserRoles')}{' '}
          <Badge count={roleCount} showZero={false} color="blue" size="small" />
        </span>
      ),
      forceRender: true,
      children: (
        <Form.Item<UserForm> name="roleNames" noStyle>
          <RoleChecklist roles={assignable.data?.items ?? []} />
        </Form.Item>
      ),
    },
    ...(mayReadUnits
      ? [
          {
            key: 'units',
            label: (
              <span data-testid="user-tab-units">
                {L('AbpIdentity', 'UserOrganizationUnits')}{' '}
                <Badge count={unitCount} showZero={false} color="blue" size="small" />
              </span>
            ),
            forceRender: true,
            children: (
              <Form.Item<UserForm> name="organizationUnitIds" noStyle>
                <OrganizationUnitTree units={unitTree.data?.items ?? []} readOnly={!mayAssignUnits} />
              </Form.Item>
            ),
          },
        ]
      : []),
  ];

  return (
    <Modal
      open={open}
      title={isNew ? L('AbpIdentity', 'NewUser') : L('AbpIdentity', 'EditUser')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ ...testId('modal-ok'), disabled: loading || failed }}
      width={760}
      maskClosable={false}
      destroyOnHidden
      className="user-modal"
    >
      {failed ? (
        <LoadError retry={() => needed.forEach((q) => void q.refetch())} />
      ) : loading ? (
        <div aria-busy="true" data-testid="user-form-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <Form<UserForm>
          form={form}
          layout="vertical"
          data-testid="user-form"
          initialValues={initialUserForm(
            user.data,
            userRoles.data?.items,
            assignable.data?.items ?? [],
            userUnits.data?.items.map((u) => u.id),
          )}
          onFinish={(values) => save.mutate(values)}
          onFinishFailed={({ errorFields }) => setTab(tabOfField(errorFields[0]?.name[0]))}
        >
          <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} items={items} />
        </Form>
      )}
    </Modal>
  );
}

import { Policies, oauthClientTexts } from '@sp/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  deleteOAuthClient,
  getOAuthClients,
  PORTAL_CLIENT_ID,
  regenerateOAuthClientSecret,
  toUpdate,
  updateOAuthClient,
  type OAuthClientDto,
  type OAuthClientWithSecret,
} from '../../../api/oauth-clients';
import {
  confirmAction,
  confirmed,
  confirmedDelete,
  ListPage,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL, useTexts } from '../../../locales/i18n';
import { OAuthClientFormModal } from './OAuthClientFormModal';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { TenantName } from './TenantSelect';
import './oauth-clients.css';

const P = Policies.OpenIddictPro.Application;
const sortable = ['clientId', 'displayName', 'clientType', 'enabled', 'creationTime'];

/**
 * /identity/oauth-clients (host only, `OpenIddictPro.Application`): the OAuth client registry.
 * Create and edit (grants, scopes, and for integration clients the tenant and permissions their
 * client-credentials tokens carry), enable/disable, a new secret, delete. A secret is shown once,
 * right after it is made, and then only its hash exists.
 */
export default function OAuthClientsPage() {
  const L = useL();
  const t = useTexts(oauthClientTexts);
  const mayCreate = useHasPolicy(P.Create.name);
  const mayUpdate = useHasPolicy(P.Update.name);
  const mayDelete = useHasPolicy(P.Delete.name);
  const list = useServerList<OAuthClientDto, { filter?: string }>(
    'oauth-clients',
    getOAuthClients,
    {},
    { url: true, sortable },
  );
  const dialog = useDialog<OAuthClientDto>();
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  const showSecret = (c: OAuthClientWithSecret | OAuthClientDto) => {
    if ('clientSecret' in c && c.clientSecret) setSecret({ clientId: c.clientId, secret: c.clientSecret });
  };

  const setEnabled = (c: OAuthClientDto, enabled: boolean) =>
    confirmed({
      ask: () =>
        confirmAction({
          content: t(enabled ? 'OAuthClients:EnableConfirm' : 'OAuthClients:DisableConfirm', c.clientId),
          okText: t(enabled ? 'OAuthClients:Enable' : 'OAuthClients:Disable'),
          danger: !enabled,
        }),
      run: () => updateOAuthClient(c.id, toUpdate(c, { enabled })),
      success: { text: t(enabled ? 'OAuthClients:EnabledToast' : 'OAuthClients:DisabledToast', c.clientId) },
      then: () => list.refetch(),
    });

  const regenerate = async (c: OAuthClientDto) => {
    if (!(await confirmAction({ content: t('OAuthClients:RegenerateConfirm', c.clientId), danger: true })))
      return;
    try {
      showSecret(await regenerateOAuthClientSecret(c.id));
    } catch {
      return; // toasted by the HTTP client
    }
    void list.refetch();
  };

  const remove = (c: OAuthClientDto) =>
    confirmedDelete(
      c.clientId,
      t('OAuthClients:DeleteConfirm', c.clientId),
      () => deleteOAuthClient(c.id),
      () => list.refetch(),
    );

  const columns: TableColumnsType<OAuthClientDto> = [
    {
      title: t('OAuthClients:ClientId'),
      dataIndex: 'clientId',
      key: 'clientId',
      render: (id: string, c) => (
        <span className="oauth-client-id">
          <span>{id}</span>
          {c.isStatic && <Tag color="orange">{t('OAuthClients:BuiltIn')}</Tag>}
        </span>
      ),
    },
    { title: t('OAuthClients:DisplayName'), dataIndex: 'displayName', key: 'displayName' },
    {
      title: t('OAuthClients:ClientType'),
      dataIndex: 'clientType',
      key: 'clientType',
      render: (type: OAuthClientDto['clientType']) => (
        <Tag color={type === 'confidential' ? 'blue' : 'default'}>{t(`OAuthClients:Type:${type}`)}</Tag>
      ),
    },
    {
      title: t('OAuthClients:GrantTypes'),
      dataIndex: 'grantTypes',
      key: 'grantTypes',
      render: (grants: OAuthClientDto['grantTypes']) => (
        <span className="oauth-tags">
          {grants.map((g) => (
            <Tag key={g}>{t(`OAuthClients:Grant:${g}`)}</Tag>
          ))}
        </span>
      ),
    },
    {
      title: t('OAuthClients:Tenant'),
      dataIndex: 'tenantId',
      key: 'tenantId',
      render: (id: string | null, c) =>
        c.grantTypes.includes('client_credentials') ? <TenantName id={id} /> : null,
    },
    {
      title: L('AbpUi', 'Status'),
      dataIndex: 'enabled',
      key: 'enabled',
      render: (enabled: boolean, c) => (
        <Tag color={enabled ? 'success' : 'default'} data-testid={`oauth-state-${c.id}`}>
          {L('AbpUi', enabled ? 'Enabled' : 'Disabled')}
        </Tag>
      ),
    },
    timeColumn(L('AbpUi', 'CreationTime'), 'creationTime'),
  ];

  return (
    <ListPage
      list={list}
      testId="page-oauth-clients"
      tableTestId="oauth-clients-table"
      columns={columns}
      sortable={sortable}
      search={t('OAuthClients:Filter')}
      onCreate={mayCreate ? () => dialog.show(null) : undefined}
      createText={t('OAuthClients:New')}
      rowActions={
        mayUpdate || mayDelete
          ? (c) => [
              { key: 'edit', hidden: !mayUpdate, onClick: () => dialog.show(c) },
              {
                key: c.enabled ? 'disable' : 'enable',
                label: t(c.enabled ? 'OAuthClients:Disable' : 'OAuthClients:Enable'),
                danger: c.enabled,
                hidden: !mayUpdate || c.clientId === PORTAL_CLIENT_ID,
                onClick: () => void setEnabled(c, !c.enabled),
              },
              {
                key: 'secret',
                label: t('OAuthClients:RegenerateSecret'),
                hidden: !mayUpdate || c.clientType !== 'confidential',
                more: true,
                onClick: () => void regenerate(c),
              },
              { key: 'delete', hidden: !mayDelete || c.isStatic, more: true, onClick: () => void remove(c) },
            ]
          : undefined
      }
    >
      <OAuthClientFormModal
        key={dialog.key}
        client={dialog.subject}
        {...dialog.bind((saved: OAuthClientWithSecret | OAuthClientDto) => {
          showSecret(saved);
          return list.refetch();
        })}
      />
      {/* Dropped from state on close: nothing can show this secret again. */}
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </ListPage>
  );
}

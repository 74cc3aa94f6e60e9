import { Policies } from '@sp/contracts';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { deleteClaimType, getClaimTypes, type ClaimTypeDto } from '../../../api/identity';
import {
  confirmDelete,
  ListToolbar,
  PageContainer,
  RowActions,
  toastDeleted,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { BoolTag } from '../shared/FlagTags';
import { useDialog } from '../../../components/crud/useDialog';
import { ClaimTypeFormModal } from './ClaimTypeFormModal';
import './claim-types.css';

const P = Policies.AbpIdentity.ClaimTypes;

/** /identity/claim-types: the claim types users can carry; static ones are shown read-only. */
export default function ClaimTypesPage() {
  const L = useL();
  const list = useServerList<ClaimTypeDto, { filter?: string }>('identity-claim-types', getClaimTypes);
  const dialog = useDialog<ClaimTypeDto>();
  const mayCreate = useHasPolicy(P.Create.name);
  const mayUpdate = useHasPolicy(P.Update.name);
  const mayDelete = useHasPolicy(P.Delete.name);

  const remove = async (c: ClaimTypeDto) => {
    if (!(await confirmDelete(c.name, L('AbpIdentity', 'ClaimTypeDeletionConfirmationMessage', c.name))))
      return;
    await deleteClaimType(c.id);
    toastDeleted();
    void list.refetch();
  };

  const columns: TableColumnsType<ClaimTypeDto> = [
    {
      title: L('AbpIdentity', 'DisplayName:ClaimTypeName'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, c) => (
        <span className="claim-type-name">
          <span>{name}</span>
          {c.isStatic && <Tag color="orange">{L('AbpIdentity', 'DisplayName:IsStatic')}</Tag>}
        </span>
      ),
    },
    {
      title: L('AbpIdentity', 'DisplayName:ValueType'),
      dataIndex: 'valueTypeAsString',
      key: 'valueType',
      sorter: true,
      render: (name: string) => L('AbpIdentity', `ClaimValueType:${name}`),
    },
    {
      title: L('AbpIdentity', 'DisplayName:Required'),
      dataIndex: 'required',
      key: 'required',
      sorter: true,
      render: (v: boolean) => <BoolTag value={v} />,
    },
    {
      title: L('AbpIdentity', 'DisplayName:Regex'),
      dataIndex: 'regex',
      key: 'regex',
      render: (v: string | null) =>
        v ? (
          <Typography.Text code className="claim-type-regex-cell" ellipsis={{ tooltip: v }}>
            {v}
          </Typography.Text>
        ) : null,
    },
    {
      title: L('AbpIdentity', 'DisplayName:Description'),
      dataIndex: 'description',
      key: 'description',
      render: (v: string | null) => (
        <Typography.Text className="claim-type-description" ellipsis={{ tooltip: v }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      width: 1,
      render: (_, c) => (
        <RowActions
          id={c.id}
          actions={[
            { key: 'view', label: L('AbpUi', 'View'), hidden: !c.isStatic, onClick: () => dialog.show(c) },
            { key: 'edit', hidden: c.isStatic || !mayUpdate, onClick: () => dialog.show(c) },
            { key: 'delete', hidden: c.isStatic || !mayDelete, onClick: () => void remove(c) },
          ]}
        />
      ),
    },
  ];

  return (
    <PageContainer testId="page-claim-types">
      <ListToolbar
        filter={list.draft.filter}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={L('AbpIdentity', 'ClaimTypeFilterPlaceholder')}
        onSearch={list.search}
        onReset={list.reset}
        onCreate={mayCreate ? () => dialog.show(null) : undefined}
        createText={L('AbpIdentity', 'NewClaimType')}
      />
      <Table<ClaimTypeDto>
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="claim-types-table"
        {...list.tableProps}
      />
      <ClaimTypeFormModal
        key={dialog.key}
        open={dialog.open}
        claimType={dialog.subject}
        onClose={dialog.hide}
        onSaved={() => void list.refetch()}
      />
    </PageContainer>
  );
}

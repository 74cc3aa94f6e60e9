import { Policies } from '@sp/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { deleteClaimType, getClaimTypes, type ClaimTypeDto } from '../../../api/identity';
import { confirmedDelete, ListPage, useDialog, useHasPolicy, useServerList } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { BoolTag } from '../shared/FlagTags';
import { ClaimTypeFormModal } from './ClaimTypeFormModal';
import './claim-types.css';

const P = Policies.AbpIdentity.ClaimTypes;
const sortable = ['name', 'valueType', 'required'];
/** The built-in claim types whose name and description the texts translate. */
const translatedStatics = new Set(['Email', 'Phone']);

/** A built-in claim type's name (suffix '') or description ('.Description') in the user's language. */
function staticText(c: ClaimTypeDto, suffix: '' | '.Description'): string | null {
  return c.isStatic && translatedStatics.has(c.name)
    ? translateDynamic('AbpIdentity', `StaticClaimType:${c.name}${suffix}`)
    : null;
}

/** /identity/claim-types: the claim types users can carry; static ones are shown read-only. */
export default function ClaimTypesPage() {
  const L = useL();
  const list = useServerList<ClaimTypeDto, { filter?: string }>(
    'identity-claim-types',
    getClaimTypes,
    {},
    {
      url: true,
      sortable,
    },
  );
  const dialog = useDialog<ClaimTypeDto>();
  const mayCreate = useHasPolicy(P.Create.name);
  const mayUpdate = useHasPolicy(P.Update.name);
  const mayDelete = useHasPolicy(P.Delete.name);

  const remove = (c: ClaimTypeDto) =>
    confirmedDelete(
      c.name,
      L('AbpIdentity', 'ClaimTypeDeletionConfirmationMessage', c.name),
      () => deleteClaimType(c.id),
      () => list.refetch(),
    );

  const columns: TableColumnsType<ClaimTypeDto> = [
    {
      title: L('AbpIdentity', 'DisplayName:ClaimTypeName'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, c) => (
        <span className="claim-type-name">
          <span title={c.isStatic ? name : undefined}>{staticText(c, '') ?? name}</span>
          {c.isStatic && <Tag color="orange">{L('AbpIdentity', 'DisplayName:IsStatic')}</Tag>}
        </span>
      ),
    },
    {
      title: L('AbpIdentity', 'DisplayName:ValueType'),
      dataIndex: 'valueTypeAsString',
      key: 'valueType',
      render: (name: string) => translateDynamic('AbpIdentity', `ClaimValueType:${name}`),
    },
    {
      title: L('AbpIdentity', 'DisplayName:Required'),
      dataIndex: 'required',
      key: 'required',
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
      render: (stored: string | null, c) => {
        const v = staticText(c, '.Description') ?? stored;
        return (
          <Typography.Text className="claim-type-description" ellipsis={{ tooltip: v }}>
            {v}
          </Typography.Text>
        );
      },
    },
  ];

  return (
    <ListPage
      list={list}
      testId="page-claim-types"
      tableTestId="claim-types-table"
      columns={columns}
      sortable={sortable}
      search={L('AbpIdentity', 'ClaimTypeFilterPlaceholder')}
      onCreate={mayCreate ? () => dialog.show(null) : undefined}
      createText={L('AbpIdentity', 'NewClaimType')}
      rowActions={(c) => [
        { key: 'view', label: L('AbpUi', 'View'), hidden: !c.isStatic, onClick: () => dialog.show(c) },
        { key: 'edit', hidden: c.isStatic || !mayUpdate, onClick: () => dialog.show(c) },
        { key: 'delete', hidden: c.isStatic || !mayDelete, onClick: () => void remove(c) },
      ]}
    >
      <ClaimTypeFormModal
        key={dialog.key}
        claimType={dialog.subject}
        {...dialog.bind(() => void list.refetch())}
      />
    </ListPage>
  );
}

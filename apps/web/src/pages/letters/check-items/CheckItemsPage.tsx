import { checkItemTexts, Policies, type CheckItemDto } from '@sp/contracts';
import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import {
  confirmedDelete,
  ListPage,
  SelectFilter,
  useDialog,
  useHasPolicy,
  useServerList,
  type RowAction,
} from '../../../components/crud';
import { translateDynamic, useTexts } from '../../../locales/i18n';
import { deleteCheckItem, getCheckItems, type CheckItemFilters } from './check-items-api';
import { CheckItemFormModal } from './CheckItemFormModal';
import './check-items.css';

const P = Policies.LetterOfRecognition.InitialCheckTemplateItem;
const initialFilters: CheckItemFilters = { isActive: undefined };
/** The server's sort whitelist (CHECK_ITEM_SORTING) as far as the table shows it. */
const sortable = [
  'code',
  'name',
  'needsValidity',
  'defaultValidityMonths',
  'reviewerRole',
  'sort',
  'isActive',
];
const f = (key: string) => translateDynamic('SupplierPortal', `CheckItem:Field:${key}`);

/**
 * /letter-of-recognition/initial-check-template-item: the initial-check item library (初检项目库,
 * business-domain §2.3 columns), filtered by keyword (code or any name) and active; create and edit
 * in a dialog with the names in three languages; delete asked first (an item a template uses is
 * refused by the server with the reason: deactivate it instead).
 */
export default function CheckItemsPage() {
  const t = useTexts(checkItemTexts);
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const list = useServerList<CheckItemDto, CheckItemFilters>('check-items', getCheckItems, initialFilters, {
    url: true,
    sortable,
  });
  const editor = useDialog<CheckItemDto>();

  const actions = (item: CheckItemDto): RowAction[] => [
    { key: 'edit', hidden: !canUpdate, onClick: () => editor.show(item) },
    {
      key: 'delete',
      hidden: !canDelete,
      onClick: () =>
        void confirmedDelete(
          item.code,
          t('CheckItem:DeleteConfirm', item.code),
          () => deleteCheckItem(item.id),
          () => list.refetch(),
        ),
    },
  ];

  const columns: TableColumnsType<CheckItemDto> = [
    {
      title: f('code'),
      dataIndex: 'code',
      key: 'code',
      render: (code: string) => <span className="check-item-code">{code}</span>,
    },
    {
      title: f('name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, item) => (
        <Tooltip title={item.acceptanceCriteria}>
          <Typography.Text className="check-item-name" ellipsis>
            {name}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: f('needsValidity'),
      dataIndex: 'needsValidity',
      key: 'needsValidity',
      render: (v: boolean) => (v ? <Tag color="orange">{t('CheckItem:Yes')}</Tag> : t('CheckItem:No')),
    },
    {
      title: f('defaultValidityMonths'),
      dataIndex: 'defaultValidityMonths',
      key: 'defaultValidityMonths',
      render: (v: number | null) => (v ? t('CheckItem:Months', v) : ''),
    },
    {
      title: f('reviewerRole'),
      dataIndex: 'reviewerRole',
      key: 'reviewerRole',
      render: (r: string | null) => (r ? translateDynamic('SupplierPortal', `Enum:ReviewerRole.${r}`) : ''),
    },
    {
      title: f('allowedExts'),
      dataIndex: 'allowedExts',
      key: 'allowedExts',
      render: (exts: string[], item) =>
        item.needsFile ? (exts.length ? exts.join(', ') : t('CheckItem:AnyExt')) : '—',
    },
    { title: f('templateCount'), dataIndex: 'templateCount', key: 'templateCount', align: 'right' },
    { title: f('sort'), dataIndex: 'sort', key: 'sort', align: 'right' },
    {
      title: f('isActive'),
      dataIndex: 'isActive',
      key: 'isActive',
      render: (v: boolean, item) => (
        <Tag color={v ? 'success' : 'default'} data-testid={`check-item-active-${item.id}`}>
          {v ? f('isActive') : t('CheckItem:Inactive')}
        </Tag>
      ),
    },
  ];

  return (
    <ListPage
      list={list}
      testId="page-check-items"
      tableTestId="check-items-table"
      columns={columns}
      sortable={sortable}
      search={t('CheckItem:FilterPlaceholder')}
      rowTestId={(item) => `check-item-row-${item.code}`}
      filters={
        <SelectFilter
          list={list}
          name="isActive"
          placeholder={f('isActive')}
          testId="check-item-active-filter"
          className="check-item-filter"
          options={[
            { value: 'true', label: f('isActive') },
            { value: 'false', label: t('CheckItem:Inactive') },
          ]}
        />
      }
      onCreate={canCreate ? () => editor.show(null) : undefined}
      createText={t('CheckItem:New')}
      rowActions={canUpdate || canDelete ? actions : undefined}
    >
      <CheckItemFormModal
        key={`editor-${editor.key}`}
        row={editor.subject}
        {...editor.bind<CheckItemDto>(() => {
          void list.refetch();
        })}
      />
    </ListPage>
  );
}

import { checkTemplateTexts, LetterType, Policies, type CheckTemplateListItemDto } from '@sp/contracts';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import {
  confirmedDelete,
  ListPage,
  SelectFilter,
  timeColumn,
  useHasPolicy,
  useServerList,
  type RowAction,
} from '../../../components/crud';
import { translateDynamic, useL, useTexts } from '../../../locales/i18n';
import { useMaterialCodes } from '../../master-data/materials/use-material-options';
import {
  checkTemplateDetailPath,
  deleteCheckTemplate,
  getCheckTemplates,
  NEW_TEMPLATE,
  type CheckTemplateFilters,
} from './check-templates-api';
import './check-templates.css';

const P = Policies.LetterOfRecognition.CheckTemplateOverview;
const initialFilters: CheckTemplateFilters = {
  materialCategory: undefined,
  letterType: undefined,
  isActive: undefined,
};
/** The server's sort whitelist (CHECK_TEMPLATE_SORTING) as far as the table shows it. */
const sortable = [
  'code',
  'name',
  'materialCategory',
  'version',
  'itemCount',
  'isActive',
  'lastModificationTime',
];
const f = (key: string) => translateDynamic('SupplierPortal', `CheckTemplate:Field:${key}`);
const enumText = (name: string, value: string) => translateDynamic('SupplierPortal', `Enum:${name}.${value}`);

/**
 * /letter-of-recognition/check-template-overview: the check templates (business-domain §2.3
 * columns: code, name, category, version, items, active), filtered by keyword, material category,
 * letter type and active. A code opens the detail page (header, lines, versions); "New template"
 * opens it empty; delete is asked first (a template in use is refused by the server: deactivate it).
 */
export default function CheckTemplatesPage() {
  const L = useL();
  const t = useTexts(checkTemplateTexts);
  const navigate = useNavigate();
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const { categories, categoryLabel } = useMaterialCodes();
  const list = useServerList<CheckTemplateListItemDto, CheckTemplateFilters>(
    'check-templates',
    getCheckTemplates,
    initialFilters,
    { url: true, sortable },
  );
  const open = (id: string) => void navigate(checkTemplateDetailPath(id));

  const actions = (row: CheckTemplateListItemDto): RowAction[] => [
    canUpdate
      ? { key: 'edit', onClick: () => open(row.id) }
      : { key: 'view', label: L('Action:View'), onClick: () => open(row.id) },
    {
      key: 'delete',
      hidden: !canDelete,
      onClick: () =>
        void confirmedDelete(
          row.code,
          t('CheckTemplate:DeleteConfirm', row.code),
          () => deleteCheckTemplate(row.id),
          () => list.refetch(),
        ),
    },
  ];

  const columns: TableColumnsType<CheckTemplateListItemDto> = [
    {
      title: f('code'),
      dataIndex: 'code',
      key: 'code',
      render: (code: string, row) => (
        <Button
          type="link"
          className="check-template-code"
          onClick={() => open(row.id)}
          data-testid={`check-template-open-${row.code}`}
        >
          {code}
        </Button>
      ),
    },
    { title: f('name'), dataIndex: 'name', key: 'name' },
    {
      title: f('target'),
      key: 'materialCategory',
      render: (_, row) =>
        row.letterType === 'Part' ? (
          categoryLabel(row.materialCategory)
        ) : (
          <Tag color="purple">{enumText('OtherLetterType', row.otherType ?? '')}</Tag>
        ),
    },
    {
      title: f('version'),
      dataIndex: 'version',
      key: 'version',
      render: (v: number) => `v${v}`,
    },
    {
      title: f('itemCount'),
      dataIndex: 'itemCount',
      key: 'itemCount',
      render: (n: number, row) => t('CheckTemplate:ItemsOf', n, row.requiredCount),
    },
    {
      title: f('isActive'),
      dataIndex: 'isActive',
      key: 'isActive',
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>{v ? f('isActive') : t('CheckTemplate:Inactive')}</Tag>
      ),
    },
    timeColumn(L('Field:LastModificationTime'), 'lastModificationTime', { empty: '—' }),
  ];

  return (
    <ListPage
      list={list}
      testId="page-check-templates"
      tableTestId="check-templates-table"
      columns={columns}
      sortable={sortable}
      search={t('CheckTemplate:FilterPlaceholder')}
      rowTestId={(row) => `check-template-row-${row.code}`}
      filters={
        <>
          <SelectFilter
            list={list}
            name="materialCategory"
            placeholder={L('Field:MaterialCategory')}
            testId="check-template-category-filter"
            className="check-template-filter"
            options={categories}
          />
          <SelectFilter
            list={list}
            name="letterType"
            placeholder={L('Letter:LetterType')}
            testId="check-template-type-filter"
            className="check-template-filter"
            options={LetterType.map((v) => ({ value: v, label: enumText('LetterType', v) }))}
          />
          <SelectFilter
            list={list}
            name="isActive"
            placeholder={f('isActive')}
            testId="check-template-active-filter"
            className="check-template-filter"
            options={[
              { value: 'true', label: f('isActive') },
              { value: 'false', label: t('CheckTemplate:Inactive') },
            ]}
          />
        </>
      }
      onCreate={canCreate ? () => open(NEW_TEMPLATE) : undefined}
      createText={t('CheckTemplate:New')}
      rowActions={actions}
    />
  );
}

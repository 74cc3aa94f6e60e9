import CopyOutlined from '@ant-design/icons/CopyOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { labelTypes, Policies } from '@sp/contracts';
import { Button, Tag, type TableColumnsType } from 'antd';
import {
  deleteLabelTemplate,
  getLabelTemplates,
  labelTemplateTestPrint,
  updateLabelTemplate,
  type LabelTemplateDto,
  type LabelTemplateFilters,
} from '../../../api/label-templates';
import {
  confirmAction,
  confirmed,
  confirmedDelete,
  ListPage,
  SelectFilter,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
  type RowAction,
} from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { CopyModal } from './CopyModal';
import { TemplateDrawer } from './TemplateDrawer';
import { VersionsModal } from './VersionsModal';
import './templates.css';

const P = Policies.VendorLabel.TemplateLabel;
const initialFilters: LabelTemplateFilters = { labelType: undefined, isActive: undefined };
/** The server's sort whitelist (LABEL_TEMPLATE_SORTING) as far as the table shows it. */
const sortable = ['code', 'name', 'labelType', 'version', 'isDefault', 'isActive', 'lastModificationTime'];
const f = (key: string) => translateDynamic('SupplierPortal', `LabelTemplate:Field:${key}`);
const typeText = (t: string) => translateDynamic('SupplierPortal', `Enum:LabelType.${t}`);

/**
 * /vendor-label/template-label: the label templates (business-domain §1.4 columns), filtered by
 * keyword, label type and active; create and edit in a drawer with the server's preview; copy,
 * versions, test print (PDF or ZPL sample), disable/enable and delete (asked first). A vendor sees
 * the shared templates and their own, read-only: the write buttons follow the policies, and the
 * server refuses anyway.
 */
export default function LabelTemplatesPage() {
  const L = useL();
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const list = useServerList<LabelTemplateDto, LabelTemplateFilters>(
    'label-templates',
    getLabelTemplates,
    initialFilters,
    {
      url: true,
      sortable,
    },
  );
  const editor = useDialog<LabelTemplateDto | null>();
  const copier = useDialog<LabelTemplateDto>();
  const versions = useDialog<LabelTemplateDto>();

  const setActive = (t: LabelTemplateDto, isActive: boolean) =>
    confirmed({
      ask: () =>
        isActive
          ? Promise.resolve(true)
          : confirmAction({
              content: L('SupplierPortal', 'LabelTemplate:DisableConfirm', t.code),
              okText: L('LabelTemplate:Disable'),
              danger: true,
            }),
      run: () =>
        updateLabelTemplate(t.id, {
          ...t,
          definition: t.definition,
          isActive,
          concurrencyStamp: t.concurrencyStamp,
        }),
      success: 'saved',
      then: () => list.refetch(),
    });

  const actions = (t: LabelTemplateDto): RowAction[] => [
    canUpdate
      ? { key: 'edit', onClick: () => editor.show(t) }
      : {
          key: 'view',
          label: L('Action:View'),
          icon: <EyeOutlined />,
          onClick: () => editor.show(t),
        },
    {
      key: 'copy',
      label: L('LabelTemplate:Copy'),
      icon: <CopyOutlined />,
      onClick: () => copier.show(t),
      hidden: !canCreate,
    },
    {
      key: 'test-pdf',
      label: L('LabelTemplate:TestPrintPdf'),
      icon: <PrinterOutlined />,
      more: true,
      onClick: () => void labelTemplateTestPrint(t, 'pdf'),
    },
    {
      key: 'test-zpl',
      label: L('LabelTemplate:TestPrintZpl'),
      icon: <PrinterOutlined />,
      more: true,
      onClick: () => void labelTemplateTestPrint(t, 'zpl'),
    },
    {
      key: 'versions',
      label: L('LabelTemplate:Versions'),
      icon: <HistoryOutlined />,
      more: true,
      onClick: () => versions.show(t),
    },
    {
      key: t.isActive ? 'disable' : 'enable',
      label: t.isActive ? L('LabelTemplate:Disable') : L('LabelTemplate:Enable'),
      more: true,
      danger: t.isActive,
      hidden: !canUpdate || (t.isActive && t.isDefault),
      onClick: () => void setActive(t, !t.isActive),
    },
    {
      key: 'delete',
      more: true,
      hidden: !canDelete || t.isDefault,
      onClick: () =>
        void confirmedDelete(
          t.code,
          L('SupplierPortal', 'LabelTemplate:DeleteConfirm', t.code),
          () => deleteLabelTemplate(t.id),
          () => list.refetch(),
        ),
    },
  ];

  const columns: TableColumnsType<LabelTemplateDto> = [
    {
      title: f('code'),
      dataIndex: 'code',
      key: 'code',
      fixed: 'left',
      render: (code: string, t) => (
        <Button
          type="link"
          className="label-template-code"
          onClick={() => editor.show(t)}
          data-testid={`label-template-open-${t.id}`}
        >
          {code}
        </Button>
      ),
    },
    { title: f('name'), dataIndex: 'name', key: 'name' },
    { title: f('labelType'), dataIndex: 'labelType', key: 'labelType', render: typeText },
    { title: f('size'), key: 'size', render: (_, t) => `${t.widthMm} × ${t.heightMm}` },
    { title: f('dpi'), dataIndex: 'dpi', key: 'dpi' },
    {
      title: f('payloadStyle'),
      key: 'payloadStyle',
      render: (_, t) =>
        `${translateDynamic('SupplierPortal', `Enum:PayloadStyle.${t.payloadStyle}`)} · ${t.symbology}`,
    },
    {
      title: f('forSupplier'),
      key: 'forSupplier',
      render: (_, t) => (t.forSupplierId ? (t.forSupplierCode ?? '') : L('LabelTemplate:AllSuppliers')),
    },
    { title: f('partCategory'), dataIndex: 'partCategory', key: 'partCategory' },
    { title: f('copies'), dataIndex: 'copies', key: 'copies' },
    { title: f('version'), dataIndex: 'version', key: 'version', render: (v: number) => `v${v}` },
    {
      title: f('isDefault'),
      dataIndex: 'isDefault',
      key: 'isDefault',
      render: (v: boolean) => v && <Tag color="blue">{L('LabelTemplate:Field:isDefault')}</Tag>,
    },
    {
      title: f('isActive'),
      dataIndex: 'isActive',
      key: 'isActive',
      render: (v: boolean, t) => (
        <Tag color={v ? 'success' : 'default'} data-testid={`label-template-active-${t.id}`}>
          {v ? L('LabelTemplate:Field:isActive') : L('LabelTemplate:Inactive')}
        </Tag>
      ),
    },
    timeColumn(f('lastModificationTime'), 'lastModificationTime'),
  ];

  return (
    <ListPage
      list={list}
      testId="page-label-templates"
      tableTestId="label-templates-table"
      columns={columns}
      sortable={sortable}
      search={L('LabelTemplate:FilterPlaceholder')}
      filters={
        <>
          <SelectFilter
            list={list}
            name="labelType"
            placeholder={f('labelType')}
            testId="label-template-type-filter"
            className="label-template-filter"
            options={labelTypes.map((t) => ({ value: t, label: typeText(t) }))}
          />
          <SelectFilter
            list={list}
            name="isActive"
            placeholder={f('isActive')}
            testId="label-template-active-filter"
            className="label-template-filter"
            options={[
              { value: 'true', label: L('LabelTemplate:Field:isActive') },
              { value: 'false', label: L('LabelTemplate:Inactive') },
            ]}
          />
        </>
      }
      onCreate={canCreate ? () => editor.show(null) : undefined}
      createText={L('LabelTemplate:New')}
      rowActions={actions}
    >
      <TemplateDrawer
        key={`editor-${editor.key}`}
        open={editor.open}
        template={editor.subject}
        canEdit={editor.subject ? canUpdate : canCreate}
        onClose={editor.hide}
        onSaved={() => void list.refetch()}
      />
      <CopyModal
        key={`copy-${copier.key}`}
        template={copier.subject}
        {...copier.bind(() => {
          ui.message?.success(L('LabelTemplate:Copied'));
          void list.refetch();
        })}
      />
      <VersionsModal
        key={`versions-${versions.key}`}
        template={versions.open ? versions.subject : null}
        onClose={versions.hide}
      />
    </ListPage>
  );
}

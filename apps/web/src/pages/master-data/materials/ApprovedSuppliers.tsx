import { MaterialLimits, materialSupplierWorkflow, workflowStatuses } from '@sp/contracts';
import { Button, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  addMaterialSupplier,
  removeMaterialSupplier,
  updateMaterialSupplier,
  type MaterialSupplier,
  type MaterialSupplierInput,
} from '../../../api/materials';
import { confirmedDelete, RowActions, StatusTag, toastSaved, useFormRules } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { useSupplierOptions } from './use-material-options';

const f = (key: string) => translateDynamic('SupplierPortal', `Materials:Field:${key}`);

/**
 * The approved suppliers of one material: a table, and for the buyer add, edit and remove (the
 * remove asks first). A vendor sees only their own approval and no buttons.
 */
export function ApprovedSuppliers({
  materialId,
  rows,
  editable,
  onChanged,
}: {
  materialId: string;
  rows: MaterialSupplier[];
  editable: boolean;
  onChanged: () => void;
}) {
  const L = useL();
  const [editing, setEditing] = useState<MaterialSupplier | 'new' | null>(null);

  const remove = (s: MaterialSupplier) =>
    confirmedDelete(
      s.supplierCode ?? s.supplierId,
      L(
        'SupplierPortal',
        'Materials:RemoveSupplierConfirm',
        `${s.supplierCode ?? ''} ${s.supplierName ?? ''}`.trim(),
      ),
      () => removeMaterialSupplier(materialId, s.id),
      onChanged,
    );

  const columns: TableColumnsType<MaterialSupplier> = [
    {
      title: f('supplier'),
      key: 'supplier',
      render: (_, s) => (
        <span>
          <strong>{s.supplierCode}</strong> {s.supplierName}
        </span>
      ),
    },
    { title: f('supplierPartNo'), dataIndex: 'supplierPartNo', key: 'supplierPartNo' },
    { title: f('manufacturer'), dataIndex: 'manufacturer', key: 'manufacturer' },
    { title: f('mpn'), dataIndex: 'mpn', key: 'mpn' },
    {
      title: f('status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number) => <StatusTag workflow={materialSupplierWorkflow} status={status} />,
    },
    ...(editable
      ? [
          {
            title: L('AbpUi', 'Actions'),
            key: 'actions',
            width: 1,
            render: (_: unknown, s: MaterialSupplier) => (
              <RowActions
                id={s.id}
                compact
                actions={[
                  { key: 'edit', label: L('Action:Edit'), onClick: () => setEditing(s) },
                  { key: 'delete', label: L('Action:Delete'), danger: true, onClick: () => void remove(s) },
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<MaterialSupplier>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: L('Materials:NoSuppliers') }}
        data-testid="material-suppliers"
      />
      {editable && (
        <Button
          className="material-add-supplier"
          onClick={() => setEditing('new')}
          data-testid="material-add-supplier"
        >
          {L('Materials:AddSupplier')}
        </Button>
      )}
      {editing && (
        <SupplierModal
          materialId={materialId}
          link={editing === 'new' ? null : editing}
          exclude={rows.map((r) => r.supplierId)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toastSaved();
            onChanged();
          }}
        />
      )}
    </>
  );
}

function SupplierModal({
  materialId,
  link,
  exclude,
  onClose,
  onSaved,
}: {
  materialId: string;
  link: MaterialSupplier | null;
  exclude: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const L = useL();
  const rules = useFormRules();
  const [form] = Form.useForm<MaterialSupplierInput>();
  const [busy, setBusy] = useState(false);
  const options = useSupplierOptions().filter(
    (o) => o.value === link?.supplierId || !exclude.includes(o.value),
  );
  const submit = async (values: MaterialSupplierInput) => {
    setBusy(true);
    try {
      if (link)
        await updateMaterialSupplier(materialId, link.id, {
          ...values,
          concurrencyStamp: link.concurrencyStamp,
        });
      else await addMaterialSupplier(materialId, values);
      onSaved();
    } catch {
      // The HTTP client has toasted the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={link ? `${L('Action:Edit')} · ${link.supplierCode ?? ''}` : L('Materials:AddSupplier')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'supplier-modal-ok' } as object) }}
      destroyOnHidden
    >
      <Form<MaterialSupplierInput>
        form={form}
        layout="vertical"
        initialValues={link ?? { status: 0 }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="supplierId" label={f('supplier')} rules={[rules.required(f('supplier'))]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={options}
            disabled={!!link}
            data-testid="supplier-select"
          />
        </Form.Item>
        <Form.Item
          name="supplierPartNo"
          label={f('supplierPartNo')}
          rules={[rules.max(f('supplierPartNo'), MaterialLimits.supplierPartNo)]}
        >
          <Input maxLength={MaterialLimits.supplierPartNo} />
        </Form.Item>
        <Form.Item name="manufacturer" label={f('manufacturer')}>
          <Input maxLength={MaterialLimits.manufacturer} />
        </Form.Item>
        <Form.Item name="mpn" label={f('mpn')}>
          <Input maxLength={MaterialLimits.mpn} />
        </Form.Item>
        <Form.Item name="status" label={f('status')}>
          <Select
            options={workflowStatuses(materialSupplierWorkflow).map((value) => ({
              value,
              label: translateDynamic('SupplierPortal', materialSupplierWorkflow.statuses[value].text),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { SupplierLimits, VENDOR_CODE } from '@sp/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Col, Divider, Drawer, Form, Row, Space } from 'antd';
import {
  createSupplier,
  updateSupplier,
  type Supplier,
  type SupplierContact,
  type SupplierInput,
} from '../../../api/suppliers';
import { TextField, toastSaved, type DialogProps } from '../../../components/crud';
import { showServerErrors } from '../../../components/crud/server-errors';
import { useFormRules } from '../../../components/crud/useFormRules';
import { type TextKey, useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { ContactsEditor, emptyContact } from './ContactsEditor';
import { blankToNull } from './supplier-rules';

interface FormValues {
  vendorCode: string;
  name: string;
  shortName?: string | null;
  address?: string | null;
  remark?: string | null;
  contacts?: SupplierContact[];
}

interface Props extends DialogProps<Supplier> {
  /** The supplier being edited; null for a new one. */
  supplier: Supplier | null;
}

function toInput(v: FormValues): SupplierInput {
  return {
    vendorCode: v.vendorCode.trim(),
    name: v.name.trim(),
    shortName: blankToNull(v.shortName),
    address: blankToNull(v.address),
    remark: blankToNull(v.remark),
    contacts: (v.contacts ?? []).map((c) => ({
      name: c.name.trim(),
      title: blankToNull(c.title),
      email: blankToNull(c.email),
      phone: blankToNull(c.phone),
      isPrimary: c.isPrimary === true,
    })),
  };
}

/** New or edit supplier, in a drawer: the directory entry and its contacts. */
export function SupplierDrawer({ open, supplier, onClose, onSaved }: Props) {
  const L = useL();
  const rules = useFormRules();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const [form] = Form.useForm<FormValues>();

  const save = useMutation({
    mutationFn: (v: FormValues) =>
      supplier
        ? updateSupplier(supplier.id, { ...toInput(v), concurrencyStamp: supplier.concurrencyStamp })
        : createSupplier(toInput(v)),
    onSuccess: (saved) => {
      toastSaved();
      onSaved(saved);
    },
    onError: (error) => showServerErrors(form, error),
  });

  const I = (key: TextKey<'AbpIdentity'>) => L('AbpIdentity', key);
  const initialValues: FormValues = supplier
    ? {
        vendorCode: supplier.vendorCode,
        name: supplier.name,
        shortName: supplier.shortName ?? '',
        address: supplier.address ?? '',
        remark: supplier.remark ?? '',
        contacts: supplier.contacts.map((c) => ({
          name: c.name,
          title: c.title ?? '',
          email: c.email ?? '',
          phone: c.phone ?? '',
          isPrimary: c.isPrimary,
        })),
      }
    : { vendorCode: '', name: '', shortName: '', address: '', remark: '', contacts: [emptyContact(true)] };

  return (
    <Drawer
      open={open}
      title={supplier ? I('EditSupplier') : I('NewSupplier')}
      size={mobile ? '100%' : 820}
      onClose={onClose}
      destroyOnHidden
      data-testid="supplier-drawer"
      footer={
        <Space className="supplier-drawer-footer">
          <Button onClick={onClose}>{L('AbpUi', 'Cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="modal-ok"
          >
            {L('AbpUi', 'Save')}
          </Button>
        </Space>
      }
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={(v) => save.mutate(v)}
        scrollToFirstError
        data-testid="supplier-form"
      >
        <Divider titlePlacement="start" className="supplier-section">
          {I('SupplierBasicInformation')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <TextField
              name="vendorCode"
              label={I('SupplierCode')}
              max={SupplierLimits.vendorCode}
              required
              rules={[rules.pattern(I('SupplierCode'), VENDOR_CODE, I('InvalidVendorCode'))]}
              autoFocus
              testId="supplier-code"
            />
          </Col>
          <Col xs={24} sm={14}>
            <TextField
              name="shortName"
              label={I('SupplierShortName')}
              max={SupplierLimits.shortName}
              testId="supplier-short-name"
            />
          </Col>
          <Col span={24}>
            <TextField
              name="name"
              label={I('SupplierName')}
              max={SupplierLimits.name}
              required
              testId="supplier-name"
            />
          </Col>
          <Col span={24}>
            <TextField
              name="address"
              label={I('Address')}
              max={SupplierLimits.address}
              testId="supplier-address"
            />
          </Col>
          <Col span={24}>
            <TextField
              name="remark"
              label={L('AbpUi', 'Remark')}
              max={SupplierLimits.remark}
              rows={2}
              testId="supplier-remark"
            />
          </Col>
        </Row>
        <Divider titlePlacement="start" className="supplier-section">
          {I('Contacts')}
        </Divider>
        <ContactsEditor form={form} />
      </Form>
    </Drawer>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { createUnit, renameUnit, type OrganizationUnit } from '../../../api/organizations';
import { toastSaved } from '../../../components/crud';
import { useFormRules } from '../../../components/crud/useFormRules';
import { useL } from '../../../locales/i18n';

const MAX_DISPLAY_NAME_LENGTH = 128;

/** What the dialog does: a new unit (top level or under `parent`), or renaming `unit`. */
export type UnitFormTarget =
  { mode: 'create'; parent: OrganizationUnit | null } | { mode: 'rename'; unit: OrganizationUnit };

interface Props {
  open: boolean;
  target: UnitFormTarget | null;
  onClose: () => void;
  onSaved: (unit: OrganizationUnit) => void;
}

/** Create or rename an organization unit: its display name, unique among its siblings (server rule). */
export function UnitFormModal({ open, target, onClose, onSaved }: Props) {
  const L = useL();
  const rules = useFormRules();
  const [form] = Form.useForm<{ displayName: string }>();
  const save = useMutation({
    mutationFn: async ({ displayName }: { displayName: string }) => {
      if (!target) throw new Error('no target');
      return target.mode === 'create'
        ? createUnit({ displayName: displayName.trim(), parentId: target.parent?.id ?? null })
        : renameUnit(target.unit.id, {
            displayName: displayName.trim(),
            concurrencyStamp: target.unit.concurrencyStamp,
          });
    },
    onSuccess: (unit) => {
      toastSaved();
      onSaved(unit);
    },
  });

  const label = L('AbpIdentity', 'DisplayName:DisplayName');
  const title =
    target?.mode === 'rename'
      ? L('AbpIdentity', 'EditOrganizationUnit')
      : target?.parent
        ? L('AbpIdentity', 'AddSubUnit')
        : L('AbpIdentity', 'NewOrganizationUnit');

  return (
    <Modal
      open={open}
      title={title}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ ...({ 'data-testid': 'modal-ok' } as object), loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ displayName: target?.mode === 'rename' ? target.unit.displayName : '' }}
        onFinish={(values) => save.mutate(values)}
        data-testid="unit-form"
      >
        {target?.mode === 'create' && (
          <Form.Item label={L('AbpIdentity', 'ParentOrganizationUnit')}>
            <Input
              disabled
              value={target.parent?.displayName ?? L('AbpIdentity', 'RootOrganizationUnit')}
              data-testid="unit-parent"
            />
          </Form.Item>
        )}
        <Form.Item
          name="displayName"
          label={label}
          rules={[rules.required(label), rules.max(label, MAX_DISPLAY_NAME_LENGTH)]}
        >
          <Input autoFocus maxLength={MAX_DISPLAY_NAME_LENGTH} data-testid="unit-display-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

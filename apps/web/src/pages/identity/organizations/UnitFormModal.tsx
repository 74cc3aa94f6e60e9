import { Form, Input } from 'antd';
import { createUnit, renameUnit, type OrganizationUnit } from '../../../api/organizations';
import { FormModal, useFormRules, useSave, type DialogProps } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

const MAX_DISPLAY_NAME_LENGTH = 128;

/** What the dialog does: a new unit (top level or under `parent`), or renaming `unit`. */
export type UnitFormTarget =
  { mode: 'create'; parent: OrganizationUnit | null } | { mode: 'rename'; unit: OrganizationUnit };

interface Props extends DialogProps<OrganizationUnit> {
  target: UnitFormTarget | null;
}

/** Create or rename an organization unit: its display name, unique among its siblings (server rule). */
export function UnitFormModal({ open, target, onClose, onSaved }: Props) {
  const L = useL();
  const rules = useFormRules();
  const save = useSave(({ displayName }: { displayName: string }) => {
    if (!target) throw new Error('no target');
    return target.mode === 'create'
      ? createUnit({ displayName: displayName.trim(), parentId: target.parent?.id ?? null })
      : renameUnit(target.unit.id, {
          displayName: displayName.trim(),
          concurrencyStamp: target.unit.concurrencyStamp,
        });
  }, onSaved);

  const label = L('AbpIdentity', 'DisplayName:DisplayName');
  const title =
    target?.mode === 'rename'
      ? L('AbpIdentity', 'EditOrganizationUnit')
      : target?.parent
        ? L('AbpIdentity', 'AddSubUnit')
        : L('AbpIdentity', 'NewOrganizationUnit');

  return (
    <FormModal<{ displayName: string }>
      open={open}
      title={title}
      onClose={onClose}
      save={save}
      testId="unit-form"
      width={460}
      preserve={false}
      initialValues={{ displayName: target?.mode === 'rename' ? target.unit.displayName : '' }}
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
    </FormModal>
  );
}

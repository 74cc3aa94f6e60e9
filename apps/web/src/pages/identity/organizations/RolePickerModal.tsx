import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { getAllRoles } from '../../../api/organizations';
import { useL } from '../../../locales/i18n';
import { roleLabel } from './role-label';

interface Props {
  open: boolean;
  unitName: string;
  /** Roles the unit already has (not offered again). */
  assigned: string[];
  onClose: () => void;
  onPick: (roleIds: string[]) => Promise<boolean>;
}

/** "Add roles": the tenant's roles the unit does not have yet, several at once. */
export function RolePickerModal({ open, unitName, assigned, onClose, onPick }: Props) {
  const L = useL();
  const [value, setValue] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const roles = useQuery({ queryKey: ['identity-roles-all'], queryFn: getAllRoles, enabled: open });

  const submit = async () => {
    if (value.length === 0 || busy) return;
    setBusy(true);
    const ok = await onPick(value);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open={open}
      title={`${L('AbpIdentity', 'AddOrganizationUnitRoles')} · ${unitName}`}
      okText={L('AbpUi', 'Add')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{
        ...({ 'data-testid': 'modal-ok' } as object),
        disabled: value.length === 0,
        loading: busy,
      }}
      onOk={() => void submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && setValue([])}
      destroyOnHidden
      width={480}
    >
      <Form layout="vertical">
        <Form.Item label={L('AbpIdentity', 'Roles')} required>
          <Select<string[]>
            mode="multiple"
            autoFocus
            data-testid="role-picker"
            loading={roles.isFetching}
            value={value}
            onChange={setValue}
            placeholder={L('AbpUi', 'PleaseSelect')}
            optionFilterProp="label"
            options={(roles.data?.items ?? []).map((r) => ({
              value: r.id,
              label: roleLabel(L, r.name),
              disabled: assigned.includes(r.id),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

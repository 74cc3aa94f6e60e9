import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { getAllRoles } from '../../../api/organizations';
import { useL } from '../../../locales/i18n';
import { PickerModal } from './PickerModal';
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
  const roles = useQuery({ queryKey: ['identity-roles-all'], queryFn: getAllRoles, enabled: open });

  return (
    <PickerModal<string>
      open={open}
      title={`${L('AbpIdentity', 'AddOrganizationUnitRoles')} · ${unitName}`}
      okText={() => L('AbpUi', 'Add')}
      onClose={onClose}
      onPick={onPick}
      width={480}
    >
      {(value, setValue) => (
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
      )}
    </PickerModal>
  );
}

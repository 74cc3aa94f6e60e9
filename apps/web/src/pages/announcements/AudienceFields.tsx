import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select } from 'antd';
import { SystemInformAudience } from '../../api/announcements';
import { getAllRoles } from '../../api/identity';
import { type KeySuffix, useL } from '../../locales/i18n';
import { roleLabel } from '../identity/organizations/role-label';
import { useInformEnum } from './queries';
import { SupplierMultiSelect } from './SupplierMultiSelect';

function RoleMultiSelect(props: { id?: string; value?: string[]; onChange?: (ids: string[]) => void }) {
  const L = useL();
  const roles = useQuery({ queryKey: ['identity-roles-all'], queryFn: getAllRoles, staleTime: 60_000 });
  return (
    <Select<string[]>
      {...props}
      mode="multiple"
      allowClear
      loading={roles.isLoading}
      placeholder={L('AbpUi', 'PleaseSelect')}
      optionFilterProp="label"
      options={(roles.data?.items ?? []).map((r) => ({ value: r.id, label: roleLabel(L, r.name) }))}
      data-testid="announcement-roles"
    />
  );
}

/**
 * Who sees the announcement: everyone, staff, supplier users, some roles or some suppliers; the
 * last two ask for their roles or suppliers.
 */
export function AudienceFields() {
  const L = useL();
  const audiences = useInformEnum('Audience');
  const A = (key: KeySuffix<'Announcement:'>) => L(`Announcement:${key}`);
  const required = (message: string) => ({ required: true, type: 'array' as const, min: 1, message });

  return (
    <Row gutter={16}>
      <Col xs={24} sm={8}>
        <Form.Item name="audience" label={A('Audience')} rules={[{ required: true }]}>
          <Select options={audiences.options} data-testid="announcement-audience" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16}>
        <Form.Item noStyle dependencies={['audience']}>
          {({ getFieldValue }) => {
            const audience = getFieldValue('audience') as number;
            if (audience === SystemInformAudience.Roles)
              return (
                <Form.Item
                  name="audienceRoleIds"
                  label={A('AudienceRoles')}
                  rules={[required(L('SystemInform:AudienceRolesRequired'))]}
                >
                  <RoleMultiSelect />
                </Form.Item>
              );
            if (audience === SystemInformAudience.Suppliers)
              return (
                <Form.Item
                  name="audienceSupplierIds"
                  label={A('AudienceSuppliers')}
                  rules={[required(L('SystemInform:AudienceSuppliersRequired'))]}
                >
                  <SupplierMultiSelect />
                </Form.Item>
              );
            return null;
          }}
        </Form.Item>
      </Col>
    </Row>
  );
}

import { ControlOutlined } from '@ant-design/icons';
import { featureManagementTexts, Policies } from '@sp/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, InputNumber, Modal, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import {
  getTenantFeatures,
  updateTenantFeatures,
  type FeatureDto,
  type FeatureListResultDto,
} from '../../api/feature-management';
import type { Tenant } from '../../api/tenants';
import { useHasPolicy, type RowAction } from '../../components/crud';
import { FreshQuery } from '../../components/FreshQuery';
import { useL, useTexts } from '../../locales/i18n';
import { ui } from '../../utils/ui';

interface Props {
  tenant: Tenant | null;
  onClose: () => void;
}

/**
 * The host's "Features" of a tenant (ABP's feature management, provider `T`): each group with its
 * features, a switch for a toggle, a number for a limit (0: unlimited). Saving sends the changed
 * values only; the tenant's menu and endpoints follow at once (its users see it on their next page).
 */
export function TenantFeaturesDialog({ tenant, onClose }: Props) {
  const F = useTexts(featureManagementTexts);
  return (
    <Modal
      open={tenant !== null}
      title={tenant ? F('Feature:DialogTitle', tenant.name) : ''}
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
      maskClosable={false}
    >
      {tenant && <FeaturesEditor key={tenant.id} tenant={tenant} onClose={onClose} />}
    </Modal>
  );
}

function FeaturesEditor({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  return (
    <FreshQuery
      queryKey={['feature-management', 'T', tenant.id]}
      queryFn={() => getTenantFeatures(tenant.id)}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
    >
      {(data) => <FeaturesForm tenant={tenant} data={data} onClose={onClose} />}
    </FreshQuery>
  );
}

function FeaturesForm({
  tenant,
  data,
  onClose,
}: {
  tenant: Tenant;
  data: FeatureListResultDto;
  onClose: () => void;
}) {
  const L = useL();
  const F = useTexts(featureManagementTexts);
  const initial = Object.fromEntries(data.groups.flatMap((g) => g.features.map((f) => [f.name, f.value])));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const save = useMutation({
    mutationFn: async () => {
      const changes = Object.entries(values)
        .filter(([name, value]) => initial[name] !== value)
        .map(([name, value]) => ({ name, value }));
      if (changes.length > 0) await updateTenantFeatures(tenant.id, changes);
      return changes.length > 0;
    },
    onSuccess: (saved) => {
      if (saved) ui.message?.success(F('Feature:Saved'));
      onClose();
    },
  });

  const control = (f: FeatureDto) =>
    f.valueType.name === 'ToggleStringValueType' ? (
      <Switch
        checked={values[f.name] === 'true'}
        onChange={(on) => set(f.name, on ? 'true' : 'false')}
        aria-label={f.displayName}
        data-testid={`feature-${f.name}`}
      />
    ) : (
      <InputNumber
        min={0}
        precision={0}
        value={Number(values[f.name] ?? 0)}
        onChange={(n) => set(f.name, String(n ?? 0))}
        aria-label={f.displayName}
        data-testid={`feature-${f.name}`}
        style={{ width: 140 }}
      />
    );

  return (
    <div data-testid="tenant-features">
      {data.groups.map((g) => (
        <section key={g.name} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{g.displayName}</Typography.Title>
          {g.features.map((f) => (
            <div
              key={f.name}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 12,
                padding: '6px 0',
              }}
            >
              <div>
                <div>{f.displayName}</div>
                {f.description && <Typography.Text type="secondary">{f.description}</Typography.Text>}
              </div>
              {control(f)}
            </div>
          ))}
        </section>
      ))}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose} data-testid="modal-cancel">
          {L('AbpUi', 'Cancel')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="modal-ok">
          {L('AbpUi', 'Save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The tenants page's "Features" row action and its dialog, for holders of
 * `AbpTenantManagement.Tenants.ManageFeatures` (host only).
 */
export function useTenantFeaturesAction() {
  const F = useTexts(featureManagementTexts);
  const allowed = useHasPolicy(Policies.AbpTenantManagement.Tenants.ManageFeatures.name);
  const [tenant, setTenant] = useState<Tenant | null>(null);
  return {
    allowed,
    action: (t: Tenant): RowAction => ({
      key: 'features',
      label: F('Feature:ManageAction'),
      icon: <ControlOutlined />,
      hidden: !allowed,
      onClick: () => setTenant(t),
    }),
    dialog: <TenantFeaturesDialog tenant={tenant} onClose={() => setTenant(null)} />,
  };
}

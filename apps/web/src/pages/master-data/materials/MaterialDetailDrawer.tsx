import { materialWorkflow } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Grid, Skeleton, Typography } from 'antd';
import { getMaterial } from '../../../api/materials';
import { StatusTag } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { ApprovedSuppliers } from './ApprovedSuppliers';
import { useMaterialCodes } from './use-material-options';

const f = (key: string) => translateDynamic('SupplierPortal', `Materials:Field:${key}`);

/** One material's fields and its approved suppliers (editable by whoever may edit the material). */
export function MaterialDetailDrawer({
  materialId,
  open,
  onClose,
  onChanged,
}: {
  materialId: string | null;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const L = useL();
  const screens = Grid.useBreakpoint();
  const codes = useMaterialCodes();
  const query = useQuery({
    queryKey: ['material', materialId],
    queryFn: () => getMaterial(materialId!),
    enabled: open && !!materialId,
  });
  const m = query.data;
  const yesNo = (v: boolean) => (v ? L('Materials:Yes') : L('Materials:No'));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={m ? `${m.partNo} · ${m.name}` : L('Materials:Details')}
      width={screens.md ? 720 : '100%'}
      destroyOnHidden
      data-testid="material-detail"
    >
      {!m ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" bordered column={screens.sm ? 2 : 1}>
            <Descriptions.Item label={f('partNo')}>
              <Typography.Text copyable>{m.partNo}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={f('status')}>
              <StatusTag workflow={materialWorkflow} status={m.status} />
            </Descriptions.Item>
            <Descriptions.Item label={f('name')} span={2}>
              {m.name}
            </Descriptions.Item>
            <Descriptions.Item label={f('spec')} span={2}>
              {m.spec}
            </Descriptions.Item>
            <Descriptions.Item label={f('unit')}>{codes.unitLabel(m.unit)}</Descriptions.Item>
            <Descriptions.Item label={f('category')}>{codes.categoryLabel(m.category)}</Descriptions.Item>
            <Descriptions.Item label={f('drawingNo')}>{m.drawingNo}</Descriptions.Item>
            <Descriptions.Item label={f('drawingRev')}>{m.drawingRev}</Descriptions.Item>
            <Descriptions.Item label={f('msl')}>{m.msl}</Descriptions.Item>
            <Descriptions.Item label={f('shelfLifeDays')}>{m.shelfLifeDays}</Descriptions.Item>
            <Descriptions.Item label={f('rohs')}>{yesNo(m.rohs)}</Descriptions.Item>
            <Descriptions.Item label={f('halogenFree')}>{yesNo(m.halogenFree)}</Descriptions.Item>
            {m.remark && (
              <Descriptions.Item label={f('remark')} span={2}>
                {m.remark}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} className="material-section-title">
            {f('suppliers')}
          </Typography.Title>
          <ApprovedSuppliers
            materialId={m.id}
            rows={m.suppliers ?? []}
            editable={m.allowedActions.includes('update')}
            onChanged={() => {
              void query.refetch();
              onChanged();
            }}
          />
        </>
      )}
    </Drawer>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Tag, Tooltip } from 'antd';
import { useL } from '../../../locales/i18n';
import { supplierQuery } from './SupplierSelect';

/**
 * The supplier a user is bound to: its code (looked up once per supplier and cached) when the
 * viewer may read the supplier directory, else just a "supplier user" tag.
 */
export function SupplierCell({ supplierId, canRead }: { supplierId: string | null; canRead: boolean }) {
  const L = useL();
  const supplier = useQuery({ ...supplierQuery(supplierId ?? ''), enabled: !!supplierId && canRead });
  if (!supplierId) return null;
  if (!canRead || !supplier.data) return <Tag color="purple">{L('AbpIdentity', 'UserType:Vendor')}</Tag>;
  return (
    <Tooltip title={supplier.data.name}>
      <Tag color="purple" data-testid="user-supplier-code">
        {supplier.data.vendorCode}
      </Tag>
    </Tooltip>
  );
}

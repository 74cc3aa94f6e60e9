import { SupplierAttachmentRules, supplierWorkflow } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Space, Tag } from 'antd';
import { getSupplier, type Supplier } from '../../../api/suppliers';
import { StatusTag } from '../../../components/crud';
import { AttachmentsPanel, DetailSections, StatusTimeline } from '../../../components/detail';
import { type TextKey, useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import './suppliers.css';

interface Props {
  open: boolean;
  supplierId: string | null;
  onClose: () => void;
}

const accept = SupplierAttachmentRules.extensions.join(',');
const none = <span className="supplier-none">—</span>;

function Contacts({ supplier }: { supplier: Supplier }) {
  const L = useL();
  if (supplier.contacts.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('AbpIdentity', 'NoContacts')} />;
  return (
    <ul className="supplier-detail-contacts" data-testid="supplier-detail-contacts">
      {supplier.contacts.map((c, i) => (
        <li key={i}>
          <Space wrap size={[8, 2]}>
            <strong>{c.name}</strong>
            {c.title && <span className="supplier-contact-title">{c.title}</span>}
            {c.isPrimary && <Tag color="blue">{L('AbpIdentity', 'PrimaryContact')}</Tag>}
          </Space>
          <div className="supplier-contact-title">
            {[c.email, c.phone].filter(Boolean).join(' · ') || '—'}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * One supplier as a record: its directory entry and contacts, its status history (created,
 * suspended, activated: who and when) and its qualification documents (licence, certificates,
 * declarations). Files are uploaded and deleted by a user whose row allows `update` (the buyer, or
 * the supplier's own user granted it); the server applies the same rule and the type's limits.
 */
export function SupplierDetailDrawer({ open, supplierId, onClose }: Props) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const I = (key: TextKey<'AbpIdentity'>) => L('AbpIdentity', key);
  const record = useQuery({
    queryKey: ['supplier', supplierId],
    queryFn: () => getSupplier(supplierId!),
    enabled: supplierId !== null,
    staleTime: 0,
  });
  const s = record.data;
  const canKeepFiles = s?.allowedActions.includes('update') ?? false;

  return (
    <Drawer
      open={open}
      size={mobile ? '100%' : 820}
      onClose={onClose}
      destroyOnHidden
      className="supplier-detail"
      data-testid="supplier-detail"
      title={
        s ? (
          <Space wrap size={8}>
            <span className="supplier-code">{s.vendorCode}</span>
            <span data-testid="detail-title">{s.name}</span>
            <StatusTag workflow={supplierWorkflow} status={s.status} testId="detail-status" />
          </Space>
        ) : (
          I('Suppliers')
        )
      }
    >
      {!s ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            // A phone gets label: value lines; a two-column table would squeeze both.
            bordered={!mobile}
            size="small"
            column={mobile ? 1 : 2}
            data-testid="supplier-detail-fields"
            items={[
              { key: 'code', label: I('SupplierCode'), children: s.vendorCode },
              { key: 'short', label: I('SupplierShortName'), children: s.shortName || none },
              { key: 'name', label: I('SupplierName'), children: s.name, span: mobile ? 1 : 2 },
              { key: 'address', label: I('Address'), children: s.address || none, span: mobile ? 1 : 2 },
              { key: 'users', label: I('SupplierUsers'), children: s.userCount ?? 0 },
              { key: 'created', label: L('AbpUi', 'CreationTime'), children: parseTime(s.creationTime) },
              {
                key: 'remark',
                label: L('AbpUi', 'Remark'),
                children: <span className="supplier-detail-remark">{s.remark || none}</span>,
                span: mobile ? 1 : 2,
              },
            ]}
          />
          <DetailSections
            sections={[
              { key: 'contacts', title: I('Contacts'), content: <Contacts supplier={s} /> },
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={supplierWorkflow} entityId={s.id} />,
              },
              {
                key: 'attachments',
                title: L('Field:Attachments'),
                content: (
                  <AttachmentsPanel
                    ownerType="Supplier"
                    ownerId={s.id}
                    categories={SupplierAttachmentRules.categories.map((value) => ({
                      value,
                      label: I(`SupplierDocument:${value || 'General'}`),
                    }))}
                    accept={accept}
                    canUpload={canKeepFiles}
                    canDelete={canKeepFiles}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

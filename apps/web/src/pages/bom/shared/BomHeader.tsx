import type { BomDto } from '@sp/contracts';
import { Alert, Descriptions } from 'antd';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { effectiveText, enumText, formatQty } from '../bom-format';

const time = (t: string | null) => parseTime(t, '{y}-{m}-{d} {h}:{i}') ?? '';

/** A BOM revision's header facts (read-only) and its reject reason / update request. Test id: `bom-header`. */
export function BomHeader({ bom: b }: { bom: BomDto }) {
  const L = useL();
  const dash = (v: string | null | undefined) => v || '—';
  return (
    <>
      {b.rejectReason && b.status === 3 && (
        <Alert
          type="error"
          showIcon
          className="bom-alert"
          message={L('SupplierPortal', 'BomPage:RejectedBecause', b.rejectReason)}
          data-testid="bom-reject-reason"
        />
      )}
      {b.updateRequested && (
        <Alert
          type="warning"
          showIcon
          className="bom-alert"
          message={L('SupplierPortal', 'BomPage:UpdateRequestedNote', b.updateRequestNote ?? '')}
          data-testid="bom-update-request"
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        className="bom-header"
        data-testid="bom-header"
      >
        <Descriptions.Item label={L('BomPage:ParentPart')}>
          <span className="bom-code">{b.parentPartNo}</span> <span className="bom-muted">{b.parentName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={L('Field:Revision')}>
          <span data-testid="bom-revision">{b.revision}</span>
        </Descriptions.Item>
        <Descriptions.Item label={L('BomPage:Type')}>{enumText('BomType', b.bomType)}</Descriptions.Item>
        <Descriptions.Item label={L('BomPage:Vendor')}>
          {b.vendorCode ? `${b.vendorCode} ${b.vendorName ?? ''}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item
          label={L('BomPage:BaseQty')}
        >{`${formatQty(b.baseQty)} ${b.uom}`}</Descriptions.Item>
        <Descriptions.Item label={L('BomPage:Effective')}>
          {effectiveText(b.effectiveFrom, b.effectiveTo)}
        </Descriptions.Item>
        <Descriptions.Item label={L('BomPage:Ecn')}>{dash(b.ecnNo)}</Descriptions.Item>
        <Descriptions.Item label={L('BomPage:Lines')}>{b.lineCount}</Descriptions.Item>
        <Descriptions.Item label={L('BomPage:Submitted')}>
          {b.submittedTime ? `${dash(b.submittedByName)} ${time(b.submittedTime)}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={L('BomPage:ApprovedBy')}>
          {b.approvedTime ? `${dash(b.approvedByName)} ${time(b.approvedTime)}` : '—'}
        </Descriptions.Item>
        {b.remark && <Descriptions.Item label={L('BomPage:Remark')}>{b.remark}</Descriptions.Item>}
      </Descriptions>
    </>
  );
}

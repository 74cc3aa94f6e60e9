import type { InspectionFormDto } from '@sp/contracts';
import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { enumText, formatQty, formDetailPath, type FormMode } from './form-format';
import { ReviewResultTag } from './ReviewResultTag';

/**
 * The form's header facts: supplier (IQC's side), delivery and line, PO, part, lot, D/C, lot qty,
 * mode, the letter of recognition the requirements follow, the version; once decided the
 * reviewer, result and comment. Test id: `form-header`.
 */
export function FormHeader({ form: f, mode }: { form: InspectionFormDto; mode: FormMode }) {
  const L = useL();
  const dash = (v: string | null | undefined) => v || '—';
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      className="iif-header"
      data-testid="form-header"
    >
      {mode === 'admin' && (
        <Descriptions.Item label={L('Field:Supplier')}>
          <span className="iif-code">{f.supplierCode}</span> {f.supplierName}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={L('FormPage:DeliveryLine')}>
        <span className="iif-code">
          {L('SupplierPortal', 'FormPage:DeliveryLineValue', f.deliveryNo, f.deliveryLineNo)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={L('Field:PoNo')}>
        <span className="iif-code">{f.poNo}</span>
      </Descriptions.Item>
      <Descriptions.Item label={L('Field:PartNo')}>
        <span className="iif-code">{f.partNo}</span>{' '}
        {f.partName && <span className="iif-muted">{f.partName}</span>}
      </Descriptions.Item>
      {f.spec && <Descriptions.Item label={L('Field:Spec')}>{f.spec}</Descriptions.Item>}
      <Descriptions.Item label={L('Field:LotNo')}>
        <span className="iif-code">{f.lotNo}</span>
      </Descriptions.Item>
      <Descriptions.Item label={L('Field:DateCode')}>{dash(f.dateCode)}</Descriptions.Item>
      <Descriptions.Item label={L('FormPage:LotQty')}>{formatQty(f.lotQty)}</Descriptions.Item>
      <Descriptions.Item label={L('FormPage:Mode')}>
        {enumText('InspectionMode', f.inspectionMode)}
      </Descriptions.Item>
      <Descriptions.Item label={L('FormPage:Letter')}>
        {f.letterNo ? L('SupplierPortal', 'FormPage:LetterValue', f.letterNo, f.letterRev ?? '—') : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={L('FormPage:Version')}>
        {L('SupplierPortal', 'FormPage:VersionValue', f.version)}
        {f.previousId && (
          <>
            {' · '}
            <Link to={formDetailPath(mode, f.previousId)} data-testid="form-previous">
              {L('FormPage:PreviousVersion')}
            </Link>
          </>
        )}
      </Descriptions.Item>
      {f.submittedTime && (
        <Descriptions.Item label={L('FormPage:SubmittedTime')}>
          {parseTime(f.submittedTime)}
        </Descriptions.Item>
      )}
      {(f.reviewResult || f.reviewerName) && (
        <>
          <Descriptions.Item label={L('FormPage:ReviewResult')}>
            <ReviewResultTag form={f} />
          </Descriptions.Item>
          <Descriptions.Item label={L('FormPage:Reviewer')}>
            {dash(f.reviewerName)}
            {f.reviewTime && <span className="iif-muted"> · {parseTime(f.reviewTime)}</span>}
          </Descriptions.Item>
        </>
      )}
      {f.reviewComment && (
        <Descriptions.Item label={L('FormPage:ReviewComment')} span={3}>
          <span className="iif-pre" data-testid="form-review-comment">
            {f.reviewComment}
          </span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

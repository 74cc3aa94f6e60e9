import { VendorConclusion, type VendorConclusionValue } from '@sp/contracts';
import { DatePicker, Descriptions, Form, Input, Radio, Tag } from 'antd';
import dayjs from 'dayjs';
import { useL } from '../../../locales/i18n';
import { DAY, enumText } from './form-format';
import type { FormDraft } from './form-draft';

/**
 * The supplier's own inspection: inspector, date, conclusion (供方判定) with the verdict the
 * numbers suggest beside it, and a remark. Read-only once submitted. Test ids: `vendor-inspector`,
 * `vendor-date`, `vendor-conclusion`, `suggested-conclusion`.
 */
export function ConclusionSection({
  draft,
  suggested,
  editable,
  onChange,
}: {
  draft: FormDraft;
  suggested: VendorConclusionValue | null;
  editable: boolean;
  onChange: (patch: Partial<FormDraft>) => void;
}) {
  const L = useL();
  const hint = suggested && (
    <span
      className={suggested === 'Fail' ? 'iif-warn' : 'iif-muted'}
      data-testid="suggested-conclusion"
      data-value={suggested}
    >
      {L('SupplierPortal', 'FormPage:SuggestedConclusion', enumText('VendorConclusion', suggested))}
    </span>
  );

  if (!editable)
    return (
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={L('FormPage:VendorInspector')}>
          {draft.vendorInspector || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={L('FormPage:VendorInspectDate')}>
          {draft.vendorInspectDate || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={L('FormPage:VendorConclusion')}>
          {draft.vendorConclusion ? (
            <Tag color={draft.vendorConclusion === 'Fail' ? 'red' : 'green'} data-testid="vendor-conclusion">
              {enumText('VendorConclusion', draft.vendorConclusion)}
            </Tag>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={L('FormPage:Remark')}>
          <span className="iif-pre">{draft.remark || '—'}</span>
        </Descriptions.Item>
      </Descriptions>
    );

  return (
    <Form layout="vertical" component="div">
      <div className="iif-conclusion">
        <Form.Item label={L('FormPage:VendorInspector')} required>
          <Input
            maxLength={64}
            value={draft.vendorInspector ?? ''}
            onChange={(e) => onChange({ vendorInspector: e.target.value || null })}
            data-testid="vendor-inspector"
          />
        </Form.Item>
        <Form.Item label={L('FormPage:VendorInspectDate')} required>
          <DatePicker
            value={draft.vendorInspectDate ? dayjs(draft.vendorInspectDate) : null}
            onChange={(v) => onChange({ vendorInspectDate: v ? v.format(DAY) : null })}
            style={{ width: '100%' }}
            data-testid="vendor-date"
          />
        </Form.Item>
        <Form.Item label={L('FormPage:VendorConclusion')} required extra={hint}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={draft.vendorConclusion}
            onChange={(e) => onChange({ vendorConclusion: e.target.value as VendorConclusionValue })}
            options={VendorConclusion.map((v) => ({ value: v, label: enumText('VendorConclusion', v) }))}
            data-testid="vendor-conclusion"
          />
        </Form.Item>
      </div>
      <Form.Item label={L('FormPage:Remark')} style={{ marginTop: 12, marginBottom: 20 }}>
        <Input.TextArea
          rows={2}
          maxLength={1000}
          showCount
          value={draft.remark ?? ''}
          onChange={(e) => onChange({ remark: e.target.value || null })}
          data-testid="vendor-remark"
        />
      </Form.Item>
    </Form>
  );
}

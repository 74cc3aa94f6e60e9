import {
  acceptanceNumbers,
  DefectSeverity,
  NG_COUNT_FIELDS,
  SAMPLED_MODES,
  type DefectSeverityValue,
  type InspectionFormDto,
} from '@sp/contracts';
import { Alert, Form, InputNumber } from 'antd';
import { useL } from '../../../locales/i18n';
import { SamplingPanel } from '../shared/SamplingPanel';
import { enumText } from './form-format';
import { severitiesOverRe, type NgCounts } from './form-judge';

/**
 * The Ac/Re panel of a form: its mode, the sampling plan with each severity's AQL and Ac/Re and the
 * NG counts against them (the shared SamplingPanel); a full inspection says that any defective
 * fails the lot (Ac 0 / Re 1, the contracts' rule). While the vendor edits, the NG counts are typed
 * below (they follow the NG items' floor until typed). Test ids: `acre-panel`, `ng-${severity}`
 * (the inputs), `acre-fail`.
 */
export function AcRePanel({
  form,
  ng,
  editable,
  onChange,
}: {
  form: InspectionFormDto;
  ng: NgCounts;
  editable: boolean;
  onChange: (patch: Partial<NgCounts>) => void;
}) {
  const L = useL();
  const sampled = SAMPLED_MODES.includes(form.inspectionMode) && !!form.plan;
  const over = severitiesOverRe(form, ng);
  const acRe = acceptanceNumbers(form.inspectionMode, form.plan);
  const counts = Object.fromEntries(DefectSeverity.map((s) => [s, ng[NG_COUNT_FIELDS[s]]])) as Record<
    DefectSeverityValue,
    number
  >;

  return (
    <div className="iif-plan" data-testid="acre-panel">
      <div className="iif-alert">
        <span className="iif-muted">{L('FormPage:Mode')}: </span>
        {enumText('InspectionMode', form.inspectionMode)}
      </div>
      {sampled ? (
        <SamplingPanel plan={form.plan} ng={counts} />
      ) : (
        <Alert type="info" showIcon className="iif-alert" message={L('FormPage:FullAcRe')} />
      )}
      {editable && (
        <Form layout="vertical" component="div" className="iif-ng-inputs">
          {DefectSeverity.map((s) => (
            <Form.Item
              key={s}
              label={`${enumText('DefectSeverity', s)} · ${L('FormPage:NgCount')}`}
              validateStatus={over.includes(s) ? 'error' : undefined}
            >
              <InputNumber<number>
                min={0}
                precision={0}
                value={counts[s]}
                onChange={(v) => onChange({ [NG_COUNT_FIELDS[s]]: v ?? 0 })}
                data-testid={`ng-${s}`}
              />
            </Form.Item>
          ))}
        </Form>
      )}
      {over.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="acre-fail"
          message={over
            .map((s) =>
              L(
                'SupplierPortal',
                'FormPage:NgReachesRe',
                enumText('DefectSeverity', s),
                counts[s],
                acRe[s]?.re,
              ),
            )
            .join('; ')}
        />
      )}
    </div>
  );
}

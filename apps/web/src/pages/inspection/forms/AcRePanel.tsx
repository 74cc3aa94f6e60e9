import {
  acceptanceNumbers,
  DefectSeverity,
  NG_COUNT_FIELDS,
  type DefectSeverityValue,
  type InspectionFormDto,
} from '@sp/contracts';
import { Alert, Descriptions, InputNumber, Table, Tag, type TableColumnsType } from 'antd';
import { useL } from '../../../locales/i18n';
import { enumText, formatQty } from './form-format';
import { severitiesOverRe, type NgCounts } from './form-judge';

interface Row {
  id: DefectSeverityValue;
  aql: number | null;
  n: number | null;
  ac: number | null;
  re: number | null;
  ng: number;
}

/**
 * The Ac/Re panel: the form's sampling plan (level, code letter, sample) and per severity its AQL,
 * accept / reject numbers and the defective pieces found, red once they reach Re. The vendor types
 * the NG counts (they follow the NG items' floor until typed). Test ids: `acre-panel`, `ng-${severity}`,
 * `acre-${severity}`, `acre-fail`.
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
  const plan = form.plan;
  const over = severitiesOverRe(form, ng);
  // Full inspection judges every piece: Ac 0 / Re 1 whatever the plan (the contracts' rule).
  const acRe = acceptanceNumbers(form.inspectionMode, plan);
  const rows: Row[] = DefectSeverity.map((s) => {
    const p = plan?.bySeverity[s];
    return {
      id: s,
      aql: p?.aql ?? null,
      n: p?.sampleSize ?? null,
      ac: acRe[s]?.ac ?? null,
      re: acRe[s]?.re ?? null,
      ng: ng[NG_COUNT_FIELDS[s]],
    };
  });
  const columns: TableColumnsType<Row> = [
    { title: L('FormPage:Severity'), key: 'severity', render: (_, r) => enumText('DefectSeverity', r.id) },
    { title: L('FormPage:Aql'), key: 'aql', align: 'right', render: (_, r) => r.aql ?? '—' },
    { title: 'n', key: 'n', align: 'right', render: (_, r) => (r.n === null ? '—' : formatQty(r.n)) },
    {
      title: L('FormPage:AcRe'),
      key: 'acre',
      align: 'right',
      render: (_, r) =>
        r.ac === null ? (
          <span className="iif-muted">{L('FormPage:NotJudged')}</span>
        ) : (
          <span className="iif-nowrap" data-testid={`acre-${r.id}`}>
            {r.ac} / {r.re}
          </span>
        ),
    },
    {
      title: L('FormPage:NgCount'),
      key: 'ng',
      render: (_, r) =>
        editable ? (
          <InputNumber<number>
            min={0}
            precision={0}
            value={r.ng}
            status={over.includes(r.id) ? 'error' : undefined}
            onChange={(v) => onChange({ [NG_COUNT_FIELDS[r.id]]: v ?? 0 })}
            aria-label={`${enumText('DefectSeverity', r.id)} ${L('FormPage:NgCount')}`}
            data-testid={`ng-${r.id}`}
          />
        ) : (
          <span className={over.includes(r.id) ? 'iif-warn' : undefined} data-testid={`ng-${r.id}`}>
            {r.ng}
          </span>
        ),
    },
  ];

  return (
    <div className="iif-plan" data-testid="acre-panel">
      <Descriptions size="small" column={{ xs: 2, sm: 4 }} className="iif-alert">
        <Descriptions.Item label={L('FormPage:Mode')}>
          {enumText('InspectionMode', form.inspectionMode)}
        </Descriptions.Item>
        <Descriptions.Item label={L('FormPage:Level')}>
          {plan?.level ?? form.inspectionLevel ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={L('FormPage:CodeLetter')}>
          {plan?.codeLetter ?? form.codeLetter ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={L('FormPage:SampleSize')}>
          {formatQty(form.sampleSize)}
          {plan?.inspectAll && (
            <Tag className="iif-small" style={{ marginLeft: 6 }}>
              {L('FormPage:InspectAll')}
            </Tag>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={columns}
        rowClassName={(r) => (over.includes(r.id) ? 'iif-grid-row-ng' : '')}
      />
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
                ng[NG_COUNT_FIELDS[s]],
                acRe[s]?.re,
              ),
            )
            .join('；')}
        />
      )}
    </div>
  );
}

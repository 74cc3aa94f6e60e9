import {
  DefectSeverity,
  samplingTexts,
  type DefectSeverityValue,
  type FormSamplingPlan,
} from '@sp/contracts';
import { Descriptions, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { translateDynamic, useTexts } from '../../../locales/i18n';
import './sampling.css';

export interface SamplingPanelProps {
  /** The form's plan (`InspectionFormDto.plan`, or `formSamplingPlan(...)`); null shows "no plan". */
  plan: FormSamplingPlan | null;
  /** Defective pieces found per severity; when given, an NG column appears, red where NG ≥ Re. */
  ng?: Partial<Record<DefectSeverityValue, number>>;
  /** A heading above the panel (none by default: the caller's card usually has one). */
  title?: ReactNode;
}

interface Row {
  severity: DefectSeverityValue;
  aql: number | null;
  ac: number | null;
  re: number | null;
  ng: number | null;
}

/**
 * The Ac/Re panel of a sampling plan (read only): level, code letter and the sample drawn, then
 * each severity's AQL, accept and reject numbers (a severity without an AQL is "not judged"), and
 * optionally the NG counts with a red mark where a count reaches Re. Narrow enough for 390 px: the
 * header wraps to one column, the table has five short columns.
 *
 * Used by the configuration page (a preview for a lot) and the form pages. Test ids:
 * `sampling-panel`, `sampling-row-<Severity>` (with `data-fails="true"` when NG ≥ Re).
 */
export function SamplingPanel({ plan, ng, title }: SamplingPanelProps) {
  const t = useTexts(samplingTexts);
  if (!plan) {
    return (
      <div data-testid="sampling-panel" className="sp-sampling-panel">
        {title && <Typography.Title level={5}>{title}</Typography.Title>}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('Sampling:NoPlan')} />
      </div>
    );
  }
  const rows: Row[] = DefectSeverity.map((severity) => {
    const p = plan.bySeverity[severity];
    return {
      severity,
      aql: p?.aql ?? null,
      ac: p?.ac ?? null,
      re: p?.re ?? null,
      ng: ng ? (ng[severity] ?? 0) : null,
    };
  });
  const fails = (r: Row) => r.re !== null && r.ng !== null && r.ng >= r.re;
  const columns: TableColumnsType<Row> = [
    {
      title: t('Sampling:Severity'),
      key: 'severity',
      render: (_, r) => translateDynamic('SupplierPortal', `Enum:DefectSeverity.${r.severity}`),
    },
    { title: t('Sampling:Aql'), key: 'aql', align: 'right', render: (_, r) => r.aql ?? '—' },
    {
      title: t('Sampling:Ac'),
      key: 'ac',
      align: 'right',
      onCell: (r) => (r.ac === null ? { colSpan: 2 } : {}),
      render: (_, r) =>
        r.ac === null ? <Typography.Text type="secondary">{t('Sampling:NotJudged')}</Typography.Text> : r.ac,
    },
    {
      title: t('Sampling:Re'),
      key: 're',
      align: 'right',
      onCell: (r) => (r.ac === null ? { colSpan: 0 } : {}),
      render: (_, r) => r.re,
    },
  ];
  if (ng) {
    columns.push({
      title: t('Sampling:Ng'),
      key: 'ng',
      align: 'right',
      render: (_, r) =>
        fails(r) ? (
          <Tag color="error" title={t('Sampling:ReachesRe')} className="sp-sampling-fail">
            {r.ng}
          </Tag>
        ) : (
          r.ng
        ),
    });
  }
  return (
    <div data-testid="sampling-panel" className="sp-sampling-panel">
      {title && <Typography.Title level={5}>{title}</Typography.Title>}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'level', label: t('Sampling:Level'), children: plan.level },
          { key: 'letter', label: t('Sampling:CodeLetter'), children: plan.codeLetter },
          {
            key: 'n',
            label: t('Sampling:SampleSize'),
            children: (
              <span data-testid="sampling-n">
                {plan.sampleSize.toLocaleString()}
                {plan.inspectAll && (
                  <Tag color="processing" className="sp-sampling-all" title={t('Sampling:InspectAllHint')}>
                    {t('Sampling:InspectAll')}
                  </Tag>
                )}
              </span>
            ),
          },
        ]}
      />
      <Table<Row>
        size="small"
        rowKey="severity"
        pagination={false}
        columns={columns}
        dataSource={rows}
        onRow={(r) =>
          ({ 'data-testid': `sampling-row-${r.severity}`, 'data-fails': String(fails(r)) }) as object
        }
      />
      {rows.some(fails) && (
        <Typography.Text type="danger" className="sp-sampling-verdict">
          {t('Sampling:ReachesRe')}
        </Typography.Text>
      )}
    </div>
  );
}

import { itemResultOf, type InspectionResultDto, type ItemResultValue } from '@sp/contracts';
import { Card, Empty, Input, InputNumber, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { enumText, limitsText } from './form-format';
import type { ResultDraft } from './form-draft';
import { ValuesInput } from './ValuesInput';

interface Row {
  id: string;
  item: InspectionResultDto;
  draft: ResultDraft;
  result: ItemResultValue | null;
}

export function ResultTag({ result, testId }: { result: ItemResultValue | null; testId?: string }) {
  if (!result) return <span data-testid={testId}>—</span>;
  return (
    <Tag color={result === 'NG' ? 'red' : 'green'} data-testid={testId} data-result={result}>
      {enumText('ItemResult', result)}
    </Tag>
  );
}

/**
 * The result grid: per item its name, method and severity, the spec and limits, the pieces
 * checked, the answers (ValuesInput), the defective pieces, OK / NG as the page judges it while
 * typing, and a remark. A table on a wide screen, one card per item on a phone. Read-only for IQC
 * and once submitted. Test ids: `result-grid`, `result-${itemCode}` (row or card),
 * `result-tag-${itemCode}`, `sample-${itemCode}`, `defects-${itemCode}`.
 */
export function ResultGrid({
  items,
  drafts,
  defaultSample,
  editable,
  onChange,
}: {
  items: InspectionResultDto[];
  drafts: ResultDraft[];
  defaultSample: number;
  editable: boolean;
  onChange: (itemCode: string, patch: Partial<ResultDraft>) => void;
}) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const rows: Row[] = items.map((item) => {
    const draft = drafts.find((d) => d.itemCode === item.itemCode) ?? {
      itemCode: item.itemCode,
      sampleQty: item.sampleQty,
      values: item.values,
      defectQty: item.defectQty,
      remark: item.remark,
    };
    return { id: item.itemCode, item, draft, result: itemResultOf(item, draft.values, draft.defectQty) };
  });
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('FormPage:NoItems')} />;

  const name = (r: Row) => (
    <div>
      <div>
        <strong>{r.item.name}</strong> <span className="iif-muted iif-code iif-small">{r.item.itemCode}</span>
      </div>
      <div className="iif-muted iif-small">
        {[r.item.method, enumText('DefectSeverity', r.item.severity)].filter(Boolean).join(' · ')}
      </div>
    </div>
  );
  const spec = (r: Row) => (
    <div>
      {r.item.spec && <div>{r.item.spec}</div>}
      {r.item.valueType === 'Decimal' && (
        <div className="iif-muted iif-small iif-nowrap">
          {limitsText(r.item.lsl, r.item.usl, r.item.unit)}
        </div>
      )}
      {r.item.valueType === 'Choice' && r.item.okChoices.length > 0 && (
        <div className="iif-muted iif-small">OK: {r.item.okChoices.join(' / ')}</div>
      )}
      {!r.item.spec && r.item.valueType !== 'Decimal' && r.item.valueType !== 'Choice' && '—'}
    </div>
  );
  const sample = (r: Row) =>
    editable ? (
      <InputNumber<number>
        min={0}
        precision={0}
        value={r.draft.sampleQty ?? r.item.sampleOverride ?? defaultSample}
        onChange={(v) => onChange(r.id, { sampleQty: v ?? null })}
        aria-label={`${r.item.name} ${L('FormPage:SampleQty')}`}
        data-testid={`sample-${r.id}`}
      />
    ) : (
      (r.draft.sampleQty ?? '—')
    );
  const values = (r: Row) => (
    <ValuesInput
      item={r.item}
      values={r.draft.values}
      readOnly={!editable}
      onChange={(v) => onChange(r.id, { values: v })}
    />
  );
  const defects = (r: Row) =>
    editable ? (
      <InputNumber<number>
        min={0}
        precision={0}
        value={r.draft.defectQty}
        status={r.draft.defectQty > 0 ? 'error' : undefined}
        onChange={(v) => onChange(r.id, { defectQty: v ?? 0 })}
        aria-label={`${r.item.name} ${L('FormPage:DefectQty')}`}
        data-testid={`defects-${r.id}`}
      />
    ) : (
      <span className={r.draft.defectQty > 0 ? 'iif-warn' : undefined}>{r.draft.defectQty}</span>
    );
  const remark = (r: Row) =>
    editable ? (
      <Input
        className="iif-remark"
        // Small under the answers in the desktop grid; a field of its own, as tall as the others, on a phone.
        size={mobile ? undefined : 'small'}
        placeholder={L('FormPage:Remark')}
        maxLength={256}
        value={r.draft.remark ?? ''}
        onChange={(e) => onChange(r.id, { remark: e.target.value || null })}
        aria-label={`${r.item.name} ${L('FormPage:Remark')}`}
      />
    ) : (
      <span className="iif-muted iif-small">{r.draft.remark}</span>
    );
  const result = (r: Row) => <ResultTag result={r.result} testId={`result-tag-${r.id}`} />;

  if (mobile) {
    const field = (label: string, content: ReactNode) => (
      <div className="iif-field">
        <span className="iif-field-label">{label}</span>
        {content}
      </div>
    );
    return (
      <div data-testid="result-grid">
        {rows.map((r) => (
          <Card
            key={r.id}
            size="small"
            className={`iif-item-card${r.result === 'NG' ? ' iif-item-ng' : ''}`}
            title={name(r)}
            extra={result(r)}
            data-testid={`result-${r.id}`}
          >
            {field(L('Field:Spec'), spec(r))}
            {field(L('FormPage:SampleQty'), sample(r))}
            {field(L('FormPage:Values'), values(r))}
            {field(L('FormPage:DefectQty'), defects(r))}
            {(editable || r.draft.remark) && field(L('FormPage:Remark'), remark(r))}
          </Card>
        ))}
      </div>
    );
  }

  const columns: TableColumnsType<Row> = [
    { title: L('FormPage:Item'), key: 'item', render: (_, r) => name(r) },
    { title: L('Field:Spec'), key: 'spec', render: (_, r) => spec(r) },
    { title: L('FormPage:SampleQty'), key: 'sample', width: 110, render: (_, r) => sample(r) },
    {
      title: L('FormPage:Values'),
      key: 'values',
      // The remark rides under the answers: a column of its own would push the grid past a laptop.
      render: (_, r) => (
        <>
          {values(r)}
          {(editable || r.draft.remark) && <div className="iif-remark-row">{remark(r)}</div>}
        </>
      ),
    },
    { title: L('FormPage:DefectQty'), key: 'defects', width: 110, render: (_, r) => defects(r) },
    { title: L('FormPage:Result'), key: 'result', width: 90, render: (_, r) => result(r) },
  ];
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      className="iif-grid"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      columns={columns}
      rowClassName={(r) => (r.result === 'NG' ? 'iif-grid-row-ng' : '')}
      onRow={(r) => ({ 'data-testid': `result-${r.id}`, 'data-result': r.result ?? '' }) as object}
      data-testid="result-grid"
    />
  );
}

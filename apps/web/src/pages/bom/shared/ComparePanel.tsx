import type { BomCompareDto, BomLineDto, BomListItemDto } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useL } from '../../../locales/i18n';
import { compareBoms, getRevisions } from '../bom-api';
import { enumText, formatQty } from '../bom-format';

/** A line field as written in compare's old → new cells. */
function fieldValue(field: keyof BomLineDto, line: BomLineDto): string {
  const v = line[field];
  if (v === null || v === undefined || v === '') return '—';
  if (field === 'materialSource') return enumText('MaterialSource', String(v));
  if (typeof v === 'number') return formatQty(v);
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  return String(v);
}

/** The text of a line's field (the line columns' titles): compare's changes, the editor's problems. */
export function useFieldTitle() {
  const L = useL();
  const titles: Partial<Record<keyof BomLineDto, string>> = {
    lineNo: L('BomPage:LineNo'),
    childPartNo: L('BomPage:ChildPart'),
    qtyPer: L('Field:QtyPer'),
    uom: L('Field:Unit'),
    scrapRate: L('BomPage:ScrapRate'),
    refDesignators: L('BomPage:RefDesignators'),
    materialSource: L('BomPage:MaterialSource'),
    manufacturer: L('Field:Manufacturer'),
    mpn: L('Field:Mpn'),
    altGroup: L('BomPage:AltGroup'),
    altPriority: L('BomPage:AltPriority'),
    usageProbability: L('BomPage:Usage'),
    isAlternate: L('BomPage:Alternate'),
    rohs: L('BomPage:Rohs'),
    remark: L('BomPage:Remark'),
  };
  return (f: string) => titles[f as keyof BomLineDto] ?? f;
}

/** The result of comparing two revisions: a summary, then added, removed and changed lines. */
export function CompareResult({ result }: { result: BomCompareDto }) {
  const L = useL();
  const title = useFieldTitle();
  const plain = (l: BomLineDto) => (
    <span className="bom-nowrap">
      {l.lineNo} · <span className="bom-code">{l.childPartNo}</span> · {formatQty(l.qtyPer)} {l.uom}
      {l.altGroup ? ` · ${l.altGroup}` : ''}
    </span>
  );
  const none = result.added.length + result.removed.length + result.changed.length === 0;
  return (
    <div className="bom-compare" data-testid="compare-result">
      <Typography.Paragraph data-testid="compare-summary">
        <Tag>{`${result.from.revision} → ${result.to.revision}`}</Tag>
        {L(
          'SupplierPortal',
          'BomPage:CompareSummary',
          result.added.length,
          result.removed.length,
          result.changed.length,
          result.unchanged,
        )}
      </Typography.Paragraph>
      {none && <Alert type="info" showIcon message={L('BomPage:NoDifferences')} />}
      {result.added.map((l) => (
        <div
          key={`a-${l.id}`}
          className="bom-diff bom-diff-added"
          data-testid={`compare-added-${l.childPartNo}`}
        >
          <Tag color="green">{L('BomPage:Added')}</Tag>
          {plain(l)}
        </div>
      ))}
      {result.removed.map((l) => (
        <div
          key={`r-${l.id}`}
          className="bom-diff bom-diff-removed"
          data-testid={`compare-removed-${l.childPartNo}`}
        >
          <Tag color="red">{L('BomPage:Removed')}</Tag>
          <s>{plain(l)}</s>
        </div>
      ))}
      {result.changed.map((c) => (
        <div
          key={`c-${c.to.id}`}
          className="bom-diff bom-diff-changed"
          data-testid={`compare-changed-${c.childPartNo}`}
        >
          <div>
            <Tag color="orange">{L('BomPage:Changed')}</Tag>
            <span className="bom-nowrap">
              {c.to.lineNo} · <span className="bom-code">{c.childPartNo}</span>
              {c.altGroup ? ` · ${c.altGroup}` : ''}
            </span>
          </div>
          <div className="bom-changes">
            {c.fields.map((f) => (
              <div key={f} data-testid={`compare-field-${c.childPartNo}-${f}`}>
                <span className="bom-muted">{title(f)}: </span>
                <span className="bom-old">{fieldValue(f, c.from)}</span>
                {' → '}
                <span className="bom-new">{fieldValue(f, c.to)}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Compare this revision with another of the same parent and supplier (the one it was copied from
 * first, else the newest before it): `from` is the other, `to` this one.
 */
export function ComparePanel({ bom, copiedFromId }: { bom: BomListItemDto; copiedFromId?: string | null }) {
  const L = useL();
  const revisions = useQuery({
    queryKey: ['bom-revisions', bom.parentPartNo, bom.supplierId],
    queryFn: () => getRevisions(bom.parentPartNo, bom.supplierId),
  });
  const others = (revisions.data?.items ?? []).filter(
    (r) => r.id !== bom.id && r.supplierId === bom.supplierId && r.parentPartNo === bom.parentPartNo,
  );
  const previous =
    others.find((r) => r.id === copiedFromId) ??
    [...others]
      .filter((r) => r.creationTime < bom.creationTime)
      .sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0] ??
    others[0];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const other = chosen ?? previous?.id;
  const result = useQuery({
    queryKey: ['bom-compare', other, bom.id],
    queryFn: () => compareBoms(other!, bom.id),
    enabled: !!other,
  });

  if (revisions.isLoading) return <Skeleton active />;
  if (others.length === 0)
    return <Empty description={L('BomPage:NoOtherRevision')} data-testid="compare-none" />;
  return (
    <div>
      <Space wrap className="bom-toolbar">
        <span>{L('BomPage:CompareWith')}</span>
        <Select
          className="bom-select-revision"
          value={other}
          onChange={setChosen}
          data-testid="compare-with"
          options={others.map((r) => ({ value: r.id, label: `${r.revision} · ${r.bomNo}` }))}
        />
      </Space>
      {result.isLoading ? <Skeleton active /> : result.data ? <CompareResult result={result.data} /> : null}
    </div>
  );
}

import { commonTexts, iqcConfigTexts, iqcConfigWorkflow, type IqcMaterialConfigDto } from '@sp/contracts';
import { Card, Descriptions, Empty, Tag } from 'antd';
import { StatusTag } from '../../../components/crud';
import { useTexts } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import { aqlSummary, enumText, limitsText } from './config-format';

/**
 * A configuration as the supplier reads it (and IQC once it may no longer edit it): the part, the
 * plan (mode, level, AQLs), the documents to send with each lot, the items, who confirmed when.
 */
export function ConfigView({ row }: { row: IqcMaterialConfigDto }) {
  const t = useTexts(iqcConfigTexts);
  const c = useTexts(commonTexts);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const f = (name: string) => t(`IqcConfig:Field:${name}` as 'IqcConfig:Field:items');
  const time = (v: string | null) => (v ? parseTime(v) : '');
  return (
    <div className="iqc-view" data-testid="iqc-view">
      <Descriptions size="small" bordered column={mobile ? 1 : 2} className="iqc-view-head">
        <Descriptions.Item label={c('Field:Supplier')}>
          {row.supplierCode} {row.supplierName}
        </Descriptions.Item>
        <Descriptions.Item label={c('Field:Status')}>
          <StatusTag workflow={iqcConfigWorkflow} status={row.status} testId="iqc-view-status" />
        </Descriptions.Item>
        <Descriptions.Item label={c('Field:PartNo')}>{row.partNo}</Descriptions.Item>
        <Descriptions.Item label={c('Field:PartName')}>{row.partName}</Descriptions.Item>
        {row.spec && <Descriptions.Item label={c('Field:Spec')}>{row.spec}</Descriptions.Item>}
        {row.letterNo && (
          <Descriptions.Item label={f('letter')}>
            {row.letterNo} · R{row.letterRev}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={f('inspectionMode')}>
          {enumText('InspectionMode', row.inspectionMode)}
        </Descriptions.Item>
        <Descriptions.Item label={f('inspectionLevel')}>{row.inspectionLevel ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('aql')}>{aqlSummary(row)}</Descriptions.Item>
        <Descriptions.Item label={f('requiredDocs')}>
          {row.requiredDocs.length
            ? row.requiredDocs.map((d) => <Tag key={d}>{enumText('InspectionDocType', d)}</Tag>)
            : '—'}
        </Descriptions.Item>
        {row.remark && (
          <Descriptions.Item label={f('remark')} span={mobile ? 1 : 2}>
            <span className="iqc-remark">{row.remark}</span>
          </Descriptions.Item>
        )}
        {row.vendorConfirmedByName && (
          <Descriptions.Item label={f('vendorConfirmed')}>
            {row.vendorConfirmedByName} {time(row.vendorConfirmedTime)}
          </Descriptions.Item>
        )}
        {row.confirmedByName && (
          <Descriptions.Item label={f('confirmed')}>
            {row.confirmedByName} {time(row.confirmedTime)}
          </Descriptions.Item>
        )}
      </Descriptions>
      <h4 className="iqc-section">{f('items')}</h4>
      {row.items.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('IqcConfig:NoItems')} />
      )}
      <div className="iqc-view-items">
        {row.items.map((i) => (
          <Card
            key={i.itemCode}
            size="small"
            className="iqc-item"
            title={
              <span className="iqc-item-title">
                {i.itemCode} · {i.name}
              </span>
            }
            extra={<Tag>{enumText('DefectSeverity', i.severity)}</Tag>}
            data-testid={`iqc-view-item-${i.itemCode}`}
          >
            <Descriptions size="small" column={mobile ? 1 : 3}>
              <Descriptions.Item label={f('valueType')}>
                {enumText('InspectionValueType', i.valueType)}
              </Descriptions.Item>
              {i.valueType === 'Decimal' && (
                <Descriptions.Item label={`${f('lsl')} / ${f('usl')}`}>
                  {limitsText(i.lsl, i.usl, i.unit)}
                </Descriptions.Item>
              )}
              {i.valueType === 'Choice' && (
                <Descriptions.Item label={f('choices')}>
                  {i.choices.map((ch) => (
                    <Tag key={ch} color={i.okChoices.includes(ch) ? 'green' : undefined}>
                      {ch}
                    </Tag>
                  ))}
                </Descriptions.Item>
              )}
              {i.method && <Descriptions.Item label={f('method')}>{i.method}</Descriptions.Item>}
              {i.spec && <Descriptions.Item label={f('itemSpec')}>{i.spec}</Descriptions.Item>}
              {i.sampleOverride && (
                <Descriptions.Item label={f('sampleOverride')}>{i.sampleOverride}</Descriptions.Item>
              )}
            </Descriptions>
          </Card>
        ))}
      </div>
    </div>
  );
}

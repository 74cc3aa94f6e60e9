import { CalculatorOutlined } from '@ant-design/icons';
import {
  AQL_VALUES,
  InspectionLevel,
  samplingPlan,
  samplingTexts,
  type AqlValue,
  type InspectionLevelValue,
} from '@sp/contracts';
import { Alert, Button, Descriptions, Form, InputNumber, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTexts } from '../../../locales/i18n';
import './sampling.css';

export interface SamplingCalculatorProps {
  /** What the dialog starts with each time it opens (default: lot 1,200, level II, AQL 0.65). */
  lotQty?: number;
  level?: InspectionLevelValue;
  aql?: AqlValue;
  /** Only the icon on the button (for a crowded toolbar); the label stays its tooltip. */
  iconOnly?: boolean;
}

const isLot = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/**
 * A button that opens the sampling calculator: lot quantity, level and AQL give the plan (code
 * letter, n, Ac / Re, the letter the table's arrows lead to, inspect all) at once, computed in the
 * browser by the same function as the server's (`samplingPlan` of the contracts). Read-only: it
 * changes nothing. Test ids: `sampling-calculator-open`, `sampling-calculator`, `sampling-calc-result`.
 */
export function SamplingCalculator({
  lotQty = 1200,
  level = 'II',
  aql = 0.65,
  iconOnly,
}: SamplingCalculatorProps) {
  const t = useTexts(samplingTexts);
  const [open, setOpen] = useState(false);
  const [lot, setLot] = useState<number | null>(lotQty);
  const [lvl, setLvl] = useState<InspectionLevelValue>(level);
  const [q, setQ] = useState<AqlValue>(aql);
  const plan = isLot(lot) ? samplingPlan(lot, lvl, q) : null;
  return (
    <>
      <Button
        icon={<CalculatorOutlined />}
        onClick={() => {
          // Each opening starts from the caller's current level and AQL (a form beside it may have
          // changed them since the last time).
          setLvl(level);
          setQ(aql);
          setOpen(true);
        }}
        data-testid="sampling-calculator-open"
        title={t('Sampling:Calculator')}
        aria-label={t('Sampling:Calculator')}
      >
        {iconOnly ? null : t('Sampling:Calculator')}
      </Button>
      <Modal
        open={open}
        title={t('Sampling:Calculator')}
        footer={null}
        onCancel={() => setOpen(false)}
        width={480}
        destroyOnHidden
      >
        <div data-testid="sampling-calculator" className="sp-sampling-calc">
          <Alert type="info" showIcon={false} title={t('Sampling:Standard')} style={{ marginBottom: 12 }} />
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('Sampling:LotQty')}
              required
              validateStatus={isLot(lot) ? '' : 'error'}
              help={isLot(lot) ? undefined : t('Sampling:LotQtyRequired')}
            >
              <InputNumber<number>
                data-testid="sampling-calc-lot"
                min={1}
                max={1_000_000_000}
                precision={0}
                value={lot}
                onChange={(v) => setLot(v)}
                inputMode="numeric"
              />
            </Form.Item>
            <Form.Item label={t('Sampling:Level')}>
              <Select<InspectionLevelValue>
                data-testid="sampling-calc-level"
                value={lvl}
                onChange={setLvl}
                options={InspectionLevel.map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
            <Form.Item label={t('Sampling:Aql')}>
              <Select<AqlValue>
                data-testid="sampling-calc-aql"
                value={q}
                onChange={setQ}
                showSearch
                options={AQL_VALUES.map((v) => ({ value: v, label: String(v) }))}
              />
            </Form.Item>
          </Form>
          {plan && (
            <Descriptions
              data-testid="sampling-calc-result"
              bordered
              size="small"
              column={1}
              items={[
                {
                  key: 'letter',
                  label: t('Sampling:CodeLetter'),
                  children:
                    plan.planLetter === plan.codeLetter ? (
                      plan.codeLetter
                    ) : (
                      <>
                        {plan.codeLetter} → {plan.planLetter}{' '}
                        <Tag>{t('Sampling:PlanLetter', plan.planLetter)}</Tag>
                      </>
                    ),
                },
                {
                  key: 'n',
                  label: t('Sampling:SampleSize'),
                  children: (
                    <>
                      {plan.sampleSize.toLocaleString()}
                      {plan.inspectAll && (
                        <Tag
                          color="processing"
                          className="sp-sampling-all"
                          title={t('Sampling:InspectAllHint')}
                        >
                          {t('Sampling:InspectAll')}
                        </Tag>
                      )}
                    </>
                  ),
                },
                { key: 'ac', label: t('Sampling:Ac'), children: plan.ac },
                { key: 're', label: t('Sampling:Re'), children: plan.re },
              ]}
            />
          )}
        </div>
      </Modal>
    </>
  );
}

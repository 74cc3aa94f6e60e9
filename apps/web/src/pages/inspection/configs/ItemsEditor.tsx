import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { IqcConfigLimits as LIM, iqcConfigTexts } from '@sp/contracts';
import { Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import { useFormRules } from '../../../components/crud';
import { useTexts } from '../../../locales/i18n';
import { severityOptions, valueTypeOptions } from './config-format';
import { emptyItem, problemRule, type ConfigValues } from './config-form';

/**
 * The configuration's inspection items (Form.List `items`), one card each so a phone stacks the
 * fields: code, name, method, requirement, value type and severity; the limits and unit of a
 * measured item; the answers and the OK ones of a choice item; a sample size of its own. The
 * contract's rules show on their fields.
 */
export function ItemsEditor({ form }: { form: FormInstance<ConfigValues> }) {
  const t = useTexts(iqcConfigTexts);
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => (
        <div className="iqc-items" data-testid="iqc-items">
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('IqcConfig:NoItems')} />
          )}
          {fields.map((field) => (
            <ItemCard key={field.key} form={form} index={field.name} onRemove={() => remove(field.name)} />
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add(emptyItem(fields.length + 1))}
            data-testid="iqc-add-item"
          >
            {t('IqcConfig:AddItem')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function ItemCard({
  form,
  index,
  onRemove,
}: {
  form: FormInstance<ConfigValues>;
  index: number;
  onRemove: () => void;
}) {
  const t = useTexts(iqcConfigTexts);
  const rules = useFormRules();
  const f = (name: string) => `IqcConfig:Field:${name}` as 'IqcConfig:Field:items';
  const path = (name: string) => ['items', index, name];
  const valueType = Form.useWatch(['items', index, 'valueType'], form);
  const choices: string[] = Form.useWatch(['items', index, 'choices'], form) ?? [];
  const code: string = Form.useWatch(['items', index, 'itemCode'], form) ?? '';
  const rule = (name: string) => problemRule(form, path(name));
  return (
    <Card
      size="small"
      className="iqc-item"
      title={
        <span className="iqc-item-title">
          #{index + 1} {code}
        </span>
      }
      extra={
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('IqcConfig:RemoveItem')}
          title={t('IqcConfig:RemoveItem')}
          data-testid={`iqc-item-remove-${index}`}
        />
      }
      data-testid={`iqc-item-${index}`}
    >
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item
            name={[index, 'itemCode']}
            label={t(f('itemCode'))}
            rules={[
              rules.required(t(f('itemCode'))),
              rules.max(t(f('itemCode')), LIM.itemCode),
              rule('itemCode'),
            ]}
          >
            <Input maxLength={LIM.itemCode} data-testid={`iqc-item-code-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={9}>
          <Form.Item
            name={[index, 'name']}
            label={t(f('itemName'))}
            rules={[rules.required(t(f('itemName'))), rules.max(t(f('itemName')), LIM.itemName)]}
          >
            <Input maxLength={LIM.itemName} data-testid={`iqc-item-name-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item
            name={[index, 'valueType']}
            label={t(f('valueType'))}
            rules={[rules.required(t(f('valueType')))]}
          >
            <Select options={valueTypeOptions()} data-testid={`iqc-item-type-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name={[index, 'severity']}
            label={t(f('severity'))}
            rules={[rules.required(t(f('severity')))]}
          >
            <Select options={severityOptions()} data-testid={`iqc-item-severity-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[index, 'method']}
            label={t(f('method'))}
            rules={[rules.max(t(f('method')), LIM.method)]}
          >
            <Input maxLength={LIM.method} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[index, 'spec']}
            label={t(f('itemSpec'))}
            rules={[rules.max(t(f('itemSpec')), LIM.itemSpec)]}
          >
            <Input maxLength={LIM.itemSpec} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'sampleOverride']} label={t(f('sampleOverride'))}>
            <InputNumber min={1} max={LIM.sampleOverrideMax} precision={0} className="iqc-number" />
          </Form.Item>
        </Col>
        {valueType === 'Decimal' && (
          <>
            <Col xs={8} md={6}>
              <Form.Item
                name={[index, 'lsl']}
                label={t(f('lsl'))}
                rules={[rule('lsl')]}
                dependencies={[path('usl'), path('valueType')]}
              >
                <InputNumber className="iqc-number" data-testid={`iqc-item-lsl-${index}`} />
              </Form.Item>
            </Col>
            <Col xs={8} md={6}>
              <Form.Item
                name={[index, 'usl']}
                label={t(f('usl'))}
                rules={[rule('usl')]}
                dependencies={[path('lsl')]}
              >
                <InputNumber className="iqc-number" data-testid={`iqc-item-usl-${index}`} />
              </Form.Item>
            </Col>
            <Col xs={8} md={4}>
              <Form.Item
                name={[index, 'unit']}
                label={t(f('unit'))}
                rules={[rules.max(t(f('unit')), LIM.unit)]}
              >
                <Input maxLength={LIM.unit} data-testid={`iqc-item-unit-${index}`} />
              </Form.Item>
            </Col>
          </>
        )}
        {valueType === 'Choice' && (
          <>
            <Col xs={24} md={12}>
              <Form.Item
                name={[index, 'choices']}
                label={t(f('choices'))}
                rules={[rule('choices')]}
                dependencies={[path('valueType')]}
              >
                <Select mode="tags" tokenSeparators={[',', '，']} maxCount={LIM.choices} open={false} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={[index, 'okChoices']}
                label={t(f('okChoices'))}
                rules={[rule('okChoices')]}
                dependencies={[path('choices')]}
              >
                <Select mode="multiple" options={choices.map((c) => ({ value: c, label: c }))} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}

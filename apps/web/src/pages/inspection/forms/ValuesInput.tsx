import { isNgValue, type InspectionResultDto } from '@sp/contracts';
import { Input, Radio, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useL } from '../../../locales/i18n';

/** Splits typed measurements: spaces, commas (either width) or semicolons between them. */
const tokens = (text: string) => text.split(/[\s,，;；]+/).filter(Boolean);

/**
 * An item's answers. Decimal: the measurements typed as a list ("10.02 10.05 9.98"), each shown
 * as a tag below, red when outside the limits, and the box red at once; PassFail: OK / NG;
 * Choice: one or more of the item's answers, the not-OK ones red. Read-only: the tags alone.
 * Test ids: `values-${itemCode}` (the control), `value-${itemCode}-${n}` (each tag).
 */
export function ValuesInput({
  item,
  values,
  onChange,
  readOnly,
}: {
  item: InspectionResultDto;
  values: readonly (number | string)[];
  onChange: (values: (number | string)[]) => void;
  readOnly: boolean;
}) {
  const L = useL();
  const [text, setText] = useState(() => values.join(' '));
  const [invalid, setInvalid] = useState<string[]>([]);
  const testId = `values-${item.itemCode}`;

  const tags = (
    <div className="iif-value-tags">
      {values.map((v, n) => {
        const bad = isNgValue(item, v);
        const tag = (
          <Tag
            key={n}
            className={bad ? 'iif-value-bad' : undefined}
            color={bad ? 'error' : undefined}
            data-testid={`value-${item.itemCode}-${n}`}
            data-bad={bad ? 'true' : 'false'}
          >
            {item.valueType === 'PassFail'
              ? L('SupplierPortal', `Enum:ItemResult.${v}` as 'Enum:ItemResult.OK')
              : v}
          </Tag>
        );
        return bad && item.valueType === 'Decimal' ? (
          <Tooltip key={n} title={L('SupplierPortal', 'FormPage:OutOfLimits', v)}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      })}
    </div>
  );

  if (readOnly) return values.length ? tags : <>—</>;

  switch (item.valueType) {
    case 'Decimal': {
      const anyBad = values.some((v) => isNgValue(item, v)) || invalid.length > 0;
      return (
        <div className="iif-values">
          <Input
            value={text}
            status={anyBad ? 'error' : undefined}
            className={anyBad ? 'iif-value-bad' : undefined}
            placeholder={L('FormPage:ValuesHint')}
            aria-label={`${item.name} ${L('FormPage:Values')}`}
            inputMode="decimal"
            onChange={(e) => {
              setText(e.target.value);
              const parts = tokens(e.target.value);
              const numbers = parts.map(Number);
              setInvalid(parts.filter((_, i) => !Number.isFinite(numbers[i])));
              onChange(numbers.filter((n) => Number.isFinite(n)));
            }}
            data-testid={testId}
            data-bad={anyBad ? 'true' : 'false'}
          />
          {invalid.length > 0 && (
            <div className="iif-warn iif-small">
              {L('SupplierPortal', 'FormPage:NotANumber', invalid.join(' '))}
            </div>
          )}
          {tags}
        </div>
      );
    }
    case 'PassFail':
      return (
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={values[0]}
          onChange={(e) => onChange([e.target.value as string])}
          options={[
            { value: 'OK', label: L('Enum:ItemResult.OK') },
            { value: 'NG', label: L('Enum:ItemResult.NG') },
          ]}
          data-testid={testId}
        />
      );
    default:
      return (
        <Select<string[]>
          mode="multiple"
          className="iif-values"
          value={values.map(String)}
          onChange={(v) => onChange(v)}
          options={item.choices.map((c) => ({ value: c, label: c }))}
          tagRender={({ value, label, closable, onClose }) => {
            const bad = !item.okChoices.includes(String(value));
            return (
              <Tag color={bad ? 'error' : undefined} closable={closable} onClose={onClose}>
                {label}
              </Tag>
            );
          }}
          aria-label={item.name}
          data-testid={testId}
        />
      );
  }
}

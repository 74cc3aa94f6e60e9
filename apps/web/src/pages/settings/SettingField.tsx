import { Button, Form, Input, InputNumber, Select, Switch, Tag, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import type { SettingInfo } from '../../api/settings';
import { useL } from '../../locales/i18n';
import { defaultText, differsFromDefault, numberProp, selectOptions } from './setting-form';

interface Props {
  setting: SettingInfo;
  readOnly: boolean;
  resetting: boolean;
  onReset: (setting: SettingInfo) => void;
}

/** The test id of a setting's control: its name with dots as dashes. */
export const settingTestId = (name: string) => `setting-${name.replace(/\./g, '-')}`;

/**
 * One setting: its display name (with a "host only" tag where it applies), the control its type
 * asks for, the description as help text, and a "reset to default" link.
 */
export function SettingField({ setting, readOnly, resetting, onReset }: Props) {
  const L = useL();
  const p = setting.properties;
  const testId = settingTestId(setting.name);
  const min = numberProp(p.Min);
  const max = numberProp(p.Max);
  const maxLength = numberProp(p.MaxLength);
  const hostOnly = p.IsHostOnly === 'true';
  const def = defaultText(setting, (on) => L('AbpUi', on ? 'Yes' : 'No'));

  const rules: Rule[] = [];
  if (p.Type === 'number')
    rules.push({ required: true, message: L('AbpUi', 'FieldIsRequired', setting.displayName) });
  if (p.Type === 'select')
    rules.push({ required: true, message: L('AbpUi', 'FieldIsRequired', setting.displayName) });
  if (p.Type === 'email') rules.push({ type: 'email', message: L('AbpAccount', 'InvalidEmailAddress') });

  const label = (
    <span className="setting-label">
      <span>{setting.displayName}</span>
      {hostOnly && (
        <Tooltip title={L('AbpSettingManagement', 'HostOnlyHint')}>
          <Tag color="purple" className="setting-host-tag" data-testid={`${testId}-host-only`}>
            {L('AbpSettingManagement', 'HostOnly')}
          </Tag>
        </Tooltip>
      )}
    </span>
  );

  const canReset = !readOnly && differsFromDefault(setting);
  const extra = (setting.description || canReset) && (
    <div className="setting-extra">
      {setting.description && <span className="setting-description">{setting.description}</span>}
      {canReset && (
        <Tooltip title={def !== undefined ? L('AbpSettingManagement', 'DefaultValueIs', def) : undefined}>
          <Button
            type="link"
            size="small"
            className="setting-reset"
            loading={resetting}
            onClick={() => onReset(setting)}
            data-testid={`${testId}-reset`}
          >
            {L('AbpSettingManagement', 'ResetToDefault')}
          </Button>
        </Tooltip>
      )}
    </div>
  );

  const control = (() => {
    switch (p.Type) {
      case 'checkbox':
        return <Switch data-testid={testId} />;
      case 'number':
        return (
          <InputNumber
            data-testid={testId}
            min={min}
            max={max}
            precision={0}
            className="setting-number"
            placeholder={def}
          />
        );
      case 'select':
        return (
          <Select
            data-testid={testId}
            options={selectOptions(setting)}
            showSearch={{ optionFilterProp: 'label' }}
            className="setting-select"
          />
        );
      case 'password':
        return (
          <Input.Password
            data-testid={testId}
            maxLength={maxLength}
            autoComplete="new-password"
            placeholder={L(
              'AbpSettingManagement',
              p.HasValue === 'true' ? 'PasswordIsSet' : 'PasswordNotSet',
            )}
          />
        );
      case 'email':
        return <Input data-testid={testId} type="email" maxLength={maxLength} placeholder={def} />;
      default:
        return <Input data-testid={testId} maxLength={maxLength} placeholder={def} />;
    }
  })();

  return (
    <Form.Item
      name={setting.name}
      label={label}
      extra={extra}
      rules={rules}
      valuePropName={p.Type === 'checkbox' ? 'checked' : 'value'}
      className="setting-item"
      data-testid={`${testId}-item`}
    >
      {control}
    </Form.Item>
  );
}

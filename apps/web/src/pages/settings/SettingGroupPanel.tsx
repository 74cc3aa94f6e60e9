import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Tag } from 'antd';
import { AxiosError } from 'axios';
import { useMemo, useState } from 'react';
import {
  resetSettingValues,
  setSettingValues,
  type SettingGroup,
  type SettingInfo,
} from '../../api/settings';
import { useHasPolicy } from '../../components/crud';
import { useL } from '../../locales/i18n';
import { ui } from '../../utils/ui';
import { changedValues, initialValues, subGroups, type FormValue } from './setting-form';
import { confirmReset } from './confirm-reset';
import { SettingField } from './SettingField';
import { Notice } from '../../components/Notice';

interface Props {
  group: SettingGroup;
  /** Labels above the controls (a phone) instead of beside them. */
  vertical: boolean;
  /** Reloads the groups (and the configuration) after a change; resolves once they are fresh. */
  onChanged: () => Promise<SettingGroup[]>;
}

interface ValidationErrorInfo {
  message: string;
  members?: string[];
}

/** The server's validation errors (`error.validationErrors`, members are setting names). */
function validationErrors(error: unknown): ValidationErrorInfo[] {
  if (!(error instanceof AxiosError)) return [];
  const body = error.response?.data as { error?: { validationErrors?: ValidationErrorInfo[] } } | undefined;
  return body?.error?.validationErrors ?? [];
}

/**
 * One left-hand tab: a card per sub-group (Group2) with a control per setting, and one Save for
 * the group that sends only what changed. Read-only without the group's permission.
 */
export function SettingGroupPanel({ group, vertical, onChanged }: Props) {
  const L = useL();
  const [form] = Form.useForm<Record<string, FormValue>>();
  const canEdit = useHasPolicy(group.permission);
  const cards = useMemo(() => subGroups(group), [group]);
  const [baseline, setBaseline] = useState(() => initialValues(group));
  const [dirty, setDirty] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);

  /** Every field's value (also of cards not rendered). */
  const current = () => form.getFieldsValue(true) as Record<string, FormValue>;
  const isDirty = (base: Record<string, FormValue>) =>
    Object.keys(changedValues(group, base, current())).length > 0;

  /** After a change: the reloaded values of `names` (all when empty) become the form's and the baseline. */
  const refresh = async (names: string[]) => {
    const fresh = (await onChanged()).find((g) => g.groupName === group.groupName) ?? group;
    const loaded = initialValues(fresh);
    const picked = names.length > 0 ? Object.fromEntries(names.map((n) => [n, loaded[n] ?? null])) : loaded;
    form.setFieldsValue(picked);
    form.setFields(Object.keys(picked).map((name) => ({ name, errors: [] })));
    const next = { ...baseline, ...picked };
    setBaseline(next);
    setDirty(isDirty(next));
  };

  const save = useMutation({
    mutationFn: async () => {
      const values = await form.validateFields();
      const changes = changedValues(group, baseline, { ...current(), ...values });
      if (Object.keys(changes).length === 0) return false;
      await setSettingValues(changes);
      return true;
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      ui.message?.success(L('AbpSettingManagement', 'SuccessfullySaved'));
      await refresh([]);
    },
    onError: (error) => {
      const problems = validationErrors(error);
      const names = new Set(group.settingInfos.map((s) => s.name));
      form.setFields(
        problems.flatMap((p) =>
          (p.members ?? []).filter((m) => names.has(m)).map((m) => ({ name: m, errors: [p.message] })),
        ),
      );
    },
  });

  const reset = async (setting: SettingInfo) => {
    if (!(await confirmReset(setting.displayName))) return;
    setResetting(setting.name);
    try {
      await resetSettingValues([setting.name]);
      ui.message?.success(L('AbpSettingManagement', 'SuccessfullySaved'));
      await refresh([setting.name]);
    } catch {
      // The request client has shown the server's message.
    } finally {
      setResetting(null);
    }
  };

  return (
    <Form
      form={form}
      layout={vertical ? 'vertical' : 'horizontal'}
      labelCol={vertical ? undefined : { flex: '0 0 240px' }}
      wrapperCol={vertical ? undefined : { flex: '1 1 0' }}
      labelWrap
      colon={false}
      initialValues={baseline}
      disabled={!canEdit}
      onValuesChange={() => setDirty(isDirty(baseline))}
      onFinish={() => save.mutate()}
      className="setting-form"
      data-testid={`setting-group-${group.groupName}`}
    >
      {!canEdit && (
        <Notice
          className="setting-readonly"
          text={L('AbpSettingManagement', 'ReadOnlyMessage')}
          testId="settings-readonly"
        />
      )}
      {cards.map((card) => (
        <Card
          key={card.key}
          size="small"
          title={card.title}
          className="setting-card"
          data-testid={`setting-card-${card.key}`}
        >
          {card.settings.map((s) => (
            <SettingField
              key={s.name}
              setting={s}
              readOnly={!canEdit}
              resetting={resetting === s.name}
              onReset={(x) => void reset(x)}
            />
          ))}
        </Card>
      ))}
      {canEdit && (
        <div className="setting-actions">
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            disabled={!dirty}
            data-testid="settings-save"
          >
            {L('AbpUi', 'Save')}
          </Button>
          {dirty && (
            <Tag color="warning" variant="outlined" data-testid="settings-dirty">
              {L('AbpSettingManagement', 'UnsavedChanges')}
            </Tag>
          )}
        </div>
      )}
    </Form>
  );
}

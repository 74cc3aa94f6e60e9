import {
  CHECK_ITEM_DEFAULTS,
  CheckItemLimits,
  checkItemTexts,
  FILE_EXT,
  normalizeExt,
  ReviewerRole,
  type CheckItemDto,
  type CheckItemInput,
} from '@sp/contracts';
import { Divider, Form, Input, InputNumber, Select, Switch } from 'antd';
import { FormModal, TextField, useFormRules, useSave, type DialogProps } from '../../../components/crud';
import { translateDynamic, useL, useTexts } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { createCheckItem, updateCheckItem } from './check-items-api';

const LIM = CheckItemLimits;
type Values = CheckItemInput;

const roleText = (r: string) => translateDynamic('SupplierPortal', `Enum:ReviewerRole.${r}`);

/**
 * Create or edit a library item: the code (upper case, fixed once templates use it: the server
 * says so), the names in three languages, description and acceptance criteria, the file rules
 * (extensions as tags, max files), validity with its default months (only with validity), the
 * reviewer role, the order and the active switch.
 */
export function CheckItemFormModal({
  row,
  ...dialog
}: DialogProps<CheckItemDto> & { row: CheckItemDto | null }) {
  const L = useL();
  const t = useTexts(checkItemTexts);
  const rules = useFormRules();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const save = useSave<Values, CheckItemDto>((v) => {
    const input: Values = {
      ...v,
      allowedExts: v.allowedExts ?? [],
      defaultValidityMonths: v.needsValidity ? (v.defaultValidityMonths ?? null) : null,
    };
    return row
      ? updateCheckItem(row.id, { ...input, concurrencyStamp: row.concurrencyStamp })
      : createCheckItem(input);
  }, dialog.onSaved);
  const needsValidity = Form.useWatch<boolean | undefined>('needsValidity', save.form);
  const f = (key: string) => translateDynamic('SupplierPortal', `CheckItem:Field:${key}`);

  return (
    <FormModal<Values>
      open={dialog.open}
      onClose={dialog.onClose}
      title={row ? t('CheckItem:Edit', row.code) : t('CheckItem:New')}
      save={save}
      testId="check-item-form"
      width={mobile ? undefined : 860}
      maskClosable={false}
      initialValues={row ?? { ...CHECK_ITEM_DEFAULTS, allowedExts: ['pdf'] }}
    >
      <div className="check-item-grid">
        <Form.Item
          name="code"
          label={f('code')}
          extra={t('CheckItem:CodeHint')}
          normalize={(v: string | undefined) => v?.toUpperCase().replace(/\s+/g, '_')}
          rules={[
            rules.required(f('code')),
            rules.max(f('code'), LIM.code),
            rules.pattern(f('code'), /^[A-Z0-9_]*$/, t('CheckItem:BadCode')),
          ]}
        >
          <Input maxLength={LIM.code} data-testid="check-item-code" />
        </Form.Item>
        <Form.Item name="reviewerRole" label={f('reviewerRole')}>
          <Select
            allowClear
            options={ReviewerRole.map((r) => ({ value: r, label: roleText(r) }))}
            data-testid="check-item-reviewerRole"
          />
        </Form.Item>
        <Form.Item name="sort" label={f('sort')}>
          <InputNumber min={0} max={LIM.sort} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <div className="check-item-grid">
        <TextField name="nameEn" label={f('nameEn')} max={LIM.name} required testId="check-item-nameEn" />
        <TextField
          name="nameZhHans"
          label={f('nameZhHans')}
          max={LIM.name}
          required
          testId="check-item-nameZhHans"
        />
        <TextField
          name="nameZhHant"
          label={f('nameZhHant')}
          max={LIM.name}
          required
          testId="check-item-nameZhHant"
        />
      </div>
      <div className="check-item-grid-2">
        <TextField name="description" label={f('description')} max={LIM.description} rows={3} />
        <TextField
          name="acceptanceCriteria"
          label={f('acceptanceCriteria')}
          max={LIM.acceptanceCriteria}
          rows={3}
          testId="check-item-acceptanceCriteria"
        />
      </div>
      <Divider titlePlacement="start">{t('CheckItem:Files')}</Divider>
      <div className="check-item-grid">
        <Form.Item name="needsFile" label={f('needsFile')} valuePropName="checked">
          <Switch data-testid="check-item-needsFile" />
        </Form.Item>
        <Form.Item
          name="allowedExts"
          label={f('allowedExts')}
          extra={t('CheckItem:ExtsHint')}
          normalize={(v: string[] | undefined) => [...new Set((v ?? []).map(normalizeExt).filter(Boolean))]}
          rules={[
            {
              type: 'array',
              max: LIM.exts,
              message: L('AbpValidation', 'The field {0} is invalid.', f('allowedExts')),
            },
            {
              validator: (_, v: string[] | undefined) =>
                (v ?? []).every((e) => e.length <= LIM.ext && FILE_EXT.test(e))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('CheckItem:BadExt'))),
            },
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ', ';']}
            open={false}
            suffixIcon={null}
            placeholder={t('CheckItem:AnyExt')}
            data-testid="check-item-allowedExts"
          />
        </Form.Item>
        <Form.Item name="maxFiles" label={f('maxFiles')}>
          <InputNumber min={LIM.maxFilesMin} max={LIM.maxFiles} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Divider titlePlacement="start">{t('CheckItem:Validity')}</Divider>
      <div className="check-item-grid">
        <Form.Item name="needsValidity" label={f('needsValidity')} valuePropName="checked">
          <Switch data-testid="check-item-needsValidity" />
        </Form.Item>
        <Form.Item
          name="defaultValidityMonths"
          label={f('defaultValidityMonths')}
          dependencies={['needsValidity']}
        >
          <InputNumber
            min={LIM.validityMonthsMin}
            max={LIM.validityMonths}
            precision={0}
            disabled={!needsValidity}
            style={{ width: '100%' }}
            data-testid="check-item-defaultValidityMonths"
          />
        </Form.Item>
        <Form.Item name="isActive" label={f('isActive')} valuePropName="checked">
          <Switch data-testid="check-item-isActive" />
        </Form.Item>
      </div>
    </FormModal>
  );
}

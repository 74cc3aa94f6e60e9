import { useMutation } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import {
  ClaimTypeLimits,
  claimValueTypes,
  createClaimType,
  updateClaimType,
  type ClaimTypeDto,
  type ClaimTypeInput,
} from '../../../api/identity';
import { toastSaved, type DialogProps } from '../../../components/crud';
import { type TextKey, useL } from '../../../locales/i18n';
import { testId } from '../shared/testid';
import { Notice } from '../../../components/Notice';

interface ClaimTypeForm {
  name: string;
  valueType: number;
  required: boolean;
  regex: string;
  regexDescription: string;
  description: string;
}

const blankToNull = (v: string | undefined) => (v?.trim() ? v : null);

/** Whether a pattern compiles the way the pages will test values with it. */
export function isValidRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** Create or edit a claim type; a static type opens read-only. */
export function ClaimTypeFormModal({
  open,
  claimType,
  onClose,
  onSaved,
}: {
  claimType: ClaimTypeDto | null;
} & DialogProps) {
  const L = useL();
  const [form] = Form.useForm<ClaimTypeForm>();
  const readOnly = claimType?.isStatic === true;
  const save = useMutation({
    mutationFn: (v: ClaimTypeForm) => {
      const input: ClaimTypeInput = {
        name: v.name.trim(),
        valueType: v.valueType,
        required: v.required,
        regex: blankToNull(v.regex),
        regexDescription: blankToNull(v.regexDescription),
        description: blankToNull(v.description),
      };
      return claimType
        ? updateClaimType(claimType.id, { ...input, concurrencyStamp: claimType.concurrencyStamp })
        : createClaimType(input);
    },
    onSuccess: () => {
      toastSaved();
      onSaved(); // closes the dialog
    },
  });

  const label = (key: TextKey<'AbpIdentity'>) => L('AbpIdentity', key);
  const required = (key: TextKey<'AbpIdentity'>) => ({
    required: true,
    whitespace: true,
    message: L('AbpUi', 'FieldIsRequired', label(key)),
  });
  const title = readOnly
    ? claimType.name
    : claimType
      ? L('AbpIdentity', 'EditClaimType')
      : L('AbpIdentity', 'NewClaimType');

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => (readOnly ? onClose() : form.submit())}
      okText={readOnly ? L('AbpUi', 'Close') : L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      cancelButtonProps={readOnly ? { style: { display: 'none' } } : {}}
      confirmLoading={save.isPending}
      okButtonProps={testId('modal-ok')}
      maskClosable={false}
      destroyOnHidden
    >
      {readOnly && (
        <Notice
          className="claim-type-static"
          text={L('AbpIdentity', 'Volo.Abp.Identity:StaticClaimTypeChange')}
        />
      )}
      <Form<ClaimTypeForm>
        form={form}
        layout="vertical"
        disabled={readOnly}
        data-testid="claim-type-form"
        initialValues={{
          name: claimType?.name ?? '',
          valueType: claimType?.valueType ?? 0,
          required: claimType?.required ?? false,
          regex: claimType?.regex ?? '',
          regexDescription: claimType?.regexDescription ?? '',
          description: claimType?.description ?? '',
        }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label={label('DisplayName:ClaimTypeName')}
          rules={[required('DisplayName:ClaimTypeName'), { max: ClaimTypeLimits.name }]}
        >
          <Input data-testid="claim-type-name" maxLength={ClaimTypeLimits.name} autoFocus={!readOnly} />
        </Form.Item>
        <Form.Item name="valueType" label={label('DisplayName:ValueType')}>
          <Select
            data-testid="claim-type-value-type"
            options={claimValueTypes.map((name, value) => ({
              value,
              label: L('AbpIdentity', `ClaimValueType:${name}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="required" valuePropName="checked">
          <Checkbox data-testid="claim-type-required">{label('DisplayName:Required')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="regex"
          label={label('DisplayName:Regex')}
          rules={[
            { max: ClaimTypeLimits.regex },
            {
              validator: async (_, value: string | undefined) => {
                if (value && !isValidRegex(value))
                  throw new Error(L('AbpIdentity', 'Volo.Abp.Identity:InvalidClaimTypeRegex', value));
              },
            },
          ]}
        >
          <Input
            data-testid="claim-type-regex"
            maxLength={ClaimTypeLimits.regex}
            className="claim-type-regex"
            spellCheck={false}
          />
        </Form.Item>
        <Form.Item
          name="regexDescription"
          label={label('DisplayName:RegexDescription')}
          rules={[{ max: ClaimTypeLimits.regexDescription }]}
        >
          <Input data-testid="claim-type-regex-description" maxLength={ClaimTypeLimits.regexDescription} />
        </Form.Item>
        <Form.Item
          name="description"
          label={label('DisplayName:Description')}
          rules={[{ max: ClaimTypeLimits.description }]}
        >
          <Input.TextArea
            data-testid="claim-type-description"
            rows={3}
            maxLength={ClaimTypeLimits.description}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

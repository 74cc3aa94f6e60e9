import { useMutation } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Row, Switch, type FormItemProps, type InputProps } from 'antd';
import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import {
  createMinioServer,
  updateMinioServer,
  type MinioServer,
  type MinioServerInput,
} from '../../api/object-storage';
import { toastSaved, type DialogProps } from '../../components/crud';
import { useFormRules } from '../../components/crud/useFormRules';
import { type KeySuffix, useL } from '../../locales/i18n';
import {
  blankToNull,
  DEFAULT_BUCKET,
  DEFAULT_EXPIRY_SECONDS,
  isValidEndpoint,
  REGION,
  ServerLimits,
} from './rules';
import { formModalProps } from './modal-props';
import { useBucketNameRule } from './useBucketNameRule';

interface FormValues {
  name: string;
  endpoint: string;
  useSsl: boolean;
  accessKey: string;
  secretKey?: string;
  region?: string;
  forcePathStyle: boolean;
  defaultBucket?: string;
  presignedUrlExpirySeconds: number;
  isDefault: boolean;
  isActive: boolean;
}

interface Props extends DialogProps {
  /** The server being edited; null for a new one. */
  server: MinioServer | null;
}

function toInput(v: FormValues): MinioServerInput {
  return {
    name: v.name.trim(),
    endpoint: v.endpoint.trim(),
    useSsl: v.useSsl,
    accessKey: v.accessKey.trim(),
    // Write-only: empty on edit keeps the stored key.
    secretKey: v.secretKey ? v.secretKey : null,
    region: blankToNull(v.region),
    forcePathStyle: v.forcePathStyle,
    isDefault: v.isDefault,
    isActive: v.isActive,
    defaultBucket: blankToNull(v.defaultBucket),
    presignedUrlExpirySeconds: v.presignedUrlExpirySeconds,
  };
}

const initialValues = (s: MinioServer | null): FormValues =>
  s
    ? {
        name: s.name,
        endpoint: s.endpoint,
        useSsl: s.useSsl,
        accessKey: s.accessKey,
        secretKey: '',
        region: s.region ?? '',
        forcePathStyle: s.forcePathStyle,
        defaultBucket: s.defaultBucket,
        presignedUrlExpirySeconds: s.presignedUrlExpirySeconds,
        isDefault: s.isDefault,
        isActive: s.isActive,
      }
    : {
        name: '',
        endpoint: '',
        useSsl: false,
        accessKey: '',
        secretKey: '',
        region: '',
        forcePathStyle: true,
        defaultBucket: DEFAULT_BUCKET,
        presignedUrlExpirySeconds: DEFAULT_EXPIRY_SECONDS,
        isDefault: false,
        isActive: true,
      };

/**
 * New or edit object-storage server: where it is (endpoint, SSL, region, addressing), how to sign
 * in (access key; the secret key is write-only, empty on edit keeps it), where files go by default
 * and whether it is the tenant's default. Checked as the server checks it.
 */
export function ServerFormModal({ open, server, onClose, onSaved }: Props) {
  const L = useL();
  const rules = useFormRules();
  const [form] = Form.useForm<FormValues>();
  const O = (key: KeySuffix<'ObjectStorage:'>, ...args: unknown[]) =>
    L('SupplierPortal', `ObjectStorage:${key}`, ...args);

  const save = useMutation({
    mutationFn: (v: FormValues) =>
      server
        ? updateMinioServer(server.id, { ...toInput(v), concurrencyStamp: server.concurrencyStamp })
        : createMinioServer(toInput(v)),
    onSuccess: () => {
      toastSaved();
      onSaved();
    },
  });

  const label = {
    name: O('Name'),
    endpoint: O('Endpoint'),
    accessKey: O('AccessKey'),
    secretKey: O('SecretKey'),
    region: O('Region'),
    defaultBucket: O('DefaultBucket'),
    expiry: O('PresignedUrlExpiry'),
  };
  /** A non-empty value must pass `ok`, else the server's own text `key`. */
  const shape = (ok: (v: string) => boolean, key: KeySuffix<'ObjectStorage:'>): Rule => ({
    validator: async (_, value: string | undefined) => {
      if (value?.trim() && !ok(value.trim())) throw new Error(O(key));
    },
  });
  const bucketRule = useBucketNameRule();
  const defaultMustBeActive: Rule = ({ getFieldValue }) => ({
    validator: async (_, isDefault: boolean | undefined) => {
      if (isDefault && getFieldValue('isActive') === false) throw new Error(O('DefaultMustBeActive'));
    },
  });
  const field = (name: keyof FormValues, item: FormItemProps, control: ReactNode, span = 12) => (
    <Col xs={24} sm={span}>
      <Form.Item name={name} {...item}>
        {control}
      </Form.Item>
    </Col>
  );
  const text = (name: keyof FormValues, max: number, input: InputProps = {}) => (
    <Input maxLength={max} spellCheck={false} data-testid={`server-${name}`} {...input} />
  );
  const toggle = (name: keyof FormValues, item: FormItemProps = {}) => (
    <Col xs={12} sm={6}>
      <Form.Item name={name} valuePropName="checked" className="os-switch-item" {...item}>
        <Switch data-testid={`server-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      title={server ? O('EditServer') : O('NewServer')}
      {...formModalProps(() => form.submit(), onClose, save.isPending)}
      width={720}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues(server)}
        onFinish={(v) => save.mutate(v)}
        scrollToFirstError
        data-testid="server-form"
      >
        <Row gutter={16}>
          {field(
            'name',
            {
              label: label.name,
              rules: [rules.required(label.name), rules.max(label.name, ServerLimits.name)],
            },
            text('name', ServerLimits.name, { autoFocus: true }),
          )}
          {field(
            'endpoint',
            {
              label: label.endpoint,
              extra: O('EndpointHint'),
              rules: [rules.required(label.endpoint), shape(isValidEndpoint, 'InvalidEndpoint')],
            },
            text('endpoint', ServerLimits.endpoint, { placeholder: 'minio.internal:9000' }),
          )}
          {field(
            'accessKey',
            {
              label: label.accessKey,
              rules: [rules.required(label.accessKey), rules.max(label.accessKey, ServerLimits.accessKey)],
            },
            text('accessKey', ServerLimits.accessKey, { autoComplete: 'off' }),
          )}
          {field(
            'secretKey',
            {
              label: label.secretKey,
              // Write-only: on edit the field starts empty, and empty keeps the stored key.
              extra: server ? O('SecretKeyKeepHint') : undefined,
              rules: server
                ? []
                : [{ required: true, message: L('AbpUi', 'FieldIsRequired', label.secretKey) }],
            },
            <Input.Password
              autoComplete="new-password"
              maxLength={ServerLimits.secretKey}
              placeholder={server?.hasSecretKey ? '••••••••' : undefined}
              data-testid="server-secretKey"
            />,
          )}
          {field(
            'region',
            { label: label.region, rules: [shape((v) => REGION.test(v), 'InvalidRegion')] },
            text('region', ServerLimits.region, { placeholder: 'us-east-1' }),
            8,
          )}
          {field(
            'defaultBucket',
            { label: label.defaultBucket, rules: [bucketRule] },
            text('defaultBucket', ServerLimits.bucket, { placeholder: DEFAULT_BUCKET }),
            8,
          )}
          {field(
            'presignedUrlExpirySeconds',
            {
              label: label.expiry,
              rules: [
                { required: true, message: L('AbpUi', 'FieldIsRequired', label.expiry) },
                {
                  type: 'number',
                  min: ServerLimits.minExpiry,
                  max: ServerLimits.maxExpiry,
                  message: L(
                    'AbpValidation',
                    'The field {0} must be between {1} and {2}.',
                    label.expiry,
                    ServerLimits.minExpiry,
                    ServerLimits.maxExpiry,
                  ),
                },
              ],
            },
            <InputNumber<number>
              precision={0}
              step={600}
              className="os-number"
              data-testid="server-expiry"
            />,
            8,
          )}
          {toggle('useSsl', { label: O('UseSsl') })}
          {toggle('forcePathStyle', { label: O('ForcePathStyle') })}
          {toggle('isActive', { label: O('IsActive') })}
          {toggle('isDefault', {
            label: O('IsDefault'),
            rules: [defaultMustBeActive],
            dependencies: ['isActive'],
          })}
        </Row>
      </Form>
    </Modal>
  );
}

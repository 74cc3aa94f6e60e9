import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { createBucket } from '../../api/object-storage';
import { toastSaved, type DialogProps } from '../../components/crud';
import { useFormRules } from '../../components/crud/useFormRules';
import { useL } from '../../locales/i18n';
import { formModalProps } from './modal-props';
import { useBucketNameRule } from './useBucketNameRule';

interface Props extends DialogProps {
  serverId: string;
}

/** New bucket on a server: the name is checked against S3's naming rules before it is sent. */
export function BucketFormModal({ open, serverId, onClose, onSaved }: Props) {
  const L = useL();
  const rules = useFormRules();
  const bucketRule = useBucketNameRule();
  const [form] = Form.useForm<{ name: string }>();
  const label = L('SupplierPortal', 'ObjectStorage:BucketName');

  const save = useMutation({
    mutationFn: (name: string) => createBucket(serverId, name),
    onSuccess: () => {
      toastSaved();
      onSaved();
    },
  });

  return (
    <Modal
      open={open}
      title={L('SupplierPortal', 'ObjectStorage:NewBucket')}
      {...formModalProps(() => form.submit(), onClose, save.isPending)}
      width={480}
    >
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: '' }}
        onFinish={(v) => save.mutate(v.name.trim())}
        data-testid="bucket-form"
      >
        <Form.Item
          name="name"
          label={label}
          extra={L('SupplierPortal', 'ObjectStorage:BucketNameHint')}
          rules={[rules.required(label), bucketRule]}
        >
          <Input autoFocus maxLength={255} spellCheck={false} data-testid="bucket-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Button, Form, Select, Table, type TableColumnsType } from 'antd';
import { updateBucketLayout, type MinioServer, type StorageModule } from '../../api/object-storage';
import { toastSaved } from '../../components/crud';
import { type KeySuffix, useL } from '../../locales/i18n';

interface Props {
  server: MinioServer;
  /** The server's buckets (empty when they could not be listed). */
  buckets: string[];
  modules: StorageModule[];
  readOnly: boolean;
  onSaved: () => void;
}

interface FormValues {
  defaultBucket: string;
  /** Module -> bucket; '' for the default bucket. */
  assignments: Record<string, string>;
}

/**
 * Where each module stores its files on this server: the default bucket, and for each module a
 * bucket of its own or "(default bucket)". Names assigned but not listed (not created yet: the
 * first upload creates them) stay choosable. Render it with a key of the server's stamp, so that a
 * saved or reloaded server starts a fresh form.
 */
export function AssignmentsEditor({ server, buckets, modules, readOnly, onSaved }: Props) {
  const L = useL();
  const [form] = Form.useForm<FormValues>();
  const O = (key: KeySuffix<'ObjectStorage:'>) => L('SupplierPortal', `ObjectStorage:${key}`);
  const names = [
    ...new Set([...buckets, server.defaultBucket, ...Object.values(server.bucketAssignments)]),
  ].sort();
  const options = names.map((name) => ({ value: name, label: name }));

  const save = useMutation({
    mutationFn: (v: FormValues) =>
      updateBucketLayout(server.id, {
        defaultBucket: v.defaultBucket,
        assignments: Object.fromEntries(modules.map((m) => [m.value, v.assignments[m.value] || null])),
        concurrencyStamp: server.concurrencyStamp,
      }),
    onSuccess: () => {
      toastSaved();
      onSaved();
    },
  });

  const columns: TableColumnsType<StorageModule> = [
    { title: O('Module'), dataIndex: 'name', key: 'module', width: '40%' },
    {
      title: O('BucketName'),
      key: 'bucket',
      render: (_, m) => (
        <Form.Item name={['assignments', m.value]} noStyle>
          <Select
            className="os-bucket-select"
            options={[{ value: '', label: O('UseDefaultBucket') }, ...options]}
            aria-label={m.name}
            data-testid={`assignment-${m.value}`}
          />
        </Form.Item>
      ),
    },
  ];

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={{
        defaultBucket: server.defaultBucket,
        assignments: Object.fromEntries(
          modules.map((m) => [m.value, server.bucketAssignments[m.value] ?? '']),
        ),
      }}
      onFinish={(v) => save.mutate(v)}
      data-testid="assignments-form"
    >
      <Form.Item name="defaultBucket" label={O('DefaultBucket')} className="os-default-bucket">
        <Select className="os-bucket-select" options={options} data-testid="assignment-default" />
      </Form.Item>
      <Table<StorageModule>
        rowKey="value"
        size="small"
        columns={columns}
        dataSource={modules}
        pagination={false}
        data-testid="assignments-table"
      />
      {!readOnly && (
        <div className="os-assignments-footer">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="assignments-save">
            {L('AbpUi', 'Save')}
          </Button>
        </div>
      )}
    </Form>
  );
}

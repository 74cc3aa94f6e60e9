import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { LetterItemDto } from '@sp/contracts';
import { Alert, DatePicker, Form, Modal, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today } from '../../../utils/time';
import { useState } from 'react';
import { errorMessage } from '../../../api/request';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { acceptOf, DAY, extAllowed } from './letter-format';
import { uploadLetterFile } from './letters-api';

interface UploadValues {
  file: File | undefined;
  docValidFrom: Dayjs | null | undefined;
  docValidTo: Dayjs | null | undefined;
}

/**
 * Uploads one file to an item: the file (its extension checked against the item's), and for an item
 * that needs validity the document's valid-from / valid-to (valid-to required, in the future, after
 * valid-from). The item's allowed types and file limit are shown; the server's refusal shows in the
 * dialog. Test ids: `upload-dialog`, `upload-file` (the file input), `upload-valid-from`,
 * `upload-valid-to`, `upload-ok`.
 */
export function UploadDialog({
  letterId,
  open,
  item,
  onClose,
  onDone,
}: {
  letterId: string;
  open: boolean;
  item: LetterItemDto | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const [form] = Form.useForm<UploadValues>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const exts = item?.allowedExts ?? [];

  const save = async () => {
    if (!item) return;
    let values: UploadValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await uploadLetterFile(letterId, item.itemCode, {
        file: values.file!,
        docValidFrom: values.docValidFrom?.format(DAY),
        docValidTo: values.docValidTo?.format(DAY),
      });
      ui.message?.success(L('AbpUi', 'UploadSuccessful'));
      await onDone();
      onClose();
    } catch (e) {
      setRefusal(await errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={item ? L('SupplierPortal', 'LetterPage:UploadTitle', item.name) : ''}
      okText={L('AbpUi', 'Upload')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'upload-ok' } as object) }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) setRefusal(null);
      }}
    >
      {item && (
        <Form
          data-testid="upload-dialog"
          form={form}
          layout="vertical"
          preserve={false}
          requiredMark="optional"
        >
          <Typography.Paragraph type="secondary" className="letter-upload-hints">
            {L(
              'SupplierPortal',
              'LetterPage:AllowedExts',
              exts.length ? exts.join(', ') : L('LetterPage:AnyExt'),
            )}
            <br />
            {L('SupplierPortal', 'LetterPage:MaxFiles', item.maxFiles, item.files.length)}
            <br />
            {L('LetterPage:ReplaceHint')}
          </Typography.Paragraph>
          <Form.Item
            name="file"
            label={L('LetterPage:File')}
            required
            rules={[
              { required: true, message: L('LetterPage:FileRequired') },
              {
                validator: (_, f: File | undefined) =>
                  !f || extAllowed(f.name, exts)
                    ? Promise.resolve()
                    : Promise.reject(new Error(L('SupplierPortal', 'LetterPage:WrongExt', exts.join(', ')))),
              },
            ]}
          >
            <FilePicker accept={acceptOf(exts)} />
          </Form.Item>
          {item.needsValidity && (
            <>
              <Form.Item name="docValidFrom" label={L('LetterPage:DocValidFrom')}>
                <DatePicker style={{ width: '100%' }} data-testid="upload-valid-from" />
              </Form.Item>
              <Form.Item
                name="docValidTo"
                label={L('LetterPage:DocValidTo')}
                required
                dependencies={['docValidFrom']}
                rules={[
                  { required: true, message: L('LetterPage:ValidToRequired') },
                  ({ getFieldValue }) => ({
                    validator: (_, to: Dayjs | null | undefined) => {
                      if (!to) return Promise.resolve();
                      const from = getFieldValue('docValidFrom') as Dayjs | null | undefined;
                      if (from && !to.isAfter(from, 'day'))
                        return Promise.reject(new Error(L('LetterPage:ValidToBeforeFrom')));
                      if (!to.isAfter(dayjs(today()), 'day'))
                        return Promise.reject(new Error(L('LetterPage:ValidToPast')));
                      return Promise.resolve();
                    },
                  }),
                ]}
              >
                <DatePicker style={{ width: '100%' }} data-testid="upload-valid-to" />
              </Form.Item>
            </>
          )}
          {refusal && <Alert type="error" showIcon message={refusal} data-testid="upload-refusal" />}
        </Form>
      )}
    </Modal>
  );
}

/** The file field: a drop zone holding one chosen file (sent with the dialog's OK, not on choice). */
function FilePicker({
  value,
  onChange,
  accept,
}: {
  value?: File | undefined;
  onChange?: (file: File | undefined) => void;
  accept: string | undefined;
}) {
  const L = useL();
  return (
    <Upload.Dragger
      accept={accept}
      maxCount={1}
      multiple={false}
      fileList={value ? [{ uid: 'chosen', name: value.name, status: 'done' }] : []}
      beforeUpload={(f) => {
        onChange?.(f);
        return false;
      }}
      onRemove={() => {
        onChange?.(undefined);
        return true;
      }}
      data-testid="upload-file"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{L('AbpUi', 'DragFileHere')}</p>
    </Upload.Dragger>
  );
}

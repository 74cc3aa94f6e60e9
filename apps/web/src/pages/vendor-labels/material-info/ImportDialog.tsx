import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { downloadFile } from '../../../api/download';
import {
  importMaterialInfos,
  materialInfoImportReport,
  materialInfoTemplateUrl,
  type ImportProblem,
} from '../../../api/label-material-info';
import { errorMessage } from '../../../api/request';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';

interface Refusal {
  message: string;
  problems: ImportProblem[];
}

/** A refused import's message and its problems (`data.problems`, already in the user's language). */
async function refusalOf(error: unknown): Promise<Refusal> {
  const message = await errorMessage(error);
  const body =
    error instanceof AxiosError
      ? (error.response?.data as { error?: { data?: { problems?: ImportProblem[] } } } | undefined)
      : undefined;
  return { message, problems: body?.error?.data?.problems ?? [] };
}

/**
 * Import packing data from an .xlsx: choose the file, import; then either "N rows imported" (a toast,
 * the list refreshes) or the error report as a table (row, column, value, problem) with the same
 * report as a workbook to download. Nothing is written from a file with problems. The template
 * has the columns in the user's language.
 */
export function MaterialInfoImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const L = useL();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const r = await importMaterialInfos(file);
      ui.message?.success(
        L('SupplierPortal', 'LabelMaterialInfo:Import:Done', r.rowCount, r.created, r.updated),
      );
      onImported();
      onClose();
    } catch (error) {
      setRefusal(await refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const downloadReport = async () => {
    if (!file) return;
    const blob = await materialInfoImportReport(file);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${file.name.replace(/\.xlsx$/i, '')}-${L('LabelMaterialInfo:Import:DownloadReport')}.xlsx`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <Modal
      open={open}
      title={L('LabelMaterialInfo:Import:Title')}
      okText={L('Action:Import')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ disabled: !file, ...({ 'data-testid': 'material-info-import-ok' } as object) }}
      confirmLoading={busy}
      onOk={() => void run()}
      onCancel={onClose}
      width={refusal ? 760 : 520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{L('LabelMaterialInfo:Import:Hint')}</Typography.Paragraph>
      <Button
        type="link"
        icon={<DownloadOutlined />}
        className="material-info-template-link"
        onClick={() =>
          void downloadFile(
            materialInfoTemplateUrl,
            {},
            `${L('LabelMaterialInfo:Import:TemplateSheet')}.xlsx`,
          )
        }
        data-testid="material-info-import-template"
      >
        {L('LabelMaterialInfo:Import:Template')}
      </Button>
      {/* The wrapper carries the test id: antd's Dragger does not pass one to its DOM. */}
      <div data-testid="material-info-import-file">
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setRefusal(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setRefusal(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{L('LabelMaterialInfo:Import:Choose')}</p>
        </Upload.Dragger>
      </div>
      {refusal && (
        <div className="material-info-import-problems" data-testid="material-info-import-problems">
          <Alert type="error" showIcon message={refusal.message} />
          {refusal.problems.length > 0 && (
            <>
              <Table<ImportProblem>
                rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
                size="small"
                pagination={refusal.problems.length > 10 ? { pageSize: 10, size: 'small' } : false}
                // No sideways scroll: on a phone the message wraps and stays readable.
                tableLayout="auto"
                dataSource={refusal.problems}
                onRow={(p) => ({ 'data-testid': `import-problem-${p.row}` }) as object}
                columns={[
                  { title: L('LabelMaterialInfo:Import:Row'), dataIndex: 'row', key: 'row', width: 64 },
                  { title: L('LabelMaterialInfo:Import:Column'), dataIndex: 'column', key: 'column' },
                  {
                    title: L('LabelMaterialInfo:Import:Value'),
                    dataIndex: 'value',
                    key: 'value',
                    // The message names the value; a phone keeps the width for it.
                    responsive: ['sm'],
                  },
                  { title: L('LabelMaterialInfo:Import:Message'), dataIndex: 'message', key: 'message' },
                ]}
              />
              <Button
                size="small"
                icon={<DownloadOutlined />}
                onClick={() => void downloadReport()}
                data-testid="material-info-import-report"
              >
                {L('LabelMaterialInfo:Import:DownloadReport')}
              </Button>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

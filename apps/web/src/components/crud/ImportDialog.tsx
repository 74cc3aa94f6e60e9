import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { downloadFile } from '../../api/download';
import { errorMessage } from '../../api/request';
import { useL } from '../../locales/i18n';
import { ui } from '../../utils/ui';

/** One problem of a refused import, in the user's language (the server's `data.problems`). */
export interface ImportProblem {
  row: number;
  column: string;
  value: string;
  message: string;
}

interface Refusal {
  message: string;
  problems: ImportProblem[];
}

/** A refused import's message and its problems, as every import endpoint answers (`importRejected`). */
async function refusalOf(error: unknown): Promise<Refusal> {
  const message = await errorMessage(error);
  const body =
    error instanceof AxiosError
      ? (error.response?.data as { error?: { data?: { problems?: ImportProblem[] } } } | undefined)
      : undefined;
  return { message, problems: body?.error?.data?.problems ?? [] };
}

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  title: string;
  hint: string;
  /** Imports the file; resolves with the toast that says what was imported. */
  importFile: (file: File) => Promise<string>;
  /** The same file's problems as a workbook to download. */
  report?: (file: File) => Promise<Blob>;
  /** A template with the columns in the user's language. */
  template?: { url: string; fileName: string };
  /** Test ids: `${testId}-ok`, `-file`, `-template`, `-problems`, `-report`; rows `import-problem-${row}`. */
  testId: string;
}

/**
 * The Excel import every business list offers: choose an .xlsx, import; then either a toast with
 * what was imported (the list refreshes) or the refusal with its problems as a table (row, column,
 * value, problem) and the same report as a workbook. All rows or none: nothing is written from a
 * file with problems.
 */
export function ImportDialog({
  open,
  onClose,
  onImported,
  title,
  hint,
  importFile,
  report,
  template,
  testId,
}: ImportDialogProps) {
  const L = useL();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      ui.message?.success(await importFile(file));
      onImported();
      onClose();
    } catch (error) {
      setRefusal(await refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const downloadReport = async () => {
    if (!file || !report) return;
    const blob = await report(file);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${file.name.replace(/\.xlsx$/i, '')}-${L('Import:DownloadReport')}.xlsx`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={L('Action:Import')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ disabled: !file, ...({ 'data-testid': `${testId}-ok` } as object) }}
      confirmLoading={busy}
      onOk={() => void run()}
      onCancel={onClose}
      width={refusal ? 760 : 520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {template && (
        <Button
          type="link"
          icon={<DownloadOutlined />}
          style={{ paddingInline: 0 }}
          onClick={() => void downloadFile(template.url, {}, template.fileName)}
          data-testid={`${testId}-template`}
        >
          {L('Import:Template')}
        </Button>
      )}
      {/* The wrapper carries the test id: antd's Dragger does not pass one to its DOM. */}
      <div data-testid={`${testId}-file`}>
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
          <p>{L('Import:Choose')}</p>
        </Upload.Dragger>
      </div>
      {refusal && (
        <div style={{ marginTop: 16, display: 'grid', gap: 12 }} data-testid={`${testId}-problems`}>
          <Alert type="error" showIcon message={refusal.message} />
          {refusal.problems.length > 0 && (
            <Table<ImportProblem>
              rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
              size="small"
              pagination={refusal.problems.length > 10 ? { pageSize: 10, size: 'small' } : false}
              // No sideways scroll: on a phone the message wraps and stays readable.
              tableLayout="auto"
              dataSource={refusal.problems}
              onRow={(p) => ({ 'data-testid': `import-problem-${p.row}` }) as object}
              columns={[
                { title: L('Import:Row'), dataIndex: 'row', key: 'row', width: 64 },
                { title: L('Import:Column'), dataIndex: 'column', key: 'column' },
                // The message names the value; a phone keeps the width for it.
                { title: L('Import:Value'), dataIndex: 'value', key: 'value', responsive: ['sm'] },
                { title: L('Import:Problem'), dataIndex: 'message', key: 'message' },
              ]}
            />
          )}
          {report && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              style={{ justifySelf: 'start' }}
              onClick={() => void downloadReport()}
              data-testid={`${testId}-report`}
            >
              {L('Import:DownloadReport')}
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}

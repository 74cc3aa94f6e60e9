import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { downloadFile } from '../../../api/download';
import { errorMessage } from '../../../api/request';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { bomTemplateUrl, importBom } from '../bom-api';

interface Problem {
  row: number;
  column: string;
  value?: string;
  message: string;
}

/** A refused file: the answer's `errors`, or a 400 with the house's `data.problems`. */
async function refusalOf(error: unknown): Promise<{ message: string; problems: Problem[] }> {
  const message = await errorMessage(error);
  const data =
    error instanceof AxiosError
      ? (error.response?.data as
          | {
              error?: {
                data?: {
                  problems?: Problem[];
                  errors?: { row: number; field: string | null; message: string }[];
                };
              };
            }
          | undefined)
      : undefined;
  const problems =
    data?.error?.data?.problems ??
    (data?.error?.data?.errors ?? []).map((e) => ({ row: e.row, column: e.field ?? '', message: e.message }));
  return { message, problems };
}

/**
 * A BOM from an .xlsx (the template's header rows, then one row per line): all rows or none; the
 * problems of a refused file are listed (row, column, problem) and nothing is written. On success
 * the new Draft opens in the editor. Test ids: `bom-import-ok`, `-file`, `-template`, `-problems`;
 * rows `import-problem-${row}`.
 */
export function BomImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (id: string) => void;
}) {
  const L = useL();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: Problem[] } | null>(null);

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await importBom(file);
      if (result.bom && result.errors.length === 0) {
        ui.message?.success(
          L(
            'SupplierPortal',
            'BomPage:ImportDone',
            result.bom.parentPartNo,
            result.bom.revision,
            result.bom.lines.length,
          ),
        );
        onImported(result.bom.id);
      } else
        setRefusal({
          message: L('SupplierPortal', 'BomPage:ImportFailed', result.errors.length),
          problems: result.errors.map((e) => ({ row: e.row, column: e.field ?? '', message: e.message })),
        });
    } catch (error) {
      setRefusal(await refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={L('BomPage:ImportTitle')}
      okText={L('Action:Import')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ disabled: !file, ...({ 'data-testid': 'bom-import-ok' } as object) }}
      confirmLoading={busy}
      onOk={() => void run()}
      onCancel={onClose}
      width={refusal ? 760 : 520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{L('BomPage:ImportHelp')}</Typography.Paragraph>
      <Button
        type="link"
        icon={<DownloadOutlined />}
        style={{ paddingInline: 0 }}
        onClick={() => void downloadFile(bomTemplateUrl, {}, `${L('BomPage:TemplateName')}.xlsx`)}
        data-testid="bom-import-template"
      >
        {L('Import:Template')}
      </Button>
      <div data-testid="bom-import-file">
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
        <div className="bom-import-problems" data-testid="bom-import-problems">
          <Alert type="error" showIcon message={refusal.message} />
          {refusal.problems.length > 0 && (
            <Table<Problem>
              rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
              size="small"
              pagination={refusal.problems.length > 10 ? { pageSize: 10, size: 'small' } : false}
              tableLayout="auto"
              dataSource={refusal.problems}
              onRow={(p) => ({ 'data-testid': `import-problem-${p.row}` }) as object}
              columns={[
                { title: L('Import:Row'), dataIndex: 'row', key: 'row', width: 64 },
                { title: L('Import:Column'), dataIndex: 'column', key: 'column' },
                { title: L('Import:Problem'), dataIndex: 'message', key: 'message' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

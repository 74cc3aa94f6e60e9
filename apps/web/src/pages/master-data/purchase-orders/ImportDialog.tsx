import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, List, Modal, Typography, Upload } from 'antd';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { errorMessage } from '../../../api/request';
import { importErrorReport, importPurchaseOrders } from '../../../api/purchase-orders';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';

interface Problems {
  message: string;
  rows: string[];
}

/** The 400 of a refused import: its message and each row's problem (already in the user's language). */
async function problemsOf(error: unknown): Promise<Problems> {
  const message = await errorMessage(error);
  const body =
    error instanceof AxiosError
      ? (error.response?.data as { error?: { validationErrors?: { message: string }[] } })
      : undefined;
  return { message, rows: (body?.error?.validationErrors ?? []).map((v) => v.message) };
}

/**
 * Import purchase orders from an .xlsx (one row per line, the order's header repeated). All rows
 * or none: a refused file shows each row's problem here and offers the error report as a workbook.
 */
export function ImportDialog({
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
  const [problems, setProblems] = useState<Problems | null>(null);

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setProblems(null);
    try {
      const r = await importPurchaseOrders(file);
      ui.message?.success(
        L(
          'SupplierPortal',
          'PurchaseOrders:Imported',
          r.created + r.updated + r.unchanged,
          r.created,
          r.updated,
          r.unchanged,
        ),
      );
      onImported();
      onClose();
    } catch (error) {
      setProblems(await problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const downloadReport = async () => {
    if (!file) return;
    const blob = await importErrorReport(file);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${file.name.replace(/\.xlsx$/i, '')}-errors.xlsx`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <Modal
      open={open}
      title={L('PurchaseOrders:ImportTitle')}
      okText={L('Action:Import')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ disabled: !file, ...({ 'data-testid': 'po-import-ok' } as object) }}
      confirmLoading={busy}
      onOk={() => void run()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{L('PurchaseOrders:ImportHint')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        beforeUpload={(f) => {
          setFile(f);
          setProblems(null);
          return false;
        }}
        onRemove={() => setFile(null)}
        data-testid="po-import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{L('PurchaseOrders:ChooseFile')}</p>
      </Upload.Dragger>
      {problems && (
        <Alert
          className="po-import-problems"
          type="error"
          showIcon
          data-testid="po-import-problems"
          message={problems.message}
          description={
            <>
              <List
                size="small"
                dataSource={problems.rows.slice(0, 20)}
                renderItem={(row) => <List.Item>{row}</List.Item>}
              />
              {problems.rows.length > 0 && (
                <Button size="small" onClick={() => void downloadReport()} data-testid="po-import-report">
                  {L('PurchaseOrders:DownloadReport')}
                </Button>
              )}
            </>
          }
        />
      )}
    </Modal>
  );
}

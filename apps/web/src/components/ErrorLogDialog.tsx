import { Button, Modal, Table } from 'antd';
import { useL } from '../locales/i18n';
import { useErrorLogStore, type ErrorLogEntry } from '../stores/errorLog';
import { parseTime } from '../utils/time';

/**
 * The error log's dialog (components/ErrorLog.tsx): loaded when it is first opened, so the navbar
 * does not bring antd's table (with its filter tree, pagination and selects) to every first paint.
 */
export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const L = useL();
  const logs = useErrorLogStore((s) => s.logs);
  const clearAll = () => {
    useErrorLogStore.getState().clear();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={L('ErrorLog:Title')}
      width="80%"
      onCancel={onClose}
      footer={
        <Button danger data-testid="error-log-clear" onClick={clearAll}>
          {L('ErrorLog:ClearAll')}
        </Button>
      }
      destroyOnHidden
    >
      <div data-testid="error-log-dialog">
        <Table<ErrorLogEntry & { key: number }>
          size="small"
          pagination={false}
          scroll={{ y: '60vh' }}
          dataSource={logs.map((log, key) => ({ ...log, key }))}
          columns={[
            {
              title: L('ErrorLog:Message'),
              dataIndex: 'message',
              width: '30%',
              render: (_, log) => (
                <div>
                  <div className="error-log-message">{log.message}</div>
                  <div className="error-log-time">{parseTime(log.time)}</div>
                </div>
              ),
            },
            {
              title: L('ErrorLog:Info'),
              dataIndex: 'info',
              width: '25%',
              render: (info: string) => <pre className="error-log-pre">{info.trim()}</pre>,
            },
            {
              title: L('ErrorLog:Url'),
              dataIndex: 'url',
              width: '15%',
              render: (url: string) => <span className="error-log-url">{url}</span>,
            },
            {
              title: L('ErrorLog:Stack'),
              dataIndex: 'stack',
              render: (stack: string) => <pre className="error-log-pre">{stack}</pre>,
            },
          ]}
        />
      </div>
    </Modal>
  );
}

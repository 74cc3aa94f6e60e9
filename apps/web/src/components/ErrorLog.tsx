import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useL } from '../locales/i18n';
import { useErrorLogStore, type ErrorLogEntry } from '../stores/errorLog';
import { parseTime } from '../utils/time';
import './ErrorLog.css';

/**
 * The navbar's error log (spec §8): the button appears only once uncaught errors were collected
 * (production only, see app/error-log.ts); its dialog lists them and can clear them all.
 */
export function ErrorLog() {
  const L = useL();
  const logs = useErrorLogStore((s) => s.logs);
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;

  const clearAll = () => {
    useErrorLogStore.getState().clear();
    setOpen(false);
  };

  return (
    <>
      <Tooltip title={L('Navbar:ErrorLog')} placement="bottom">
        <button
          type="button"
          className="right-menu-item hover-effect error-log-button"
          data-testid="error-log-button"
          aria-label={`${L('Navbar:ErrorLog')} (${logs.length})`}
          onClick={() => setOpen(true)}
        >
          <Badge count={logs.length} size="small" offset={[4, -2]}>
            <BugOutlined className="error-log-icon" />
          </Badge>
        </button>
      </Tooltip>
      <Modal
        open={open}
        title={L('ErrorLog:Title')}
        width="80%"
        onCancel={() => setOpen(false)}
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
    </>
  );
}

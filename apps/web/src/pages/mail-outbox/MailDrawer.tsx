import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { getMail, type OutboxMailDetail } from '../../api/mail-outbox';
import { useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';
import { MailStatusTag } from './MailStatusTag';

interface Props {
  id: string | null;
  onClose: () => void;
  mobile: boolean;
}

const time = (v: string | null) => (v ? parseTime(v) : '—');

function Details({ mail }: { mail: OutboxMailDetail }) {
  const L = useL();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        data-testid="mail-details"
        items={[
          { key: 'subject', label: L('Mail:Subject'), children: mail.subject },
          { key: 'to', label: L('Mail:To'), children: mail.to.join(', ') },
          { key: 'cc', label: L('Mail:Cc'), children: mail.cc.join(', ') || '—' },
          { key: 'status', label: L('Mail:Status'), children: <MailStatusTag status={mail.status} /> },
          { key: 'tries', label: L('Mail:Tries'), children: mail.tries },
          { key: 'created', label: L('Mail:CreationTime'), children: time(mail.creationTime) },
          { key: 'next', label: L('Mail:NextAttemptTime'), children: time(mail.nextAttemptTime) },
          { key: 'sent', label: L('Mail:SentTime'), children: time(mail.sentTime) },
          {
            key: 'related',
            label: L('Mail:RelatedEntity'),
            children: mail.relatedEntityType
              ? `${mail.relatedEntityType.split('.').pop()} ${mail.relatedEntityId ?? ''}`
              : '—',
          },
        ]}
      />
      {mail.lastError && (
        <Alert
          className="mail-error"
          type="error"
          showIcon
          title={L('Mail:LastError')}
          description={mail.lastError}
        />
      )}
      <div className="mail-body-title">{L('Mail:Body')}</div>
      {/* The body is HTML written for mail readers: shown in a sandbox without scripts or same-origin access. */}
      <iframe
        className="mail-body"
        title={L('Mail:Body')}
        sandbox=""
        srcDoc={mail.htmlBody}
        data-testid="mail-body"
      />
    </>
  );
}

/** One outbox mail: where it goes, how sending went, and the body as the recipient sees it. */
export function MailDrawer({ id, onClose, mobile }: Props) {
  const L = useL();
  const mail = useQuery({ queryKey: ['mail-outbox', id], queryFn: () => getMail(id!), enabled: !!id });
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size={mobile ? '100%' : 640}
      title={L('Mail:Outbox')}
      destroyOnHidden
      data-testid="mail-drawer"
    >
      {mail.data ? <Details mail={mail.data} /> : <Skeleton active paragraph={{ rows: 8 }} />}
    </Drawer>
  );
}

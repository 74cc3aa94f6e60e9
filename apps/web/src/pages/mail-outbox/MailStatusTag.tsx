import { Tag } from 'antd';
import { MailStatus } from '../../api/mail-outbox';
import { type KeySuffix, useL } from '../../locales/i18n';

const looks: Record<number, { key: KeySuffix<'Enum:MailStatus.'>; color: string }> = {
  [MailStatus.Pending]: { key: 'Pending', color: 'gold' },
  [MailStatus.Sending]: { key: 'Sending', color: 'processing' },
  [MailStatus.Sent]: { key: 'Sent', color: 'success' },
  [MailStatus.Failed]: { key: 'Failed', color: 'error' },
};

export const mailStatusKeys = Object.entries(looks).map(([value, l]) => ({
  value: Number(value),
  key: l.key,
}));

export function MailStatusTag({ status }: { status: number }) {
  const L = useL();
  const look = looks[status];
  if (!look) return <Tag>{status}</Tag>;
  return (
    <Tag color={look.color} data-testid="mail-status">
      {L(`Enum:MailStatus.${look.key}`)}
    </Tag>
  );
}

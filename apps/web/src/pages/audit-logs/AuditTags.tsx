import { Tag } from 'antd';
import { useL } from '../../locales/i18n';
import { methodColor, SLOW_MS, statusColor } from './format';

export function StatusTag({ code }: { code: number | null }) {
  if (code === null) return null;
  return (
    <Tag color={statusColor(code)} variant="outlined" className="audit-tag">
      {code}
    </Tag>
  );
}

export function MethodTag({ method }: { method: string | null }) {
  if (!method) return null;
  return (
    <Tag color={methodColor(method)} variant="outlined" className="audit-tag">
      {method}
    </Tag>
  );
}

/** The duration in ms; over two seconds as a warning tag. */
export function DurationTag({ ms }: { ms: number }) {
  const L = useL();
  const text = L('AbpAuditLogging', 'Milliseconds', ms);
  if (ms <= SLOW_MS) return <span className="audit-duration">{text}</span>;
  return (
    <Tag color="warning" variant="outlined" className="audit-tag" data-testid="duration-slow">
      {text}
    </Tag>
  );
}

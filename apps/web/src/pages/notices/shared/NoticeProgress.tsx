import { Progress } from 'antd';
import { ratio } from './notice-format';

/** A share of the recipients as "12/15" over a thin bar (read, acknowledged). */
export function NoticeProgress({ n, total, testId }: { n: number; total: number; testId?: string }) {
  const r = ratio(n, total);
  return (
    <div className="ntc-progress" data-testid={testId}>
      <span className="ntc-progress-text">{r.text}</span>
      <Progress percent={r.percent} size="small" showInfo={false} status="normal" />
    </div>
  );
}

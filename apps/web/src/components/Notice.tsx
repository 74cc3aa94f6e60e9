import { Alert } from 'antd';

/** A standing note above a form or list (read-only, inherited, disabled): antd's Alert with its icon. */
export function Notice({
  text,
  className,
  type = 'info',
  testId,
}: {
  text: string;
  className?: string;
  type?: 'info' | 'warning';
  testId?: string;
}) {
  return <Alert className={className} type={type} showIcon title={text} data-testid={testId} />;
}

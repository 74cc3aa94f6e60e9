import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/request';
import { useL } from '../locales/i18n';

/**
 * A load that failed, with Refresh: the server's message of `error` once read (binary bodies are
 * decoded asynchronously), else the generic "request failed".
 */
export function LoadError({
  error,
  retry,
  retrying,
}: {
  /** Omitted: the generic text only. */
  error?: unknown;
  retry: () => void;
  retrying?: boolean;
}) {
  const L = useL();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (error === undefined) return;
    let current = true;
    void errorMessage(error).then((t) => current && setText(t));
    return () => {
      current = false;
    };
  }, [error]);
  return (
    <Alert
      type="error"
      showIcon
      title={text ?? L('RequestFailed')}
      action={
        <Button size="small" onClick={retry} loading={retrying}>
          {L('AbpUi', 'Refresh')}
        </Button>
      }
    />
  );
}

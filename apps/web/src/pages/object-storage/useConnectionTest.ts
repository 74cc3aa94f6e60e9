import { App } from 'antd';
import { useState } from 'react';
import { testMinioServer, type MinioServer } from '../../api/object-storage';
import { ERROR_TOAST_SECONDS } from '../../api/request';
import { useL } from '../../locales/i18n';

/**
 * Tests a server's connection: "Connected in N ms" or the failure in the server's words as a toast;
 * then `onDone` (the server recorded the result as its health). Several rows may test at once.
 */
export function useConnectionTest(onDone: () => void) {
  const L = useL();
  const { message } = App.useApp();
  const [testing, setTesting] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setTesting((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (server: MinioServer) => {
    mark(server.id, true);
    try {
      const check = await testMinioServer(server.id);
      if (check.ok) void message.success(L('SupplierPortal', 'ObjectStorage:ConnectionOk', check.latencyMs));
      else
        void message.error({
          content: L('SupplierPortal', 'ObjectStorage:ConnectionFailed', check.message),
          duration: ERROR_TOAST_SECONDS,
        });
    } catch {
      // the request client has shown the problem
    } finally {
      mark(server.id, false);
      onDone();
    }
  };

  return { isTesting: (id: string) => testing.has(id), run };
}

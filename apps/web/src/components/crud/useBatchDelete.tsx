import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, type TableProps } from 'antd';
import { useState } from 'react';
import { useL } from '../../locales/i18n';
import { confirmDelete, confirmed } from './confirm';

export interface BatchDeleteOptions {
  /** The delete policy is granted: rows get check boxes and the toolbar the button. */
  enabled: boolean;
  /** The button's test id. */
  testId: string;
  /** The question for these rows (default: AbpUi's batch delete confirmation with the count). */
  message?: (count: number) => string;
  run: (ids: string[]) => Promise<unknown>;
  /** After the delete (the list's refresh). */
  then: (ids: string[]) => unknown;
  /** The button says how many rows are checked. */
  showCount?: boolean;
}

/**
 * Check boxes on the rows and a "Delete selected" button: asks, deletes, toasts, unchecks the
 * deleted rows and refreshes. `rowSelection` goes to the table, `button` to the toolbar.
 */
export function useBatchDelete<T extends { id: string }>(o: BatchDeleteOptions) {
  const L = useL();
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const message = o.message ?? ((n: number) => L('AbpUi', 'BatchDeleteConfirmationMessage', n));

  /** Deletes these rows (the checked ones by default) after asking. */
  const remove = (ids: string[] = selected, ask = () => confirmDelete('', message(ids.length))) =>
    confirmed({
      ask,
      run: async () => {
        setDeleting(true);
        try {
          await o.run(ids);
        } finally {
          setDeleting(false);
        }
      },
      then: async () => {
        setSelected((s) => s.filter((id) => !ids.includes(id)));
        await o.then(ids);
      },
    });

  const rowSelection: TableProps<T>['rowSelection'] = o.enabled
    ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
    : undefined;
  const button = o.enabled && (
    <Button
      danger
      icon={<DeleteOutlined />}
      disabled={selected.length === 0}
      loading={deleting}
      onClick={() => void remove()}
      data-testid={o.testId}
    >
      {L('AbpUi', 'BatchDelete')}
      {o.showCount && selected.length > 0 ? ` (${selected.length})` : ''}
    </Button>
  );
  return { selected, rowSelection, button, remove };
}

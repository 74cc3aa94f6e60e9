import { Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useL } from '../../../locales/i18n';

interface Props<T> {
  open: boolean;
  title: string;
  /** The OK button's text for how many are picked. */
  okText: (count: number) => string;
  width: number;
  onClose: () => void;
  /** Resolves true when the picked items were added (the dialog then closes). */
  onPick: (picked: T[]) => Promise<boolean>;
  /** The picking control, given the current pick and how to change it. */
  children: (picked: T[], setPicked: (picked: T[]) => void) => ReactNode;
}

/**
 * A unit's "add" dialog: pick one or more items, then OK adds them all at once. OK is disabled while
 * nothing is picked and busy while adding; the pick is cleared when the dialog closes.
 */
export function PickerModal<T>({ open, title, okText, width, onClose, onPick, children }: Props<T>) {
  const L = useL();
  const [picked, setPicked] = useState<T[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (picked.length === 0 || busy) return;
    setBusy(true);
    const ok = await onPick(picked);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText(picked.length)}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{
        ...({ 'data-testid': 'modal-ok' } as object),
        disabled: picked.length === 0,
        loading: busy,
      }}
      onOk={() => void submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && setPicked([])}
      destroyOnHidden
      width={width}
    >
      {children(picked, setPicked)}
    </Modal>
  );
}

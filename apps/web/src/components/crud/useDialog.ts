import { useCallback, useState } from 'react';

/**
 * A dialog's open flag and what it is about. Closing keeps the subject, so that the dialog's
 * title and fields do not change while its closing animation runs. `key` changes with every
 * opening: render the dialog with it (`<EditModal key={dialog.key} …/>`) so that each opening
 * starts from a fresh form (an antd form instance keeps the values of its last use).
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ open: boolean; subject: T | null; key: number }>({
    open: false,
    subject: null,
    key: 0,
  });
  const show = useCallback(
    (subject: T | null) => setState((s) => ({ open: true, subject, key: s.key + 1 })),
    [],
  );
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  /**
   * The props of a form dialog (`DialogProps`): open, close, and on save close then `saved`
   * (`<EditModal key={dialog.key} role={dialog.subject} {...dialog.bind(refresh)} />`).
   */
  const bind = <R = void>(saved?: (result: R) => unknown): DialogProps<R> => ({
    open: state.open,
    onClose: hide,
    onSaved: (result) => {
      hide();
      void saved?.(result);
    },
  });
  return { open: state.open, subject: state.subject, key: state.key, show, hide, bind };
}

/** What every create/edit dialog takes besides its subject; `useDialog().bind` makes them. */
export interface DialogProps<R = void> {
  open: boolean;
  onClose: () => void;
  /** Called with the saved record; the dialog is closed by then. */
  onSaved: (saved: R) => void;
}

import { Fragment, type ReactNode } from 'react';
import { ListView, useDialog, type Filters, type ListViewProps } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

type Props<T extends { id: string }> = Omit<
  ListViewProps<T, Filters>,
  'onCreate' | 'rowActions' | 'children'
> & {
  /** May the user add and remove here (without it the list is read-only). */
  canAssign: boolean;
  /** The Add dialog, fresh at each opening. */
  picker: (open: boolean, onClose: () => void) => ReactNode;
  /** The Remove row button's key (its test id). */
  removeKey: string;
  onRemove: (row: T) => void;
};

/** A tab of a unit listing what is assigned to it (members, roles): Add above, Remove on each row. */
export function AssignmentList<T extends { id: string }>({
  canAssign,
  picker,
  removeKey,
  onRemove,
  ...view
}: Props<T>) {
  const L = useL();
  const dialog = useDialog<true>();
  return (
    <ListView<T, Filters>
      {...view}
      onCreate={canAssign ? () => dialog.show(true) : undefined}
      rowActions={
        canAssign
          ? (row) => [
              { key: removeKey, label: L('AbpUi', 'Remove'), danger: true, onClick: () => onRemove(row) },
            ]
          : undefined
      }
    >
      <Fragment key={dialog.key}>{picker(dialog.open, dialog.hide)}</Fragment>
    </ListView>
  );
}

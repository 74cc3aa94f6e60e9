export {
  confirmDelete,
  confirmed,
  confirmedDelete,
  toastDeleted,
  toastSaved,
  type ConfirmedOptions,
} from './confirm';
export { confirmAction } from './confirmAction';
export { DayRangeFilter } from './DayRangeFilter';
export { FormModal, useSave, type FormModalProps, type SaveState } from './FormModal';
export { ImportDialog, type ImportDialogProps, type ImportProblem } from './ImportDialog';
export { ListPage, type ListPageProps, type ServerList } from './ListPage';
export { ListView, type ListViewProps } from './ListView';
export { ListToolbar, type ListToolbarProps } from './ListToolbar';
export { PageContainer } from './PageContainer';
export { useHasPolicy } from '../../access/useHasPolicy';
export { useServerList, type Filters, type ServerListOptions } from './useServerList';
export { RowActions, type RowAction } from './RowActions';
export { rowActionsFromAllowed, type AllowedActionHandlers } from './row-actions-from-allowed';
export { SelectFilter } from './SelectFilter';
export { StatusTag, statusText } from './StatusTag';
export { TextField } from './TextField';
export { useBatchDelete, type BatchDeleteOptions } from './useBatchDelete';
export { useDialog, type DialogProps } from './useDialog';
export { useFormRules } from './useFormRules';
export { requiredTitle, timeColumn, type TimeColumnOptions } from './columns';

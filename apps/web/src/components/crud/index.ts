export { confirmDelete, toastDeleted, toastSaved } from './confirm';
export { ListToolbar, type ListToolbarProps } from './ListToolbar';
export { PageContainer } from './PageContainer';
export { useHasPolicy } from '../../access/useHasPolicy';
export { useServerList, type Filters } from './useServerList';
export { RowActions, type RowAction } from './RowActions';

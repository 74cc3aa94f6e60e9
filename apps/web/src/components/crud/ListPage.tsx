import type { ReactNode } from 'react';
import { ListView, type ListViewProps } from './ListView';
import { PageContainer } from './PageContainer';
import type { Filters } from './useServerList';

export type { ServerList } from './ListView';

export interface ListPageProps<T extends { id: string }, F extends Filters> extends ListViewProps<T, F> {
  /** The page's test id (`page-…`). */
  testId: string;
  /** Shown above the toolbar (a page title, a note, a filter bar of its own). */
  header?: ReactNode;
}

/**
 * A list page is its columns, filters and actions (the pattern of ProTable / react-admin's List):
 * the page card around a ListView (toolbar, server-paged table, row actions, dialogs).
 */
export function ListPage<T extends { id: string }, F extends Filters>({
  testId,
  header,
  ...view
}: ListPageProps<T, F>) {
  return (
    <PageContainer testId={testId}>
      {header}
      <ListView {...view} />
    </PageContainer>
  );
}

import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
import { useL } from '../../locales/i18n';
import './crud.css';

/** The toolbar's create button: shown only when `onCreate` is given (the create policy is granted). */
export interface CreateButton {
  onCreate?: (() => void) | undefined;
  createText?: string | undefined;
  /** Another icon than the plus (add a member). */
  createIcon?: ReactNode;
  /** Another test id than `list-create` (a second list of the page). */
  createTestId?: string | undefined;
}

export interface ListToolbarProps extends CreateButton {
  filter?: string | undefined;
  onFilterChange?: (value: string) => void;
  filterPlaceholder?: string;
  /** More filter controls (selects, date ranges) between the search box and the buttons. */
  extra?: ReactNode;
  onSearch: () => void;
  onReset: () => void;
  onExport?: (() => void) | undefined;
  exporting?: boolean;
  actions?: ReactNode;
}

/** The filter row above every list: search box, extra filters, Search/Reset, Create and Export. */
export function ListToolbar(p: ListToolbarProps) {
  const L = useL();
  return (
    <div className="crud-toolbar" data-testid="list-toolbar">
      {/* A flex row, not antd's Space: a filter component that renders several fields (a fragment)
          gets the same gap between its fields as between the others. */}
      <div className="crud-toolbar-group">
        {p.onFilterChange && (
          <Input
            allowClear
            data-testid="list-filter"
            className="crud-toolbar-search"
            placeholder={p.filterPlaceholder ?? L('AbpUi', 'Search')}
            value={p.filter ?? ''}
            onChange={(e) => p.onFilterChange!(e.target.value)}
            onPressEnter={p.onSearch}
          />
        )}
        {p.extra}
        {/* Search and Reset wrap to the next row together, never Reset alone. */}
        <span className="crud-toolbar-buttons">
          <Button type="primary" icon={<SearchOutlined />} onClick={p.onSearch} data-testid="list-search">
            {L('AbpUi', 'Search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={p.onReset} data-testid="list-reset">
            {L('AbpUi', 'Reset')}
          </Button>
        </span>
      </div>
      <div className="crud-toolbar-group">
        {p.actions}
        {p.onExport && (
          <Button
            icon={<DownloadOutlined />}
            onClick={p.onExport}
            loading={p.exporting}
            data-testid="list-export"
          >
            {L('AbpUi', 'Export')}
          </Button>
        )}
        {p.onCreate && (
          <Button
            type="primary"
            icon={p.createIcon ?? <PlusOutlined />}
            onClick={p.onCreate}
            data-testid={p.createTestId ?? 'list-create'}
          >
            {p.createText ?? L('AbpUi', 'Create')}
          </Button>
        )}
      </div>
    </div>
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { Select, type RefSelectProps } from 'antd';
import type Fuse from 'fuse.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateDynamic, useL } from '../locales/i18n';
import { usePermittedRoutes } from '../access/usePermittedRoutes';
import { useAppStore } from '../stores/app';
import { useConfigStore } from '../stores/config';
import { useSettingsStore } from '../stores/settings';
import {
  createMenuSearch,
  createMenuSearchPool,
  opensNewTab,
  searchMenu,
  type MenuSearchEntry,
} from '../utils/menu-search';
import './HeaderSearch.css';
import { NavbarButton } from './NavbarButton';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The navbar's menu search (VEA's HeaderSearch): the search icon opens a search box over the
 * permitted menu entries; Ctrl+K / ⌘K opens it from anywhere, the arrows and Enter choose, Escape
 * closes. The index (and pinyin-pro, for Chinese) is built when the box opens.
 */
export function HeaderSearch() {
  const L = useL();
  const navigate = useNavigate();
  const routes = usePermittedRoutes().menu;
  // The configuration changes after a language switch has loaded the new texts.
  const config = useConfigStore((s) => s.config);
  const language = useAppStore((s) => s.language);
  const supportPinyinSearch = useSettingsStore((s) => s.supportPinyinSearch);
  const [show, setShow] = useState(false);
  const [query, setQuery] = useState('');
  const [fuse, setFuse] = useState<Fuse<MenuSearchEntry>>();
  const selectRef = useRef<RefSelectProps>(null);

  useEffect(() => {
    if (!show) return;
    let current = true;
    void createMenuSearchPool({
      routes,
      translate: (key) => translateDynamic('SupplierPortal', key),
      language,
      supportPinyinSearch,
    }).then((pool) => current && setFuse(createMenuSearch(pool)));
    return () => {
      current = false;
    };
  }, [show, routes, config, language, supportPinyinSearch]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setShow(true);
        selectRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (show) selectRef.current?.focus();
  }, [show]);

  const results = useMemo(() => (fuse ? searchMenu(fuse, query) : []), [fuse, query]);

  const close = () => {
    setShow(false);
    setQuery('');
    selectRef.current?.blur();
  };

  const choose = (path: string) => {
    close();
    if (opensNewTab(path)) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };

  const label = `${L('Navbar:Search')} (${isMac ? '⌘K' : 'Ctrl+K'})`;
  return (
    <div className={`header-search right-menu-item${show ? ' show' : ''}`} data-testid="header-search">
      <NavbarButton
        className="header-search-icon"
        label={label}
        tooltip={show ? null : label}
        aria-expanded={show}
        testId="header-search-toggle"
        onClick={() => (show ? close() : setShow(true))}
        onMouseDown={(e) => show && e.preventDefault()}
      >
        <SearchOutlined />
      </NavbarButton>
      <Select<string | null, { value: string; label: string }>
        ref={selectRef}
        className="header-search-select"
        variant="borderless"
        value={null}
        tabIndex={show ? 0 : -1}
        aria-hidden={!show}
        data-testid="header-search-select"
        placeholder={L('Navbar:SearchPlaceholder')}
        showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
        suffixIcon={null}
        defaultActiveFirstOption
        popupMatchSelectWidth={false}
        classNames={{ popup: { root: 'header-search-popup' } }}
        notFoundContent={query.trim() ? L('Navbar:SearchNoResults') : null}
        options={results.map((e) => ({ value: e.path, label: e.label }))}
        optionRender={(option) => (
          <span className="header-search-option" data-testid={`search-option-${option.value}`}>
            {option.label}
          </span>
        )}
        onSelect={(path) => path && choose(path)}
        onBlur={close}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      />
    </div>
  );
}

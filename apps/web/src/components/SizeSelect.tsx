import { CheckOutlined, FontSizeOutlined } from '@ant-design/icons';
import { App, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ProductTextKey, useL } from '../locales/i18n';
import { sizes, useAppStore, type Size } from '../stores/app';
import { useTagsViewStore } from '../stores/tagsView';

const sizeKey: Record<Size, ProductTextKey> = {
  default: 'Size:Default',
  medium: 'Size:Medium',
  small: 'Size:Small',
  mini: 'Size:Mini',
};

/**
 * The global size (spec §9: default/medium/small/mini, cookie, default medium). A change drops the
 * kept-alive pages and re-renders the current one through /redirect, as VEA's SizeSelect does.
 */
export function SizeSelect() {
  const L = useL();
  const { message } = App.useApp();
  // The tooltip would cover the menu's first entry: hidden while the menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  const size = useAppStore((s) => s.size);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  const choose = (next: Size) => {
    if (next === size) return;
    useAppStore.getState().setSize(next);
    useTagsViewStore.getState().delAllCachedViews();
    void navigate(`/redirect${pathname}${search}${hash}`, { replace: true });
    void message.success(L('Size:Switched'));
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottom"
      onOpenChange={setMenuOpen}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: sizes.map((s) => ({
          key: s,
          label: (
            <span className="size-select-item" data-testid={`size-${s}`}>
              {L(sizeKey[s])}
              {s === size && <CheckOutlined className="size-select-check" />}
            </span>
          ),
        })),
        onClick: ({ key }) => choose(key as Size),
      }}
    >
      <span>
        <Tooltip title={L('Navbar:Size')} placement="bottom" {...(menuOpen ? { open: false } : {})}>
          <button
            type="button"
            className="right-menu-item hover-effect"
            data-testid="size-select"
            aria-label={L('Navbar:Size')}
          >
            <FontSizeOutlined />
          </button>
        </Tooltip>
      </span>
    </Dropdown>
  );
}

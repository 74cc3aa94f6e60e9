import { CheckOutlined, FontSizeOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { type ProductTextKey, useL } from '../locales/i18n';
import { sizes, useAppStore, type Size } from '../stores/app';
import { useTagsViewStore } from '../stores/tagsView';
import { NavbarMenu } from './NavbarMenu';

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
  const size = useAppStore((s) => s.size);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  return (
    <NavbarMenu<Size>
      label={L('Navbar:Size')}
      icon={<FontSizeOutlined />}
      testId="size-select"
      selected={size}
      options={sizes.map((s) => ({
        key: s,
        label: (
          <span className="size-select-item" data-testid={`size-${s}`}>
            {L(sizeKey[s])}
            {s === size && <CheckOutlined className="size-select-check" />}
          </span>
        ),
      }))}
      onChoose={(next) => {
        useAppStore.getState().setSize(next);
        useTagsViewStore.getState().delAllCachedViews();
        void navigate(`/redirect${pathname}${search}${hash}`, { replace: true });
      }}
      switched={() => L('Size:Switched')}
    />
  );
}

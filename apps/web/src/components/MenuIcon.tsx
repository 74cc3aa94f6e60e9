import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  KeyOutlined,
  NotificationOutlined,
  PartitionOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import './MenuIcon.css';

/** The icon names of the route table's `meta.icon` (router/routes.ts) on @ant-design/icons. */
const icons: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  documentation: ReadOutlined,
  user: UserOutlined,
  identity: IdcardOutlined,
  apartment: ApartmentOutlined,
  role: TeamOutlined,
  claim: SafetyCertificateOutlined,
  shop: ShopOutlined,
  tenant: ClusterOutlined,
  setting: SettingOutlined,
  audit: AuditOutlined,
  dictionary: BookOutlined,
  label: TagsOutlined,
  letter: FileProtectOutlined,
  component: AppstoreOutlined,
  notice: NotificationOutlined,
  inspection: FileSearchOutlined,
  bom: PartitionOutlined,
  database: DatabaseOutlined,
  key: KeyOutlined,
};

export const hasMenuIcon = (name: string | undefined) => !!name && name in icons;

/** A route's menu icon; an unknown or missing name gets a small dot, so entries stay aligned. */
export function MenuIcon({ name }: { name?: string | undefined }) {
  const Icon = name ? icons[name] : undefined;
  if (Icon) return <Icon />;
  return (
    <span className="anticon menu-icon-default" aria-hidden>
      <span />
    </span>
  );
}

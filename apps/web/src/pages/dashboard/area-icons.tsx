import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import PartitionOutlined from '@ant-design/icons/PartitionOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import type { ComponentType } from 'react';

/** The dashboard's card icon for each top-level menu area (by the route's `meta.icon`). */
const icons: Record<string, ComponentType> = {
  documentation: ReadOutlined,
  identity: TeamOutlined,
  tenant: BankOutlined,
  setting: SettingOutlined,
  audit: AuditOutlined,
  dictionary: BookOutlined,
  label: TagsOutlined,
  letter: FileProtectOutlined,
  component: ToolOutlined,
  notice: NotificationOutlined,
  inspection: FileSearchOutlined,
  bom: PartitionOutlined,
};

export function AreaIcon({ name }: { name: string | undefined }) {
  const Icon = (name && icons[name]) || AppstoreOutlined;
  return <Icon />;
}

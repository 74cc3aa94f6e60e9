import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { getSettingGroups, type SettingGroup } from '../../api/settings';
import { PageContainer } from '../../components/crud';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { useConfigStore } from '../../stores/config';
import { SettingGroupPanel } from './SettingGroupPanel';
import './settings.css';
import { LoadError } from '../../components/LoadError';

const settingsKey = ['setting-ui'] as const;

/**
 * /settings/setting: the settings of the current tenant (the host's on the host), one tab per
 * group (left on desktop, on top on a phone), each with its own Save. A change reloads the
 * application configuration, so the language, time zone and policies the interface uses follow.
 */
export default function SettingsPage() {
  const L = useL();
  const queryClient = useQueryClient();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const groups = useQuery({ queryKey: settingsKey, queryFn: getSettingGroups });
  const [active, setActive] = useState<string | undefined>();

  const onChanged = async (): Promise<SettingGroup[]> => {
    // A fetch already under way (a refocus, say) began before the change: fetchQuery would hand
    // back its answer, so it is cancelled and the values are asked for again.
    await queryClient.cancelQueries({ queryKey: settingsKey });
    const [fresh] = await Promise.all([
      queryClient.fetchQuery({ queryKey: settingsKey, queryFn: getSettingGroups, staleTime: 0 }),
      useConfigStore.getState().load(),
    ]);
    return fresh;
  };

  let content: ReactNode;
  if (groups.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (groups.isError) content = <LoadError error={groups.error} retry={() => void groups.refetch()} />;
  else if (groups.data.length === 0)
    content = <Empty description={L('AbpSettingManagement', 'NoSettingsAvailable')} />;
  else
    content = (
      <Tabs
        className="settings-tabs"
        tabPlacement={mobile ? 'top' : 'start'}
        activeKey={active ?? groups.data[0]!.groupName}
        onChange={setActive}
        items={groups.data.map((g) => ({
          key: g.groupName,
          label: <span data-testid={`settings-tab-${g.groupName}`}>{g.groupDisplayName}</span>,
          children: <SettingGroupPanel group={g} vertical={mobile} onChanged={onChanged} />,
        }))}
      />
    );

  return <PageContainer testId="page-settings">{content}</PageContainer>;
}

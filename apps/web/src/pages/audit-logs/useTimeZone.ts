import { useConfigStore } from '../../stores/config';

/** The time zone the tenant's times are shown in (setting Abp.Timing.TimeZone). */
export function useTimeZone(): string | undefined {
  return useConfigStore((s) => s.config?.setting.values['Abp.Timing.TimeZone']) || undefined;
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getSystemInformEnum, type InformEnum } from '../../api/announcements';
import { useAppStore } from '../../stores/app';

/**
 * One of the announcement enums from its enum call (spec §3: the values and their names come from
 * the server, in the current language): select options and the name of a value.
 */
export function useInformEnum(name: InformEnum) {
  const language = useAppStore((s) => s.language);
  const { data } = useQuery({
    queryKey: ['systemInform-enum', name, language],
    queryFn: () => getSystemInformEnum(name),
    staleTime: Infinity,
  });
  return useMemo(() => {
    const items = data ?? [];
    return {
      options: items.map((i) => ({ value: i.value, label: i.name })),
      /** undefined until the enum call has answered. */
      nameOf: (value: number) => items.find((i) => i.value === value)?.name,
    };
  }, [data]);
}

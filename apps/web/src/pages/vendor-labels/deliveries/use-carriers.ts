import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/request';

interface DictionaryItemDto {
  label: string;
  value: string;
}

/**
 * The tenant's `Carrier` dictionary (code -> name) as select options and a label look-up: the note
 * stores the code, people read the name. An absent dictionary is just no options (free text stays).
 */
export function useCarriers() {
  const items = useQuery({
    queryKey: ['dictionary-items', 'Carrier'],
    queryFn: () =>
      get<{ items: DictionaryItemDto[] }>(
        '/api/data-dictionary/dictionary/by-name/Carrier/items',
        undefined,
        {
          silent: true,
        },
      ).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
  const list = items.data ?? [];
  return {
    options: list.map((i) => ({
      value: i.value,
      label: i.label === i.value ? i.value : `${i.label} (${i.value})`,
    })),
    carrierLabel: (code: string | null | undefined) =>
      code ? (list.find((i) => i.value === code)?.label ?? code) : '',
  };
}

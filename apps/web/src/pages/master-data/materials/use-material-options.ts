import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/request';
import { getSuppliers } from '../../../api/suppliers';

interface DictionaryItemDto {
  label: string;
  value: string;
}

/** ABP's ListResultDto of the dictionary's items; an absent dictionary is just no options. */
const dictionaryItems = (name: string) =>
  get<{ items: DictionaryItemDto[] }>(`/api/data-dictionary/dictionary/by-name/${name}/items`, undefined, {
    silent: true,
  }).then((r) => r.items);

/** "个 (PCS)": the shop-floor word beside the code the ERP and the import use. */
const toOptions = (items: DictionaryItemDto[] | undefined) =>
  (items ?? []).map((i) => ({
    value: i.value,
    label: i.label === i.value ? i.value : `${i.label} (${i.value})`,
  }));

/** The units of measure and material categories (the tenant's dictionaries) as select options. */
export function useMaterialCodes() {
  const units = useQuery({
    queryKey: ['dictionary-items', 'UnitOfMeasure'],
    queryFn: () => dictionaryItems('UnitOfMeasure'),
  });
  const categories = useQuery({
    queryKey: ['dictionary-items', 'MaterialCategory'],
    queryFn: () => dictionaryItems('MaterialCategory'),
  });
  const labelOf = (items: DictionaryItemDto[] | undefined) => (code: string | null) =>
    code ? (items?.find((i) => i.value === code)?.label ?? code) : '';
  return {
    units: toOptions(units.data),
    categories: toOptions(categories.data),
    unitLabel: labelOf(units.data),
    categoryLabel: labelOf(categories.data),
  };
}

/** The supplier directory as select options ("V0001 华强电子"), for the filter and the approvals. */
export function useSupplierOptions(enabled = true) {
  const suppliers = useQuery({
    queryKey: ['supplier-options'],
    queryFn: () => getSuppliers({ maxResultCount: 1000, sorting: 'vendorCode' }),
    enabled,
  });
  return (suppliers.data?.items ?? []).map((s) => ({
    value: s.id,
    label: `${s.vendorCode} ${s.shortName ?? s.name}`,
  }));
}

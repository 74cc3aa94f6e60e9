import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { searchSuppliers, type SupplierSummary } from '../../api/identity';
import { useL } from '../../locales/i18n';
import { debounce } from '../../utils/time';
import { supplierQuery } from '../identity/users/SupplierSelect';

const label = (s: SupplierSummary) => `${s.vendorCode} ${s.shortName || s.name}`;

/**
 * Several suppliers of the directory, searched on the server as the user types (code, names,
 * contacts); the chosen ones keep their names even when the search no longer finds them.
 */
export function SupplierMultiSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const L = useL();
  const [term, setTerm] = useState('');
  const onSearch = useMemo(() => debounce(setTerm, 300), []);
  const found = useQuery({
    queryKey: ['supplier-options', term],
    queryFn: () => searchSuppliers(term, 50),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const listed = found.data?.items ?? [];
  const chosen = useQueries({
    queries: (value ?? []).filter((id) => !listed.some((s) => s.id === id)).map((id) => supplierQuery(id)),
  });

  const options = [...chosen.flatMap((q) => (q.data ? [q.data] : [])), ...listed].map((s) => ({
    value: s.id,
    label: label(s),
  }));

  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      showSearch={{ filterOption: false, onSearch }}
      onOpenChange={(open) => !open && setTerm('')}
      placeholder={L('AbpUi', 'PleaseSelect')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={options}
      data-testid="announcement-suppliers"
    />
  );
}

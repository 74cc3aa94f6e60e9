import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { getSupplierSummary, searchSuppliers } from '../../../api/identity';
import { useL } from '../../../locales/i18n';

/**
 * The supplier filter of the buyer's letter lists: the directory searched on the server as one
 * types (code and short name), the chosen supplier kept in its options; placeholder "Supplier".
 */
export function SupplierFilter({
  value,
  onChange,
  className,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  const L = useL();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(search), 300);
    return () => clearTimeout(t);
  }, [search]);
  const found = useQuery({
    queryKey: ['supplier-options', term],
    queryFn: () => searchSuppliers(term),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const current = useQuery({
    queryKey: ['supplier-summary', value],
    queryFn: () => getSupplierSummary(value!),
    enabled: !!value,
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => {
    const items = [...(found.data?.items ?? [])];
    if (current.data && !items.some((s) => s.id === current.data.id)) items.unshift(current.data);
    return items.map((s) => ({ value: s.id, label: `${s.vendorCode} ${s.shortName || s.name}` }));
  }, [found.data, current.data]);
  return (
    <Select<string>
      allowClear
      className={className}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => !open && setSearch('')}
      placeholder={L('Field:Supplier')}
      aria-label={L('Field:Supplier')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={options}
      popupMatchSelectWidth={false}
      data-testid="letter-supplier-filter"
    />
  );
}

import { SupplierStatus } from '@sp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { getSupplierSummary, searchSuppliers, type SupplierSummary } from '../../../api/identity';
import { useL } from '../../../locales/i18n';

/** The supplier look-up: one query per supplier id, shared by the list's column and the dialog. */
export const supplierQuery = (id: string) => ({
  queryKey: ['supplier-summary', id],
  queryFn: () => getSupplierSummary(id),
  staleTime: 5 * 60_000,
});

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function OptionLabel({ s }: { s: SupplierSummary }) {
  const L = useL();
  return (
    <span className="supplier-option">
      <span className="supplier-option-code">{s.vendorCode}</span>
      <span className="supplier-option-name">{s.shortName || s.name}</span>
      {s.status === SupplierStatus.Suspended && (
        <Tag color="red">{L('AbpIdentity', 'SupplierStatus:Suspended')}</Tag>
      )}
    </span>
  );
}

/**
 * Binds a user to a supplier: a searchable list of the directory (code, short name, suspended
 * flag), searched on the server as the user types. Empty means a staff user.
 */
export function SupplierSelect({
  value,
  onChange,
  disabled,
  id,
  placeholder,
  className,
  testId = 'user-supplier',
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  id?: string;
  /** What the empty box says: a list filter names its column ("Supplier"); a form field says "Please select". */
  placeholder?: string;
  className?: string;
  testId?: string;
}) {
  const L = useL();
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 300);
  const found = useQuery({
    queryKey: ['supplier-options', term],
    queryFn: () => searchSuppliers(term),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const current = useQuery({ ...supplierQuery(value ?? ''), enabled: !!value });

  const options = useMemo(() => {
    const items = [...(found.data?.items ?? [])];
    if (current.data && !items.some((s) => s.id === current.data.id)) items.unshift(current.data);
    return items.map((s) => ({
      value: s.id,
      label: <OptionLabel s={s} />,
      title: `${s.vendorCode} ${s.name}`,
    }));
  }, [found.data, current.data]);

  return (
    <Select<string | null>
      id={id}
      className={className}
      aria-label={placeholder}
      data-testid={testId}
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => !open && setSearch('')}
      placeholder={placeholder ?? L('AbpUi', 'PleaseSelect')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={options}
      popupMatchSelectWidth
    />
  );
}

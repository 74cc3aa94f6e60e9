import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { getBuyerUsers } from './requests-api';

/**
 * A buyer-side user of the tenant (owner engineer, buyer), searched on the server as one types.
 * `known` names the current value before the search answers (an edited request's person).
 */
export function BuyerUserSelect({
  value,
  onChange,
  known,
  placeholder,
  allowClear,
  testId,
  id,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  known?: { id: string; name: string } | null;
  placeholder?: string;
  allowClear?: boolean;
  testId?: string;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(search), 300);
    return () => clearTimeout(t);
  }, [search]);
  const found = useQuery({
    queryKey: ['partno-buyer-users', term],
    queryFn: () => getBuyerUsers(term || undefined),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const users = (found.data ?? []).map((u) => ({
      value: u.id,
      label: u.name === u.userName ? u.userName : `${u.name} (${u.userName})`,
    }));
    if (known && !users.some((u) => u.value === known.id))
      users.unshift({ value: known.id, label: known.name });
    return users;
  }, [found.data, known]);
  return (
    <Select<string>
      id={id}
      allowClear={allowClear}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => !open && setSearch('')}
      loading={found.isFetching}
      placeholder={placeholder}
      options={options}
      data-testid={testId}
    />
  );
}

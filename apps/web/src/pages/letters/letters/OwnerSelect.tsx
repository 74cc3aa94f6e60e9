import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { getUser, getUsers, type IdentityUserDto } from '../../../api/identity';
import { useL } from '../../../locales/i18n';

const display = (u: IdentityUserDto) => {
  const name = [u.name, u.surname].filter(Boolean).join(' ');
  return name ? `${name} (${u.userName})` : u.userName;
};

/**
 * The owner-engineer filter: staff users of the tenant, searched on the server as one types (the
 * identity list; the page shows it only to users who may read that list).
 */
export function OwnerSelect({
  value,
  onChange,
  testId,
  className,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId?: string;
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
    queryKey: ['letter-owner-options', term],
    queryFn: () => getUsers({ filter: term || undefined, maxResultCount: 20 }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const current = useQuery({
    queryKey: ['letter-owner', value],
    queryFn: () => getUser(value!),
    enabled: !!value,
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => {
    const staff = (found.data?.items ?? []).filter((u) => !u.supplierId);
    if (current.data && !staff.some((u) => u.id === current.data.id)) staff.unshift(current.data);
    return staff.map((u) => ({ value: u.id, label: display(u) }));
  }, [found.data, current.data]);
  return (
    <Select<string>
      allowClear
      className={className}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => !open && setSearch('')}
      placeholder={L('Letter:OwnerEngineer')}
      aria-label={L('Letter:OwnerEngineer')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={options}
      data-testid={testId}
    />
  );
}

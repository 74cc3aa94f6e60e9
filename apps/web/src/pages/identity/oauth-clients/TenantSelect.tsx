import { oauthClientTexts } from '@sp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { getTenant, getTenants } from '../../../api/tenants';
import { useTexts } from '../../../locales/i18n';
import { debounce } from '../../../utils/time';

/** A tenant's name by id (cached): the list's "acts in tenant" column. */
export function TenantName({ id }: { id: string | null }) {
  const t = useTexts(oauthClientTexts);
  const tenant = useQuery({
    queryKey: ['tenant', id],
    queryFn: () => getTenant(id!),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
  if (id === null) return <span className="oauth-muted">{t('OAuthClients:Host')}</span>;
  return <>{tenant.data?.name ?? id}</>;
}

/**
 * The tenant an integration client acts in, searched on the server as it is typed (the host may
 * have thousands of tenants); empty is the host.
 */
export function TenantSelect({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}) {
  const t = useTexts(oauthClientTexts);
  const [term, setTerm] = useState('');
  const onSearch = useMemo(() => debounce(setTerm, 300), []);
  const found = useQuery({
    queryKey: ['oauth-tenant-options', term],
    queryFn: () => getTenants({ filter: term || undefined, maxResultCount: 20, sorting: 'name asc' }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The chosen tenant keeps its name when it is not among the found ones.
  const current = useQuery({
    queryKey: ['tenant', value],
    queryFn: () => getTenant(value!),
    enabled: !!value,
    staleTime: 5 * 60_000,
  });
  const options = (found.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: current.data?.name ?? value });
  return (
    <Select
      id={id}
      data-testid="oauth-client-tenant"
      value={value ?? undefined}
      onChange={(v?: string) => onChange?.(v ?? null)}
      options={options}
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      loading={found.isFetching}
      placeholder={t('OAuthClients:Host')}
    />
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Policies, type PartNoConfirmUserOptionDto } from '@sp/contracts';
import { getUser, getUsers } from '../../../api/identity';
import { get } from '../../../api/request';
import { useHasPolicy } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

interface Person {
  id: string;
  userName: string;
  name: string;
}

const label = (u: Person) => (u.name && u.name !== u.userName ? `${u.name} (${u.userName})` : u.userName);

/** Staff users by name: the requests' buyer-user look-up, else the identity list (staff only). */
async function findStaff(filter: string | undefined, viaRequests: boolean): Promise<Person[]> {
  if (viaRequests)
    return (
      await get<{ items: PartNoConfirmUserOptionDto[] }>('/api/app/partNoConfirm/users', {
        filter,
        maxResultCount: 30,
      })
    ).items;
  const users = await getUsers({ filter, maxResultCount: 30 });
  return users.items
    .filter((u) => !u.supplierId)
    .map((u) => ({
      id: u.id,
      userName: u.userName,
      name: [u.name, u.surname].filter(Boolean).join(' ') || u.userName,
    }));
}

/** Whether this user can look staff up at all (the page hides the owner filter otherwise). */
export function useCanPickOwner() {
  const viaRequests = useHasPolicy(Policies.LetterOfRecognition.PartNoConfirm.Create.name);
  const viaIdentity = useHasPolicy(Policies.AbpIdentity.Users.name);
  return viaRequests || viaIdentity;
}

/**
 * The owner-engineer filter: staff users of the tenant, searched on the server as one types (the
 * requests' buyer-user look-up, or the identity list for a user without the request policy).
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
  const viaRequests = useHasPolicy(Policies.LetterOfRecognition.PartNoConfirm.Create.name);
  const found = useQuery({
    queryKey: ['letter-owner-options', viaRequests, term],
    queryFn: () => findStaff(term || undefined, viaRequests),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The chosen owner by id (a link with the filter): named once the identity list may say who.
  const canReadUser = useHasPolicy(Policies.AbpIdentity.Users.name);
  const current = useQuery({
    queryKey: ['letter-owner', value],
    queryFn: async (): Promise<Person> => {
      const u = await getUser(value!);
      return {
        id: u.id,
        userName: u.userName,
        name: [u.name, u.surname].filter(Boolean).join(' ') || u.userName,
      };
    },
    enabled: !!value && canReadUser,
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => {
    const staff = [...(found.data ?? [])];
    if (current.data && !staff.some((u) => u.id === current.data.id)) staff.unshift(current.data);
    return staff.map((u) => ({ value: u.id, label: label(u) }));
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

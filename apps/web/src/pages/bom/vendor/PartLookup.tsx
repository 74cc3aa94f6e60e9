import { Policies } from '@sp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { getMaterials } from '../../../api/materials';
import { useHasPolicy } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { getBoms } from '../bom-api';

/**
 * The parent part: typed, with suggestions as one types: the material master's parts for a user
 * who may read it (engineering), else the parents of the supplier's own BOMs (a supplier does not
 * read the master; the server checks the part exists on save).
 */
export function PartLookup({
  value,
  onChange,
  disabled,
  status,
}: {
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
  status?: 'error';
}) {
  const L = useL();
  const master = useHasPolicy(Policies.MasterData.Materials.name);
  const [typed, setTyped] = useState(value ?? '');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const query = useQuery({
    queryKey: ['bom-part-lookup', master, term],
    queryFn: async () =>
      master
        ? (await getMaterials({ filter: term, maxResultCount: 20 })).items.map((m) => ({
            partNo: m.partNo,
            name: m.name,
          }))
        : (await getBoms({ filter: term, maxResultCount: 20 })).items.map((b) => ({
            partNo: b.parentPartNo,
            name: b.parentName,
          })),
    enabled: !disabled && term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const seen = new Set<string>();
  const options = (query.data ?? [])
    .filter((o) => !seen.has(o.partNo) && seen.add(o.partNo))
    .map((o) => ({
      value: o.partNo,
      label: (
        <span>
          <span className="bom-code">{o.partNo}</span> <span className="bom-muted">{o.name}</span>
        </span>
      ),
    }));
  return (
    <AutoComplete
      value={value}
      disabled={disabled}
      status={status}
      options={options}
      placeholder={L('BomPage:PartLookup')}
      onSearch={setTyped}
      onChange={(v: string) => onChange?.(v)}
      data-testid="bom-parent"
    />
  );
}

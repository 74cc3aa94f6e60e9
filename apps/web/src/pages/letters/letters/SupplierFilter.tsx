import { useL } from '../../../locales/i18n';
import { SupplierSelect } from '../../identity/users/SupplierSelect';

/**
 * The supplier filter of the buyer's lists (letters, letter files, inspection forms): the shared
 * supplier look-up (searched on the server as one types) with "Supplier" in its empty box, and
 * `undefined` for no filter, as list filters hold it.
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
  return (
    <SupplierSelect
      className={className}
      placeholder={L('Field:Supplier')}
      testId="letter-supplier-filter"
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
}

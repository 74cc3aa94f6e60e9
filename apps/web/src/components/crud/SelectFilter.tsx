import { Select } from 'antd';
import type { Filters } from './useServerList';

export interface SelectFilterProps<F extends Filters, K extends keyof F & string> {
  /** The list (`useServerList`): its draft filters. */
  list: { draft: F; setDraft: (patch: Partial<F>) => void };
  /** The filter this select sets in `list.draft`. */
  name: K;
  options: { value: NonNullable<F[K]> & (string | number); label: string }[];
  placeholder?: string;
  testId: string;
  className?: string;
}

/** A filter of the toolbar: a clearable select bound to one field of the list's draft. */
export function SelectFilter<F extends Filters, K extends keyof F & string>(p: SelectFilterProps<F, K>) {
  return (
    <Select<F[K]>
      allowClear
      className={p.className}
      placeholder={p.placeholder}
      value={p.list.draft[p.name]}
      onChange={(value) => p.list.setDraft({ [p.name]: value } as unknown as Partial<F>)}
      data-testid={p.testId}
      options={p.options}
    />
  );
}

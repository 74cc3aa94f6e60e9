import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useL } from '../../locales/i18n';

/**
 * A list filter over whole days: `from` is the first day's start and `to` the start of the day
 * after the last (the server compares `>= from` and `< to`), both ISO instants.
 */
export function DayRangeFilter({
  from,
  to,
  onChange,
  label,
  testId,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  label?: string;
  testId?: string;
}) {
  const L = useL();
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
      aria-label={label}
      value={[from ? dayjs(from) : null, to ? dayjs(to).subtract(1, 'day') : null]}
      onChange={(range) =>
        onChange(
          range?.[0]?.startOf('day').toISOString(),
          range?.[1]?.startOf('day').add(1, 'day').toISOString(),
        )
      }
      data-testid={testId}
    />
  );
}

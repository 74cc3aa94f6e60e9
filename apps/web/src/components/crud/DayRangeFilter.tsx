import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useL } from '../../locales/i18n';
import { pickedDayStart, pickerValue } from '../../utils/zoned-dayjs';

const dayStart = (day: Dayjs) => pickedDayStart(day).toISOString();

/**
 * A list filter over whole days where the tenant works (its time zone, utils/time-zone.ts): `from`
 * is the first day's start and `to` the start of the day after the last (the server compares
 * `>= from` and `< to`), both ISO instants.
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
      value={[from ? pickerValue(from) : null, to ? pickerValue(to).subtract(1, 'day') : null]}
      onChange={(range) =>
        onChange(
          range?.[0] ? dayStart(range[0]) : undefined,
          range?.[1] ? dayStart(range[1].add(1, 'day')) : undefined,
        )
      }
      data-testid={testId}
    />
  );
}

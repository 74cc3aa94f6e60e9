import { Select } from 'antd';
import type { SystemInformFilters } from '../../api/announcements';
import { DayRangeFilter } from '../../components/crud/DayRangeFilter';
import { useL } from '../../locales/i18n';
import { useInformEnum } from './queries';

/** The administration list's filters besides the search box: type, status, publication days. */
export function AnnouncementFilters({
  draft,
  setDraft,
}: {
  draft: SystemInformFilters;
  setDraft: (patch: Partial<SystemInformFilters>) => void;
}) {
  const L = useL();
  const types = useInformEnum('Type');
  const statuses = useInformEnum('Status');
  return (
    <>
      <Select<number | undefined>
        allowClear
        className="announcement-filter"
        placeholder={L('Announcement:Type')}
        value={draft.type}
        onChange={(type) => setDraft({ type })}
        options={types.options}
        data-testid="announcement-type-filter"
      />
      <Select<number | undefined>
        allowClear
        className="announcement-filter"
        placeholder={L('Announcement:Status')}
        value={draft.status}
        onChange={(status) => setDraft({ status })}
        options={statuses.options}
        data-testid="announcement-status-filter"
      />
      <DayRangeFilter
        from={draft.publishTimeFrom}
        to={draft.publishTimeTo}
        onChange={(publishTimeFrom, publishTimeTo) => setDraft({ publishTimeFrom, publishTimeTo })}
        label={L('Announcement:PublishTime')}
        testId="announcement-publish-filter"
      />
    </>
  );
}

import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { AutoComplete, Button, DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { AuditLogFilters } from '../../api/audit-logs';
import { type TextKey, useL } from '../../locales/i18n';
import { fromWallClock, HTTP_METHODS, STATUS_CODES, wallClock } from './format';

interface Props {
  draft: AuditLogFilters;
  setDraft: (patch: Partial<AuditLogFilters>) => void;
  onSearch: () => void;
  zone: string | undefined;
  mobile: boolean;
}

/** A picked date-time, read in the configured zone, as the ISO instant the server filters on. */
function toIso(value: Dayjs | null | undefined, zone: string | undefined): string | undefined {
  if (!value) return undefined;
  return fromWallClock(
    {
      year: value.year(),
      month: value.month() + 1,
      day: value.date(),
      hour: value.hour(),
      minute: value.minute(),
      second: value.second(),
    },
    zone,
  ).toISOString();
}

/** An ISO instant as the picker shows it: the wall clock of the configured zone. */
function toPicker(iso: string | undefined, zone: string | undefined): Dayjs | null {
  if (!iso) return null;
  const w = wallClock(new Date(iso), zone);
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

const blank = (v: string) => (v.trim() === '' ? undefined : v);

/**
 * The template's query form: time range, method, URL, user, tenant, status code, duration range,
 * has-exception, correlation id and client IP. On a phone only the first two show until expanded.
 */
export function AuditLogFilterBar({ draft, setDraft, onSearch, zone, mobile }: Props) {
  const L = useL();
  const [expanded, setExpanded] = useState(false);
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);

  const fields: { key: string; node: ReactNode; wide?: boolean }[] = [
    {
      key: 'time',
      wide: true,
      node: (
        <DatePicker.RangePicker
          showTime
          allowEmpty={[true, true]}
          format="YYYY-MM-DD HH:mm:ss"
          placeholder={[L('AbpUi', 'StartTime'), L('AbpUi', 'EndTime')]}
          aria-label={A('TimeRange')}
          value={[toPicker(draft.startTime, zone), toPicker(draft.endTime, zone)]}
          onChange={(range) =>
            setDraft({ startTime: toIso(range?.[0], zone), endTime: toIso(range?.[1], zone) })
          }
          data-testid="filter-time"
        />
      ),
    },
    {
      key: 'url',
      node: (
        <Input
          allowClear
          placeholder={A('Url')}
          aria-label={A('Url')}
          value={draft.url ?? ''}
          onChange={(e) => setDraft({ url: blank(e.target.value) })}
          onPressEnter={onSearch}
          data-testid="filter-url"
        />
      ),
    },
    {
      key: 'method',
      node: (
        <Select
          allowClear
          placeholder={A('HttpMethod')}
          aria-label={A('HttpMethod')}
          value={draft.httpMethod}
          options={HTTP_METHODS.map((m) => ({ value: m, label: m }))}
          onChange={(v: string | undefined) => setDraft({ httpMethod: v })}
          data-testid="filter-method"
        />
      ),
    },
    {
      key: 'status',
      node: (
        <AutoComplete
          allowClear
          placeholder={A('HttpStatusCode')}
          aria-label={A('HttpStatusCode')}
          value={draft.httpStatusCode === undefined ? '' : String(draft.httpStatusCode)}
          options={STATUS_CODES.map((c) => ({ value: String(c), label: String(c) }))}
          onChange={(v: string | undefined) => {
            const digits = (v ?? '').replace(/\D/g, '').slice(0, 3);
            setDraft({ httpStatusCode: digits === '' ? undefined : Number(digits) });
          }}
          data-testid="filter-status"
        />
      ),
    },
    {
      key: 'user',
      node: (
        <Input
          allowClear
          placeholder={A('UserName')}
          aria-label={A('UserName')}
          value={draft.userName ?? ''}
          onChange={(e) => setDraft({ userName: blank(e.target.value) })}
          onPressEnter={onSearch}
          data-testid="filter-user"
        />
      ),
    },
    {
      key: 'tenant',
      node: (
        <Input
          allowClear
          placeholder={A('TenantName')}
          aria-label={A('TenantName')}
          value={draft.tenantName ?? ''}
          onChange={(e) => setDraft({ tenantName: blank(e.target.value) })}
          onPressEnter={onSearch}
          data-testid="filter-tenant"
        />
      ),
    },
    {
      key: 'min',
      node: (
        <InputNumber
          min={0}
          precision={0}
          placeholder={A('MinDuration')}
          aria-label={A('MinDuration')}
          value={draft.minExecutionDuration ?? null}
          onChange={(v) => setDraft({ minExecutionDuration: v ?? undefined })}
          onPressEnter={onSearch}
          data-testid="filter-min-duration"
        />
      ),
    },
    {
      key: 'max',
      node: (
        <InputNumber
          min={0}
          precision={0}
          placeholder={A('MaxDuration')}
          aria-label={A('MaxDuration')}
          value={draft.maxExecutionDuration ?? null}
          onChange={(v) => setDraft({ maxExecutionDuration: v ?? undefined })}
          onPressEnter={onSearch}
          data-testid="filter-max-duration"
        />
      ),
    },
    {
      key: 'exception',
      node: (
        <Select
          allowClear
          placeholder={A('HasException')}
          aria-label={A('HasException')}
          value={draft.hasException}
          options={[
            { value: true, label: `${A('HasException')}: ${L('AbpUi', 'Yes')}` },
            { value: false, label: `${A('HasException')}: ${L('AbpUi', 'No')}` },
          ]}
          onChange={(v: boolean | undefined) => setDraft({ hasException: v })}
          data-testid="filter-exception"
        />
      ),
    },
    {
      key: 'correlation',
      node: (
        <Input
          allowClear
          placeholder={A('CorrelationId')}
          aria-label={A('CorrelationId')}
          value={draft.correlationId ?? ''}
          onChange={(e) => setDraft({ correlationId: blank(e.target.value) })}
          onPressEnter={onSearch}
          data-testid="filter-correlation"
        />
      ),
    },
    {
      key: 'ip',
      node: (
        <Input
          allowClear
          placeholder={A('ClientIpAddress')}
          aria-label={A('ClientIpAddress')}
          value={draft.clientIpAddress ?? ''}
          onChange={(e) => setDraft({ clientIpAddress: blank(e.target.value) })}
          onPressEnter={onSearch}
          data-testid="filter-ip"
        />
      ),
    },
  ];

  const shown = mobile && !expanded ? fields.slice(0, 2) : fields;
  return (
    <div className="audit-filters" data-testid="audit-filters">
      {shown.map((f) => (
        <div key={f.key} className={f.wide ? 'audit-filter is-wide' : 'audit-filter'}>
          {f.node}
        </div>
      ))}
      {mobile && (
        <Button
          type="link"
          className="audit-filter-toggle"
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
          onClick={() => setExpanded((e) => !e)}
          data-testid="filter-toggle"
        >
          {L('AbpUi', expanded ? 'Collapse' : 'Expand')}
        </Button>
      )}
    </div>
  );
}

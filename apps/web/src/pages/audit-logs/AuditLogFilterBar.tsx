import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { AutoComplete, Button, DatePicker, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { AuditLogFilters } from '../../api/audit-logs';
import { type TextKey, useL } from '../../locales/i18n';
import { pickedInstant, pickerValue } from '../../utils/zoned-dayjs';
import { HTTP_METHODS, STATUS_CODES } from './format';

interface Props {
  draft: AuditLogFilters;
  setDraft: (patch: Partial<AuditLogFilters>) => void;
  onSearch: () => void;
  mobile: boolean;
}

const picked = (iso: string | undefined) => (iso ? pickerValue(iso) : null);
const instant = (value: Dayjs | null | undefined) => (value ? pickedInstant(value).toISOString() : undefined);

const blank = (v: string) => (v.trim() === '' ? undefined : v);

/**
 * The template's query form: time range, method, URL, user, tenant, status code, duration range,
 * has-exception, correlation id and client IP. On a phone only the first two show until expanded.
 */
export function AuditLogFilterBar({ draft, setDraft, onSearch, mobile }: Props) {
  const L = useL();
  const [expanded, setExpanded] = useState(false);
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);

  type Field = { key: string; node: ReactNode; wide?: boolean };
  type TextFilter = 'url' | 'userName' | 'tenantName' | 'correlationId' | 'clientIpAddress';
  type DurationFilter = 'minExecutionDuration' | 'maxExecutionDuration';
  const labelled = (label: TextKey<'AbpAuditLogging'>, testId: string) => ({
    placeholder: A(label),
    'aria-label': A(label),
    onPressEnter: onSearch,
    'data-testid': testId,
  });
  const text = (key: string, name: TextFilter, label: TextKey<'AbpAuditLogging'>, testId: string): Field => ({
    key,
    node: (
      <Input
        allowClear
        {...labelled(label, testId)}
        value={draft[name] ?? ''}
        onChange={(e) => setDraft({ [name]: blank(e.target.value) })}
      />
    ),
  });
  const duration = (
    key: string,
    name: DurationFilter,
    label: TextKey<'AbpAuditLogging'>,
    testId: string,
  ): Field => ({
    key,
    node: (
      <InputNumber
        min={0}
        precision={0}
        {...labelled(label, testId)}
        value={draft[name] ?? null}
        onChange={(v) => setDraft({ [name]: v ?? undefined })}
      />
    ),
  });

  const fields: Field[] = [
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
          value={[picked(draft.startTime), picked(draft.endTime)]}
          onChange={(range) => setDraft({ startTime: instant(range?.[0]), endTime: instant(range?.[1]) })}
          data-testid="filter-time"
        />
      ),
    },
    text('url', 'url', 'Url', 'filter-url'),
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
    text('user', 'userName', 'UserName', 'filter-user'),
    text('tenant', 'tenantName', 'TenantName', 'filter-tenant'),
    duration('min', 'minExecutionDuration', 'MinDuration', 'filter-min-duration'),
    duration('max', 'maxExecutionDuration', 'MaxDuration', 'filter-max-duration'),
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
    text('correlation', 'correlationId', 'CorrelationId', 'filter-correlation'),
    text('ip', 'clientIpAddress', 'ClientIpAddress', 'filter-ip'),
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

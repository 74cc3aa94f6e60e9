import { oauthClientTexts, permissionGroups, pickText, type PermissionDefinition } from '@sp/contracts';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTexts } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';

interface PermissionOption {
  value: string;
  label: string;
  /** Under how many parents (indentation). */
  depth: number;
  /** Display name and policy name, lower case: what the search box matches. */
  search: string;
}

/** A permission's depth under its group (0 for a top policy), for the indentation of the option. */
function depthOf(p: PermissionDefinition, byName: Map<string, PermissionDefinition>): number {
  let depth = 0;
  for (let parent = p.parentName; parent; parent = byName.get(parent)?.parentName ?? null) depth++;
  return depth;
}

/**
 * The permissions a client-credentials token carries, picked from the catalogue by group, limited
 * to the side the client acts on (host-only policies mean nothing in a tenant; the server refuses
 * them). Searchable by display name or policy name.
 */
export function PermissionSelect({
  value,
  onChange,
  side,
  id,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  side: 'host' | 'tenant';
  id?: string;
}) {
  const t = useTexts(oauthClientTexts);
  const language = useAppStore((s) => s.language);
  const options = useMemo(
    () =>
      permissionGroups
        .map((g) => {
          const byName = new Map(g.permissions.map((p) => [p.name, p]));
          return {
            label: pickText(g.text, language),
            title: g.name,
            options: g.permissions
              .filter((p) => p.side === 'both' || p.side === side)
              .map((p): PermissionOption => {
                const text = pickText(p.text, language);
                return {
                  value: p.name,
                  label: text,
                  depth: depthOf(p, byName),
                  search: `${text} ${p.name}`.toLowerCase(),
                };
              }),
          };
        })
        .filter((g) => g.options.length > 0),
    [language, side],
  );
  return (
    <Select
      id={id}
      mode="multiple"
      data-testid="oauth-client-permissions"
      value={value ?? []}
      onChange={(v: string[]) => onChange?.(v)}
      options={options}
      showSearch={{
        filterOption: (input, option) =>
          !!option && 'search' in option && String(option.search).includes(input.trim().toLowerCase()),
      }}
      // In the list: indented under its parent, with the policy name; in the box: the name people read.
      optionRender={(option) => {
        const p = option.data as unknown as PermissionOption;
        return (
          <span style={{ paddingInlineStart: p.depth * 12 }}>
            {p.label}
            <span className="oauth-permission-name">{p.value}</span>
          </span>
        );
      }}
      placeholder={t('OAuthClients:Permissions')}
      maxTagCount="responsive"
      allowClear
    />
  );
}

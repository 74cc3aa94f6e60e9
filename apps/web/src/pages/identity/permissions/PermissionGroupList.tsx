import type { PermissionGroupDto } from '../../../api/permission-management';
import { selectAllState } from './permission-state';

/** The left column: one entry per permission group, with how many of its permissions are granted. */
export function PermissionGroupList({
  groups,
  granted,
  active,
  onSelect,
}: {
  groups: readonly PermissionGroupDto[];
  granted: ReadonlySet<string>;
  active: string | undefined;
  onSelect: (name: string) => void;
}) {
  return (
    <nav className="perm-groups" role="tablist" aria-orientation="vertical">
      {groups.map((g) => {
        const { count } = selectAllState(
          granted,
          g.permissions.map((p) => p.name),
        );
        const selected = g.name === active;
        return (
          <button
            key={g.name}
            type="button"
            role="tab"
            aria-selected={selected}
            className={selected ? 'perm-group is-active' : 'perm-group'}
            data-testid={`perm-group-${g.name}`}
            onClick={() => onSelect(g.name)}
          >
            <span className="perm-group-name">{g.displayName}</span>
            <span className={count > 0 ? 'perm-group-count has-grants' : 'perm-group-count'}>
              {count}/{g.permissions.length}
            </span>
          </button>
        );
      })}
    </nav>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Modal, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import {
  getPermissions,
  updatePermissions,
  type PermissionListResultDto,
  type PermissionProviderName,
} from '../../../api/permission-management';
import { confirmAction } from '../../../components/crud/confirmAction';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { reloadIfCurrent } from '../current-user';
import { PermissionGroupList } from './PermissionGroupList';
import { PermissionTree } from './PermissionTree';
import {
  changedItems,
  indexPermissions,
  initialGrants,
  selectAllState,
  setAll,
  toggle,
  type PermissionIndex,
} from './permission-state';
import './permissions.css';
import { FreshQuery } from '../../../components/FreshQuery';
import { Notice } from '../../../components/Notice';

/** Whose permissions the dialog edits: a role (by name) or a user (by id). */
export interface PermissionsTarget {
  providerName: PermissionProviderName;
  providerKey: string;
  /** Shown in the title until the server's `entityDisplayName` arrives. */
  displayName: string;
}

export interface PermissionsDialogProps {
  open: boolean;
  target: PermissionsTarget | null;
  onClose: () => void;
}

/**
 * The permissions dialog of roles and users (contract §5.5): the catalogue's groups on the left
 * with their counts, the chosen group's permissions as a tree on the right, "select all" per group
 * and "grant all" overall. On a user, what their roles grant is shown checked and locked with the
 * role's name. Saving sends only the changed items; a change that concerns the current user
 * reloads their configuration so the menu follows at once.
 */
export function PermissionsDialog({ open, target, onClose }: PermissionsDialogProps) {
  const L = useL();
  return (
    <Modal
      open={open && target !== null}
      title={target ? L('AbpPermissionManagement', 'PermissionsOf', target.displayName) : ''}
      onCancel={onClose}
      footer={null}
      width={880}
      destroyOnHidden
      maskClosable={false}
      className="perm-modal"
    >
      {target && (
        <PermissionsEditor
          key={`${target.providerName}:${target.providerKey}`}
          target={target}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function PermissionsEditor({ target, onClose }: { target: PermissionsTarget; onClose: () => void }) {
  return (
    <FreshQuery
      queryKey={['permission-management', target.providerName, target.providerKey]}
      queryFn={() => getPermissions(target.providerName, target.providerKey)}
      loading={
        <div aria-busy="true" data-testid="perm-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      }
    >
      {(data) => <PermissionsForm target={target} data={data} onClose={onClose} />}
    </FreshQuery>
  );
}

function PermissionsForm({
  target,
  data,
  onClose,
}: {
  target: PermissionsTarget;
  data: PermissionListResultDto;
  onClose: () => void;
}) {
  const L = useL();
  const { groups } = data;
  const index: PermissionIndex = useMemo(
    () => indexPermissions(groups, target.providerName),
    [groups, target.providerName],
  );
  const [granted, setGranted] = useState(() => initialGrants(groups));
  const [groupName, setGroupName] = useState(groups[0]?.name ?? '');
  const group = groups.find((g) => g.name === groupName) ?? groups[0];
  const allNames = useMemo(() => groups.flatMap((g) => g.permissions.map((p) => p.name)), [groups]);
  const groupNames = useMemo(() => group?.permissions.map((p) => p.name) ?? [], [group]);
  const all = selectAllState(granted, allNames);
  const inGroup = selectAllState(granted, groupNames);
  const hasInherited = index.locked.size > 0;
  const groupLocked = groupNames.every((n) => index.locked.has(n));

  const save = useMutation({
    mutationFn: async () => {
      const changes = changedItems(groups, granted, index);
      if (changes.length === 0) return false;
      if (granted.size === 0) {
        const ok = await confirmAction({
          content: L('AbpPermissionManagement', 'SaveWithoutAnyPermissionsWarningMessage'),
          danger: true,
        });
        if (!ok) return null;
      }
      await updatePermissions(target.providerName, target.providerKey, changes);
      return true;
    },
    onSuccess: async (saved) => {
      if (saved === null) return;
      if (saved) {
        ui.message?.success(L('AbpPermissionManagement', 'PermissionsSaved'));
        await reloadIfCurrent(
          target.providerName === 'R' ? { roleName: target.providerKey } : { userId: target.providerKey },
        );
      }
      onClose();
    },
  });

  return (
    <div className="perm-editor" data-testid="permissions-dialog">
      <div className="perm-topbar">
        <Checkbox
          data-testid="perm-grant-all"
          checked={all.checked}
          indeterminate={all.indeterminate}
          onChange={(e) => setGranted(setAll(granted, index, allNames, e.target.checked))}
        >
          {L('AbpPermissionManagement', 'SelectAllInAllTabs')}
        </Checkbox>
        <span className="perm-total">
          {all.count} / {allNames.length}
        </span>
      </div>
      {hasInherited && (
        <Notice className="perm-hint" text={L('AbpPermissionManagement', 'InheritedPermissionsHint')} />
      )}
      <div className="perm-layout">
        <PermissionGroupList groups={groups} granted={granted} active={group?.name} onSelect={setGroupName} />
        {group && (
          <section className="perm-pane" aria-label={group.displayName}>
            <div className="perm-pane-header">
              <span className="perm-pane-title">{group.displayName}</span>
              <Checkbox
                data-testid="perm-select-all"
                checked={inGroup.checked}
                indeterminate={inGroup.indeterminate}
                disabled={groupLocked}
                onChange={(e) => setGranted(setAll(granted, index, groupNames, e.target.checked))}
              >
                {L('AbpPermissionManagement', 'SelectAllInThisTab')}
              </Checkbox>
            </div>
            <PermissionTree
              key={group.name}
              permissions={group.permissions}
              providerName={target.providerName}
              granted={granted}
              onToggle={(name, checked) => setGranted(toggle(granted, index, name, checked))}
            />
          </section>
        )}
      </div>
      <div className="perm-footer">
        <Button onClick={onClose} data-testid="modal-cancel">
          {L('AbpUi', 'Cancel')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="modal-ok">
          {L('AbpUi', 'Save')}
        </Button>
      </div>
    </div>
  );
}

import { App } from 'antd';
import { useState } from 'react';
import { moveUnit, type OrganizationUnit } from '../../../api/organizations';
import { confirmAction } from '../../../components/crud/confirmAction';
import { useL } from '../../../locales/i18n';

/**
 * Moving a unit (with its sub-tree): asks first (a move rewrites the codes), then calls
 * `PUT move?id=&parentId=` and toasts. Used by drag and drop, the "move to top level" action and
 * the move dialog (which is itself the confirmation, so it passes `ask: false`).
 */
export function useMoveUnit(onMoved: (unit: OrganizationUnit) => void | Promise<void>) {
  const L = useL();
  const { message } = App.useApp();
  const [moving, setMoving] = useState(false);

  const move = async (unit: OrganizationUnit, parent: OrganizationUnit | null, ask = true) => {
    if (ask) {
      const content = parent
        ? L('AbpIdentity', 'OrganizationUnitMoveConfirmationMessage', unit.displayName, parent.displayName)
        : L('AbpIdentity', 'OrganizationUnitMoveToTopConfirmationMessage', unit.displayName);
      const ok = await confirmAction({
        title: L('AbpIdentity', 'MoveOrganizationUnitTitle', unit.displayName),
        content,
        okText: L('AbpIdentity', 'MoveOrganizationUnit'),
      });
      if (!ok) return false;
    }
    setMoving(true);
    try {
      await moveUnit(unit.id, parent?.id ?? null);
    } catch {
      return false; // the request client has shown the server's message
    } finally {
      setMoving(false);
    }
    void message.success(L('AbpIdentity', 'OrganizationUnitMoved'));
    await onMoved(unit);
    return true;
  };

  return { move, moving };
}

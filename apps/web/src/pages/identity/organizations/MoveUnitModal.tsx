import { Form, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import type { OrganizationUnit } from '../../../api/organizations';
import { useL } from '../../../locales/i18n';
import { indexUnits, moveTargets } from './tree';

const ROOT = '__root__';

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
  disabled?: boolean;
}

interface Props {
  open: boolean;
  unit: OrganizationUnit | null;
  tree: OrganizationUnit[];
  onClose: () => void;
  /** The chosen new parent (null: the top level); resolves true when the move succeeded. */
  onMove: (unit: OrganizationUnit, parent: OrganizationUnit | null) => Promise<boolean>;
}

/** "Move": pick the new parent in a tree of every unit outside the moved unit's own sub-tree. */
export function MoveUnitModal({ open, unit, tree, onClose, onMove }: Props) {
  const L = useL();
  const [value, setValue] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const index = useMemo(() => indexUnits(tree), [tree]);

  const options = useMemo<TreeOption[]>(() => {
    if (!unit) return [];
    const toOption = (u: OrganizationUnit): TreeOption => ({
      value: u.id,
      title: `${u.displayName} (${u.code})`,
      disabled: u.id === unit.parentId,
      children: u.children.map(toOption),
    });
    return [
      {
        value: ROOT,
        title: L('AbpIdentity', 'RootOrganizationUnit'),
        disabled: unit.parentId === null,
      },
      ...moveTargets(tree, unit).map(toOption),
    ];
  }, [tree, unit, L]);

  const submit = async () => {
    if (!unit || !value || busy) return;
    setBusy(true);
    const parent = value === ROOT ? null : (index.get(value) ?? null);
    const ok = await onMove(unit, parent);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open={open}
      title={unit ? L('AbpIdentity', 'MoveOrganizationUnitTitle', unit.displayName) : ''}
      okText={L('AbpIdentity', 'MoveOrganizationUnit')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ ...({ 'data-testid': 'modal-ok' } as object), disabled: !value, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && setValue(undefined)}
      destroyOnHidden
      width={480}
    >
      <Form layout="vertical">
        <Form.Item label={L('AbpIdentity', 'NewParentOrganizationUnit')} required>
          <TreeSelect<string>
            data-testid="move-parent"
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            value={value}
            onChange={setValue}
            treeData={options}
            placeholder={L('AbpUi', 'PleaseSelect')}
            styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

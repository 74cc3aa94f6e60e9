import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Policies } from '@sp/contracts';
import { Col, Row } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { deleteUnit, getUnitTree, type OrganizationUnit } from '../../../api/organizations';
import { confirmDelete, toastDeleted, useHasPolicy } from '../../../components/crud';
import { useDialog } from '../../../components/crud/useDialog';
import { useL } from '../../../locales/i18n';
import { MoveUnitModal } from './MoveUnitModal';
import { invalidateMemberLists } from './queries';
import { indexUnits, isInSubtree, parentIds } from './tree';
import { UnitDetail } from './UnitDetail';
import { UnitFormModal, type UnitFormTarget } from './UnitFormModal';
import { UnitTree, type UnitTreeActions } from './UnitTree';
import { useMoveUnit } from './useMoveUnit';
import '../../../components/crud/crud.css';
import './organizations.css';

const treeKey = ['identity-organization-tree'] as const;

/**
 * /identity/organizations: the organization-unit tree (left) and the selected unit with its
 * members and roles (right); the panes stack below 992 px. Codes are the template's
 * `00001.00002`; creating, renaming, moving (drag and drop or the move dialog) and deleting follow
 * the `AbpIdentity.OrganitaionUnits.*` policies.
 */
export default function OrganizationsPage() {
  const L = useL();
  const P = Policies.AbpIdentity.OrganitaionUnits;
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);

  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: treeKey, queryFn: getUnitTree });
  const roots = useMemo(() => tree.data?.items ?? [], [tree.data]);
  const index = useMemo(() => indexUnits(roots), [roots]);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const form = useDialog<UnitFormTarget>();
  const moveDialog = useDialog<OrganizationUnit>();

  // The whole tree opens on the first load; later the user's own expansions are kept.
  useEffect(() => {
    if (expanded === null && tree.data) setExpanded(parentIds(tree.data.items));
  }, [expanded, tree.data]);

  const selected = selectedId ? (index.get(selectedId) ?? null) : null;
  const parentOf = (unit: OrganizationUnit | null) =>
    unit?.parentId ? (index.get(unit.parentId) ?? null) : null;
  const expand = (id: string | null | undefined) =>
    id && setExpanded((keys) => (keys?.includes(id) ? keys : [...(keys ?? []), id]));

  const select = (unit: OrganizationUnit) => {
    setSelectedId(unit.id);
    if (window.innerWidth < 992)
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const mover = useMoveUnit(async (unit) => {
    void invalidateMemberLists(queryClient);
    const { data } = await tree.refetch();
    const moved = data ? indexUnits(data.items).get(unit.id) : undefined;
    expand(moved?.parentId);
  });

  const remove = async (unit: OrganizationUnit) => {
    const ok = await confirmDelete(
      unit.displayName,
      L('AbpIdentity', 'OrganizationUnitDeletionConfirmationMessage', unit.displayName),
    );
    if (!ok) return;
    try {
      await deleteUnit(unit.id);
    } catch {
      return;
    }
    toastDeleted();
    if (selected && isInSubtree(selected, unit)) setSelectedId(null);
    void tree.refetch();
    void invalidateMemberLists(queryClient);
  };

  const actions: UnitTreeActions = {
    onCreate: canCreate ? (parent) => form.show({ mode: 'create', parent }) : undefined,
    onRename: canUpdate ? (unit) => form.show({ mode: 'rename', unit }) : undefined,
    onMove: canUpdate ? (unit) => moveDialog.show(unit) : undefined,
    onMoveTo: canUpdate ? (unit, parent) => void mover.move(unit, parent) : undefined,
    onDelete: canDelete ? (unit) => void remove(unit) : undefined,
  };

  return (
    <div className="page-container ou-page" data-testid="page-organizations">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xxl={7}>
          <div className="page-card ou-card">
            <UnitTree
              {...actions}
              tree={roots}
              loading={tree.isFetching || mover.moving}
              selectedId={selected?.id ?? null}
              onSelect={select}
              expanded={expanded ?? []}
              onExpand={setExpanded}
              onRefresh={() => {
                void tree.refetch();
                void invalidateMemberLists(queryClient);
              }}
            />
          </div>
        </Col>
        <Col xs={24} lg={15} xxl={17}>
          <div className="page-card ou-card" ref={detailRef}>
            <UnitDetail {...actions} unit={selected} parent={parentOf(selected)} />
          </div>
        </Col>
      </Row>
      <UnitFormModal
        key={form.key}
        target={form.subject}
        {...form.bind((unit) => {
          void tree.refetch();
          if (form.subject?.mode === 'create') {
            expand(unit.parentId);
            setSelectedId(unit.id);
          }
        })}
      />
      <MoveUnitModal
        key={moveDialog.key}
        open={moveDialog.open}
        unit={moveDialog.subject}
        tree={roots}
        onClose={moveDialog.hide}
        onMove={(unit, parent) => mover.move(unit, parent, false)}
      />
    </div>
  );
}

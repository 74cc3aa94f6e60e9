import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DragOutlined from '@ant-design/icons/DragOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Policies } from '@sp/contracts';
import { Button, Empty, Space, Tabs, Tag } from 'antd';
import type { OrganizationUnit } from '../../../api/organizations';
import { useHasPolicy } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { UnitMembers } from './UnitMembers';
import { UnitRoles } from './UnitRoles';
import type { UnitTreeActions } from './UnitTree';

interface Props extends UnitTreeActions {
  unit: OrganizationUnit | null;
  parent: OrganizationUnit | null;
}

/** The right pane: the selected unit's code and name, its actions, and its members and roles. */
export function UnitDetail({ unit, parent, ...actions }: Props) {
  const L = useL();
  const canSeeUsers = useHasPolicy(Policies.AbpIdentity.Users.name);
  const canSeeRoles = useHasPolicy(Policies.AbpIdentity.Roles.name);

  if (!unit)
    return (
      <div className="ou-detail-pane ou-detail-empty" data-testid="ou-detail-empty">
        <Empty
          image={<ApartmentOutlined className="ou-detail-empty-icon" />}
          description={L('AbpIdentity', 'SelectOrganizationUnit')}
        />
      </div>
    );

  const tabs = [
    ...(canSeeUsers
      ? [
          {
            key: 'members',
            label: <span data-testid="ou-tab-members">{L('AbpIdentity', 'Members')}</span>,
            children: <UnitMembers key={unit.id} unit={unit} />,
          },
        ]
      : []),
    ...(canSeeRoles
      ? [
          {
            key: 'roles',
            label: <span data-testid="ou-tab-roles">{L('AbpIdentity', 'Roles')}</span>,
            children: <UnitRoles key={unit.id} unit={unit} />,
          },
        ]
      : []),
  ];

  return (
    <div className="ou-detail-pane" data-testid="ou-detail">
      <div className="ou-detail-header">
        <div className="ou-detail-heading">
          <h3 className="ou-detail-title" data-testid="ou-detail-name">
            {unit.displayName}
          </h3>
          <Tag className="ou-detail-code" data-testid="ou-detail-code">
            {unit.code}
          </Tag>
        </div>
        <Space wrap size={8}>
          {actions.onCreate && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => actions.onCreate!(unit)}
              data-testid="ou-detail-add-child"
            >
              {L('AbpIdentity', 'AddSubUnit')}
            </Button>
          )}
          {actions.onRename && (
            <Button
              icon={<EditOutlined />}
              onClick={() => actions.onRename!(unit)}
              data-testid="ou-detail-rename"
            >
              {L('AbpIdentity', 'RenameOrganizationUnit')}
            </Button>
          )}
          {actions.onMove && (
            <Button
              icon={<DragOutlined />}
              onClick={() => actions.onMove!(unit)}
              data-testid="ou-detail-move"
            >
              {L('AbpIdentity', 'MoveOrganizationUnit')}
            </Button>
          )}
          {actions.onDelete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => actions.onDelete!(unit)}
              data-testid="ou-detail-delete"
            >
              {L('AbpUi', 'Delete')}
            </Button>
          )}
        </Space>
      </div>
      <dl className="ou-detail-facts" data-testid="ou-detail-facts">
        {[
          [L('AbpIdentity', 'DisplayName:Code'), unit.code],
          [
            L('AbpIdentity', 'ParentOrganizationUnit'),
            parent?.displayName ?? L('AbpIdentity', 'RootOrganizationUnit'),
          ],
          [L('AbpIdentity', 'SubUnits'), String(unit.children.length)],
          [L('AbpUi', 'CreationTime'), parseTime(unit.creationTime)],
        ].map(([label, value]) => (
          <div key={label} className="ou-detail-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {tabs.length > 0 && <Tabs className="ou-detail-tabs" items={tabs} />}
    </div>
  );
}

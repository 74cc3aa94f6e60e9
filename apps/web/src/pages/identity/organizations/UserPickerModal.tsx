import { Input, Table, Tag, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { searchUsers, type MemberUser } from '../../../api/organizations';
import { useServerList } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { PickerModal } from './PickerModal';

interface Props {
  open: boolean;
  unitName: string;
  onClose: () => void;
  /** Resolves true when the users were added (the dialog then closes). */
  onPick: (users: MemberUser[]) => Promise<boolean>;
}

function Picker({ onSelection }: { onSelection: (users: MemberUser[]) => void }) {
  const L = useL();
  const list = useServerList<MemberUser>('ou-user-picker', searchUsers);
  const [selected, setSelected] = useState<Key[]>([]);
  const columns: TableColumnsType<MemberUser> = [
    { title: L('AbpIdentity', 'UserName'), dataIndex: 'userName', key: 'userName', sorter: true },
    {
      title: L('AbpAccount', 'Name'),
      key: 'name',
      sorter: true,
      render: (_, u) => [u.name, u.surname].filter(Boolean).join(' '),
    },
    { title: L('AbpIdentity', 'EmailAddress'), dataIndex: 'email', key: 'email', sorter: true },
    {
      title: L('AbpIdentity', 'UserType'),
      key: 'type',
      render: (_, u) =>
        u.supplierId ? (
          <Tag color="purple">{L('AbpIdentity', 'UserType:Vendor')}</Tag>
        ) : (
          <Tag>{L('AbpIdentity', 'UserType:Admin')}</Tag>
        ),
    },
  ];
  return (
    <>
      <Input.Search
        allowClear
        autoFocus
        className="ou-picker-search"
        placeholder={L('AbpIdentity', 'UserFilterPlaceholder')}
        value={(list.draft.filter as string | undefined) ?? ''}
        onChange={(e) => list.setDraft({ filter: e.target.value })}
        onSearch={list.search}
        enterButton
        data-testid="user-picker-filter"
      />
      <Table<MemberUser>
        {...list.tableProps}
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="user-picker-table"
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => {
            setSelected(keys);
            onSelection(rows.filter(Boolean));
          },
        }}
      />
    </>
  );
}

/** "Add member": search the users and tick the ones to add to the unit. */
export function UserPickerModal({ open, unitName, onClose, onPick }: Props) {
  const L = useL();
  return (
    <PickerModal<MemberUser>
      open={open}
      title={`${L('AbpIdentity', 'AddMember')} · ${unitName}`}
      okText={(count) =>
        count > 0 ? `${L('AbpUi', 'Add')} (${L('AbpUi', 'Selected', count)})` : L('AbpUi', 'Add')
      }
      onClose={onClose}
      onPick={onPick}
      width={760}
    >
      {(_, setUsers) => <Picker onSelection={setUsers} />}
    </PickerModal>
  );
}

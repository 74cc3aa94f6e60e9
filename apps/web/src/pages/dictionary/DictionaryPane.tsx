import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Policies } from '@sp/contracts';
import { Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type HTMLAttributes } from 'react';
import { deleteDictionaries, deleteDictionary, getDictionaries, type Dictionary } from '../../api/dictionary';
import { confirmDelete, ListToolbar, toastDeleted, useHasPolicy, useServerList } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { DictionaryFormModal } from './DictionaryFormModal';
import { RowActions } from './RowActions';

interface Props {
  selected: Dictionary | null;
  onSelect: (dictionary: Dictionary | null) => void;
}

const P = Policies.AbpDataDictionary.Default;

/** The left card: the dictionaries (filter, sort, page), create/edit/delete and bulk delete. */
export function DictionaryPane({ selected, onSelect }: Props) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>, ...args: unknown[]) => L('AbpDataDictionary', key, ...args);
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const list = useServerList<Dictionary>('dictionaries', getDictionaries);
  const [editing, setEditing] = useState<Dictionary | 'new' | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);

  const afterDelete = async (ids: string[]) => {
    toastDeleted();
    setChecked((c) => c.filter((id) => !ids.includes(id)));
    if (selected && ids.includes(selected.id)) onSelect(null);
    await list.refetch();
  };

  const remove = async (d: Dictionary) => {
    if (!(await confirmDelete(d.name, D('DictionaryDeletionConfirmationMessage', d.name)))) return;
    try {
      await deleteDictionary(d.id);
      await afterDelete([d.id]);
    } catch {
      // The request client has shown the server's message.
    }
  };

  const removeChecked = async () => {
    const ids = checked;
    if (!(await confirmDelete('', L('AbpUi', 'BatchDeleteConfirmationMessage', ids.length)))) return;
    setDeleting(true);
    try {
      await deleteDictionaries(ids);
      await afterDelete(ids);
    } catch {
      // Shown by the request client.
    } finally {
      setDeleting(false);
    }
  };

  const columns: ColumnsType<Dictionary> = [
    {
      title: D('Name'),
      key: 'name',
      dataIndex: 'name',
      sorter: true,
      ellipsis: { showTitle: true },
    },
    {
      title: D('Description'),
      key: 'description',
      dataIndex: 'description',
      sorter: true,
      ellipsis: { showTitle: true },
      responsive: ['sm'],
    },
    {
      title: D('Sort'),
      key: 'sort',
      dataIndex: 'sort',
      sorter: true,
      width: 100,
      responsive: ['sm'],
    },
  ];
  if (canUpdate || canDelete)
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      width: 84,
      render: (_: unknown, d) => (
        <RowActions
          id={d.id}
          onEdit={canUpdate ? () => setEditing(d) : undefined}
          onDelete={canDelete ? () => void remove(d) : undefined}
        />
      ),
    });

  return (
    <Card title={D('DataDictionary')} size="small" className="dictionary-card" data-testid="dictionary-pane">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={D('Filter')}
        onSearch={list.search}
        onReset={list.reset}
        onCreate={canCreate ? () => setEditing('new') : undefined}
        createText={D('NewDataDic')}
        actions={
          canDelete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={checked.length === 0}
              loading={deleting}
              onClick={() => void removeChecked()}
              data-testid="dictionary-delete-selected"
            >
              {L('AbpUi', 'BatchDelete')}
            </Button>
          )
        }
      />
      <Table<Dictionary>
        rowKey="id"
        size="small"
        columns={columns}
        tableLayout="fixed"
        rowSelection={
          canDelete
            ? { selectedRowKeys: checked, onChange: (keys) => setChecked(keys as string[]) }
            : undefined
        }
        rowClassName={(d) => (d.id === selected?.id ? 'dictionary-row is-selected' : 'dictionary-row')}
        onRow={(d) =>
          ({
            onClick: () => onSelect(d),
            'data-testid': `dictionary-row-${d.id}`,
          }) as HTMLAttributes<HTMLElement>
        }
        {...list.tableProps}
      />
      <DictionaryFormModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if (selected?.id === saved.id || editing === 'new') onSelect(saved);
          void list.refetch();
        }}
      />
    </Card>
  );
}

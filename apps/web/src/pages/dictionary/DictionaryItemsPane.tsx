import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Policies } from '@sp/contracts';
import { Button, Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  deleteDictionaryItem,
  deleteDictionaryItems,
  getDictionaryItems,
  type Dictionary,
  type DictionaryItem,
} from '../../api/dictionary';
import { confirmDelete, ListToolbar, toastDeleted, useHasPolicy, useServerList } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { ItemFormModal } from './ItemFormModal';
import { RowActions } from './RowActions';

const P = Policies.AbpDataDictionary.Detail.Default;

/** The right card: the selected dictionary's items, or a hint to pick one. */
export function DictionaryItemsPane({ dictionary }: { dictionary: Dictionary | null }) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>) => L('AbpDataDictionary', key);
  return (
    <Card
      size="small"
      className="dictionary-card"
      data-testid="dictionary-items-pane"
      title={
        dictionary ? (
          <span>
            {D('DataDictionaryDetail')}
            <span className="dictionary-items-of" data-testid="dictionary-items-of">
              {dictionary.name}
            </span>
          </span>
        ) : (
          D('DataDictionaryDetail')
        )
      }
    >
      {dictionary ? (
        <ItemList key={dictionary.id} dictionary={dictionary} />
      ) : (
        <Empty
          className="dictionary-empty"
          description={D('PleaseSelectDictionary')}
          data-testid="dictionary-select-hint"
        />
      )}
    </Card>
  );
}

function ItemList({ dictionary }: { dictionary: Dictionary }) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>) => L('AbpDataDictionary', key);
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const [initial] = useState(() => ({ pid: dictionary.id }));
  const list = useServerList<DictionaryItem>('dictionary-items', getDictionaryItems, initial);
  const [editing, setEditing] = useState<DictionaryItem | 'new' | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);

  const remove = async (ids: string[], confirmText: string) => {
    if (
      !(await confirmDelete(ids.length === 1 ? confirmText : '', ids.length === 1 ? undefined : confirmText))
    )
      return;
    setDeleting(true);
    try {
      if (ids.length === 1) await deleteDictionaryItem(ids[0]!);
      else await deleteDictionaryItems(ids);
      toastDeleted();
      setChecked((c) => c.filter((id) => !ids.includes(id)));
      await list.refetch();
    } catch {
      // The request client has shown the server's message.
    } finally {
      setDeleting(false);
    }
  };

  const columns: ColumnsType<DictionaryItem> = [
    { title: D('Label'), key: 'label', dataIndex: 'label', sorter: true, ellipsis: { showTitle: true } },
    { title: D('Value'), key: 'value', dataIndex: 'value', sorter: true, ellipsis: { showTitle: true } },
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
      render: (_: unknown, item) => (
        <RowActions
          id={item.id}
          onEdit={canUpdate ? () => setEditing(item) : undefined}
          onDelete={canDelete ? () => void remove([item.id], item.label) : undefined}
        />
      ),
    });

  return (
    <>
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={D('Filter')}
        onSearch={list.search}
        onReset={list.reset}
        onCreate={canCreate ? () => setEditing('new') : undefined}
        createText={D('NewDataDicDetail')}
        actions={
          canDelete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={checked.length === 0}
              loading={deleting}
              onClick={() =>
                void remove(checked, L('AbpUi', 'BatchDeleteConfirmationMessage', checked.length))
              }
              data-testid="items-delete-selected"
            >
              {L('AbpUi', 'BatchDelete')}
            </Button>
          )
        }
      />
      <Table<DictionaryItem>
        rowKey="id"
        size="small"
        columns={columns}
        tableLayout="fixed"
        rowSelection={
          canDelete
            ? { selectedRowKeys: checked, onChange: (keys) => setChecked(keys as string[]) }
            : undefined
        }
        {...list.tableProps}
      />
      <ItemFormModal
        dictionary={dictionary}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refetch();
        }}
      />
    </>
  );
}

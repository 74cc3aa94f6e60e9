import { Policies } from '@sp/contracts';
import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { deleteDictionaries, deleteDictionary, getDictionaries, type Dictionary } from '../../api/dictionary';
import { confirmDelete, useBatchDelete, useDialog, useHasPolicy, useServerList } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { DictionaryFormModal } from './DictionaryFormModal';
import { paneColumn } from './pane';
import { PaneList } from './PaneList';

interface Props {
  selected: Dictionary | null;
  onSelect: (dictionary: Dictionary | null) => void;
}

// HA's names: `AbpDataDictionary.Create` etc. (children of `AbpDataDictionary.Default`).
const P = Policies.AbpDataDictionary;

/** The left card: the dictionaries (filter, sort, page), create/edit/delete and bulk delete. */
export function DictionaryPane({ selected, onSelect }: Props) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>, ...args: unknown[]) => L('AbpDataDictionary', key, ...args);
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const list = useServerList<Dictionary>('dictionaries', getDictionaries);
  const dialog = useDialog<Dictionary>();
  const batch = useBatchDelete<Dictionary>({
    enabled: canDelete,
    testId: 'dictionary-delete-selected',
    run: (ids) => (ids.length === 1 ? deleteDictionary(ids[0]!) : deleteDictionaries(ids)),
    then: async (ids) => {
      if (selected && ids.includes(selected.id)) onSelect(null);
      await list.refetch();
    },
  });

  const columns: ColumnsType<Dictionary> = [
    paneColumn(D('Name'), 'name'),
    { ...paneColumn(D('Description'), 'description'), responsive: ['sm'] },
  ];

  return (
    <Card title={D('DataDictionary')} size="small" className="dictionary-card" data-testid="dictionary-pane">
      <PaneList<Dictionary>
        list={list}
        columns={columns}
        sortable={['name', 'description']}
        createText={D('NewDataDic')}
        can={{ create: canCreate, update: canUpdate, delete: canDelete }}
        onEdit={dialog.show}
        batch={batch}
        confirmDelete={(d) => confirmDelete(d.name, D('DictionaryDeletionConfirmationMessage', d.name))}
        table={{
          rowClassName: (d) => (d.id === selected?.id ? 'dictionary-row is-selected' : 'dictionary-row'),
          onRow: (d) =>
            ({
              onClick: () => onSelect(d),
              'data-testid': `dictionary-row-${d.id}`,
            }) as HTMLAttributes<HTMLElement>,
        }}
      >
        <DictionaryFormModal
          key={dialog.key}
          dictionary={dialog.subject}
          {...dialog.bind((saved) => {
            if (selected?.id === saved.id || !dialog.subject) onSelect(saved);
            void list.refetch();
          })}
        />
      </PaneList>
    </Card>
  );
}

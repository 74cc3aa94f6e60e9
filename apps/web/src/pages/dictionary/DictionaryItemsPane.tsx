import { Policies } from '@sp/contracts';
import { Card, Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  deleteDictionaryItem,
  deleteDictionaryItems,
  getDictionaryItems,
  type Dictionary,
  type DictionaryItem,
} from '../../api/dictionary';
import { confirmDelete, useBatchDelete, useDialog, useHasPolicy, useServerList } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { ItemFormModal } from './ItemFormModal';
import { paneColumn } from './pane';
import { PaneList } from './PaneList';

const Dict = Policies.AbpDataDictionary;
/** HA's names: `AbpDataDictionary.Detail.Create` etc. */
const P = { Create: Dict['Detail.Create'], Update: Dict['Detail.Update'], Delete: Dict['Detail.Delete'] };

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
  const dialog = useDialog<DictionaryItem>();
  const batch = useBatchDelete<DictionaryItem>({
    enabled: canDelete,
    testId: 'items-delete-selected',
    run: (ids) => (ids.length === 1 ? deleteDictionaryItem(ids[0]!) : deleteDictionaryItems(ids)),
    then: () => list.refetch(),
  });

  const columns: ColumnsType<DictionaryItem> = [
    paneColumn(D('Label'), 'label'),
    paneColumn(D('Value'), 'value'),
  ];

  return (
    <PaneList<DictionaryItem>
      list={list}
      columns={columns}
      sortable={['label', 'value']}
      createText={D('NewDataDicDetail')}
      can={{ create: canCreate, update: canUpdate, delete: canDelete }}
      onEdit={dialog.show}
      batch={batch}
      confirmDelete={(item) => confirmDelete(item.label)}
    >
      <ItemFormModal
        key={dialog.key}
        dictionary={dictionary}
        item={dialog.subject}
        {...dialog.bind(() => void list.refetch())}
      />
    </PaneList>
  );
}

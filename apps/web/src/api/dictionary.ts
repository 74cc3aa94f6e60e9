import type {} from './list-query';
import { crudApi } from './crud-api';

/** HA's DictionaryDto. */
export interface Dictionary {
  id: string;
  name: string;
  description: string | null;
  sort: number;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface DictionaryInput {
  name: string;
  description?: string | null;
  sort?: number;
}

/** HA's DictionaryDetailDto: an item of dictionary `pid`. */
export interface DictionaryItem {
  id: string;
  pid: string;
  label: string;
  value: string;
  sort: number;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface DictionaryItemInput {
  pid: string;
  label: string;
  value: string;
  sort?: number;
}

export const {
  list: getDictionaries,
  create: createDictionary,
  update: updateDictionary,
  /** Deletes the dictionary and its items. */
  remove: deleteDictionary,
  removeMany: deleteDictionaries,
} = crudApi<Dictionary, DictionaryInput>('/api/data-dictionary/dictionary');

/** The items of one dictionary (`getDictionaryItems` needs `pid`). */
export const {
  list: getDictionaryItems,
  create: createDictionaryItem,
  update: updateDictionaryItem,
  remove: deleteDictionaryItem,
  removeMany: deleteDictionaryItems,
} = crudApi<DictionaryItem, DictionaryItemInput>('/api/data-dictionary/dictionary-detail');

import type { PagedResult } from './list-query';
import { del, get, post, put } from './request';

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

const dictionaries = '/api/data-dictionary/dictionary';
const items = '/api/data-dictionary/dictionary-detail';

export const getDictionaries = (params: Record<string, unknown>) =>
  get<PagedResult<Dictionary>>(dictionaries, params);
export const createDictionary = (input: DictionaryInput) => post<Dictionary>(dictionaries, input);
export const updateDictionary = (id: string, input: DictionaryInput) =>
  put<Dictionary>(`${dictionaries}/${id}`, input);
/** Deletes the dictionary and its items. */
export const deleteDictionary = (id: string) => del<void>(`${dictionaries}/${id}`);
export const deleteDictionaries = (ids: string[]) => del<void>(dictionaries, { ids });

/** The items of one dictionary (`pid` is required). */
export const getDictionaryItems = (params: Record<string, unknown>) =>
  get<PagedResult<DictionaryItem>>(items, params);
export const createDictionaryItem = (input: DictionaryItemInput) => post<DictionaryItem>(items, input);
export const updateDictionaryItem = (id: string, input: DictionaryItemInput) =>
  put<DictionaryItem>(`${items}/${id}`, input);
export const deleteDictionaryItem = (id: string) => del<void>(`${items}/${id}`);
export const deleteDictionaryItems = (ids: string[]) => del<void>(items, { ids });

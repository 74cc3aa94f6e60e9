import { describe, expect, it } from 'vitest';
import { queryToSearch, searchToQuery } from './url-query';

describe('list query in the URL', () => {
  const fallback = { page: 1, limit: 20, status: undefined };

  it('writes only what differs from the defaults and reads it back typed', () => {
    const query = {
      page: 3,
      limit: 20,
      sort: 'name ascend',
      filter: '42',
      status: 2,
      on: true,
    };
    const search = queryToSearch(query);
    expect(search.toString()).toBe('page=3&sort=name+ascend&filter=42&status=2&on=true');
    expect(searchToQuery(search, fallback)).toEqual(query);
  });

  it('drops a sort outside the whitelist and clamps paging', () => {
    const q = searchToQuery(new URLSearchParams('sort=password+descend&page=-4&limit=99999'), fallback, {
      sortable: ['name'],
    });
    expect(q).toEqual({ page: 1, limit: 1000, sort: undefined, status: undefined });
  });

  it('keeps lists of one page apart by prefix and repeats keys for arrays', () => {
    const search = new URLSearchParams(queryToSearch({ page: 2, limit: 20, ids: ['a', 'b'] }, 'items.'));
    search.set('filter', 'x');
    expect(search.toString()).toBe('items.page=2&items.ids=a&items.ids=b&filter=x');
    expect(searchToQuery(search, fallback, { prefix: 'items.' })).toMatchObject({ page: 2, ids: ['a', 'b'] });
    expect(searchToQuery(search, fallback)).toEqual({ page: 1, limit: 20, filter: 'x', status: undefined });
  });
});

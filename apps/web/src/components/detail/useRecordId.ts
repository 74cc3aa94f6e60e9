import { useState } from 'react';
import { useLocation, useParams } from 'react-router';

/**
 * The id of the record a detail page shows: the route's `:id`, else `?id=`. Read once: the page is
 * kept alive per record (layout/view-key.ts) and must not follow the address of another tab.
 */
export function useRecordId(): string | undefined {
  const params = useParams();
  const { search } = useLocation();
  const [id] = useState(() => params['id'] ?? new URLSearchParams(search).get('id') ?? undefined);
  return id;
}

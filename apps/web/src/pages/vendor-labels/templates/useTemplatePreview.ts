import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { labelTemplatePreview } from '../../../api/label-templates';

/**
 * The server's PNG of a template's sample label as an object URL (revoked when replaced). Keyed by
 * the template's id and version (and the language, whose captions it prints), so a save that
 * makes a new version shows the new preview.
 */
export function useTemplatePreview(id: string | null, version: number | undefined, language: string) {
  const query = useQuery({
    queryKey: ['label-template-preview', id, version, language],
    queryFn: () => labelTemplatePreview(id!, version),
    enabled: !!id,
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const url = query.data;
  useEffect(() => () => void (url && setTimeout(() => URL.revokeObjectURL(url), 60_000)), [url]);
  return query;
}

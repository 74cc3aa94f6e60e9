import { useQuery } from '@tanstack/react-query';
import { getBuckets, getMinioServer, getMinioServers, getStorageModules } from '../../api/object-storage';
import { errorMessage } from '../../api/request';
import { currentLanguage } from '../../locales/language';

/** Every query about servers starts with this key: invalidating it refreshes lists, pickers and details. */
export const SERVERS_KEY = 'minioServers';
const BUCKETS_KEY = 'minioBuckets';
export const bucketsKey = (serverId: string | null) => [BUCKETS_KEY, serverId];

/** A failure as an Error carrying the server's words, for a page that shows it in place (no toast). */
async function inPlace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(await errorMessage(error), { cause: error });
  }
}

/** The modules that store files, named in the current language. */
export const useStorageModules = () =>
  useQuery({
    queryKey: ['minioModules', currentLanguage()],
    queryFn: getStorageModules,
    staleTime: Infinity,
  });

/** All servers of the tenant, for the server picker (a tenant has a handful). */
export const useAllServers = () =>
  useQuery({
    queryKey: [SERVERS_KEY, 'all'],
    queryFn: () => getMinioServers({ skipCount: 0, maxResultCount: 1000 }),
  });

export const useServer = (id: string | null) =>
  useQuery({
    queryKey: [SERVERS_KEY, 'one', id],
    queryFn: () => inPlace(() => getMinioServer(id!, { silent: true })),
    enabled: !!id,
  });

/** Listed over the network, so it may fail (server down, refused): the page says why. */
export const useBuckets = (id: string | null) =>
  useQuery({
    queryKey: bucketsKey(id),
    queryFn: () => inPlace(() => getBuckets(id!, { silent: true })),
    enabled: !!id,
  });

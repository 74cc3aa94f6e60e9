import { Policies, type PolicyName } from '@sp/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useGrantedPolicies } from '../../stores/config';

const P = Policies.Minio.MinioServerOverview;
const LP = Policies.LetterOfRecognition.MinioServerOverview;

/**
 * The two homes of the object-storage pages: the system components (`Minio.MinioServerOverview.*`,
 * full CRUD) and the letters of recognition (`LetterOfRecognition.MinioServerOverview(.Update)`).
 * Each lists what the server's routes accept for an action, its own family's policy first; the
 * letters family has no create or delete of its own, so those stay with `Minio.*`.
 */
export interface StorageFamily {
  serversPath: string;
  bucketsPath: string;
  /** The policy of this family's bucket page route (routes.ts). */
  bucketsPolicy: PolicyName;
  create: PolicyName[];
  update: PolicyName[];
  remove: PolicyName[];
}

export const storageFamilies = {
  system: {
    serversPath: '/system-components/server-minio-server-overview',
    bucketsPath: '/system-components/server-minio-bucket-overview',
    bucketsPolicy: P.name,
    create: [P.Create.name],
    update: [P.Update.name, LP.Update.name],
    remove: [P.Delete.name],
  },
  letters: {
    serversPath: '/letter-of-recognition/minio-server-overview',
    bucketsPath: '/letter-of-recognition/minio-bucket-overview',
    bucketsPolicy: LP.Update.name,
    create: [P.Create.name],
    update: [LP.Update.name, P.Update.name],
    remove: [P.Delete.name],
  },
} satisfies Record<string, StorageFamily>;

/** The family of the page at `pathname`. */
export const storageFamilyOf = (pathname: string): StorageFamily =>
  pathname.startsWith('/letter-of-recognition/') ? storageFamilies.letters : storageFamilies.system;

/**
 * The page's family and what the current user may do on it. The family is the route's the page was
 * opened at, kept for the page's life: a kept-alive page renders while another route is shown.
 */
export function useStorageAccess() {
  const { pathname } = useLocation();
  const granted = useGrantedPolicies();
  const [family] = useState(() => storageFamilyOf(pathname));
  const any = (policies: PolicyName[]) => policies.some((p) => granted[p] === true);
  return {
    family,
    canCreate: any(family.create),
    canUpdate: any(family.update),
    canDelete: any(family.remove),
    canOpenBuckets: any([family.bucketsPolicy]),
  };
}

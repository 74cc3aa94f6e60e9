/** The server's rules for object-storage servers and buckets are the contract's (@sp/contracts). */
export {
  bucketNameProblem,
  DEFAULT_BUCKET,
  DEFAULT_EXPIRY_SECONDS,
  isValidEndpoint,
  REGION,
  ServerLimits,
  type BucketNameProblem,
} from '@sp/contracts';

/** A blank optional field goes to the server as null. */
export const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * Object-storage servers and buckets: the limits and naming rules the server enforces and the
 * forms check before a request.
 */
export const ServerLimits = {
  name: 64,
  endpoint: 255,
  accessKey: 128,
  secretKey: 256,
  region: 32,
  bucket: 63,
  minExpiry: 60,
  /** Seven days: the longest presigned URL S3 signs. */
  maxExpiry: 604_800,
} as const;

/** What the server uses when the default bucket is left empty. */
export const DEFAULT_BUCKET = 'supplier-portal';
export const DEFAULT_EXPIRY_SECONDS = 3600;

/** The modules that store files, each of which can be given its own bucket. */
export const STORAGE_MODULES = [
  'Avatars',
  'Announcements',
  'LetterOfRecognition',
  'SupplierNotices',
  'Inspection',
  'VendorLabel',
  'MaterialControl',
] as const;
export type StorageModule = (typeof STORAGE_MODULES)[number];

/** 0 never checked, 1 the last check succeeded, 2 it failed. */
export const HealthStatus = { Unknown: 0, Online: 1, Offline: 2 } as const;

/** Why a bucket name breaks S3's naming rules (a key `ObjectStorage:BucketName.<problem>`). */
export type BucketNameProblem =
  'Length' | 'Characters' | 'StartEnd' | 'AdjacentPeriods' | 'IpAddress' | 'Reserved';

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)';
/** Dotted-decimal IPv4 as Node's `isIP` reads it (no leading zeros). */
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/**
 * S3's bucket naming rules (general-purpose buckets): 3–63 characters; lowercase letters, digits,
 * dots and hyphens; begin and end with a letter or digit; no two adjacent periods; not an IP
 * address; none of the reserved prefixes and suffixes.
 */
export function bucketNameProblem(name: string): BucketNameProblem | null {
  if (name.length < 3 || name.length > 63) return 'Length';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'Characters';
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name)) return 'StartEnd';
  if (name.includes('..')) return 'AdjacentPeriods';
  if (IPV4.test(name)) return 'IpAddress';
  if (/^(xn--|sthree-|amzn-s3-demo-)/.test(name) || /(-s3alias|--ol-s3|--x-s3|--table-s3)$/.test(name))
    return 'Reserved';
  return null;
}

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_PORT = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`);

/** `host[:port]` (an IPv6 address in brackets), no scheme, no path, a port from 1 to 65535. */
export function isValidEndpoint(endpoint: string): boolean {
  const m = HOST_PORT.exec(endpoint);
  if (!m || endpoint.length > ServerLimits.endpoint) return false;
  const port = m[1] === undefined ? 443 : Number(m[1]);
  return port >= 1 && port <= 65535;
}

/** Lowercase letters, digits and hyphens (`us-east-1`). */
export const REGION = /^[a-z0-9-]{1,32}$/;

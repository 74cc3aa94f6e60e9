// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver publishes no types; the server tests declare them
/// <reference path="../../apps/server/test/s3rver.d.ts" />
/**
 * A real S3-protocol server (s3rver) on loopback for the object-storage specs: the server under
 * test reaches it over the network like any MinIO. It checks request signatures with its fixed
 * credentials (`S3RVER_KEY` as access key and secret key).
 */
export { S3RVER_KEY, startS3, type TestS3 } from '../../apps/server/test/s3.js';

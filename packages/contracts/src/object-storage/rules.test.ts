import { describe, expect, it } from 'vitest';
import { isIP } from 'node:net';
import { bucketNameProblem, isValidEndpoint, REGION } from './rules.js';

describe('bucket names', () => {
  const cases: [string, ReturnType<typeof bucketNameProblem>][] = [
    ['srm-letters', null],
    ['a.b-c.1', null],
    ['abc', null],
    ['ab', 'Length'],
    ['a'.repeat(64), 'Length'],
    ['a'.repeat(63), null],
    ['My-Bucket', 'Characters'],
    ['my_bucket', 'Characters'],
    ['bucket名', 'Characters'],
    ['-bucket', 'StartEnd'],
    ['bucket.', 'StartEnd'],
    ['my..bucket', 'AdjacentPeriods'],
    ['192.168.5.4', 'IpAddress'],
    ['0.0.0.0', 'IpAddress'],
    ['192.168.05.4', null],
    ['256.1.1.1', null],
    ['1.2.3', null],
    ['xn--bucket', 'Reserved'],
    ['sthree-bucket', 'Reserved'],
    ['amzn-s3-demo-bucket', 'Reserved'],
    ['bucket-s3alias', 'Reserved'],
    ['bucket--ol-s3', 'Reserved'],
    ['bucket--x-s3', 'Reserved'],
    ['bucket--table-s3', 'Reserved'],
  ];

  it.each(cases)('%s -> %s', (name, problem) => {
    expect(bucketNameProblem(name)).toBe(problem);
  });

  it('reads an IPv4 address exactly as Node does (the rule runs in browsers too, without node:net)', () => {
    for (const [name] of cases)
      expect(bucketNameProblem(name) === 'IpAddress', name).toBe(isIP(name) === 4 && name.length >= 3);
  });
});

describe('endpoints and regions', () => {
  it.each([
    ['minio.internal:9000', true],
    ['minio', true],
    ['127.0.0.1:1', true],
    ['[::1]:9000', true],
    ['s3.amazonaws.com', true],
    ['http://minio:9000', false],
    ['minio:9000/path', false],
    ['minio:0', false],
    ['minio:65536', false],
    ['-minio', false],
    ['', false],
  ])('%s -> %s', (endpoint, ok) => {
    expect(isValidEndpoint(endpoint)).toBe(ok);
  });

  it('takes lowercase regions', () => {
    expect(REGION.test('us-east-1')).toBe(true);
    expect(REGION.test('US-EAST-1')).toBe(false);
    expect(REGION.test('cn north')).toBe(false);
  });
});

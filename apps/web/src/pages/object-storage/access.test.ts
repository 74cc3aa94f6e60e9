import { describe, expect, it } from 'vitest';
import { storageFamilyOf } from './access';

describe('the route family', () => {
  it('letters pages use their own policies and bucket page', () => {
    const f = storageFamilyOf('/letter-of-recognition/minio-server-overview');
    expect(f.bucketsPath).toBe('/letter-of-recognition/minio-bucket-overview');
    expect(f.update[0]).toBe('LetterOfRecognition.MinioServerOverview.Update');
    expect(f.bucketsPolicy).toBe('LetterOfRecognition.MinioServerOverview.Update');
  });

  it('system pages use the Minio policies', () => {
    const f = storageFamilyOf('/system-components/server-minio-server-overview');
    expect(f.bucketsPath).toBe('/system-components/server-minio-bucket-overview');
    expect(f.create).toEqual(['Minio.MinioServerOverview.Create']);
    expect(f.update[0]).toBe('Minio.MinioServerOverview.Update');
  });
});

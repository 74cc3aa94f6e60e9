import { describe, expect, it } from 'vitest';
import { avatarProblem, kbToMb, maxAvatarKb } from './avatar-rules';

describe('avatar rules', () => {
  it('takes the size limit from the file-management setting, else 1 MB', () => {
    expect(maxAvatarKb({ 'FileManagement.AllowedMaxFileSize': '2048' })).toBe(2048);
    expect(maxAvatarKb({ 'FileManagement.AllowedMaxFileSize': 'lots' })).toBe(1024);
    expect(maxAvatarKb(undefined)).toBe(1024);
  });

  it('accepts JPEG and PNG pictures within the limit', () => {
    expect(avatarProblem({ type: 'image/png', size: 1024 * 1024 }, 1024)).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: 10 }, 1024)).toBeNull();
  });

  it('names the problem of anything else', () => {
    expect(avatarProblem({ type: 'application/pdf', size: 10 }, 1024)).toEqual({
      key: 'AvatarWrongFormat',
      args: [],
    });
    expect(avatarProblem({ type: 'image/png', size: 1024 * 1024 + 1 }, 1024)).toEqual({
      key: 'AvatarTooLarge',
      args: ['1'],
    });
    expect(kbToMb(1536)).toBe('1.5');
  });
});

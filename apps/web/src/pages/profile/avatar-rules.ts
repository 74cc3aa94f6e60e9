/** The pictures an avatar may be: what every browser shows and the default upload formats allow. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** The upload size limit in KB: the file-management setting the server enforces, else ABP's 1 MB. */
export function maxAvatarKb(settings: Record<string, string> | undefined): number {
  const kb = Number(settings?.['FileManagement.AllowedMaxFileSize']);
  return Number.isFinite(kb) && kb > 0 ? kb : 1024;
}

/** KB as the MB figure the hint and the error show: one decimal, none when whole. */
export const kbToMb = (kb: number) => String(Math.round((kb / 1024) * 10) / 10);

export interface AvatarProblem {
  key: 'AvatarWrongFormat' | 'AvatarTooLarge';
  args: string[];
}

/** Why a chosen file cannot be an avatar (checked before anything is sent), or null. */
export function avatarProblem(file: { type: string; size: number }, maxKb: number): AvatarProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) return { key: 'AvatarWrongFormat', args: [] };
  if (file.size > maxKb * 1024) return { key: 'AvatarTooLarge', args: [kbToMb(maxKb)] };
  return null;
}

import { Avatar } from 'antd';
import { useEffect, useState } from 'react';
import { request } from '../api/request';

const isHttp = (value: string) => /^https?:\/\//i.test(value);

/** Spec §5: an http(s) value is used as it is; anything else is a file id of the file service. */
export const assetUrl = (value: string) =>
  isHttp(value) ? value : `/api/file-management/files/${encodeURIComponent(value)}`;

/** What the circle shows without a picture: the last two CJK characters, or Latin initials. */
export function avatarInitials(name: string): string {
  const text = name.trim();
  if (!text) return '?';
  if (/[\u3400-\u9fff\uf900-\ufaff]/u.test(text)) return [...text.replace(/\s+/g, '')].slice(-2).join('');
  const words = text.split(/[\s._@-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/**
 * The picture of an avatar value. A file id is downloaded through the request client, because the
 * download needs the bearer token an <img> cannot send; any failure leaves the initials.
 */
function useAvatarSrc(value: string): string | undefined {
  const [blobUrl, setBlobUrl] = useState<{ value: string; url: string } | undefined>();
  const isFile = !!value && !isHttp(value);

  useEffect(() => {
    if (!isFile) return;
    let url: string | undefined;
    let current = true;
    request<Blob>({ url: assetUrl(value), responseType: 'blob' }, { silent: true })
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setBlobUrl({ value, url });
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [value, isFile]);

  if (!value) return undefined;
  if (!isFile) return value;
  return blobUrl?.value === value ? blobUrl.url : undefined;
}

export function UserAvatar({ value, name, size = 32 }: { value: string; name: string; size?: number }) {
  const src = useAvatarSrc(value);
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src && failed !== src;
  return (
    <Avatar
      shape="square"
      size={size}
      className="user-avatar"
      {...(showImage ? { src, onError: () => (setFailed(src), true) } : {})}
    >
      {avatarInitials(name)}
    </Avatar>
  );
}

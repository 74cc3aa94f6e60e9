import { Avatar } from 'antd';
import { useEffect, useState } from 'react';
import { request } from '../api/request';
import { initials } from '../utils/initials';

const isHttp = (value: string) => /^https?:\/\//i.test(value);

/** Spec §5: an http(s) value is used as it is; anything else is a file id of the file service. */
export const assetUrl = (value: string) =>
  isHttp(value) ? value : `/api/file-management/files/${encodeURIComponent(value)}`;

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

interface UserAvatarProps {
  value: string;
  name: string;
  size?: number;
  shape?: 'square' | 'circle';
  /** The background of the initials, when there is no picture. */
  color?: string;
}

export function UserAvatar({ value, name, size = 32, shape = 'square', color }: UserAvatarProps) {
  const src = useAvatarSrc(value);
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src && failed !== src;
  return (
    <Avatar
      shape={shape}
      size={size}
      className="user-avatar"
      alt={name}
      style={showImage || !color ? undefined : { backgroundColor: color, fontSize: Math.round(size / 3) }}
      {...(showImage ? { src, onError: () => (setFailed(src), true) } : {})}
    >
      {initials(name)}
    </Avatar>
  );
}

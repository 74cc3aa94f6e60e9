import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Upload, theme } from 'antd';
import { getProfile, updateProfile, uploadPublicFile, type Profile } from '../../api/account';
import { UserAvatar } from '../../components/UserAvatar';
import { useL } from '../../locales/i18n';
import { useConfigStore } from '../../stores/config';
import { useUserStore } from '../../stores/user';
import { avatarProblem, AVATAR_TYPES, kbToMb, maxAvatarKb } from './avatar-rules';

export const profileKey = ['account', 'my-profile'] as const;

/**
 * The picture on the profile card and the buttons that change it. The file is uploaded as a public
 * file of the Avatars module (so it needs no token to show), then its id becomes the profile's
 * `extraProperties.Avatar` (spec §5). The profile is read afresh first so its concurrency stamp is
 * current even if the form beside it was saved meanwhile.
 */
export function AvatarEditor() {
  const L = useL();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useUserStore();
  const maxKb = maxAvatarKb(useConfigStore((s) => s.config?.setting.values));

  const setAvatar = useMutation({
    mutationFn: async (file: File | null) => {
      const avatar = file ? await uploadPublicFile(file, 'Avatars') : '';
      const current = await getProfile();
      return updateProfile({
        extraProperties: { ...current.extraProperties, Avatar: avatar },
        concurrencyStamp: current.concurrencyStamp,
      });
    },
    onSuccess: async (updated: Profile, file) => {
      queryClient.setQueryData(profileKey, updated);
      void message.success(L('AbpAccount', file ? 'AvatarUploaded' : 'AvatarRemoved'));
      await useUserStore.getState().getInfo();
    },
  });

  const name = user.name || user.userName;
  return (
    <div className="profile-avatar">
      <UserAvatar value={user.avatar} name={name} size={88} shape="circle" color={token.colorPrimary} />
      <div className="profile-avatar-actions">
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarProblem(file, maxKb);
            if (problem) void message.error(L('AbpAccount', problem.key, ...problem.args));
            else setAvatar.mutate(file);
            // The upload is ours (setAvatar), never antd's own request.
            return false;
          }}
        >
          <Button
            size="small"
            icon={<CameraOutlined />}
            loading={setAvatar.isPending && setAvatar.variables !== null}
            data-testid="avatar-change"
          >
            {L('AbpAccount', 'ChangeAvatar')}
          </Button>
        </Upload>
        {user.avatar && (
          <Button
            size="small"
            type="link"
            loading={setAvatar.isPending && setAvatar.variables === null}
            onClick={() => setAvatar.mutate(null)}
            data-testid="avatar-remove"
          >
            {L('AbpAccount', 'RemoveAvatar')}
          </Button>
        )}
      </div>
      <div className="profile-avatar-hint">{L('AbpAccount', 'AvatarUploadHint', kbToMb(maxKb))}</div>
    </div>
  );
}

import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/**
 * antd's message and modal APIs bound to the app's ConfigProvider (theme, locale). Code outside
 * React (the request client) reaches them here; `AntdBridge` fills them in on mount.
 */
export const ui: { message: MessageInstance | null; modal: ModalHookAPI | null } = {
  message: null,
  modal: null,
};

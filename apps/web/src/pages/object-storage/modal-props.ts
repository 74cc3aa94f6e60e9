import type { ModalProps } from 'antd';
import { translate } from '../../locales/i18n';
import { testId } from '../identity/shared/testid';

/**
 * What every save dialog of these pages shares: Save and Cancel, busy while saving, not closed by
 * a stray click outside, a fresh form on each opening.
 */
export const formModalProps = (submit: () => void, close: () => void, saving: boolean): ModalProps => ({
  okText: translate('AbpUi', 'Save'),
  cancelText: translate('AbpUi', 'Cancel'),
  okButtonProps: testId('modal-ok'),
  confirmLoading: saving,
  onOk: submit,
  onCancel: close,
  maskClosable: false,
  destroyOnHidden: true,
});

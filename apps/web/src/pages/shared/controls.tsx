import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useL } from '../../locales/i18n';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  InfoCircleFilled,
  LoadingOutlined,
} from './icons';
import './controls.css';

/**
 * Plain React versions of the few antd controls the sign-in pages use (button, input, password
 * input, alert, dialog), styled like antd's in controls.css. They keep /login free of antd, whose
 * smallest button brings its whole style engine. The theme colour comes from `--lite-primary`.
 */

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

type Size = 'large' | 'middle' | 'small';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  size?: Size;
  block?: boolean;
  /** A spinner before the text; clicks are ignored meanwhile (antd's `loading`). */
  loading?: boolean;
}

export function Button({
  variant = 'default',
  size = 'middle',
  block,
  loading,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      type={type}
      className={cx(
        'lite-btn',
        `lite-btn-${variant}`,
        `lite-btn-${size}`,
        block && 'lite-btn-block',
        loading && 'is-loading',
        className,
      )}
      aria-busy={loading || undefined}
      onClick={click}
      {...rest}
    >
      {loading && <LoadingOutlined className="lite-spin" />}
      <span>{children}</span>
    </button>
  );
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: Size;
  prefix?: ReactNode;
  suffix?: ReactNode;
  status?: 'error';
  /** Shows a clear button while there is a value (antd's `allowClear`). */
  onClear?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** antd's affix input: a bordered box with optional prefix and suffix; `rest` goes to the <input>. */
export function Input({
  size = 'middle',
  prefix,
  suffix,
  status,
  onClear,
  inputRef,
  className,
  disabled,
  value,
  ...rest
}: InputProps) {
  const L = useL();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;

  // A press on the box around the field (its padding, the prefix icon) puts the caret in the field.
  const focusField = (e: MouseEvent<HTMLSpanElement>) => {
    if (e.target instanceof HTMLInputElement || (e.target as Element).closest('button')) return;
    e.preventDefault();
    ref.current?.focus();
  };

  return (
    <span
      className={cx(
        'lite-input',
        `lite-input-${size}`,
        status === 'error' && 'is-error',
        disabled && 'is-disabled',
        className,
      )}
      onMouseDown={focusField}
    >
      {prefix && <span className="lite-input-prefix">{prefix}</span>}
      <input ref={ref} disabled={disabled} value={value} {...rest} />
      {onClear && (
        <button
          type="button"
          className={cx('lite-input-action', 'lite-input-clear', !value && 'is-hidden')}
          tabIndex={-1}
          aria-label={L('AbpUi', 'Clear')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onClear();
            ref.current?.focus();
          }}
        >
          <CloseCircleFilled />
        </button>
      )}
      {suffix && <span className="lite-input-suffix">{suffix}</span>}
    </span>
  );
}

/** antd's Input.Password: the eye button shows and hides the text, keeping the caret in the field. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const L = useL();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="lite-input-action"
          tabIndex={-1}
          aria-label={L('AbpAccount', visible ? 'HidePassword' : 'ShowPassword')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      }
    />
  );
}

const alertIcons = {
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  success: CheckCircleFilled,
  info: InfoCircleFilled,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type?: keyof typeof alertIcons;
  title: ReactNode;
  /** Shows the close button. */
  onClose?: () => void;
}

/** antd's Alert with `showIcon`: icon, message and an optional close button. */
export function Alert({ type = 'error', title, onClose, className, ...rest }: AlertProps) {
  const L = useL();
  const Icon = alertIcons[type];
  return (
    <div className={cx('lite-alert', `lite-alert-${type}`, className)} {...rest}>
      <Icon className="lite-alert-icon" />
      <div className="lite-alert-message">{title}</div>
      {onClose && (
        <button type="button" className="lite-alert-close" aria-label={L('AbpUi', 'Close')} onClick={onClose}>
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** Called once the dialog has closed (Esc, the close button, a click on the mask, or `close`). */
  onClose: () => void;
  /** Focused when the dialog opens (else the browser's choice: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  dialogRef?: RefObject<HTMLDialogElement | null>;
}

/**
 * antd's Modal on the native <dialog>: shown modally while mounted (the browser traps focus, makes
 * the page inert and gives focus back to the opener on close), closed by Esc, the × button or a
 * click on the mask. Render it only while it is open, as antd's `destroyOnHidden`.
 */
export function Dialog({ title, children, footer, onClose, initialFocus, dialogRef }: DialogProps) {
  const L = useL();
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const titleId = useId();
  const pressedOn = useRef<EventTarget | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    // Closing before the element goes lets the browser give focus back to the opener.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [ref, initialFocus]);

  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      className="lite-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      // The dialog element itself is hit only on its ::backdrop: the content fills it.
      onMouseDown={(e) => (pressedOn.current = e.target)}
      onClick={(e) => {
        if (e.target === ref.current && pressedOn.current === ref.current) close();
      }}
    >
      <div className="lite-modal-content">
        <h2 className="lite-modal-title" id={titleId}>
          {title}
        </h2>
        <div className="lite-modal-body">{children}</div>
        <div className="lite-modal-footer">{footer}</div>
        <button type="button" className="lite-modal-close" aria-label={L('AbpUi', 'Close')} onClick={close}>
          <CloseOutlined />
        </button>
      </div>
    </dialog>
  );
}

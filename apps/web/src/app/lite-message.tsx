import type {
  ArgsProps,
  JointContent,
  MessageInstance,
  MessageType,
  NoticeType,
} from 'antd/es/message/interface';
import { useEffect, useState, useSyncExternalStore, type Key, type ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LoadingOutlined,
} from '../pages/shared/status-icons';
import './lite-message.css';

/**
 * antd's `message` API without antd, for the pages that do not load it (login): `ui.message` points
 * here whenever no antd tree is mounted (see AntdBridge), so the request client's and the guard's
 * toasts show on /login too. A toast that must outlive the page it is raised on (registration
 * success, shown on /login) uses it directly. Looks like antd's: top centre, 3 s, at most 3.
 */

interface Notice {
  key: Key;
  type: NoticeType;
  content: ReactNode;
  icon?: ReactNode;
  duration: number;
  onClose?: () => void;
  onClick?: ArgsProps['onClick'];
  resolve: (closed: boolean) => void;
}

const DEFAULT_DURATION = 3;
const MAX_COUNT = 3;

let notices: Notice[] = [];
let seq = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function finish(notice: Notice) {
  notice.onClose?.();
  notice.resolve(true);
}

function remove(key: Key) {
  const notice = notices.find((n) => n.key === key);
  if (!notice) return;
  notices = notices.filter((n) => n !== notice);
  emit();
  finish(notice);
}

function open(args: ArgsProps): MessageType {
  const key = args.key ?? `lite-message-${++seq}`;
  let resolve!: (closed: boolean) => void;
  const closed = new Promise<boolean>((r) => (resolve = r));
  const notice: Notice = {
    key,
    type: args.type ?? 'info',
    content: args.content,
    icon: args.icon,
    duration: args.duration ?? DEFAULT_DURATION,
    onClose: args.onClose,
    onClick: args.onClick,
    resolve,
  };
  const replaced = notices.find((n) => n.key === key);
  const next = replaced ? notices.map((n) => (n === replaced ? notice : n)) : [...notices, notice];
  const dropped = next.slice(0, Math.max(0, next.length - MAX_COUNT));
  notices = next.slice(-MAX_COUNT);
  emit();
  if (replaced) replaced.resolve(true);
  dropped.forEach(finish);
  return Object.assign(() => remove(key), { then: closed.then.bind(closed) });
}

const isArgs = (content: JointContent): content is ArgsProps =>
  !!content && typeof content === 'object' && 'content' in content;

function typeOpen(type: NoticeType) {
  return (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction) => {
    const args: ArgsProps = isArgs(content) ? content : { content };
    let close = args.onClose;
    let time = args.duration;
    if (typeof duration === 'function') close = duration;
    else if (duration !== undefined) time = duration;
    if (onClose) close = onClose;
    return open({ ...args, type, duration: time, onClose: close });
  };
}

export const liteMessage: MessageInstance = {
  open,
  info: typeOpen('info'),
  success: typeOpen('success'),
  error: typeOpen('error'),
  warning: typeOpen('warning'),
  loading: typeOpen('loading'),
  destroy(key) {
    for (const n of notices) if (key === undefined || n.key === key) remove(n.key);
  },
};

const icons: Record<NoticeType, ReactNode> = {
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  warning: <ExclamationCircleFilled />,
  loading: <LoadingOutlined className="lite-spin" />,
};

function LiteNotice({ notice }: { notice: Notice }) {
  const [hovered, setHovered] = useState(false);

  // Hovering keeps the toast (antd's pauseOnHover); duration 0 keeps it until closed.
  useEffect(() => {
    if (hovered || notice.duration <= 0) return;
    const timer = setTimeout(() => remove(notice.key), notice.duration * 1000);
    return () => clearTimeout(timer);
  }, [hovered, notice]);

  const urgent = notice.type === 'error' || notice.type === 'warning';
  return (
    <div
      className={`lite-message-notice lite-message-${notice.type}`}
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onClick={notice.onClick}
    >
      <span className="lite-message-icon">{notice.icon ?? icons[notice.type]}</span>
      <span>{notice.content}</span>
    </div>
  );
}

/** The toasts of `liteMessage`; rendered once, next to the router. */
export function LiteMessages() {
  const list = useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
  if (!list.length) return null;
  return (
    <div className="lite-message">
      {list.map((n) => (
        <LiteNotice key={n.key} notice={n} />
      ))}
    </div>
  );
}

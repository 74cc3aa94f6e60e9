import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ClearOutlined from '@ant-design/icons/ClearOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LineOutlined from '@ant-design/icons/LineOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import StrikethroughOutlined from '@ant-design/icons/StrikethroughOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { type KeySuffix, useL } from '../../../locales/i18n';
import { LinkButton } from './LinkButton';
import { ToolButton } from './ToolButton';

type Chain = ReturnType<Editor['chain']>;
type ToolState = ReturnType<typeof selectState>;

/** id, text key (RichText:*), icon, command, and the state that shows it pressed or disabled. */
type Tool = [string, KeySuffix<'RichText:'>, ReactNode, (c: Chain) => Chain, ((s: ToolState) => boolean)?];

/** Which marks and blocks are on at the cursor, and what can be undone. */
function selectState({ editor: e }: { editor: Editor }) {
  return {
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    underline: e.isActive('underline'),
    strike: e.isActive('strike'),
    h2: e.isActive('heading', { level: 2 }),
    h3: e.isActive('heading', { level: 3 }),
    bulletList: e.isActive('bulletList'),
    orderedList: e.isActive('orderedList'),
    blockquote: e.isActive('blockquote'),
    link: e.isActive('link'),
    canUndo: e.can().undo(),
    canRedo: e.can().redo(),
  };
}

const text = (t: string, className: string) => <span className={className}>{t}</span>;

const groups: Tool[][] = [
  [
    ['bold', 'Bold', <BoldOutlined />, (c) => c.toggleBold(), (s) => s.bold],
    ['italic', 'Italic', <ItalicOutlined />, (c) => c.toggleItalic(), (s) => s.italic],
    ['underline', 'Underline', <UnderlineOutlined />, (c) => c.toggleUnderline(), (s) => s.underline],
    ['strike', 'Strike', <StrikethroughOutlined />, (c) => c.toggleStrike(), (s) => s.strike],
  ],
  [
    [
      'h2',
      'Heading',
      text('H2', 'rich-text-tool-heading'),
      (c) => c.toggleHeading({ level: 2 }),
      (s) => s.h2,
    ],
    [
      'h3',
      'Heading',
      text('H3', 'rich-text-tool-heading'),
      (c) => c.toggleHeading({ level: 3 }),
      (s) => s.h3,
    ],
  ],
  [
    [
      'bullet-list',
      'BulletList',
      <UnorderedListOutlined />,
      (c) => c.toggleBulletList(),
      (s) => s.bulletList,
    ],
    [
      'ordered-list',
      'OrderedList',
      <OrderedListOutlined />,
      (c) => c.toggleOrderedList(),
      (s) => s.orderedList,
    ],
    [
      'blockquote',
      'Blockquote',
      text('“', 'rich-text-tool-quote'),
      (c) => c.toggleBlockquote(),
      (s) => s.blockquote,
    ],
    ['rule', 'HorizontalRule', <LineOutlined />, (c) => c.setHorizontalRule()],
  ],
  [
    ['clear', 'ClearFormatting', <ClearOutlined />, (c) => c.unsetAllMarks().clearNodes()],
    ['undo', 'Undo', <UndoOutlined />, (c) => c.undo(), (s) => !s.canUndo],
    ['redo', 'Redo', <RedoOutlined />, (c) => c.redo(), (s) => !s.canRedo],
  ],
];

/** The last group's state disables (nothing to undo) rather than presses. */
const DISABLING = new Set(['undo', 'redo']);

/** Formatting buttons over the editor; each keeps the editor focused and shows its state. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const L = useL();
  const state = useEditorState({ editor, selector: selectState });
  const T = (key: KeySuffix<'RichText:'>, ...args: unknown[]) =>
    L('SupplierPortal', `RichText:${key}`, ...args);

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={T('Toolbar')}>
      {groups.map((group, i) => (
        <span key={i} className="rich-text-tool-group">
          {group.map(([id, key, icon, run, on]) => {
            const flag = on?.(state) ?? false;
            return (
              <ToolButton
                key={id}
                id={id}
                label={key === 'Heading' ? T(key, id.slice(1)) : T(key)}
                icon={icon}
                active={DISABLING.has(id) ? undefined : flag}
                disabled={DISABLING.has(id) ? flag : undefined}
                onClick={() => run(editor.chain().focus()).run()}
              />
            );
          })}
          {i === 2 && <LinkButton editor={editor} active={state.link} />}
        </span>
      ))}
    </div>
  );
}

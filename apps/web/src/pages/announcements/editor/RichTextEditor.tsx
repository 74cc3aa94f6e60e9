import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar } from './EditorToolbar';
import '../rich-text.css';
import './editor.css';

export interface RichTextEditorProps {
  /** HTML; read once, when the editor is made (a form's initial value). */
  value?: string;
  /** The HTML after each change; '' when the document is empty. */
  onChange?: (html: string) => void;
  id?: string;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

/**
 * The announcement editor: TipTap (ProseMirror) with its starter kit (paragraphs, headings, bold,
 * italic, underline, strike, lists, quotes, code, links, rules, undo) and a toolbar. Loaded only
 * by the administration page (see RichTextField), so that it weighs on no other page.
 */
export default function RichTextEditor({ value, onChange, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value ?? '',
    editorProps: {
      attributes: {
        class: 'rich-text rich-text-editor-body',
        ...(id ? { id } : {}),
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'rich-text-input',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div className="rich-text-editor" data-testid="rich-text-editor">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

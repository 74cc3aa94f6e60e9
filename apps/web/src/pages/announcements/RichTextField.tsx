import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './editor/RichTextEditor';

/** TipTap and ProseMirror load with the first announcement dialog, not with the app. */
const RichTextEditor = lazy(() => import('./editor/RichTextEditor'));

/** A form control (Form.Item hands it value, onChange and id) for an announcement's HTML. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

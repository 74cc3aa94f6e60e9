import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import type { Editor } from '@tiptap/react';
import { Button, Input, Popover } from 'antd';
import { useState } from 'react';
import { type KeySuffix, useL } from '../../../locales/i18n';
import { ToolButton } from './ToolButton';

/** What the server keeps of a link (sanitize.ts): http, https and mailto. */
const ALLOWED = /^(https?:\/\/|mailto:)\S+$/i;

/** Adds a link to the selected text (or removes the one at the cursor). */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const L = useL();
  const T = (key: KeySuffix<'RichText:'>) => L('SupplierPortal', `RichText:${key}`);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const valid = ALLOWED.test(url.trim());

  const show = (next: boolean) => {
    if (next) setUrl((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setOpen(next);
  };
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    setOpen(false);
  };

  if (active)
    return (
      <ToolButton
        id="unlink"
        label={T('RemoveLink')}
        icon={<DisconnectOutlined />}
        active
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      />
    );

  return (
    <Popover
      open={open}
      onOpenChange={show}
      trigger="click"
      placement="bottom"
      content={
        <div className="rich-text-link-form">
          <Input
            autoFocus
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onPressEnter={apply}
            status={url.trim() && !valid ? 'error' : undefined}
            aria-label={T('LinkUrl')}
            placeholder="https://"
            data-testid="rich-text-link-url"
          />
          <Button type="primary" disabled={!valid} onClick={apply} data-testid="rich-text-link-apply">
            {L('AbpUi', 'Ok')}
          </Button>
          {url.trim() && !valid && <div className="rich-text-link-hint">{T('InvalidUrl')}</div>}
        </div>
      }
    >
      {/* The popover's trigger needs an element that takes its ref and handlers. */}
      <span className="rich-text-tool-anchor">
        <ToolButton id="link" label={T('Link')} icon={<LinkOutlined />} />
      </span>
    </Popover>
  );
}

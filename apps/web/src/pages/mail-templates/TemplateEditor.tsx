import type { Culture, MailEventDto, MailTemplatePreviewDto } from '@sp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import {
  previewMailTemplate,
  resetMailTemplate,
  saveMailTemplate,
  sendTestMail,
} from '../../api/notifications';
import { confirmAction } from '../../components/crud';
import { translate, useL } from '../../locales/i18n';
import { ui } from '../../utils/ui';
import { MAIL_EVENTS_KEY } from './keys';

interface Draft {
  subject: string;
  body: string;
}

/** One language's wording: edit, preview with the sample data, save as the tenant's, or reset. */
function CultureEditor({
  event,
  culture,
  canEdit,
  languageName,
}: {
  event: MailEventDto;
  culture: Culture;
  canEdit: boolean;
  languageName: string;
}) {
  const L = useL();
  const client = useQueryClient();
  const entry = event.cultures.find((c) => c.culture === culture)!;
  const stored = entry.override ?? entry.default;
  const [draft, setDraft] = useState<Draft>({ subject: stored.subject, body: stored.body });
  const [preview, setPreview] = useState<MailTemplatePreviewDto | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: MAIL_EVENTS_KEY });

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // the request client has shown the problem
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      await saveMailTemplate(event.name, culture, {
        ...draft,
        concurrencyStamp: entry.override?.concurrencyStamp ?? null,
      });
      ui.message?.success(L('MailTemplate:Saved'));
      await refresh();
    });
  const showPreview = () => run(async () => setPreview(await previewMailTemplate(event.name, draft)));
  const sendTest = () =>
    run(async () => {
      await sendTestMail(event.name);
      ui.message?.success(L('MailTemplate:TestSent'));
    });
  const reset = () =>
    run(async () => {
      const ok = await confirmAction({
        content: translate('SupplierPortal', 'MailTemplate:ResetConfirm', languageName, event.displayName),
        okText: L('MailTemplate:ResetToDefault'),
        danger: true,
      });
      if (!ok) return;
      await resetMailTemplate(event.name, culture);
      setDraft({ subject: entry.default.subject, body: entry.default.body });
      setPreview(null);
      ui.message?.success(L('MailTemplate:ResetDone'));
      await refresh();
    });

  return (
    <div className="mt-culture" data-testid={`mail-template-${culture}`}>
      <div className="mt-state">
        {entry.override ? (
          <Tag color="blue">{L('MailTemplate:Customized')}</Tag>
        ) : (
          <Tag>{L('MailTemplate:Default')}</Tag>
        )}
        <span className="mt-muted">
          {L('MailTemplate:Placeholders')}:{' '}
          {event.placeholders.map((p) => (
            <code key={p} className="mt-placeholder">{`{{${p}}}`}</code>
          ))}
        </span>
      </div>
      <Form layout="vertical" disabled={!canEdit || busy}>
        <Form.Item label={L('MailTemplate:Subject')} required>
          <Input
            value={draft.subject}
            maxLength={256}
            onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
            data-testid="mail-template-subject"
          />
        </Form.Item>
        <Form.Item label={L('MailTemplate:Body')} required>
          <Input.TextArea
            value={draft.body}
            autoSize={{ minRows: 6, maxRows: 18 }}
            className="mt-body"
            spellCheck={false}
            onChange={(e) => setDraft({ ...draft, body: e.target.value })}
            data-testid="mail-template-body"
          />
        </Form.Item>
      </Form>
      <Space wrap>
        {canEdit && (
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="mail-template-save">
            {translate('AbpUi', 'Save')}
          </Button>
        )}
        <Button onClick={() => void showPreview()} disabled={busy} data-testid="mail-template-preview">
          {L('MailTemplate:Preview')}
        </Button>
        {canEdit && (
          <Button onClick={() => void sendTest()} disabled={busy} data-testid="mail-template-send-test">
            {L('MailTemplate:SendTest')}
          </Button>
        )}
        {canEdit && entry.override && (
          <Button danger onClick={() => void reset()} disabled={busy} data-testid="mail-template-reset">
            {L('MailTemplate:ResetToDefault')}
          </Button>
        )}
      </Space>
      {preview && (
        <div className="mt-preview" data-testid="mail-template-preview-pane">
          <p className="mt-muted">{L('MailTemplate:PreviewHint')}</p>
          <div className="mt-preview-subject" data-testid="mail-template-preview-subject">
            {preview.subject}
          </div>
          {/* The rendered mail in a sandbox: no script, no navigation, no access to this page. */}
          <iframe
            className="mt-preview-body"
            title={L('MailTemplate:Preview')}
            sandbox=""
            srcDoc={preview.html}
            data-testid="mail-template-preview-body"
          />
        </div>
      )}
    </div>
  );
}

/** The event's wording in each language, one tab per language. */
export function TemplateEditor({
  event,
  canEdit,
  languageName,
}: {
  event: MailEventDto;
  canEdit: boolean;
  languageName: (c: Culture) => string;
}) {
  return (
    <Tabs
      items={event.cultures.map((c) => ({
        key: c.culture,
        label: (
          <span data-testid={`mail-template-tab-${c.culture}`}>
            {languageName(c.culture)}
            {c.override ? ' •' : ''}
          </span>
        ),
        children: (
          <CultureEditor
            // A fresh editor after a save or reset elsewhere brings the stored text back in.
            key={c.override?.concurrencyStamp ?? 'default'}
            event={event}
            culture={c.culture}
            canEdit={canEdit}
            languageName={languageName(c.culture)}
          />
        ),
      }))}
    />
  );
}

import { languageDisplayNames, Policies, type MailEventDto } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tag } from 'antd';
import { useState } from 'react';
import { getMailEvents } from '../../api/notifications';
import { PageContainer, useHasPolicy } from '../../components/crud';
import { translateDynamic, useL } from '../../locales/i18n';
import { MAIL_EVENTS_KEY } from './keys';
import { TemplateEditor } from './TemplateEditor';
import './mail-templates.css';

const customizedCount = (e: MailEventDto) => e.cultures.filter((c) => c.override).length;

/**
 * /system-components/mail-templates: the mail events the modules declare, and for each the
 * subject and body per language: the built-in default or the tenant's own wording, with a
 * preview from the event's sample data and a reset to the default.
 */
export default function MailTemplatesPage() {
  const L = useL();
  const canEdit = useHasPolicy(Policies.SystemComponents.MailTemplates.Update.name);
  const events = useQuery({ queryKey: MAIL_EVENTS_KEY, queryFn: getMailEvents });
  const [selected, setSelected] = useState<string | null>(null);
  const list = events.data ?? [];
  const current = list.find((e) => e.name === selected) ?? list[0];

  return (
    <PageContainer testId="mail-templates-page">
      {events.isPending ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty description={L('MailTemplate:NoEvents')} />
      ) : (
        <div className="mt-layout">
          <nav className="mt-events" aria-label={L('MailTemplate:Event')}>
            <ul>
              {list.map((e) => (
                <li key={e.name}>
                  <button
                    type="button"
                    className={e.name === current?.name ? 'mt-event is-active' : 'mt-event'}
                    aria-current={e.name === current?.name}
                    onClick={() => setSelected(e.name)}
                    data-testid={`mail-event-${e.name}`}
                  >
                    <span className="mt-event-name">{e.displayName}</span>
                    <span className="mt-event-meta">
                      <code>{e.name}</code>
                      {customizedCount(e) > 0 && (
                        <Tag color="blue" variant="outlined">
                          {L('MailTemplate:Customized')}
                        </Tag>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {current && (
            <section className="mt-detail" aria-label={current.displayName}>
              <header className="mt-detail-head">
                <h2>{current.displayName}</h2>
                <span className="mt-muted">
                  {L('MailTemplate:Audience')}:{' '}
                  {translateDynamic('SupplierPortal', `MailTemplate:Audience.${current.audience}`)}
                </span>
              </header>
              <TemplateEditor
                key={current.name}
                event={current}
                canEdit={canEdit}
                languageName={(c) => languageDisplayNames[c]}
              />
            </section>
          )}
        </div>
      )}
    </PageContainer>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import type { WorkflowDef } from '@sp/contracts';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useViewKey } from '../../layout/view-key';
import { useL } from '../../locales/i18n';
import { useTagsViewStore } from '../../stores/tagsView';
import { PageContainer } from '../crud/PageContainer';
import { StatusTag } from '../crud/StatusTag';
import { DetailSections, type DetailSection } from './DetailSections';
import './detail.css';

export interface DetailPageProps {
  testId: string;
  /** The record's title (its number or name); also the label of its tab. Undefined while loading. */
  title: string | undefined;
  /** The record's status, coloured from its workflow. */
  status?: { workflow: WorkflowDef; value: number } | undefined;
  /** The header's buttons: `WorkflowActions` and the page's own (edit, print). */
  actions?: ReactNode;
  loading?: boolean;
  /** The record does not exist or may not be read (the request toasted why). */
  notFound?: boolean;
  /** Where Back goes when there is no history (the list). */
  backTo?: string;
  /** The record's fields. */
  children?: ReactNode;
  /** Cards below: lines, the status timeline, the attachments. */
  sections?: DetailSection[];
}

/**
 * The detail page of one record (`…-detail?id=…`): a header with Back, the title, the status tag and
 * the actions the server allows; the body; then its sections as cards. Its tab is per record and
 * carries the record's title.
 */
export function DetailPage(p: DetailPageProps) {
  const L = useL();
  const navigate = useNavigate();
  const view = useViewKey();
  const { title } = p;

  useEffect(() => {
    if (title) useTagsViewStore.getState().setLabel(view, title);
    // The view key is the page's own (it is kept alive per record); set it when the title arrives.
  }, [title]);

  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else if (p.backTo) void navigate(p.backTo);
  };

  if (p.notFound)
    return (
      <PageContainer testId={p.testId}>
        <Result status="404" title="404" data-testid="detail-not-found" />
      </PageContainer>
    );

  return (
    <PageContainer testId={p.testId}>
      <div className="detail-header" data-testid="detail-header">
        <Space wrap size={12} align="center">
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={L('AbpUi', 'Back')} />
          <Typography.Title level={4} className="detail-title" data-testid="detail-title">
            {title ?? ''}
          </Typography.Title>
          {p.status && (
            <StatusTag workflow={p.status.workflow} status={p.status.value} testId="detail-status" />
          )}
        </Space>
        {p.actions && <div className="detail-actions">{p.actions}</div>}
      </div>
      {p.loading ? <Skeleton active /> : p.children}
      {!p.loading && p.sections && <DetailSections sections={p.sections} />}
    </PageContainer>
  );
}

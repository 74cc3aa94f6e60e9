import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  getLabelTemplateVersions,
  type LabelTemplateDto,
  type LabelTemplateVersionDto,
} from '../../../api/label-templates';
import { timeColumn } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { useTemplatePreview } from './useTemplatePreview';

/**
 * A template's saved versions (newest first, who and when) and the preview of any one of them:
 * print records name a version, so an old label can be compared with the current layout.
 */
export function VersionsModal({
  template,
  onClose,
}: {
  template: LabelTemplateDto | null;
  onClose: () => void;
}) {
  const L = useL();
  const language = useAppStore((s) => s.language);
  const [shown, setShown] = useState<number | undefined>(template?.version);
  const versions = useQuery({
    queryKey: ['label-template-versions', template?.id, template?.version],
    queryFn: () => getLabelTemplateVersions(template!.id),
    enabled: !!template,
  });
  const preview = useTemplatePreview(template?.id ?? null, shown, language);
  return (
    <Modal
      open={!!template}
      onCancel={onClose}
      footer={null}
      width={760}
      title={template ? L('SupplierPortal', 'LabelTemplate:VersionsOf', template.code) : ''}
      destroyOnHidden
    >
      <Table<LabelTemplateVersionDto>
        rowKey="version"
        size="small"
        loading={versions.isFetching}
        dataSource={versions.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content', y: 220 }}
        columns={[
          {
            title: L('LabelTemplate:Field:version'),
            dataIndex: 'version',
            key: 'version',
            render: (v: number, r) => (
              <>
                v{v} {r.isCurrent && <Tag color="blue">{L('LabelTemplate:CurrentVersion')}</Tag>}
              </>
            ),
          },
          timeColumn(L('LabelTemplate:Field:savedTime'), 'creationTime'),
          { title: L('LabelTemplate:Field:creator'), dataIndex: 'creatorName', key: 'creatorName' },
          {
            key: 'preview',
            render: (_, r) => (
              <Button
                size="small"
                type={shown === r.version ? 'primary' : 'default'}
                onClick={() => setShown(r.version)}
                data-testid={`version-preview-${r.version}`}
              >
                {L('LabelTemplate:Preview')}
              </Button>
            ),
          },
        ]}
      />
      <div className="label-template-preview-frame" style={{ marginTop: 16 }}>
        {preview.isFetching && !preview.data ? (
          <Spin />
        ) : preview.isError ? (
          <Alert type="warning" showIcon message={L('LabelTemplate:PreviewUnavailable')} />
        ) : (
          preview.data && <img src={preview.data} alt={`v${shown}`} />
        )}
      </div>
    </Modal>
  );
}

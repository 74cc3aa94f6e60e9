import { checkTemplateTexts, type CheckTemplateLineDto } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag } from 'antd';
import { useTexts } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import { getCheckTemplateVersion } from './check-templates-api';

/** The lines of one saved version of a template, read-only (what its letters started with). */
export function VersionLinesModal({
  templateId,
  code,
  version,
  onClose,
}: {
  templateId: string;
  code: string;
  version: number | null;
  onClose: () => void;
}) {
  const t = useTexts(checkTemplateTexts);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const query = useQuery({
    queryKey: ['check-template-version', templateId, version],
    queryFn: () => getCheckTemplateVersion(templateId, version!),
    enabled: version !== null,
  });
  const data = query.data;
  return (
    <Modal
      open={version !== null}
      onCancel={onClose}
      footer={null}
      width={mobile ? undefined : 820}
      title={
        <>
          {t('CheckTemplate:VersionOf', code, version ?? '')}{' '}
          {data?.isCurrent && <Tag color="blue">{t('CheckTemplate:CurrentVersion')}</Tag>}
          {data && <span className="check-template-item-code">{parseTime(data.creationTime)}</span>}
        </>
      }
      destroyOnHidden
    >
      <Table<CheckTemplateLineDto>
        rowKey="itemCode"
        size="small"
        loading={query.isFetching}
        dataSource={data?.lines ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="check-template-version-lines"
        columns={[
          {
            title: t('CheckTemplate:Line:item'),
            key: 'item',
            render: (_, l) => (
              <>
                {l.itemName} <span className="check-template-item-code">{l.itemCode}</span>
              </>
            ),
          },
          {
            title: t('CheckTemplate:Line:required'),
            dataIndex: 'required',
            key: 'required',
            render: (v: boolean) => (v ? <Tag color="red">{t('CheckTemplate:Line:required')}</Tag> : ''),
          },
          {
            title: t('CheckTemplate:Line:submissionLevelMin'),
            dataIndex: 'submissionLevelMin',
            key: 'submissionLevelMin',
            render: (v: number | null) => (v ? t('CheckTemplate:Level', v) : t('CheckTemplate:AllLevels')),
          },
          { title: t('CheckTemplate:Line:sort'), dataIndex: 'sort', key: 'sort', align: 'right' },
          { title: t('CheckTemplate:Line:note'), dataIndex: 'note', key: 'note' },
        ]}
      />
    </Modal>
  );
}

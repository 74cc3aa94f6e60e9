import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { AttachmentDto } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Table, Tag, Upload, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  deleteAttachment,
  downloadAttachment,
  getAttachments,
  uploadAttachment,
} from '../../api/attachments';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { parseTime } from '../../utils/time';
import { ui } from '../../utils/ui';
import { confirmDelete, confirmed } from '../crud/confirm';
import { phoneCardColumn } from '../crud/PhoneCard';
import { RowActions } from '../crud/RowActions';
import '../crud/crud.css';

export const attachmentsKey = (ownerType: string, ownerId: string) => ['attachments', ownerType, ownerId];

const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1048576
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

export interface AttachmentsPanelProps {
  /** The owning record's type (its workflow entity) and id: who may read it may read its files. */
  ownerType: string;
  ownerId: string;
  /**
   * The record type's categories with their labels: a picker beside the upload button and a
   * Category column. Without them every file goes in the blank category.
   */
  categories?: readonly { value: string; label: string }[];
  /** `accept` of the file input (`.pdf,.xlsx`). */
  accept?: string;
  canUpload?: boolean;
  canDelete?: boolean;
}

/**
 * A record's files: the current ones, and earlier versions greyed below each; upload (a file of the
 * same name becomes its next version), download with the token, delete with confirmation. Test ids:
 * `attachments-upload` (the file input's button), `attachments-table`, `download-…`/`delete-…` per row.
 */
export function AttachmentsPanel({
  ownerType,
  ownerId,
  categories,
  accept,
  canUpload = false,
  canDelete = false,
}: AttachmentsPanelProps) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const [uploading, setUploading] = useState(false);
  const [category, setCategory] = useState(categories?.[0]?.value ?? '');
  const categoryLabel = (value: string) => categories?.find((c) => c.value === value)?.label ?? value;
  const files = useQuery({
    queryKey: attachmentsKey(ownerType, ownerId),
    queryFn: () => getAttachments(ownerType, ownerId),
  });
  const rows = [...(files.data?.items ?? [])].sort(
    (a, b) => a.fileName.localeCompare(b.fileName) || b.version - a.version,
  );

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await uploadAttachment(ownerType, ownerId, category, file);
      ui.message?.success(L('AbpUi', 'UploadSuccessful'));
      await files.refetch();
    } catch {
      // The HTTP client toasted the server's reason (type, size, count).
    } finally {
      setUploading(false);
    }
  };

  const columns: TableColumnsType<AttachmentDto> = [
    {
      title: L('SupplierPortal', 'Field:FileName'),
      key: 'fileName',
      render: (_, a) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => void downloadAttachment(a)}
          data-testid={`download-${a.id}`}
        >
          {a.fileName}
        </Button>
      ),
    },
    ...(categories
      ? [
          {
            title: L('SupplierPortal', 'Field:Category'),
            key: 'category',
            render: (_: unknown, a: AttachmentDto) => categoryLabel(a.category),
          },
        ]
      : []),
    {
      title: L('SupplierPortal', 'Field:Version'),
      key: 'version',
      render: (_, a) => <Tag color={a.isCurrent ? 'blue' : 'default'}>v{a.version}</Tag>,
    },
    { title: L('SupplierPortal', 'Field:Size'), key: 'size', render: (_, a) => formatSize(a.size) },
    { title: L('SupplierPortal', 'Field:Creator'), key: 'creator', render: (_, a) => a.creatorName ?? '—' },
    { title: L('SupplierPortal', 'Field:Time'), key: 'time', render: (_, a) => parseTime(a.creationTime) },
  ];
  // Only a file's current version offers delete (on the desktop's Actions column and a phone's card).
  const actions = (a: AttachmentDto) =>
    a.isCurrent && (
      <RowActions
        id={a.id}
        actions={[
          {
            key: 'delete',
            onClick: () =>
              void confirmed({
                ask: () => confirmDelete(a.fileName),
                run: () => deleteAttachment(a.id),
                then: () => files.refetch(),
              }),
          },
        ]}
      />
    );
  // On a phone six columns cannot stand side by side: each file is a card (as the lists draw
  // their rows), its delete button beneath.
  const shown: TableColumnsType<AttachmentDto> = mobile
    ? [phoneCardColumn(L('SupplierPortal', 'Field:FileName'), columns, canDelete ? actions : undefined)]
    : canDelete
      ? [...columns, { title: L('AbpUi', 'Actions'), key: 'actions', width: 1, render: (_, a) => actions(a) }]
      : columns;

  return (
    <div data-testid="attachments-panel">
      {canUpload && categories && (
        <Select
          value={category}
          onChange={setCategory}
          options={categories.map((c) => ({ value: c.value, label: c.label }))}
          style={{ minWidth: 160, marginRight: 8 }}
          aria-label={L('SupplierPortal', 'Field:Category')}
          data-testid="attachments-category"
        />
      )}
      {canUpload && (
        <Upload
          accept={accept}
          showUploadList={false}
          customRequest={({ file }) => void upload(file as File)}
          data-testid="attachments-input"
        >
          <Button icon={<UploadOutlined />} loading={uploading} data-testid="attachments-upload">
            {L('AbpUi', 'Upload')}
          </Button>
        </Upload>
      )}
      <Table<AttachmentDto>
        rowKey="id"
        size="small"
        style={{ marginTop: canUpload ? 12 : 0 }}
        scroll={mobile ? undefined : { x: 'max-content' }}
        loading={files.isFetching}
        pagination={false}
        columns={shown}
        dataSource={rows}
        rowClassName={(a) => (a.isCurrent ? '' : 'attachment-old')}
        data-testid="attachments-table"
      />
    </div>
  );
}

import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import type { NoticeFileDto } from '@sp/contracts';
import { Button } from 'antd';
import { downloadAttachment } from '../../../api/attachments';

/** A reply's files, each a download link. */
export function NoticeFiles({ files, testId }: { files: NoticeFileDto[]; testId?: string }) {
  if (files.length === 0) return null;
  return (
    <div data-testid={testId}>
      {files.map((f) => (
        <Button
          key={f.id}
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          onClick={() => void downloadAttachment(f)}
          data-testid={`file-${f.fileName}`}
          style={{ paddingInline: 0, height: 'auto' }}
        >
          {f.fileName}
        </Button>
      ))}
    </div>
  );
}

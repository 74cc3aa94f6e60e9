import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  InspectionDocType,
  type InspectionDocTypeValue,
  type InspectionDocumentDto,
  type InspectionFormDto,
} from '@sp/contracts';
import { Button, DatePicker, Select, Tag, Upload } from 'antd';
import dayjs from 'dayjs';
import { today } from '../../../utils/time';
import { useState } from 'react';
import { deleteAttachment, downloadAttachment, uploadAttachment } from '../../../api/attachments';
import { downloadFile } from '../../../api/download';
import { confirmDelete, confirmed } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { DAY, enumText } from './form-format';
import { setDocumentValidTo } from './forms-api';

/** The attachments module's owner type of a form's files; the category is the document type. */
export const FORM_OWNER_TYPE = 'InspectionForm';

/** Past its valid-to (the day itself still counts). */
const expired = (d: InspectionDocumentDto, day = today()) => !!d.validTo && d.validTo < day;

/**
 * The documents a lot comes with (随货资料): each required type with ✓ / ✗, its file (download),
 * its valid-to (red once past), and for the vendor while the form is editable an upload per type
 * (a new file replaces the current one), the valid-to date and removal; another type can be
 * added. Test ids: `documents`, `doc-${type}` (data-ok), `doc-upload-${type}` (its file input
 * inside the row), `doc-valid-${type}`,
 * `doc-file-${type}`, `doc-remove-${type}`, `doc-add-type`.
 */
export function DocumentsChecklist({
  form,
  editable,
  onChanged,
}: {
  form: InspectionFormDto;
  editable: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const L = useL();
  const [busy, setBusy] = useState<string | null>(null);
  const [extra, setExtra] = useState<InspectionDocTypeValue[]>([]);
  const docs: InspectionDocumentDto[] = [
    ...form.documents,
    ...extra
      .filter((t) => !form.documents.some((d) => d.docType === t))
      .map((docType) => ({
        docType,
        required: false,
        attachmentId: null,
        fileName: null,
        downloadUrl: null,
        validTo: null,
        ok: false,
      })),
  ];
  const others = InspectionDocType.filter((t) => !docs.some((d) => d.docType === t));
  const required = docs.filter((d) => d.required);
  const okCount = required.filter((d) => d.ok).length;

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
      await onChanged();
      return true;
    } catch {
      // Toasted by the HTTP client (type, size, a form no longer editable).
      return false;
    } finally {
      setBusy(null);
    }
  };

  const upload = (d: InspectionDocumentDto, file: File) =>
    void run(`upload-${d.docType}`, () => uploadAttachment(FORM_OWNER_TYPE, form.id, d.docType, file)).then(
      (done) => done && ui.message?.success(L('AbpUi', 'UploadSuccessful')),
    );

  const download = (d: InspectionDocumentDto) =>
    void (
      d.downloadUrl
        ? downloadFile(d.downloadUrl, {}, d.fileName ?? d.docType)
        : downloadAttachment({ id: d.attachmentId!, fileName: d.fileName ?? d.docType })
    ).catch(() => undefined);

  return (
    <div data-testid="documents">
      {required.length > 0 && (
        <div
          className={`iif-alert ${okCount < required.length ? 'iif-warn' : 'iif-ok'}`}
          data-testid="documents-progress"
        >
          {L('SupplierPortal', 'FormPage:DocsProgress', okCount, required.length)}
        </div>
      )}
      {docs.map((d) => {
        const late = expired(d);
        return (
          <div
            key={d.docType}
            className="iif-doc-row"
            data-testid={`doc-${d.docType}`}
            data-ok={d.ok ? 'true' : 'false'}
          >
            <div className="iif-doc-type">
              {d.ok ? (
                <CheckCircleFilled className="iif-doc-mark iif-ok" aria-label={L('FormPage:DocOk')} />
              ) : (
                <CloseCircleFilled className="iif-doc-mark iif-warn" aria-label={L('FormPage:DocMissing')} />
              )}
              {enumText('InspectionDocType', d.docType)}{' '}
              <Tag color={d.required ? 'blue' : 'default'}>
                {d.required ? L('FormPage:DocRequired') : L('FormPage:DocExtra')}
              </Tag>
              {late && <Tag color="red">{L('FormPage:DocExpired')}</Tag>}
            </div>
            <div className="iif-doc-file">
              {d.attachmentId ? (
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => download(d)}
                  data-testid={`doc-file-${d.docType}`}
                >
                  {d.fileName}
                </Button>
              ) : (
                <span className="iif-muted">{L('FormPage:DocMissing')}</span>
              )}
            </div>
            <div className="iif-doc-actions">
              {editable && d.attachmentId ? (
                <DatePicker
                  value={d.validTo ? dayjs(d.validTo) : null}
                  status={late ? 'error' : undefined}
                  placeholder={L('FormPage:DocValidTo')}
                  aria-label={`${enumText('InspectionDocType', d.docType)} ${L('FormPage:DocValidTo')}`}
                  onChange={(v) =>
                    void run(`valid-${d.docType}`, () =>
                      setDocumentValidTo(form.id, d.docType, v ? v.format(DAY) : null),
                    )
                  }
                  data-testid={`doc-valid-${d.docType}`}
                />
              ) : (
                d.validTo && (
                  <span className={late ? 'iif-warn' : 'iif-muted'} data-testid={`doc-valid-${d.docType}`}>
                    {L('FormPage:DocValidTo')}: {d.validTo}
                  </span>
                )
              )}
              {editable && (
                <Upload showUploadList={false} customRequest={({ file }) => upload(d, file as File)}>
                  <Button
                    icon={<UploadOutlined />}
                    loading={busy === `upload-${d.docType}`}
                    data-testid={`doc-upload-${d.docType}`}
                  >
                    {L('AbpUi', 'Upload')}
                  </Button>
                </Upload>
              )}
              {editable && d.attachmentId && (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={L('AbpUi', 'Delete')}
                  onClick={() =>
                    void confirmed({
                      ask: () =>
                        confirmDelete(
                          d.fileName ?? '',
                          L('SupplierPortal', 'FormPage:RemoveDocConfirm', d.fileName ?? ''),
                        ),
                      run: () => deleteAttachment(d.attachmentId!),
                      then: onChanged,
                    })
                  }
                  data-testid={`doc-remove-${d.docType}`}
                />
              )}
            </div>
          </div>
        );
      })}
      {editable && others.length > 0 && (
        // Uncontrolled and re-made after each pick, so it shows its placeholder again.
        <Select<InspectionDocTypeValue>
          key={extra.length}
          placeholder={L('FormPage:AddDocument')}
          style={{ minWidth: 220, marginTop: 12 }}
          onChange={(t) => setExtra((x) => [...x, t])}
          options={others.map((t) => ({ value: t, label: enumText('InspectionDocType', t) }))}
          data-testid="doc-add-type"
        />
      )}
    </div>
  );
}

import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { BomLimits, bomWorkflow, type BomDto } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Space, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today } from '../../../utils/time';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/request';
import { confirmedDelete, toastSaved } from '../../../components/crud';
import { serverFieldErrors } from '../../../components/crud/server-errors';
import { DetailPage, StatusTimeline, WorkflowActions, useRecordId } from '../../../components/detail';
import { useL } from '../../../locales/i18n';
import { BomDownloads, useBomRefresh } from '../admin/BomDetailPage';
import { bomAction, createBom, deleteBom, getBom, updateBom } from '../bom-api';
import { DAY, bomPaths } from '../bom-format';
import { BomHeader } from '../shared/BomHeader';
import { useFieldTitle } from '../shared/ComparePanel';
import {
  gridProblems,
  isBlankLine,
  lineDraftOf,
  lineInputOf,
  newLine,
  serverCellProblems,
  type CellProblem,
  type LineDraft,
} from '../shared/line-grid';
import { LinesTable } from '../shared/LinesTable';
import { RevisionsPanel } from '../shared/RevisionsPanel';
import { TreePanel } from '../shared/TreePanel';
import { CopyDialog } from './CopyDialog';
import { LinesGrid, problemText } from './LinesGrid';
import { PartLookup } from './PartLookup';
import '../bom.css';

interface HeaderValues {
  parentPartNo: string;
  revision?: string;
  baseQty: number | null;
  uom?: string;
  effectiveFrom: Dayjs | null;
  effectiveTo?: Dayjs | null;
  ecnNo?: string;
  remark?: string;
}

const headerOf = (b: BomDto | undefined): HeaderValues =>
  b
    ? {
        parentPartNo: b.parentPartNo,
        revision: b.revision,
        baseQty: b.baseQty,
        uom: b.uom,
        effectiveFrom: dayjs(b.effectiveFrom),
        effectiveTo: b.effectiveTo ? dayjs(b.effectiveTo) : null,
        ecnNo: b.ecnNo ?? '',
        remark: b.remark ?? '',
      }
    : { parentPartNo: '', baseQty: 1, effectiveFrom: dayjs(today()), effectiveTo: null };

/** What a save sends: the header and the typed rows (a blank last row left out). */
function inputOf(h: HeaderValues, rows: readonly LineDraft[]) {
  const t = (s: string | undefined) => s?.trim() || null;
  return {
    baseQty: h.baseQty ?? 1,
    uom: t(h.uom),
    effectiveFrom: (h.effectiveFrom ?? dayjs(today())).format(DAY),
    effectiveTo: h.effectiveTo ? h.effectiveTo.format(DAY) : null,
    ecnNo: t(h.ecnNo),
    remark: t(h.remark),
    lines: rows.filter((r) => !isBlankLine(r)).map(lineInputOf),
  };
}

/**
 * The supplier's BOM editor (`supplier-bom-edit?id=`; without an id a new BOM): the header (parent
 * part from a look-up, revision, base qty, unit, effective dates, ECN, remark) and the grid of lines
 * with keyboard entry; what the grid or the server finds wrong shows on its row. Save, Submit (which
 * saves first), Recall, Copy to a new revision, Delete; read-only once submitted. Tabs: the lines,
 * the structure, the revisions of this parent (compare two). Test ids: `page-bom-edit`, `bom-save`,
 * `bom-copy`, `bom-delete`, `bom-problems`, `bom-server-error`, `unsaved`, `wf-${action}-${id}`.
 */
export default function SupplierBomEditPage() {
  const L = useL();
  const id = useRecordId();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['bom', id], queryFn: () => getBom(id!), enabled: !!id });
  const b = query.data;
  const refresh = useBomRefresh(id ?? '', query.refetch);
  const [form] = Form.useForm<HeaderValues>();
  const [rows, setRows] = useState<LineDraft[]>(() => (id ? [] : [newLine([])]));
  const [header, setHeader] = useState<HeaderValues>(() => headerOf(undefined));
  const [serverProblems, setServerProblems] = useState<CellProblem[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);
  const [busy, setBusy] = useState(false);

  // A fresh read is the new starting point.
  useEffect(() => {
    if (!b) return;
    const h = headerOf(b);
    form.setFieldsValue(h);
    setHeader(h);
    setRows(b.lines.map(lineDraftOf));
    setServerProblems([]);
    setServerError(null);
  }, [b, form]);

  const can = (a: string) => !!b?.allowedActions.includes(a);
  const editable = !id || can('update');
  const saved = useMemo(() => (b ? JSON.stringify(inputOf(headerOf(b), b.lines.map(lineDraftOf))) : ''), [b]);
  const dirty = editable && (!b || JSON.stringify(inputOf(header, rows)) !== saved);
  const problems = useMemo(() => (editable ? gridProblems(rows) : []), [rows, editable]);
  const names = useMemo(() => new Map(b?.lines.map((l) => [l.childPartNo, l.childName]) ?? []), [b]);
  const allProblems = [...problems, ...serverProblems];
  const fieldTitle = useFieldTitle();

  const refused = async (error: unknown) => {
    const { fields } = serverFieldErrors(error);
    const cells = serverCellProblems(rows, fields);
    setServerProblems(cells);
    // A refusal that names its rows is shown on them; any other in words above the grid.
    setServerError(cells.length ? null : await errorMessage(error));
    const headerFields = fields.flatMap((f) =>
      (f.members ?? [])
        .filter((m) => !m.toLowerCase().startsWith('lines'))
        .map((m) => ({ name: m as keyof HeaderValues, errors: [f.message ?? ''] })),
    );
    if (headerFields.length) form.setFields(headerFields);
  };

  /** Saves what is on the screen; the saved revision, or null when refused (shown on the page). */
  const save = async (): Promise<BomDto | null> => {
    let h: HeaderValues;
    try {
      h = await form.validateFields();
    } catch {
      return null;
    }
    if (problems.length > 0) return null;
    setSaving(true);
    setServerError(null);
    setServerProblems([]);
    try {
      if (!b) {
        const created = await createBom({
          parentPartNo: h.parentPartNo.trim(),
          revision: h.revision?.trim() || null,
          ...inputOf(h, rows),
        });
        toastSaved();
        void navigate(bomPaths.edit(created.id), { replace: true });
        return created;
      }
      const updated = await updateBom(b.id, { ...inputOf(h, rows), concurrencyStamp: b.concurrencyStamp });
      toastSaved();
      await refresh();
      return updated;
    } catch (error) {
      await refused(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const perform = async (action: string, comment: string | undefined) => {
    if (!b) return;
    let stamp = b.concurrencyStamp;
    if (action === 'submit' && dirty) {
      const s = await save();
      // Refused or not valid: the page shows why; the action stops here.
      if (!s) throw new Error('not saved');
      stamp = s.concurrencyStamp;
    }
    await bomAction(b.id, action, {
      ...(comment !== undefined ? { reason: comment } : {}),
      concurrencyStamp: stamp,
    });
  };

  const download = async (run: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await run();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const actions = (
    <Space wrap size={8}>
      {dirty && b && (
        <Tag color="orange" data-testid="unsaved">
          {L('BomPage:Unsaved')}
        </Tag>
      )}
      {editable && (
        <Button
          icon={<SaveOutlined />}
          type={dirty ? 'primary' : 'default'}
          disabled={!dirty}
          loading={saving}
          onClick={() => void save()}
          data-testid="bom-save"
        >
          {L('AbpUi', 'Save')}
        </Button>
      )}
      {b && (
        <WorkflowActions
          workflow={bomWorkflow}
          row={{ id: b.id, allowedActions: b.allowedActions }}
          subject={b.bomNo}
          perform={perform}
          onDone={refresh}
        />
      )}
      {b && can('copy') && (
        <Button onClick={() => setCopying(true)} data-testid="bom-copy">
          {L('BomPage:Copy')}
        </Button>
      )}
      {b && <BomDownloads bom={b} busy={busy} run={download} />}
      {b && can('delete') && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() =>
            void confirmedDelete(
              `${b.bomNo} ${b.revision}`,
              L('SupplierPortal', 'BomPage:DeleteConfirm', `${b.bomNo} ${b.revision}`),
              () => deleteBom(b.id),
              () => {
                void refresh();
                void navigate(bomPaths.vendor);
              },
            )
          }
          data-testid="bom-delete"
        >
          {L('AbpUi', 'Delete')}
        </Button>
      )}
    </Space>
  );

  const headerForm = (
    <Form<HeaderValues>
      form={form}
      layout="vertical"
      className="bom-header-form"
      initialValues={header}
      onValuesChange={(_, all) => setHeader(all)}
      data-testid="bom-header-form"
    >
      <Form.Item
        name="parentPartNo"
        className="bom-header-wide"
        label={L('BomPage:ParentPart')}
        rules={[{ required: true, whitespace: true, message: L('BomPage:Required') }]}
      >
        <PartLookup disabled={!!b} />
      </Form.Item>
      <Form.Item name="revision" label={L('Field:Revision')}>
        <Input
          disabled={!!b}
          maxLength={BomLimits.revision}
          placeholder={L('BomPage:RevisionAuto')}
          data-testid="bom-revision-input"
        />
      </Form.Item>
      <Form.Item
        name="baseQty"
        label={L('BomPage:BaseQty')}
        rules={[{ required: true, type: 'number', min: 0.000001, message: L('BomPage:QtyPositive') }]}
      >
        <InputNumber className="bom-full" min={0} max={BomLimits.qtyMax} data-testid="bom-base-qty" />
      </Form.Item>
      <Form.Item name="uom" label={L('Field:Unit')}>
        <Input maxLength={BomLimits.uom} data-testid="bom-uom" />
      </Form.Item>
      <Form.Item
        name="effectiveFrom"
        label={L('BomPage:EffectiveFrom')}
        rules={[{ required: true, message: L('BomPage:Required') }]}
      >
        <DatePicker className="bom-full" data-testid="bom-effective-from" />
      </Form.Item>
      <Form.Item name="effectiveTo" label={L('BomPage:EffectiveTo')}>
        <DatePicker className="bom-full" data-testid="bom-effective-to" />
      </Form.Item>
      <Form.Item name="ecnNo" label={L('BomPage:Ecn')}>
        <Input maxLength={BomLimits.ecnNo} data-testid="bom-ecn" />
      </Form.Item>
      <Form.Item name="remark" label={L('BomPage:Remark')} className="bom-header-remark bom-header-wide">
        <Input.TextArea
          rows={1}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={BomLimits.remark}
          data-testid="bom-remark"
        />
      </Form.Item>
    </Form>
  );

  const problemList = allProblems.length > 0 && (
    <Alert
      type={serverProblems.length ? 'error' : 'warning'}
      showIcon
      className="bom-alert"
      message={L('SupplierPortal', 'BomPage:LineProblems', allProblems.length)}
      description={
        <ul className="bom-problem-list">
          {allProblems.slice(0, 10).map((p, n) => {
            const row = rows.find((r) => r.key === p.key);
            return (
              <li key={n}>
                {/* The server's words name the line already. */}
                {p.message ??
                  L(
                    'SupplierPortal',
                    'BomPage:LineProblem',
                    row?.lineNo ?? '?',
                    fieldTitle(p.field),
                    problemText(p),
                  )}
              </li>
            );
          })}
        </ul>
      }
      data-testid="bom-problems"
    />
  );

  return (
    <DetailPage
      testId="page-bom-edit"
      title={b ? `${b.bomNo} · ${b.revision}` : id ? undefined : L('BomPage:NewBom')}
      status={b ? { workflow: bomWorkflow, value: b.status } : undefined}
      loading={!!id && query.isLoading}
      notFound={query.isError}
      backTo={bomPaths.vendor}
      actions={actions}
      sections={
        b
          ? [
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={bomWorkflow} entityId={b.id} />,
              },
            ]
          : []
      }
    >
      {b && !editable && (
        <>
          <Alert
            type="info"
            showIcon
            className="bom-alert"
            message={L('BomPage:ReadOnly')}
            data-testid="bom-read-only"
          />
          <BomHeader bom={b} />
        </>
      )}
      {b && editable && b.rejectReason && b.status === 3 && (
        <Alert
          type="error"
          showIcon
          className="bom-alert"
          message={L('SupplierPortal', 'BomPage:RejectedBecause', b.rejectReason)}
          description={L('BomPage:RejectedHint')}
          data-testid="bom-reject-reason"
        />
      )}
      {editable && headerForm}
      {serverError && (
        <Alert
          type="error"
          showIcon
          closable
          className="bom-alert"
          message={serverError}
          onClose={() => setServerError(null)}
          data-testid="bom-server-error"
        />
      )}
      {problemList}
      <Tabs
        className="bom-tabs"
        defaultActiveKey="lines"
        items={[
          {
            key: 'lines',
            label: (
              <span data-testid="bom-tab-lines">{`${L('BomPage:LinesTab')} (${rows.filter((r) => !isBlankLine(r)).length})`}</span>
            ),
            children: editable ? (
              <LinesGrid
                rows={rows}
                onChange={(next) => {
                  setRows(next);
                  if (serverProblems.length) setServerProblems([]);
                }}
                problems={allProblems}
                names={names}
              />
            ) : (
              <LinesTable lines={b?.lines ?? []} />
            ),
          },
          ...(b
            ? [
                {
                  key: 'tree',
                  label: <span data-testid="bom-tab-tree">{L('BomPage:Tree')}</span>,
                  children: <TreePanel id={b.id} />,
                },
                {
                  key: 'revisions',
                  label: <span data-testid="bom-tab-revisions">{L('BomPage:Revisions')}</span>,
                  children: <RevisionsPanel bom={b} open={bomPaths.edit} />,
                },
              ]
            : []),
        ]}
      />
      {b && (
        <CopyDialog
          key={String(copying)}
          bom={b}
          open={copying}
          onClose={() => setCopying(false)}
          onCopied={(copy) => {
            setCopying(false);
            void refresh();
            void navigate(bomPaths.edit(copy.id));
          }}
        />
      )}
    </DetailPage>
  );
}

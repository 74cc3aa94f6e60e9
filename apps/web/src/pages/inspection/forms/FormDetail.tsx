import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import {
  inspectionFormWorkflow,
  itemResultOf,
  type FormSubmitProblem,
  type InspectionFormDto,
} from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmedDelete, toastSaved } from '../../../components/crud';
import {
  DetailPage,
  StatusTimeline,
  WorkflowActions,
  statusHistoryKey,
  useRecordId,
} from '../../../components/detail';
import { translateDynamic, useL } from '../../../locales/i18n';
import { AcRePanel } from './AcRePanel';
import { ConclusionSection } from './ConclusionSection';
import { DecisionDialog, type DecisionAction } from './DecisionDialog';
import { DocumentsChecklist } from './DocumentsChecklist';
import { draftOf, sameDraft, updateInput, type FormDraft, type ResultDraft } from './form-draft';
import { enumText, formActionText, formListPath, type FormMode } from './form-format';
import { draftSubmitProblems, followNgFloor, resultFacts, suggestedConclusion } from './form-judge';
import { FormHeader } from './FormHeader';
import { deleteForm, downloadFormReport, formTransition, getForm, updateForm } from './forms-api';
import { ResultGrid } from './ResultGrid';
import './forms.css';

/** Transitions with a dialog of their own here (disposition and reason). */
const OWN_DIALOG: DecisionAction[] = ['reject', 'acceptConditionally'];

/**
 * One inspection form (`…-form-detail?id=`), the vendor's and IQC's page alike: the header with the
 * status and every action the server allows the caller (the vendor's Save, Submit and Delete; IQC's
 * start review, return, accept, accept conditionally and reject with a disposition, amend), the
 * report PDF; the header facts, the sampling plan with Ac/Re and the NG counts, the result grid,
 * the supplier's conclusion, the document checklist and the status history. While the vendor
 * edits, what still blocks submitting is listed before the server would say it.
 * Test ids: `page-form-detail`, `form-save`, `form-delete`, `form-report`, `submit-problems`,
 * `wf-${action}-${id}`, `unsaved`.
 */
export function FormDetail({ mode }: { mode: FormMode }) {
  const L = useL();
  const id = useRecordId() ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [decision, setDecision] = useState<DecisionAction | null>(null);
  const [draft, setDraft] = useState<FormDraft | null>(null);
  const [saving, setSaving] = useState(false);
  // The vendor typed the NG counts: they no longer follow the items (but never drop below them).
  const [ngTyped, setNgTyped] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const query = useQuery({ queryKey: ['inspection-form', id], queryFn: () => getForm(id), enabled: !!id });
  const f = query.data;

  // A fresh read (after a save or a transition) is the new starting point of the draft; after an
  // upload or a valid-to (`keepDraft`) the answers typed but not saved yet stay on the screen.
  const base = useRef<FormDraft | null>(null);
  const keepDraft = useRef(false);
  useEffect(() => {
    if (!f) return;
    const fresh = draftOf(f);
    const before = base.current;
    const keep = keepDraft.current;
    setDraft((d) => (keep && d && before && !sameDraft(d, before) ? d : fresh));
    if (!keep) setNgTyped(false);
    base.current = fresh;
    keepDraft.current = false;
  }, [f]);

  const can = (action: string) => !!f?.allowedActions.includes(action);
  const editable = mode === 'vendor' && can('update');
  const dirty = !!f && !!draft && !sameDraft(draft, draftOf(f));

  const refresh = async () => {
    await query.refetch();
    void client.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('inspection-forms-'),
    });
    void client.invalidateQueries({ queryKey: statusHistoryKey(inspectionFormWorkflow.entity, id) });
  };

  const facts = useMemo(() => (f && draft ? resultFacts(f, draft) : []), [f, draft]);
  const answered = facts.every((r) => itemResultOf(r.item, r.values, r.defectQty) !== null);
  const problems: FormSubmitProblem[] = f && draft && editable ? draftSubmitProblems(f, draft) : [];
  const suggested = f && draft ? suggestedConclusion(f, draft, facts, answered) : null;

  const changeResult = (itemCode: string, patch: Partial<ResultDraft>) =>
    setDraft((d) => {
      if (!d || !f) return d;
      const next = {
        ...d,
        results: d.results.map((r) => (r.itemCode === itemCode ? { ...r, ...patch } : r)),
      };
      return { ...next, ...followNgFloor(resultFacts(f, next), next, ngTyped) };
    });

  const save = async (current: InspectionFormDto, d: FormDraft) =>
    updateForm(current.id, updateInput(d, current.concurrencyStamp));

  const onSave = async () => {
    if (!f || !draft) return;
    setSaving(true);
    try {
      await save(f, draft);
      toastSaved();
      await refresh();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  const perform = async (action: string, comment: string | undefined) => {
    if (!f) return;
    let stamp = f.concurrencyStamp;
    // Submitting sends what is on the screen: unsaved answers are saved first.
    if (action === 'submit' && draft && dirty) stamp = (await save(f, draft)).concurrencyStamp;
    await formTransition(f.id, action, { comment: comment ?? null, concurrencyStamp: stamp });
  };

  const downloadReport = async () => {
    if (!f) return;
    setDownloading(true);
    try {
      await downloadFormReport(f);
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setDownloading(false);
    }
  };

  const itemName = (code: string | null) => f?.results.find((r) => r.itemCode === code)?.name ?? code ?? '';
  const severity = (p: FormSubmitProblem) => enumText('DefectSeverity', p.severity);
  /** The contracts' sentence of a problem (`InspectionForm:Problem.<kind>`), filled as the server fills it. */
  const problemText = (p: FormSubmitProblem) => {
    const key = `InspectionForm:Problem.${p.kind}`;
    switch (p.kind) {
      case 'Unanswered':
        return translateDynamic('SupplierPortal', key, itemName(p.itemCode));
      case 'MissingDocument':
        return translateDynamic('SupplierPortal', key, enumText('InspectionDocType', p.docType));
      case 'ExpiredDocument':
        return translateDynamic('SupplierPortal', key, enumText('InspectionDocType', p.docType), p.validTo);
      case 'NgBelowDefects':
      case 'PassOverRe':
        return translateDynamic('SupplierPortal', key, severity(p), p.count, p.limit);
      default:
        return translateDynamic('SupplierPortal', key);
    }
  };

  const actions = f && (
    <Space wrap size={8}>
      {editable && dirty && (
        <Tag color="orange" data-testid="unsaved">
          {L('FormPage:Unsaved')}
        </Tag>
      )}
      {editable && (
        <Button
          icon={<SaveOutlined />}
          type={dirty ? 'primary' : 'default'}
          disabled={!dirty}
          loading={saving}
          onClick={() => void onSave()}
          data-testid="form-save"
        >
          {L('AbpUi', 'Save')}
        </Button>
      )}
      <WorkflowActions
        workflow={inspectionFormWorkflow}
        row={{ id: f.id, allowedActions: f.allowedActions }}
        subject={f.formNo}
        perform={perform}
        onDone={refresh}
        exclude={OWN_DIALOG}
      />
      {OWN_DIALOG.filter(can).map((a) => (
        <Button
          key={a}
          danger={a === 'reject'}
          onClick={() => setDecision(a)}
          data-testid={`wf-${a}-${f.id}`}
        >
          {formActionText(a)}
        </Button>
      ))}
      <Button
        icon={<FilePdfOutlined />}
        loading={downloading}
        onClick={() => void downloadReport()}
        data-testid="form-report"
      >
        {L('FormPage:ReportPdf')}
      </Button>
      {mode === 'vendor' && can('delete') && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() =>
            void confirmedDelete(
              f.formNo,
              L('SupplierPortal', 'FormPage:DeleteConfirm', f.formNo),
              () => deleteForm(f.id),
              () => {
                void client.invalidateQueries({
                  predicate: (q) =>
                    typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('inspection-forms-'),
                });
                void navigate(formListPath.vendor);
              },
            )
          }
          data-testid="form-delete"
        >
          {L('AbpUi', 'Delete')}
        </Button>
      )}
    </Space>
  );

  return (
    <DetailPage
      testId="page-form-detail"
      title={f ? (f.version > 1 ? `${f.formNo} v${f.version}` : f.formNo) : undefined}
      status={f ? { workflow: inspectionFormWorkflow, value: f.status } : undefined}
      loading={query.isLoading || (!!f && !draft)}
      notFound={query.isError}
      backTo={formListPath[mode]}
      actions={actions}
      sections={
        f && draft
          ? [
              {
                key: 'sampling',
                title: L('FormPage:Sampling'),
                content: (
                  <AcRePanel
                    form={f}
                    ng={draft}
                    editable={editable}
                    onChange={(patch) => {
                      setNgTyped(true);
                      setDraft((d) => (d ? { ...d, ...patch } : d));
                    }}
                  />
                ),
              },
              {
                key: 'results',
                title: `${L('FormPage:Results')} (${f.results.length})`,
                content: (
                  <ResultGrid
                    items={f.results}
                    drafts={draft.results}
                    defaultSample={f.sampleSize}
                    editable={editable}
                    onChange={changeResult}
                  />
                ),
              },
              {
                key: 'conclusion',
                title: L('FormPage:Conclusion'),
                content: (
                  <ConclusionSection
                    draft={draft}
                    suggested={suggested}
                    editable={editable}
                    onChange={(patch) => setDraft((d) => (d ? { ...d, ...patch } : d))}
                  />
                ),
              },
              {
                key: 'documents',
                title: L('FormPage:Documents'),
                content: (
                  <DocumentsChecklist
                    form={f}
                    editable={editable}
                    onChanged={() => {
                      keepDraft.current = true;
                      return refresh();
                    }}
                  />
                ),
              },
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={inspectionFormWorkflow} entityId={f.id} />,
              },
            ]
          : []
      }
    >
      {f && <FormHeader form={f} mode={mode} />}
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="iif-alert"
          message={L('FormPage:BeforeSubmit')}
          description={
            <ul>
              {problems.map((p, n) => (
                <li key={n}>{problemText(p)}</li>
              ))}
            </ul>
          }
          data-testid="submit-problems"
        />
      )}
      {f && (
        <DecisionDialog
          key={decision ?? 'none'}
          form={f}
          action={decision}
          onClose={() => setDecision(null)}
          onDone={refresh}
        />
      )}
    </DetailPage>
  );
}

import {
  LetterRequestType,
  LetterType,
  OtherLetterType,
  PartNoConfirmLimits,
  PartNoConfirmStatus,
  partNoConfirmTexts,
  SUBMISSION_LEVELS,
  type LetterTypeValue,
  type PartNoConfirmDto,
  type PartNoConfirmMaterialDto,
} from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, InputNumber, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today } from '../../../utils/time';
import { useState } from 'react';
import { FormModal, TextField, useFormRules, useSave, type DialogProps } from '../../../components/crud';
import { useL, useTexts } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { useMaterialCodes } from '../../master-data/materials/use-material-options';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import { BuyerUserSelect } from './BuyerUserSelect';
import { DAY, letterTypeText, otherTypeText, requestTypeText } from './request-format';
import {
  createRequest,
  getMaterial,
  getTemplateOptions,
  updateRequest,
  type RequestInput,
} from './requests-api';

const LIM = PartNoConfirmLimits;

interface Values extends Omit<RequestInput, 'dueDate' | 'concurrencyStamp'> {
  dueDate: Dayjs;
}

const initialOf = (row: PartNoConfirmDto | null): Partial<Values> =>
  row
    ? {
        supplierId: row.supplierId,
        requestType: row.requestType,
        letterType: row.letterType,
        otherType: row.otherType as Values['otherType'],
        partNo: row.partNo,
        partName: row.partName,
        spec: row.spec,
        drawingNo: row.drawingNo,
        drawingRev: row.drawingRev,
        materialCategory: row.materialCategory,
        manufacturer: row.manufacturer,
        mpn: row.mpn,
        checkTemplateId: row.checkTemplateId,
        submissionLevel: row.submissionLevel,
        sampleQty: row.sampleQty,
        dueDate: dayjs(row.dueDate),
        ownerEngineerId: row.ownerEngineerId,
        buyerId: row.buyerId,
        remark: row.remark,
      }
    : {
        requestType: 'New',
        letterType: 'Part',
        submissionLevel: LIM.defaultSubmissionLevel,
        dueDate: dayjs(today()).add(LIM.defaultDueDays, 'day'),
      };

/**
 * The buyer's create / edit dialog: supplier, request type, the letter's kind (a part, or an other
 * letter and its type), the part (name, category, spec and drawing come from the material master
 * when it knows the part number), the check template (active ones of the kind and category), the
 * submission level, samples, due date (not in the past), owner engineer and buyer (buyer-side
 * users), and a remark to the supplier.
 */
export function RequestFormModal({
  row,
  ...dialog
}: DialogProps<PartNoConfirmDto> & { row: PartNoConfirmDto | null }) {
  const L = useL();
  const t = useTexts(partNoConfirmTexts);
  const rules = useFormRules();
  // A date is not a string: the house's required rule (with `whitespace`) would refuse any day.
  const requiredDate = (label: string) => ({ required: true, message: L('AbpUi', 'FieldIsRequired', label) });
  const mobile = useAppStore((s) => s.device === 'mobile');
  const { categories } = useMaterialCodes();
  const [material, setMaterial] = useState<PartNoConfirmMaterialDto | null>(null);
  // A refused field (a template of another category, an owner who is a vendor) shows on the field (useSave).
  const save = useSave<Values, PartNoConfirmDto>((v) => {
    const input: RequestInput = {
      ...v,
      dueDate: v.dueDate.format(DAY),
      ...(row ? { concurrencyStamp: row.concurrencyStamp } : {}),
    };
    return row ? updateRequest(row.id, input) : createRequest(input);
  }, dialog.onSaved);

  const letterType: LetterTypeValue = Form.useWatch('letterType', save.form) ?? 'Part';
  const category = Form.useWatch<string | null | undefined>('materialCategory', save.form);
  const otherType = Form.useWatch('otherType', save.form) as string | null | undefined;
  const isPart = letterType === 'Part';
  const templates = useQuery({
    queryKey: ['partno-templates', letterType, isPart ? category : otherType],
    queryFn: () =>
      getTemplateOptions({
        letterType,
        ...(isPart && category ? { materialCategory: category } : {}),
        ...(!isPart && otherType ? { otherType } : {}),
      }),
    enabled: isPart ? !!category : !!otherType,
  });

  const lookUp = async (partNo: string | undefined) => {
    const no = partNo?.trim();
    if (!no) return setMaterial(null);
    const found = await getMaterial(no).catch(() => null);
    setMaterial(found);
    if (!found) return;
    const current = save.form.getFieldsValue();
    save.form.setFieldsValue({
      partName: found.name,
      ...(found.category ? { materialCategory: found.category } : {}),
      spec: current.spec || found.spec,
      drawingNo: current.drawingNo || found.drawingNo,
      drawingRev: current.drawingRev || found.drawingRev,
    });
    if (found.category && found.category !== current.materialCategory)
      save.form.setFieldsValue({ checkTemplateId: undefined });
  };

  const grid = mobile ? 'pnc-grid pnc-grid-1' : 'pnc-grid';
  return (
    <FormModal<Values>
      open={dialog.open}
      onClose={dialog.onClose}
      title={row ? t('PartNoConfirm:EditTitle', row.requestNo) : t('PartNoConfirm:New')}
      save={save}
      testId="partno-form"
      width={mobile ? undefined : 880}
      maskClosable={false}
      initialValues={initialOf(row)}
    >
      <div className={grid}>
        <Form.Item
          name="supplierId"
          label={L('Field:Supplier')}
          rules={[rules.required(L('Field:Supplier'))]}
        >
          <SupplierSelect />
        </Form.Item>
        <Form.Item
          name="requestType"
          label={L('Letter:RequestType')}
          rules={[rules.required(L('Letter:RequestType'))]}
        >
          <Select
            options={LetterRequestType.map((v) => ({ value: v, label: requestTypeText(v) }))}
            data-testid="partno-requestType"
          />
        </Form.Item>
        <Form.Item name="letterType" label={L('Letter:LetterType')}>
          <Segmented
            block
            options={LetterType.map((v) => ({ value: v, label: letterTypeText(v) }))}
            onChange={() => save.form.setFieldsValue({ checkTemplateId: undefined })}
            data-testid="partno-letterType"
          />
        </Form.Item>
      </div>

      {isPart ? (
        <>
          <div className={grid}>
            <Form.Item
              name="partNo"
              label={L('Field:PartNo')}
              extra={material ? t('PartNoConfirm:MaterialHint') : undefined}
              rules={[rules.required(L('Field:PartNo')), rules.max(L('Field:PartNo'), LIM.partNo)]}
            >
              <Input
                maxLength={LIM.partNo}
                onBlur={(e) => void lookUp(e.target.value)}
                data-testid="partno-partNo"
              />
            </Form.Item>
            <Form.Item
              name="partName"
              label={L('Field:PartName')}
              rules={[rules.required(L('Field:PartName')), rules.max(L('Field:PartName'), LIM.partName)]}
            >
              <Input maxLength={LIM.partName} disabled={!!material} data-testid="partno-partName" />
            </Form.Item>
            <Form.Item
              name="materialCategory"
              label={L('Field:MaterialCategory')}
              rules={[rules.required(L('Field:MaterialCategory'))]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={categories}
                disabled={!!material?.category}
                onChange={() => save.form.setFieldsValue({ checkTemplateId: undefined })}
                data-testid="partno-category"
              />
            </Form.Item>
          </div>
          <div className={grid}>
            <TextField name="spec" label={L('Field:Spec')} max={LIM.spec} />
            <TextField name="drawingNo" label={L('Letter:DrawingNo')} max={LIM.drawingNo} />
            <TextField name="drawingRev" label={L('Letter:DrawingRev')} max={LIM.drawingRev} />
          </div>
        </>
      ) : (
        <div className={grid}>
          <Form.Item
            name="otherType"
            label={L('Letter:OtherType')}
            rules={[rules.required(L('Letter:OtherType'))]}
          >
            <Select
              options={OtherLetterType.map((v) => ({ value: v, label: otherTypeText(v) }))}
              onChange={() => save.form.setFieldsValue({ checkTemplateId: undefined })}
              data-testid="partno-otherType"
            />
          </Form.Item>
        </div>
      )}

      <div className={grid}>
        <TextField name="manufacturer" label={L('Field:Manufacturer')} max={LIM.manufacturer} />
        <TextField name="mpn" label={L('Field:Mpn')} max={LIM.mpn} />
        <Form.Item
          name="checkTemplateId"
          label={L('Letter:CheckTemplate')}
          extra={t('PartNoConfirm:TemplateHint')}
          rules={[rules.required(L('Letter:CheckTemplate'))]}
        >
          <Select
            loading={templates.isFetching}
            disabled={isPart ? !category : !otherType}
            // A disabled field says what unlocks it.
            placeholder={
              isPart
                ? !category && t('PartNoConfirm:TemplateNeedsCategory')
                : !otherType && t('PartNoConfirm:TemplateNeedsOtherType')
            }
            options={(templates.data ?? []).map((o) => ({
              value: o.id,
              label: `${o.code} ${o.name} (v${o.version})`,
            }))}
            notFoundContent={templates.isFetching ? undefined : L('AbpUi', 'NoDataAvailableInDatatable')}
            data-testid="partno-template"
          />
        </Form.Item>
      </div>

      <div className={grid}>
        <Form.Item name="submissionLevel" label={L('Letter:SubmissionLevel')}>
          <Select
            allowClear
            options={SUBMISSION_LEVELS.map((n) => ({ value: n, label: String(n) }))}
            data-testid="partno-level"
          />
        </Form.Item>
        <Form.Item name="sampleQty" label={L('Letter:SampleQty')}>
          <InputNumber min={0} max={LIM.sampleQtyMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="dueDate" label={L('Letter:DueDate')} rules={[requiredDate(L('Letter:DueDate'))]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(dayjs(today()), 'day')}
            data-testid="partno-dueDate"
          />
        </Form.Item>
      </div>

      <div className={grid}>
        <Form.Item
          name="ownerEngineerId"
          label={L('Letter:OwnerEngineer')}
          rules={[rules.required(L('Letter:OwnerEngineer'))]}
        >
          <BuyerUserSelect
            known={
              row ? { id: row.ownerEngineerId, name: row.ownerEngineerName ?? row.ownerEngineerId } : null
            }
            testId="partno-owner"
          />
        </Form.Item>
        <Form.Item name="buyerId" label={L('Letter:Buyer')}>
          <BuyerUserSelect
            allowClear
            known={row?.buyerId ? { id: row.buyerId, name: row.buyerName ?? row.buyerId } : null}
            testId="partno-buyer"
          />
        </Form.Item>
      </div>
      <TextField
        name="remark"
        label={t('PartNoConfirm:Remark')}
        max={LIM.remark}
        rows={3}
        testId="partno-remark"
      />
      {row?.status === PartNoConfirmStatus.Declined && row.ackComment && (
        <Alert
          type="warning"
          showIcon
          message={`${t('PartNoConfirm:DeclineReason')}: ${row.ackComment}`}
          className="pnc-form-alert"
        />
      )}
    </FormModal>
  );
}

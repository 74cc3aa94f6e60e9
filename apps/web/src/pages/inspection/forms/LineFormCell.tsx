import {
  DeliveryStatus,
  InspectionFormStatus,
  inspectionFormWorkflow,
  Policies,
  type InspectionFormListItemDto,
} from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Delivery, DeliveryLine } from '../../../api/deliveries';
import { StatusTag, useHasPolicy } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { formDetailPath, type FormMode } from './form-format';
import { createForm, getForms } from './forms-api';

/** A note's lines may take forms once submitted (its lines no longer change) and while not cancelled. */
const NO_FORMS: readonly number[] = [DeliveryStatus.Draft, DeliveryStatus.Rejected, DeliveryStatus.Cancelled];

export const deliveryFormsKey = (deliveryNo: string) => ['inspection-forms-of-delivery', deliveryNo];

/**
 * Which side's form pages the caller uses on the delivery page: IQC's when they review forms, the
 * supplier's when they fill them, none otherwise (the column is left out).
 */
export function useFormSide(): FormMode | null {
  const P = Policies['QualityControl.IIF'];
  const admin = useHasPolicy(P.AdminFormOverview.name);
  const vendor = useHasPolicy(P.VendorFormOverview.name);
  return admin ? 'admin' : vendor ? 'vendor' : null;
}

/** The current form of each line of a note (the latest version), one request for the note. */
export function useDeliveryForms(delivery: Pick<Delivery, 'deliveryNo'>, enabled: boolean) {
  return useQuery({
    queryKey: deliveryFormsKey(delivery.deliveryNo),
    queryFn: () => getForms({ deliveryNo: delivery.deliveryNo, maxResultCount: 100 }),
    enabled,
    select: (page) => {
      const byLine = new Map<number, InspectionFormListItemDto>();
      for (const f of page.items) {
        if (f.deliveryNo !== delivery.deliveryNo || f.status === InspectionFormStatus.Amended) continue;
        const seen = byLine.get(f.deliveryLineNo);
        if (!seen || seen.version < f.version) byLine.set(f.deliveryLineNo, f);
      }
      return byLine;
    },
  });
}

/**
 * A delivery line's "Inspection form": its form (number and status, one click opens it), or for
 * the supplier a button that makes it and opens it at once. Test ids: `line-form-${lineNo}`,
 * `line-form-create-${lineNo}`.
 */
export function LineFormCell({
  delivery,
  line,
  side,
  forms,
}: {
  delivery: Delivery;
  line: DeliveryLine;
  side: FormMode;
  forms: Map<number, InspectionFormListItemDto> | undefined;
}) {
  const L = useL();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canCreate = useHasPolicy(Policies['QualityControl.IIF'].VendorFormOverview.Create.name);
  const [busy, setBusy] = useState(false);
  const form = forms?.get(line.lineNo);

  if (form)
    return (
      <span className="delivery-nowrap">
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(formDetailPath(side, form.id))}
          data-testid={`line-form-${line.lineNo}`}
        >
          {form.formNo}
        </Button>
        <StatusTag workflow={inspectionFormWorkflow} status={form.status} />
      </span>
    );
  if (side === 'vendor' && canCreate && forms && !NO_FORMS.includes(delivery.status))
    return (
      <Button
        size="small"
        loading={busy}
        onClick={() => {
          setBusy(true);
          createForm(line.id)
            .then((f) => {
              void client.invalidateQueries({ queryKey: deliveryFormsKey(delivery.deliveryNo) });
              void navigate(formDetailPath('vendor', f.id));
            })
            .catch(() => undefined) // toasted by the HTTP client (no confirmed configuration …)
            .finally(() => setBusy(false));
        }}
        data-testid={`line-form-create-${line.lineNo}`}
      >
        {L('FormPage:CreateForm')}
      </Button>
    );
  return <span className="delivery-muted">{L('FormPage:NoForm')}</span>;
}

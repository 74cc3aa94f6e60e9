import { inspectionFormWorkflow } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { translateDynamic, useL } from '../../../locales/i18n';
import { getReceiptCheck } from './forms-api';

/**
 * In the receive dialog: the lines whose inspection forms are not accepted, as the tenant's
 * receive gate treats them (Warn: a warning, Stop: an error; Off: nothing). The server enforces
 * Stop on the receipt itself; this says it before the click. Test id: `receipt-check`.
 */
export function ReceiptCheckAlert({ deliveryId }: { deliveryId: string }) {
  const L = useL();
  const check = useQuery({
    queryKey: ['inspection-receipt-check', deliveryId],
    queryFn: () => getReceiptCheck(deliveryId),
    staleTime: 0,
  });
  const c = check.data;
  if (!c || c.gate === 'Off' || c.lines.length === 0) return null;
  const stop = c.gate === 'Stop';
  return (
    <Alert
      type={stop ? 'error' : 'warning'}
      showIcon
      className="delivery-card-alert"
      data-testid="receipt-check"
      data-gate={c.gate}
      message={L(stop ? 'FormPage:ReceiptStop' : 'FormPage:ReceiptWarn')}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {c.lines.map((l) => (
            <li key={l.deliveryLineId}>
              {L(
                'SupplierPortal',
                'FormPage:ReceiptLine',
                l.lineNo,
                l.partNo,
                l.formNo
                  ? `${l.formNo} ${l.status === null ? '' : translateDynamic('SupplierPortal', inspectionFormWorkflow.statuses[l.status].text)}`
                  : L('FormPage:NoForm'),
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}

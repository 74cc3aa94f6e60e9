import type { InspectionFormListItemDto } from '@sp/contracts';
import { Tag } from 'antd';
import { enumText } from './form-format';

const colors: Record<string, string> = {
  Accepted: 'green',
  ConditionallyAccepted: 'orange',
  Rejected: 'red',
};

/** IQC's result as a coloured tag, with the disposition of a rejected or conditional lot beside it. */
export function ReviewResultTag({
  form,
}: {
  form: Pick<InspectionFormListItemDto, 'reviewResult' | 'disposition' | 'formNo'>;
}) {
  if (!form.reviewResult) return <>—</>;
  return (
    <span className="iif-nowrap" data-testid={`form-result-${form.formNo}`}>
      <Tag color={colors[form.reviewResult]}>{enumText('ReviewResult', form.reviewResult)}</Tag>
      {form.disposition && <Tag>{enumText('Disposition', form.disposition)}</Tag>}
    </span>
  );
}

import { bomWorkflow } from '@sp/contracts';
import { StatusTag } from '../../../components/crud';

/** A BOM's status, coloured from its workflow. */
export function BomStatusTag({ status, testId }: { status: number; testId?: string }) {
  return <StatusTag workflow={bomWorkflow} status={status} {...(testId ? { testId } : {})} />;
}

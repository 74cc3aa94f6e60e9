import type { Rule } from 'antd/es/form';
import { useL } from '../../locales/i18n';
import { bucketNameProblem } from './rules';

/** An antd rule: a non-empty bucket name must follow S3's naming rules, said in the server's words. */
export function useBucketNameRule(): Rule {
  const L = useL();
  return {
    validator: async (_, value: string | undefined) => {
      const problem = value?.trim() ? bucketNameProblem(value.trim()) : null;
      if (problem) throw new Error(L('SupplierPortal', `ObjectStorage:BucketName.${problem}`));
    },
  };
}

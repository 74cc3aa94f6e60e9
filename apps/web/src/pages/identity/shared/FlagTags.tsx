import { Tag } from 'antd';
import { useL } from '../../../locales/i18n';

/** Yes/No as a coloured tag (active, required …). */
export function BoolTag({ value, yes, no }: { value: boolean; yes?: string; no?: string }) {
  const L = useL();
  return value ? (
    <Tag color="success">{yes ?? L('AbpUi', 'Yes')}</Tag>
  ) : (
    <Tag color="default">{no ?? L('AbpUi', 'No')}</Tag>
  );
}

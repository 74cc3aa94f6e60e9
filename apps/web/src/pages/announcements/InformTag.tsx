import { Tag } from 'antd';
import type { InformEnum } from '../../api/announcements';
import { useInformEnum } from './queries';

/** Tag colours per enum value (antd preset names); a value without one is a plain tag. */
const colors: Partial<Record<InformEnum, Record<number, string>>> = {
  Type: { 0: 'orange', 1: 'blue', 2: 'purple' },
  Show: { 0: 'red' },
  Priority: { 1: 'blue', 2: 'red' },
  Status: { 1: 'green', 2: 'default' },
};

/** An announcement enum value as a tag with the server's name for it. */
export function InformTag({ kind, value, testId }: { kind: InformEnum; value: number; testId?: string }) {
  const name = useInformEnum(kind).nameOf(value);
  if (name === undefined) return null;
  return (
    <Tag color={colors[kind]?.[value]} data-testid={testId} data-value={value}>
      {name}
    </Tag>
  );
}

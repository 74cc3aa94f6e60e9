import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Tooltip } from 'antd';
import { useL } from '../../locales/i18n';

interface Props {
  id: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** Edit and delete as icon buttons (named for screen readers): the two panes are narrow. */
export function RowActions({ id, onEdit, onDelete }: Props) {
  const L = useL();
  return (
    <span className="dictionary-actions" onClick={(e) => e.stopPropagation()}>
      {onEdit && (
        <Tooltip title={L('AbpUi', 'Edit')}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={L('AbpUi', 'Edit')}
            onClick={onEdit}
            data-testid={`edit-${id}`}
          />
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={L('AbpUi', 'Delete')}>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={L('AbpUi', 'Delete')}
            onClick={onDelete}
            data-testid={`delete-${id}`}
          />
        </Tooltip>
      )}
    </span>
  );
}

import RightOutlined from '@ant-design/icons/RightOutlined';
import type { TodoItemDto } from '@sp/contracts';
import { Badge, Card, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getTodo } from '../../api/notifications';
import { translateDynamic, useL } from '../../locales/i18n';

/**
 * The dashboard's To-do card: what each business area has waiting for the user (`/api/app/todo`:
 * only areas the user may act in, only counts above zero), each a link to its list.
 */
export function TodoCard() {
  const L = useL();
  const [items, setItems] = useState<TodoItemDto[] | null>(null);
  useEffect(() => {
    getTodo().then(setItems, () => setItems([]));
  }, []);

  return (
    <Card title={<span id="dash-pending-title">{L('Todo:Title')}</span>} data-testid="dashboard-pending">
      {items === null ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('Todo:Empty')} />
      ) : (
        <ul className="dash-todo" data-testid="dashboard-todo">
          {items.map((item) => (
            <li key={`${item.module}:${item.key}`}>
              <Link
                className="dash-todo-item"
                to={item.route}
                data-testid={`todo-${item.module}-${item.key}`}
              >
                {/* The module's text names what waits; the badge beside it gives the count. */}
                <span className="dash-todo-title">{translateDynamic('SupplierPortal', item.titleKey)}</span>
                <Badge count={item.count} overflowCount={999} />
                <RightOutlined className="dash-link-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

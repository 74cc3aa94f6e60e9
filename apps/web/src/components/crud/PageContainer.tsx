import type { ReactNode } from 'react';
import './crud.css';

/** The padded white card every admin page sits in. */
export function PageContainer({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="page-container" data-testid={testId}>
      <div className="page-card">{children}</div>
    </div>
  );
}

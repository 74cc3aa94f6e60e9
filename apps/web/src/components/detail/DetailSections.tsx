import { Card } from 'antd';
import type { ReactNode } from 'react';

export interface DetailSection {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

/** A record's sections below its fields (lines, status timeline, attachments), a card each (`detail-${key}`). */
export function DetailSections({ sections }: { sections: DetailSection[] }) {
  return sections.map((s) => (
    <Card key={s.key} title={s.title} size="small" className="detail-section" data-testid={`detail-${s.key}`}>
      {s.content}
    </Card>
  ));
}

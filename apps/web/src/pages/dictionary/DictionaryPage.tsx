import { Col, Row } from 'antd';
import { useRef, useState } from 'react';
import type { Dictionary } from '../../api/dictionary';
import { DictionaryItemsPane } from './DictionaryItemsPane';
import { DictionaryPane } from './DictionaryPane';
import './dictionary.css';

/**
 * /dictionaries/index (template-lineage §2.8): the dictionaries on the left; clicking one shows
 * its items on the right (side by side from 1200 px, the template's 10/14 from 1600 px; below,
 * the items follow the list and come into view when a dictionary is picked).
 */
export default function DictionaryPage() {
  const [selected, setSelected] = useState<Dictionary | null>(null);
  const items = useRef<HTMLDivElement>(null);

  const select = (dictionary: Dictionary | null) => {
    const changed = dictionary?.id !== selected?.id;
    setSelected(dictionary);
    // Stacked (below antd's xl): bring the items into view.
    if (dictionary && changed && window.innerWidth < 1200)
      requestAnimationFrame(() => items.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <div className="page-container dictionary-page" data-testid="page-dictionary">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12} xxl={10}>
          <DictionaryPane selected={selected} onSelect={select} />
        </Col>
        <Col xs={24} xl={12} xxl={14} ref={items}>
          <DictionaryItemsPane dictionary={selected} />
        </Col>
      </Row>
    </div>
  );
}

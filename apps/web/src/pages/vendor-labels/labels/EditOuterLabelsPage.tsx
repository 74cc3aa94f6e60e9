import { EditLogPage } from './EditLogPage';

/** /vendor-label/edit-outer-label: the outer carton labels' edit log. */
export default function EditOuterLabelsPage() {
  return <EditLogPage labelType="Outer" />;
}

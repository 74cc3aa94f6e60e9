import { EditLogPage } from './EditLogPage';

/** /vendor-label/edit-inner-label: the inner box labels' edit log. */
export default function EditInnerLabelsPage() {
  return <EditLogPage labelType="Inner" />;
}

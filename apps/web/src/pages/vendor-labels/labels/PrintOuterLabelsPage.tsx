import { LabelsPage } from './LabelsPage';

/** /vendor-label/print-outer-label: outer carton labels (print, reprint, edit, void). */
export default function PrintOuterLabelsPage() {
  return <LabelsPage labelType="Outer" />;
}

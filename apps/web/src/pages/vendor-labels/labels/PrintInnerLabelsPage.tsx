import { LabelsPage } from './LabelsPage';

/** /vendor-label/print-inner-label: inner box labels (print, reprint, edit, void). */
export default function PrintInnerLabelsPage() {
  return <LabelsPage labelType="Inner" />;
}

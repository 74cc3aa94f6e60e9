import {
  importMaterialInfos,
  materialInfoImportReport,
  materialInfoTemplateUrl,
} from '../../../api/label-material-info';
import { ImportDialog } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

/** Packing data from an .xlsx (components/crud ImportDialog): template, all rows or none, error report. */
export function MaterialInfoImportDialog(props: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const L = useL();
  return (
    <ImportDialog
      {...props}
      title={L('LabelMaterialInfo:Import:Title')}
      hint={L('LabelMaterialInfo:Import:Hint')}
      importFile={async (file) => {
        const r = await importMaterialInfos(file);
        return L('SupplierPortal', 'LabelMaterialInfo:Import:Done', r.rowCount, r.created, r.updated);
      }}
      report={materialInfoImportReport}
      template={{
        url: materialInfoTemplateUrl,
        fileName: `${L('LabelMaterialInfo:Import:TemplateSheet')}.xlsx`,
      }}
      testId="material-info-import"
    />
  );
}

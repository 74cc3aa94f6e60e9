import { importMaterials, materialImportReport, materialTemplateUrl } from '../../../api/materials';
import { ImportDialog } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

/** Materials from an .xlsx (components/crud ImportDialog): template, all rows or none, error report. */
export function MaterialImportDialog(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const L = useL();
  return (
    <ImportDialog
      {...props}
      title={L('Materials:Import:Title')}
      hint={L('Materials:Import:Hint')}
      importFile={async (file) => {
        const r = await importMaterials(file);
        return L('SupplierPortal', 'Materials:Import:Done', r.rowCount, r.created, r.updated);
      }}
      report={materialImportReport}
      template={{ url: materialTemplateUrl, fileName: `${L('Materials:Import:TemplateSheet')}.xlsx` }}
      testId="material-import"
    />
  );
}

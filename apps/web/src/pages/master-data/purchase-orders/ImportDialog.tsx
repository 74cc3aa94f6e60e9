import { importErrorReport, importPurchaseOrders } from '../../../api/purchase-orders';
import { ImportDialog as ExcelImportDialog } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

/**
 * Purchase orders from an .xlsx (one row per line, the order's header repeated), through the kit's
 * ImportDialog: all rows or none, each row's problem shown, the error report as a workbook.
 */
export function ImportDialog(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const L = useL();
  return (
    <ExcelImportDialog
      {...props}
      title={L('PurchaseOrders:ImportTitle')}
      hint={L('PurchaseOrders:ImportHint')}
      importFile={async (file) => {
        const r = await importPurchaseOrders(file);
        return L(
          'SupplierPortal',
          'PurchaseOrders:Imported',
          r.created + r.updated + r.unchanged,
          r.created,
          r.updated,
          r.unchanged,
        );
      }}
      report={importErrorReport}
      testId="po-import"
    />
  );
}

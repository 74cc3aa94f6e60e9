import { BomList } from '../shared/BomList';

/** /supplier-material-control/supplier-bom: the supplier's BOMs (BomList, mode `vendor`). */
export default function SupplierBomsPage() {
  return <BomList mode="vendor" />;
}

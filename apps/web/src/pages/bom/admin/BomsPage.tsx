import { BomList } from '../shared/BomList';

/** /supplier-material-control/bom: every BOM, for engineering (BomList, mode `admin`). */
export default function BomsPage() {
  return <BomList mode="admin" />;
}

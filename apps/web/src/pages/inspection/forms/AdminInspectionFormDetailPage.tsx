import { FormDetail } from './FormDetail';

/** /incoming-inspection-file/admin-form-detail?id= (FormDetail, mode `admin`). */
export default function AdminInspectionFormDetailPage() {
  return <FormDetail mode="admin" />;
}

import { FormList } from './FormList';

/** /incoming-inspection-file/admin-form-overview (FormList, mode `admin`). */
export default function AdminInspectionFormsPage() {
  return <FormList mode="admin" />;
}

import { FormList } from './FormList';

/** /incoming-inspection-file/vendor-form-overview (FormList, mode `vendor`). */
export default function VendorInspectionFormsPage() {
  return <FormList mode="vendor" />;
}

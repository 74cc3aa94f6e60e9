import { FormDetail } from './FormDetail';

/** /incoming-inspection-file/vendor-form-detail?id= (FormDetail, mode `vendor`). */
export default function VendorInspectionFormDetailPage() {
  return <FormDetail mode="vendor" />;
}

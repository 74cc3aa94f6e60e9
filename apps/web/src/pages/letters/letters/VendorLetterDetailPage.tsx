import { LetterDetail } from './LetterDetail';

/** /letter-of-recognition/vendor-letter-detail?id= (LetterDetail, mode `vendor`). */
export default function VendorLetterDetailPage() {
  return <LetterDetail mode="vendor" />;
}

import { LetterDetail } from './LetterDetail';

/** /letter-of-recognition/admin-letter-detail?id= (LetterDetail, mode `admin`). */
export default function AdminLetterDetailPage() {
  return <LetterDetail mode="admin" />;
}

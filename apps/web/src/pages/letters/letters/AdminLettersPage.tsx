import { LetterList } from './LetterList';

/** /letter-of-recognition/admin-letter-overview (LetterList, mode `admin`). */
export default function AdminLettersPage() {
  return <LetterList mode="admin" />;
}

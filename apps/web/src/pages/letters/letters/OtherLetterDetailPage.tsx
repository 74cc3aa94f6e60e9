import { LetterDetail } from './LetterDetail';

/** /letter-of-recognition/other-letter-detail?id= (LetterDetail, mode `other`). */
export default function OtherLetterDetailPage() {
  return <LetterDetail mode="other" />;
}

import { LetterList } from './LetterList';

/** /letter-of-recognition/vendor-letter-overview (LetterList, mode `vendor`). */
export default function VendorLettersPage() {
  return <LetterList mode="vendor" />;
}

import { LetterList } from './LetterList';

/** /letter-of-recognition/other-letter-overview (LetterList, mode `other`). */
export default function OtherLettersPage() {
  return <LetterList mode="other" />;
}

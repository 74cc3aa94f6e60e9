import { LetterFileList } from './LetterFileList';

/** /letter-of-recognition/partno-confirm-file-overview: every supplier's letter files (buyers). */
export default function LetterFilesPage() {
  return <LetterFileList side="buyer" />;
}

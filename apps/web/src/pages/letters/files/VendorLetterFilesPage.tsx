import { LetterFileList } from './LetterFileList';

/** /letter-of-recognition/vendor-partno-confirm-file-overview: the supplier's own letter files. */
export default function VendorLetterFilesPage() {
  return <LetterFileList side="vendor" />;
}

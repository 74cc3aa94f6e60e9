import { parsePayload } from '@sp/contracts';

/**
 * The label number a scan names: a scanner reads either the Code 128 (the number itself) or the 2D
 * symbol (ISO/IEC 15434, JSON or delimited payload, whose package id is the number). Anything the
 * payload parser does not recognise is taken as typed.
 */
export function scannedLabelNo(text: string): string {
  const raw = text.trim();
  if (!raw) return '';
  try {
    return parsePayload(raw).labelId?.trim() || raw;
  } catch {
    return raw;
  }
}

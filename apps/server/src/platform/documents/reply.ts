import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../storage/content-disposition.js';
import { XLSX_CONTENT_TYPE } from './excel-export.js';

/** Sends a finished PDF (`inline`: the browser's viewer prints it), never cached. */
export function sendPdf(
  reply: FastifyReply,
  fileName: string,
  bytes: Buffer,
  disposition: 'inline' | 'attachment' = 'inline',
) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', contentDisposition(disposition, withExtension(fileName, '.pdf')))
    .header('Cache-Control', 'no-store')
    .send(bytes);
}

/** Sends a workbook as a download with a UTF-8 file name, so Chinese names survive. */
export function sendXlsxBuffer(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', withExtension(fileName, '.xlsx')))
    .header('Cache-Control', 'no-store')
    .send(bytes);
}

const withExtension = (name: string, ext: string) => (name.toLowerCase().endsWith(ext) ? name : name + ext);

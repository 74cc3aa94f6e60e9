/** A `multipart/form-data` body, as a browser sends one. */
export function multipartBody(
  parts: { name: string; filename?: string; content: Buffer | string; contentType?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (p.filename === undefined
            ? ''
            : `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`) +
          '\r\n',
      ),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

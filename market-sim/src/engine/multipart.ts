/** Minimal multipart/form-data parser for the avatar upload: fields as text, files as bytes. */

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Null when the body is not well-formed multipart for the given content type. */
export function parseMultipart(body: Uint8Array, contentType: string): { fields: Record<string, string>; files: Record<string, UploadedFile> } | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return null;
  const encoder = new TextEncoder();
  const delimiter = encoder.encode(`--${mark}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  let position = indexOf(body, delimiter, 0);
  if (position < 0) return null;
  for (;;) {
    const start = position + delimiter.length;
    if (body[start] === 45 && body[start + 1] === 45) break; // "--": the closing delimiter
    const headersAt = start + 2;
    const headersEnd = indexOf(body, headerEnd, headersAt);
    const next = indexOf(body, delimiter, headersAt);
    if (headersEnd < 0 || next < 0 || headersEnd > next) return null;
    const headers = new TextDecoder().decode(body.subarray(headersAt, headersEnd));
    const content = body.subarray(headersEnd + 4, next - 2);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
    if (name !== undefined) {
      if (filename !== undefined) files[name] = { name: filename, type, bytes: content.slice() };
      else fields[name] = new TextDecoder().decode(content);
    }
    position = next;
  }
  return { fields, files };
}

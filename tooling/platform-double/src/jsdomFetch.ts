// Under jsdom (component tests), a FormData body reaches Node's fetch (undici, intercepted by msw)
// with every file name lost ("blob"), so an upload checked by its extension is refused. There, and
// only there, the double encodes multipart bodies itself before handing them to fetch; in a browser
// (the harness) requests go to fetch exactly as the production client makes them.

const underJsdom = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);

function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('could not read a multipart file'));
    reader.readAsArrayBuffer(blob);
  });
}

async function encodeMultipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----nova-double-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Array<Uint8Array<ArrayBuffer>> = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      continue;
    }
    const file = value as File;
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`));
    parts.push(await bytesOf(file), encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The double's fetch: the global one (msw's in tests), with multipart bodies encoded here under jsdom. */
export const doubleFetch: typeof fetch = async (input, init) => {
  if (!underJsdom || !(init?.body instanceof FormData)) return fetch(input, init);
  const { body, contentType } = await encodeMultipart(init.body);
  return fetch(input, { ...init, body, headers: { ...(init.headers as Record<string, string> | undefined), 'content-type': contentType } });
};

// Just enough MIME to read what nodemailer writes: headers (with RFC 2047 words), multipart
// bodies, quoted-printable and base64. Tests only; no mail parser package is needed.

export interface ParsedMail {
  /** Lower-case header names, unfolded and decoded; the first occurrence wins. */
  headers: Record<string, string>;
  text?: string;
  html?: string;
  /** Parts sent as attachments, decoded. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between encoded words is not content
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function walk(raw: string, out: ParsedMail): Record<string, string> {
  const { headers, body } = splitHead(raw);
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break; // closing delimiter
      walk(part.replace(/^\r?\n/, ''), out);
    }
  } else if (/^attachment/i.test(headers['content-disposition'] ?? '')) {
    const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1] ?? '';
    const content =
      (headers['content-transfer-encoding'] ?? '').toLowerCase() === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
    out.attachments.push({ filename, contentType: type.split(';')[0].trim(), content });
  } else if (type.startsWith('text/plain')) {
    out.text ??= decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n').replace(/\n$/, '');
  } else if (type.startsWith('text/html')) {
    out.html ??= decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n');
  }
  return headers;
}

export function parseMail(raw: string): ParsedMail {
  const out: ParsedMail = { headers: {}, attachments: [] };
  out.headers = walk(raw, out);
  return out;
}

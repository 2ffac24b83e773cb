/**
 * The file name a server gives in Content-Disposition (RFC 6266): `filename*` (RFC 8187, UTF-8 or
 * ISO-8859-1, percent-encoded) wins over the plain `filename`, which browsers and servers send either
 * quoted or as a token. Path separators are removed: a name is never a path. Null when none is usable.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const params = parseParams(header);
  const extended = params.get('filename*');
  const decoded = extended === undefined ? null : decodeExtValue(extended);
  return safeName(decoded ?? params.get('filename') ?? null);
}

/** `attachment; a="x;y"; b=z` → { a: 'x;y', b: 'z' } (names lower-cased, quotes and escapes undone). */
function parseParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const param = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(param)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** `UTF-8''%E9%A6%99.xlsx` → `香.xlsx`; null for an unknown charset or broken encoding. */
function decodeExtValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const [, charset, encoded] = match as unknown as [string, string, string];
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    // Malformed percent-encoding: fall back to the plain filename.
  }
  return null;
}

function safeName(name: string | null): string | null {
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

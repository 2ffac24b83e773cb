/**
 * The query string parser of the whole server (Fastify's `querystringParser`). Fastify's own leaves a
 * percent-encoded sequence that is not UTF-8 (`%C3%28`, `%ED%A0%80`, `%FF`) as the literal text `%C3%28`,
 * so a hostile value would pass for ordinary text. Decoding as the URL standard does turns such bytes into
 * U+FFFD, which the shared text schema refuses by the field's name (decision 088), as it does for the same
 * bytes in a JSON body. Repeated keys become arrays, as before; `+` is a space.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else out[key] = [seen, value];
  }
  return out;
}

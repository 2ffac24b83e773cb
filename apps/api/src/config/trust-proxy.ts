import net from 'node:net';

/** What Fastify's `trustProxy` gets: nothing, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's own names for address ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function checkAddress(entry: string): string | undefined {
  if (RANGE_NAMES.has(entry)) return undefined;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return `'${entry}' is not an IP address or CIDR range`;
  if (bits === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(bits) || Number(bits) > max) return `'${entry}' has no valid prefix length (0-${max})`;
  if (Number(bits) === 0) return `'${entry}' is every address: name the proxies`;
  return undefined;
}

/**
 * TRUST_PROXY (decision 092): `off`, a number of proxy hops in front of the app, or the proxies' addresses
 * and CIDR ranges. Never "every hop": a client would then choose its own address with X-Forwarded-For and
 * escape the rate limit or put a made-up address on its session. `on`, the old spelling for one load
 * balancer, means exactly one hop.
 */
export function parseTrustProxy(value: string): { value: TrustProxy } | { error: string } {
  const setting = value.trim().toLowerCase();
  if (setting === '' || setting === 'off' || setting === '0') return { value: false };
  if (setting === 'on') return { value: 1 };
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return hops <= 10 ? { value: hops } : { error: `${hops} proxy hops is more than any deployment has` };
  }
  if (setting === 'true' || setting === 'all' || setting === '*') {
    return {
      error:
        `'${value}' would trust every hop, letting clients choose their own address: give the number of ` +
        'proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
    };
  }
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const problems = entries.map(checkAddress).filter(Boolean);
  if (problems.length) {
    return {
      error: `${problems.join('; ')}. Expected off, a number of proxy hops, or proxy addresses/CIDR ranges`,
    };
  }
  return { value: entries };
}

/**
 * Fastify 5.12 turns a numeric `trustProxy` into "trust nobody" (a number alone cannot tell a proxy from a
 * client that connects directly); the hop count is given as the function proxy-addr used to build from
 * it. So a count is only for an app port that nothing but the proxies can reach (decision 092).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return setting === 0 ? false : (_address, hop) => hop < setting;
}

import { isIP } from 'node:net';
import type { Context } from 'hono';
import { clientOf } from '../../http/client-info';

/**
 * Who is asking, for per-client counting: the socket's address, or the address a trusted proxy
 * forwarded (TRUSTED_PROXIES; see http/client-info.ts). Untrusted forwarded-for headers are ignored.
 * An IPv6 client counts by its /64: one home or phone gets a whole /64 and can pick a fresh address
 * in it for every request, which would otherwise make each guess a new client.
 */
export function clientId(c: Context): string {
  return countingKey(clientOf(c).address);
}

export function countingKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** The eight 16-bit groups of an IPv6 address, lower-case without leading zeros; null when malformed. */
export function expandIpv6(address: string): string[] | null {
  const withoutZone = address.split('%')[0]!.toLowerCase();
  const [head = '', tail, extra] = withoutZone.split('::');
  if (extra !== undefined) return null;
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const toGroups = (list: string[]) =>
    list.flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number); // an embedded IPv4 (::ffff:1.2.3.4)
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const front = toGroups(parts(head));
  const back = tail === undefined ? [] : toGroups(parts(tail));
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...front, ...Array<string>(missing).fill('0'), ...back].map((group) => parseInt(group, 16).toString(16));
}

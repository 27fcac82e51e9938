// Where a webhook may go (decision 036): only to a public address of the internet, over https. A URL whose host is, or
// resolves to, a loopback, private, link-local, shared, multicast or reserved address (IPv4 or IPv6, with the IPv4
// forms written inside IPv6: ::ffff:127.0.0.1, ::127.0.0.1, 64:ff9b::7f00:1) is refused at registration and again at
// every delivery, where the address checked is the one connected to (no second lookup an attacker's DNS could answer
// differently). AGENCY_WEBHOOK_ALLOW_PRIVATE=true lifts both rules (tests, a closed network).
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Two lists: one BlockList would match every IPv4 address against the IPv6 rule ::ffff:0:0/96.
const blocked = new BlockList();
const blocked6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped (checked as IPv4 below as well)
  ['64:ff9b::', 96], // NAT64 (checked as IPv4 below as well)
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo etc.)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(net, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (any of its written forms), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (isIP(dotted[1]!) !== 4) return null;
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]);
}

/** True for an address a webhook may not reach: not a public unicast address (or not an address at all). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  const bytes = ipv6Bytes(bare);
  if (!bytes) return true;
  // An IPv4 address carried in IPv6 (mapped, compatible, NAT64): the IPv4 rules decide as well.
  const first12 = bytes.slice(0, 12);
  const carriesV4 =
    first12.every((b, i) => b === (i >= 10 ? 0xff : 0)) || first12.every((b) => b === 0) || first12.join(',') === '0,100,255,155,0,0,0,0,0,0,0,0';
  if (carriesV4 && blocked.check(bytes.slice(12).join('.'), 'ipv4')) return true;
  return blocked6.check(bare, 'ipv6');
}

export class WebhookUrlError extends Error {}

/** A webhook URL as registered: absolute, https (http only with allowPrivate), no user or password in it. */
export function parseWebhookUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new WebhookUrlError(`${text} is not an absolute URL such as https://ats.example.com/hooks/portal.`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new WebhookUrlError(`A webhook URL must start with https:// (${url.protocol.replace(/:$/, '')} is not allowed).`);
  }
  if (url.username || url.password) throw new WebhookUrlError('A webhook URL may not carry a user name or password; the deliveries are signed instead.');
  if (url.href.length > 2000) throw new WebhookUrlError('A webhook URL may be at most 2000 characters long.');
  return url;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address the host resolves to, all checked; throws WebhookUrlError naming the first refused one. */
export async function resolvePublic(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  const family = isIP(host);
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookUrlError(`${host} could not be resolved.`);
    }
  }
  if (!addresses.length) throw new WebhookUrlError(`${host} could not be resolved.`);
  const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
  if (refused) {
    throw new WebhookUrlError(
      `${host} is a private, loopback or link-local address (${refused.address}); webhooks go only to public addresses (AGENCY_WEBHOOK_ALLOW_PRIVATE=true allows it on a closed network).`,
    );
  }
  return addresses;
}

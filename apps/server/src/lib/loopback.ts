// "This machine" for development-only pages (security.md item 17): the socket's peer is a loopback address and the
// Host the client asked for is a loopback name. Names that merely start with "127." (127.0.0.1.nip.io) are not.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1, and IPv4-mapped 127.x (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(ip) === 4) return ip.split('.')[0] === '127';
  return isIP(ip) === 6 && (ip === '::1' || ip === '0:0:0:0:0:0:0:1');
}

/** A Host header (or URL host) naming this machine: localhost, a 127.x address or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (name === 'localhost') return true;
  if (name.startsWith('[') && name.endsWith(']')) return isLoopbackAddress(name.slice(1, -1));
  return isLoopbackAddress(name);
}

export const isLoopbackUrl = (url: string): boolean => isLoopbackHost(new URL(url).host);

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

/**
 * The request comes from this machine: loopback socket peer (never `request.ip`, which a proxy header can set), a
 * loopback Host, and no forwarding header (a reverse proxy on this machine relays other hosts' requests).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  if (!isLoopbackHost(request.headers.host)) return false;
  return !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a push delivery must never reach: this machine, the private and shared networks behind
 * it, link-local (cloud metadata services), unique-local, unspecified, documentation, multicast and
 * reserved ranges. IPv4-mapped IPv6 addresses are checked against the IPv4 list.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside a NAT64 address (64:ff9b::a.b.c.d), which reaches that IPv4 host. */
function nat64Target(address: string): string | null {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const match = /^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = Number.parseInt(match[1] ?? '0', 16);
  const low = Number.parseInt(match[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an IP address on the public internet; false for anything else, including non-addresses. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const target = nat64Target(address);
  if (target) return isPublicAddress(target);
  return !notPublic.check(address, 'ipv6');
}

/** A URL's host name as the resolver sees it: lower case, without IPv6 brackets or trailing dots. */
export function plainHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
}

export class PushAddressRefused extends Error {
  constructor(host: string, address: string) {
    super(`push endpoint ${host} resolves to ${address}, which is not a public address`);
    this.name = 'PushAddressRefused';
  }
}

export type ResolveAll = (
  hostname: string,
  options: { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * The name lookup of push connections: every address the name resolves to is checked before the
 * connection is made, and the connection goes to those checked addresses only (so a name cannot
 * answer a public address to a check and a private one to the connection). `allowLocal` lets
 * deliveries reach this machine's network: only tests and development, whose push service is local.
 */
export function checkedLookup(allowLocal: boolean, resolve: ResolveAll = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true }, (err, found) => {
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const addresses = err ? [] : found.filter((a) => !family || a.family === family);
      const refused = allowLocal ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      const failure =
        err ??
        (refused ? new PushAddressRefused(hostname, refused.address) : null) ??
        (addresses.length === 0
          ? Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' })
          : null);
      if (failure) return callback(failure, '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

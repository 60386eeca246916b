// Which addresses the image proxy may connect to: public unicast only. Loopback, private,
// link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, documentation,
// benchmarking, multicast and reserved ranges are refused, in IPv4 and IPv6 (also IPv4 inside IPv6).
import { isIPv4, isIPv6 } from 'node:net';

type Range = [base: number, bits: number];

const BLOCKED_V4: Range[] = [
  [0x00000000, 8], // 0.0.0.0/8 "this network"
  [0x0a000000, 8], // 10.0.0.0/8 private
  [0x64400000, 10], // 100.64.0.0/10 carrier-grade NAT
  [0x7f000000, 8], // 127.0.0.0/8 loopback
  [0xa9fe0000, 16], // 169.254.0.0/16 link-local, cloud metadata
  [0xac100000, 12], // 172.16.0.0/12 private
  [0xc0000000, 24], // 192.0.0.0/24 IETF protocol assignments
  [0xc0000200, 24], // 192.0.2.0/24 documentation
  [0xc0586300, 24], // 192.88.99.0/24 6to4 relay
  [0xc0a80000, 16], // 192.168.0.0/16 private
  [0xc6120000, 15], // 198.18.0.0/15 benchmarking
  [0xc6336400, 24], // 198.51.100.0/24 documentation
  [0xcb007100, 24], // 203.0.113.0/24 documentation
  [0xe0000000, 4], // 224.0.0.0/4 multicast
  [0xf0000000, 4], // 240.0.0.0/4 reserved, broadcast
];

function v4ToNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function inRange(value: number, [base, bits]: Range): boolean {
  const size = 2 ** (32 - bits);
  return value >= base && value < base + size;
}

export function isPublicIPv4(address: string): boolean {
  const value = v4ToNumber(address);
  return !BLOCKED_V4.some((range) => inRange(value, range));
}

/** The eight 16-bit groups of an IPv6 address (with any dotted IPv4 tail expanded). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = v4ToNumber(dotted[1]);
    text =
      text.slice(0, -dotted[1].length) +
      `${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    parseInt(group, 16),
  );
}

export function isPublicIPv6(address: string): boolean {
  const g = v6Groups(address);
  if (g.length !== 8 || g.some((group) => Number.isNaN(group))) return false;
  const [a = 0, b = 0] = g;
  const embeddedV4 = () => `${g[6]! >> 8}.${g[6]! & 0xff}.${g[7]! >> 8}.${g[7]! & 0xff}`;
  if (g.every((group) => group === 0)) return false; // ::
  if (g.slice(0, 7).every((group) => group === 0) && g[7] === 1) return false; // ::1
  if (g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff)
    return isPublicIPv4(embeddedV4()); // ::ffff:a.b.c.d
  if (g.slice(0, 6).every((group) => group === 0)) return false; // ::a.b.c.d (deprecated)
  if (a === 0x64 && b === 0xff9b) return isPublicIPv4(embeddedV4()); // 64:ff9b::/96 NAT64
  if ((a & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((a & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((a & 0xffc0) === 0xfec0) return false; // fec0::/10 site-local
  if ((a & 0xff00) === 0xff00) return false; // ff00::/8 multicast
  if (a === 0x2001 && b === 0x0db8) return false; // 2001:db8::/32 documentation
  if (a === 0x0100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return false; // 100::/64 discard
  if (a === 0x2002) return isPublicIPv4(`${b >> 8}.${b & 0xff}.${g[2]! >> 8}.${g[2]! & 0xff}`); // 6to4
  return true;
}

export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIPv4(address);
  if (isIPv6(address)) return isPublicIPv6(address);
  return false;
}

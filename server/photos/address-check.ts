// Which network addresses the photo fetcher may connect to. A catalogue link (or a redirect it
// answers with) must never make the server reach its own machine, its private network or a cloud
// metadata service, so every address a host name resolves to is checked, and one bad address is
// enough to refuse the host (an attacker's DNS can answer a public and a private address at once).
import net from 'node:net';

/** IPv4 ranges no photo host lives in: [first address, prefix length]. */
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const BLOCKED_V4_PARSED = BLOCKED_V4.map(([base, bits]) => ({ base: parseV4(base)!, mask: bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0 }));

/** Reads a dotted IPv4 address into an unsigned 32-bit number; null when it is not one. */
function parseV4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value >>> 0;
}

/** Reads an IPv6 address (with `::`, an embedded IPv4 tail or a zone) into eight 16-bit groups. */
export function parseV6(text: string): number[] | null {
  let address = text.toLowerCase();
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  if (!net.isIPv6(address)) return null;
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    // An IPv4 tail (::ffff:127.0.0.1) becomes the two groups it stands for.
    const v4 = parseV4(last);
    if (v4 === null) return null;
    address = `${address.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  let groups: number[];
  if (halves.length === 2) {
    const head = toGroups(halves[0]);
    const rest = toGroups(halves[1]);
    const missing = 8 - head.length - rest.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array<number>(missing).fill(0), ...rest];
  } else {
    groups = toGroups(address);
  }
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null;
  return groups;
}

function v4Blocked(value: number): boolean {
  return BLOCKED_V4_PARSED.some(({ base, mask }) => (value & mask) >>> 0 === (base & mask) >>> 0);
}

function v6Blocked(g: number[]): boolean {
  const allZeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  const embeddedV4 = ((g[6] << 16) | g[7]) >>> 0;
  // ::, ::1 and the old IPv4-compatible form ::a.b.c.d
  if (allZeroUpTo(6)) return true;
  // IPv4-mapped ::ffff:a.b.c.d: the kernel connects to the IPv4 address inside.
  if (allZeroUpTo(5) && g[5] === 0xffff) return v4Blocked(embeddedV4);
  // IPv4-translated ::ffff:0:a.b.c.d
  if (allZeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return v4Blocked(embeddedV4);
  // NAT64 64:ff9b::/96 reaches the IPv4 address inside through the gateway.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Blocked(embeddedV4);
  // 64:ff9b:1::/48, local-use NAT64
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return true;
  // 6to4 2002::/16 carries an IPv4 address in groups 1 and 2.
  if (g[0] === 0x2002) return v4Blocked(((g[1] << 16) | g[2]) >>> 0);
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local fc00::/7 (fd00:ec2::254 metadata too)
  if ((g[0] & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return true; // old site-local fec0::/10
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast ff00::/8
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return true; // discard-only 100::/64
  return false;
}

/**
 * Whether the fetcher must not connect to this address: loopback, private, link-local, cloud
 * metadata, unspecified, multicast, reserved, or an IPv6 form that carries one of those. Anything
 * that is not a literal address is refused too.
 */
export function isBlockedAddress(address: string): boolean {
  const v4 = parseV4(address);
  if (v4 !== null) return v4Blocked(v4);
  const v6 = parseV6(address);
  if (v6 !== null) return v6Blocked(v6);
  return true;
}

/** Host names compare without case and without the trailing dot of a fully qualified name. */
export function normalizeHostName(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  if (name.endsWith('.')) name = name.slice(0, -1);
  return name;
}

/** Reads the allow list from its environment form: comma-separated host names. */
export function parseAllowPrivateHosts(value: string | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map(normalizeHostName)
    .filter((name) => name !== '');
}

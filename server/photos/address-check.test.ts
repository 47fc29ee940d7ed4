import { describe, expect, it } from 'vitest';
import { isBlockedAddress, normalizeHostName, parseAllowPrivateHosts, parseV6 } from './address-check';

describe('isBlockedAddress', () => {
  const blocked = [
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, top of the range'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8, top'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, top'],
    ['192.168.1.10', 'private 192.168/16'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT, top'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast, SSDP'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:192.168.0.1', 'IPv4-mapped private 192.168'],
    ['0:0:0:0:0:ffff:ac10:1', 'IPv4-mapped 172.16.0.1, written out'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['localhost', 'a name is not an address'],
    ['not an address', 'garbage'],
  ] as const;
  for (const [address, why] of blocked) {
    it(`refuses ${address} (${why})`, () => expect(isBlockedAddress(address)).toBe(true));
  }

  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '151.101.1.140',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '192.169.0.1',
    '169.255.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ];
  for (const address of allowed) {
    it(`allows the public address ${address}`, () => expect(isBlockedAddress(address)).toBe(false));
  }
});

describe('parseV6', () => {
  it('expands :: and an IPv4 tail', () => {
    expect(parseV6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseV6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseV6('[::1]')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
  });
  it('refuses what is not IPv6', () => {
    expect(parseV6('1.2.3.4')).toBeNull();
    expect(parseV6('1::2::3')).toBeNull();
    expect(parseV6('12345::')).toBeNull();
  });
});

describe('allow list', () => {
  it('reads the comma-separated environment form', () => {
    expect(parseAllowPrivateHosts(' Fotos.Local., nas.casa ,,')).toEqual(['fotos.local', 'nas.casa']);
    expect(parseAllowPrivateHosts(undefined)).toEqual([]);
    expect(parseAllowPrivateHosts('')).toEqual([]);
  });
  it('compares names without case or trailing dot', () => {
    expect(normalizeHostName('LocalHost.')).toBe('localhost');
    expect(normalizeHostName('[::1]')).toBe('::1');
  });
});

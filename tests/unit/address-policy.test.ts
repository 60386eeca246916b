// The image proxy's address policy: public unicast only, in IPv4 and IPv6.
import { expect, it } from 'vitest';
import { isPublicAddress } from '../../server/services/outbound/address-policy';

it('refuses loopback, private, link-local, metadata, CGNAT, documentation, multicast and reserved addresses', () => {
  const refused = [
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.8',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '192.0.2.10',
    '198.51.100.1',
    '203.0.113.5',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    '::127.0.0.1',
    'localhost',
    'not an address',
  ];
  for (const address of refused)
    expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
});

it('allows public addresses', () => {
  for (const address of [
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
    '64:ff9b::808:808',
  ]) {
    expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
  }
});

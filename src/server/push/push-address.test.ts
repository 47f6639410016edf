import { describe, expect, it } from 'vitest';
import { isPublicAddress, plainHost } from './push-address.js';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.74.42', '2001:4860:4860::8888', '2a00:1450:4001::200e', '64:ff9b::808:808'])(
    'lets the public address %s through',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.100',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:c0a8:101',
    '64:ff9b::a00:1',
    'push.example',
    '',
  ])('refuses %j', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('plainHost', () => {
  it('drops trailing dots and IPv6 brackets, and lowers the case', () => {
    expect(plainHost('LocalHost.')).toBe('localhost');
    expect(plainHost('localhost..')).toBe('localhost');
    expect(plainHost('[::1]')).toBe('::1');
    expect(plainHost('fcm.googleapis.com')).toBe('fcm.googleapis.com');
  });
});

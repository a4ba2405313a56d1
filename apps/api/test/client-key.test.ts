import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/modules/rate-limit/client-key.ts';

describe('clientKey', () => {
  it('keys an IPv6 address by its /64, however the address is written', () => {
    const key = clientKey('2001:db8:1:2:3:4:5:6');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const sameNetwork of [
      '2001:db8:1:2::9',
      '2001:db8:1:2::',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2::abcd',
    ]) {
      expect(clientKey(sameNetwork), sameNetwork).toBe(key);
    }
  });

  it('gives different /64s different keys', () => {
    expect(clientKey('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8:1:3::9')).not.toBe(clientKey('2001:db8:1:2::9'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('unwraps an IPv4-mapped IPv6 address to the IPv4 address', () => {
    expect(clientKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientKey('::ffff:10.0.0.1')).toBe(clientKey('10.0.0.1'));
  });

  it('leaves a plain IPv4 address as it is', () => {
    expect(clientKey('10.0.0.1')).toBe('10.0.0.1');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('10.0.0.1')).not.toBe(clientKey('10.0.0.2'));
  });
});

import { describe, expect, it } from 'vitest';
import { countingKey, expandIpv6 } from './client-id';

describe('per-client counting key', () => {
  it('counts an IPv6 client by its /64, whatever address it picks inside it', () => {
    const a = countingKey('2001:db8:85a3:1:aaaa:bbbb:cccc:1');
    const b = countingKey('2001:0db8:85a3:0001:1234::9');
    expect(a).toBe('2001:db8:85a3:1::/64');
    expect(b).toBe(a);
    expect(countingKey('2001:db8:85a3:2::1')).not.toBe(a);
  });

  it('keeps IPv4 addresses and unknown values as they are', () => {
    expect(countingKey('203.0.113.7')).toBe('203.0.113.7');
    expect(countingKey('unknown')).toBe('unknown');
  });

  it('expands compressed forms, zones and embedded IPv4', () => {
    expect(expandIpv6('::1')).toEqual(['0', '0', '0', '0', '0', '0', '0', '1']);
    expect(expandIpv6('fe80::1%eth0')).toEqual(['fe80', '0', '0', '0', '0', '0', '0', '1']);
    expect(expandIpv6('64:ff9b::192.0.2.33')).toEqual(['64', 'ff9b', '0', '0', '0', '0', 'c000', '221']);
    expect(expandIpv6('1::2::3')).toBeNull();
  });
});

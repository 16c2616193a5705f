import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitSubject } from '../../../../../server/identity/context/client-ip.ts';
import { describeDevice, UNKNOWN_DEVICE } from '../../../../../server/identity/context/device.ts';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', UNKNOWN_DEVICE],
    [undefined, UNKNOWN_DEVICE],
  ])('describes %s as %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  it('never repeats text a client sent', () => {
    expect(describeDevice('<script>alert(1)</script> Firefox/1 Linux')).toBe('Firefox on Linux');
  });
});

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(
      clientAddress({ remoteAddress: '203.0.113.1', forwardedFor: '198.51.100.1', trustProxy: false }),
    ).toBe('203.0.113.1');
  });

  it('takes the address the trusted proxy saw, not one the client wrote', () => {
    const forwardedFor = 'spoofed, 198.51.100.7';
    expect(clientAddress({ remoteAddress: '10.0.0.1', forwardedFor, trustProxy: true })).toBe('198.51.100.7');
    expect(
      clientAddress({
        remoteAddress: '10.0.0.1',
        forwardedFor: 'spoofed, 198.51.100.7, 10.0.0.2',
        trustProxy: 2,
      }),
    ).toBe('198.51.100.7');
    expect(clientAddress({ remoteAddress: '10.0.0.1', forwardedFor: undefined, trustProxy: true })).toBe(
      '10.0.0.1',
    );
  });

  it('unwraps IPv4-mapped IPv6 socket addresses', () => {
    expect(
      clientAddress({ remoteAddress: '::ffff:192.0.2.4', forwardedFor: undefined, trustProxy: false }),
    ).toBe('192.0.2.4');
  });
});

describe('rateLimitSubject', () => {
  it('keeps IPv4 addresses and groups IPv6 addresses by /64', () => {
    expect(rateLimitSubject('192.0.2.4')).toBe('192.0.2.4');
    expect(rateLimitSubject('2001:db8:a:b:1:2:3:4')).toBe('2001:0db8:000a:000b::/64');
    expect(rateLimitSubject('2001:db8:a:b::9')).toBe('2001:0db8:000a:000b::/64');
    expect(rateLimitSubject('::1')).toBe('0000:0000:0000:0000::/64');
  });
});

import { clientAddressKey, counterKey } from './throttle-subject';
import { THROTTLE_POLICIES } from './throttle.policies';

describe(clientAddressKey.name, () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it('counts every address of one IPv6 /64 together, and another /64 apart', () => {
    expect(clientAddressKey('2001:db8:aa:bb::1')).toBe(clientAddressKey('2001:db8:aa:bb:9:8:7:6'));
    expect(clientAddressKey('2001:db8:aa:bc::1')).not.toBe(clientAddressKey('2001:db8:aa:bb::1'));
  });
});

describe(counterKey.name, () => {
  it('joins the parts its policy names, the e-mail trimmed and lower-cased', () => {
    expect(counterKey(THROTTLE_POLICIES['sign-in'], { address: '::ffff:10.0.0.1', email: '  Ada@Example.COM ', userId: 3 })).toBe('10.0.0.1|ada@example.com');
    expect(counterKey(THROTTLE_POLICIES['sign-in.account'], { address: '10.0.0.1', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(counterKey(THROTTLE_POLICIES['email.resend'], { address: '10.0.0.1', userId: 3 })).toBe('3');
  });

  it('cuts an e-mail read from an unvalidated body to a bounded length', () => {
    expect(counterKey(THROTTLE_POLICIES['password.reset'], { email: 'x'.repeat(100_000) })).toHaveLength(320);
  });
});

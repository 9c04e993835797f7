import { officeNetwork } from './officeNetwork';

describe('officeNetwork', () => {
  const office = officeNetwork('10.0.0.0/8, 192.168.0.0/16,::1/128, fd12:3456::/32');

  it('holds the addresses of its IPv4 ranges and nothing beside them', () => {
    expect(office.contains('10.0.0.0')).toBe(true);
    expect(office.contains('10.255.255.255')).toBe(true);
    expect(office.contains('192.168.4.20')).toBe(true);
    expect(office.contains('11.0.0.1')).toBe(false);
    expect(office.contains('9.255.255.255')).toBe(false);
    expect(office.contains('192.169.0.1')).toBe(false);
    expect(office.contains('127.0.0.1')).toBe(false);
  });

  it('holds the addresses of its IPv6 ranges', () => {
    expect(office.contains('::1')).toBe(true);
    expect(office.contains('::2')).toBe(false);
    expect(office.contains('fd12:3456::1')).toBe(true);
    expect(office.contains('fd12:3456:ffff:ffff::1')).toBe(true);
    expect(office.contains('fd12:3457::1')).toBe(false);
  });

  it('reads an IPv4 peer mapped into IPv6 as the IPv4 address', () => {
    expect(office.contains('::ffff:10.1.2.3')).toBe(true);
    expect(office.contains('::FFFF:192.168.0.1')).toBe(true);
    expect(office.contains('::ffff:8.8.8.8')).toBe(false);
  });

  it('lets nobody in when empty or unset, nor anything that is not an address', () => {
    expect(officeNetwork('').contains('10.0.0.1')).toBe(false);
    expect(officeNetwork(undefined).contains('::1')).toBe(false);
    for (const bad of [undefined, '', 'localhost', '10.0.0', '10.0.0.1/8', '::ffff:999.1.1.1']) expect(office.contains(bad)).toBe(false);
  });

  it('a /32 or /128 is one address; /0 every address of its family', () => {
    const one = officeNetwork('203.0.113.7/32');
    expect(one.contains('203.0.113.7')).toBe(true);
    expect(one.contains('203.0.113.8')).toBe(false);
    const all = officeNetwork('0.0.0.0/0');
    expect(all.contains('8.8.8.8')).toBe(true);
    expect(all.contains('::1')).toBe(false);
  });

  it("the README's value for a local start holds this machine, however its socket reports it, and nothing else", () => {
    const local = officeNetwork('127.0.0.1/32,::1/128');
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(local.contains(peer)).toBe(true);
    for (const peer of ['127.0.0.2', '192.168.1.10', '::2', '10.0.0.1']) expect(local.contains(peer)).toBe(false);
  });

  it('refuses a bad range, naming it', () => {
    for (const bad of ['10.0.0.0', '10.0.0.0/33', '::/129', 'office/8', '10.0.0.0/-1', '300.0.0.0/8']) {
      expect(() => officeNetwork(`192.168.0.0/16,${bad}`)).toThrow(`"${bad}"`);
    }
  });
});

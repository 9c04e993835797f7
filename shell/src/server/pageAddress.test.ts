/**
 * @jest-environment node
 */
// A page path that cannot be decoded is read literally (the whole shell's
// answer to one is in notFoundDocument.test.ts).
import { pageAddress } from './pageAddress';

describe('pageAddress', () => {
  it('leaves an address that decodes as it is, query and all', () => {
    expect(pageAddress('/product/midi-wrap-dress-navy-10001?colour=Navy')).toBe('/product/midi-wrap-dress-navy-10001?colour=Navy');
    expect(pageAddress('/pages/caf%C3%A9?q=%ZZ')).toBe('/pages/caf%C3%A9?q=%ZZ');
  });

  it("reads an undecodable page path's percent signs literally and keeps its query", () => {
    expect(pageAddress('/product/%ZZ')).toBe('/product/%25ZZ');
    expect(pageAddress('/pages/%E0%A4%A?fascia=coast')).toBe('/pages/%25E0%25A4%25A?fascia=coast');
  });

  it("leaves the api's addresses to answer for themselves", () => {
    expect(pageAddress('/_api/products/%ZZ')).toBe('/_api/products/%ZZ');
  });
});

import type { Product, Variant } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import type { UsableAccordionContent } from './content';
import { accordionSections, manufacturerLines, returnsPolicyOf } from './sections';

const details = makeVariant({ id: 'navy-10', colour: 'navy', size: '10', isMaster: true });
const variant = { ...details, attributes: { ...details.attributes, detailsAndCare: 'Machine wash.', fabrication: '100% cotton', returnsPolicy: 'ownBrand' } } as Variant;
const product = makeProduct([variant], { description: 'A wrap dress.' });
const withPolicy = (returnsPolicy: string | undefined) => ({ ...variant, attributes: { ...variant.attributes, returnsPolicy } }) as Variant;

const content: UsableAccordionContent = {
  delivery: { deliveryMessage: 'Free over £50.', methods: [{ name: 'Standard', price: '£3.99', time: '3 to 5 working days' }] },
  returns: { ownBrand: { returnsMessage: 'Own-brand returns.' }, marketplace: { returnsMessage: 'Marketplace returns.' } },
};
const ids = (sections: ReturnType<typeof accordionSections>) => sections.map((s) => s.id);
const returnsOf = (sections: ReturnType<typeof accordionSections>) => sections.flatMap((s) => (s.id === 'returns' ? [s.returns.returnsMessage] : []));

describe('returnsPolicyOf', () => {
  it('reads the variant’s policy, ownBrand when it has none or one the page does not know', () => {
    expect(returnsPolicyOf(withPolicy('marketplace'))).toBe('marketplace');
    expect(returnsPolicyOf(withPolicy('thirdParty'))).toBe('thirdParty');
    expect(returnsPolicyOf(withPolicy(undefined))).toBe('ownBrand');
    expect(returnsPolicyOf(withPolicy('preloved'))).toBe('ownBrand');
    expect(returnsPolicyOf(undefined)).toBe('ownBrand');
  });
});

describe('manufacturerLines', () => {
  it('lists the given fields in the spec’s order, responsible person included, with their labels', () => {
    const lines = manufacturerLines({ emailAddress: 'safety@glow.example', name: 'Glow', responsiblePersonName: 'Product Safety Team', postalAddress: '1 Example Street', tradeName: 'Glow Ltd' });
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ['manufacturerName', 'Glow'],
      ['tradeName', 'Glow Ltd'],
      ['responsiblePerson', 'Product Safety Team'],
      ['postalAddress', '1 Example Street'],
      ['emailAddress', 'safety@glow.example'],
    ]);
  });
  it('leaves out fields that are missing, blank or not text', () => {
    expect(manufacturerLines({ name: 'Glow', tradeName: ' ', responsiblePersonName: 42 as never }).map((l) => l.field)).toEqual(['name']);
    expect(manufacturerLines(undefined)).toEqual([]);
  });
});

describe('accordionSections', () => {
  it('shows every section with content, in the spec’s order', () => {
    const full = { ...product, manufacturer: { name: 'Burton' } };
    expect(ids(accordionSections(full, variant, variant.sku, content))).toEqual(['description', 'details', 'fabric', 'delivery', 'returns', 'manufacturer']);
  });
  it('names the details section Ingredients for beauty products', () => {
    const titleOf = (p: Product) => accordionSections(p, variant, null, null).find((s) => s.id === 'details')?.title;
    expect(titleOf({ ...product, productType: 'beauty' })).toBe('ingredients');
    expect(titleOf(product)).toBe('details');
  });
  it('leaves out sections without content: no fabric, no manufacturer, no delivery or returns before the content is read', () => {
    const bare = { ...variant, attributes: { ...variant.attributes, fabrication: undefined } } as Variant;
    expect(ids(accordionSections(product, bare, null, null))).toEqual(['description', 'details']);
  });
  it('gives the returns of the variant’s policy, the own-brand ones when it has none it knows', () => {
    expect(returnsOf(accordionSections(product, withPolicy('marketplace'), null, content))).toEqual(['Marketplace returns.']);
    expect(returnsOf(accordionSections(product, withPolicy('ownBrand'), null, content))).toEqual(['Own-brand returns.']);
    expect(returnsOf(accordionSections(product, withPolicy(undefined), null, content))).toEqual(['Own-brand returns.']);
    expect(returnsOf(accordionSections(product, withPolicy('somethingNew'), null, content))).toEqual(['Own-brand returns.']);
  });
  it('never shows another policy’s returns in place of missing ones', () => {
    expect(ids(accordionSections(product, withPolicy('thirdParty'), null, content))).not.toContain('returns');
    expect(ids(accordionSections(product, withPolicy('marketplace'), null, { ...content, returns: { ownBrand: { returnsMessage: 'Own-brand returns.' } } }))).not.toContain('returns');
  });
});

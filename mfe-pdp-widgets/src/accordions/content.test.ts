import { readAccordionContent } from './content';

describe('readAccordionContent', () => {
  const answer = {
    deliveryAccordion: { deliveryMessage: 'Free over £50.', methods: [{ name: 'Standard', price: '£3.99', time: '3-5 days' }], additionalInfo: 'Tracked.' },
    returnsAccordion: { ownBrand: { returnsMessage: 'Own-brand returns.', additionalInfo: 'Unworn.' }, marketplace: { returnsMessage: 'Marketplace returns.' } },
  };
  it('keeps a well-formed answer as it is', () => {
    expect(readAccordionContent(answer)).toEqual({ delivery: answer.deliveryAccordion, returns: answer.returnsAccordion });
  });
  it('leaves out a panel whose content is missing or malformed, and keeps the others', () => {
    expect(readAccordionContent({ ...answer, deliveryAccordion: { methods: [] } }).delivery).toBeNull();
    expect(readAccordionContent({ ...answer, deliveryAccordion: { deliveryMessage: 'Hi', methods: 'fast' } }).delivery).toBeNull();
    const broken = readAccordionContent({ ...answer, returnsAccordion: { ownBrand: { returnsMessage: ' ' }, marketplace: 'text', thirdParty: { returnsMessage: 'Partner returns.', additionalInfo: 7 } } });
    expect(broken.returns).toEqual({ thirdParty: { returnsMessage: 'Partner returns.' } });
    expect(broken.delivery).not.toBeNull();
  });
  it('drops a method lacking a word, and reads anything else as no content at all', () => {
    const methods = [{ name: 'Standard', price: '£3.99', time: '3-5 days' }, { name: 'Express', price: '' }, null];
    expect(readAccordionContent({ deliveryAccordion: { deliveryMessage: 'Free over £50.', methods } }).delivery?.methods).toEqual([methods[0]]);
    for (const nothing of [null, 'text', [], 42]) expect(readAccordionContent(nothing)).toEqual({ delivery: null, returns: {} });
  });
});

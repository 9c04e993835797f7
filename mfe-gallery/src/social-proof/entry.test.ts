import { bannerMessages, MAX_MESSAGE_LENGTH } from './entry';

const texts = (entry: unknown, productId = 'p1') => bannerMessages(entry, productId).map((m) => `${m.code}|${m.text}`);

describe('banner messages from the api entry', () => {
  it('keeps the messages in order', () => {
    expect(texts({ productIds: ['p1'], messages: [{ code: 'QP', text: '<b>3 bought</b>' }, { code: 'BNR', text: 'Back' }] })).toEqual(['QP|<b>3 bought</b>', 'BNR|Back']);
  });

  it('keeps unknown codes (they show with the default icon)', () => {
    expect(texts({ productIds: ['p1'], messages: [{ code: 'ZZZ', text: 'New kind' }] })).toEqual(['ZZZ|New kind']);
  });

  it('drops malformed messages and keeps the rest', () => {
    const entry = {
      productIds: ['p1'],
      messages: [null, 'text', { code: 'QP' }, { text: 'no code' }, { code: 7, text: 'x' }, { code: 'QP', text: '  ' }, { code: 'SBS', text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, { code: ' ATB ', text: 'ok' }],
    };
    expect(texts(entry)).toEqual(['ATB|ok']);
  });

  it('drops repeated messages', () => {
    expect(texts({ productIds: ['p1'], messages: [{ code: 'QP', text: 'a' }, { code: 'QP', text: 'a' }, { code: 'QP', text: 'b' }] })).toEqual(['QP|a', 'QP|b']);
  });

  it('gives nothing for an entry of other products or a malformed entry', () => {
    expect(texts({ productIds: ['p2'], messages: [{ code: 'QP', text: 'a' }] })).toEqual([]);
    expect(texts({ productIds: ['p1'], messages: 'nope' })).toEqual([]);
    expect(texts(null)).toEqual([]);
    expect(texts('<b>hi</b>')).toEqual([]);
  });

  it('accepts an entry without a product list', () => {
    expect(texts({ messages: [{ code: 'QP', text: 'a' }] })).toEqual(['QP|a']);
  });
});

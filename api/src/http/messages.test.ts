import { HttpError } from './errors';
import { shopperMessage } from './messages';

describe('shopperMessage', () => {
  it('says a shopper’s refusal in the fascia’s language, with its numbers', () => {
    const stock = new HttpError(409, 'INSUFFICIENT_STOCK', 'Sorry, only 3 of this item are available and you already have 2 in your bag.', undefined, undefined, { available: 3, inBag: 2 });
    expect(shopperMessage(stock, 'fr-FR')).toBe('Désolé, il ne reste que 3 exemplaires de cet article et vous en avez déjà 2 dans votre panier.');
    expect(shopperMessage(stock, 'nl-NL')).toBe('Sorry, er zijn maar 3 van dit artikel beschikbaar en je hebt er al 2 in je winkelmand.');
    expect(shopperMessage(stock, 'sv-SE')).toBe('Tyvärr finns bara 3 av den här varan och du har redan 2 i varukorgen.');
    const one = new HttpError(409, 'LINE_LIMIT', 'You can add 1 more of this item (the limit is 10 per item).', undefined, undefined, { room: 1, max: 10 });
    expect(shopperMessage(one, 'fr-FR')).toBe('Vous pouvez encore ajouter 1 exemplaire de cet article (la limite est de 10 par article).');
  });

  it('keeps English for en-GB, for codes it does not know, and for another sentence of a code it knows', () => {
    const stock = new HttpError(409, 'OUT_OF_STOCK', 'Sorry, this item is out of stock.');
    expect(shopperMessage(stock, 'en-GB')).toBe('Sorry, this item is out of stock.');
    expect(shopperMessage(new HttpError(400, 'INVALID_JSON', 'The field data is not valid JSON.'), 'fr-FR')).toBe('The field data is not valid JSON.');
    expect(shopperMessage(new HttpError(401, 'SIGN_IN_REQUIRED', 'Please sign in as an editor.'), 'fr-FR')).toBe('Please sign in as an editor.');
    expect(shopperMessage(new HttpError(401, 'SIGN_IN_REQUIRED', 'Please sign in to save items to your wishlist.'), 'sv-SE')).toBe('Logga in för att spara varor i din önskelista.');
  });
});

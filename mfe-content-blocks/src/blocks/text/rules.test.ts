import { paragraphs } from './rules';

describe('paragraphs', () => {
  it('splits at blank lines and keeps single line breaks as lines', () => {
    expect(paragraphs('One\ntwo\n\nThree\r\n\r\n\n  \nFour')).toEqual([['One', 'two'], ['Three'], ['Four']]);
  });

  it('gives nothing for blank text and keeps markup as words', () => {
    expect(paragraphs(' \n\n ')).toEqual([]);
    expect(paragraphs('<b>hi</b>')).toEqual([['<b>hi</b>']]);
  });
});

import { render, screen } from '@testing-library/react';
import { createRemoteI18n, memoisedT, useTranslation } from './remoteI18n';

const catalogues = {
  'en-GB': { card: { add: 'Quick add', was: 'Was {{price}}', more_one: '+{{count}} colour', more_other: '+{{count}} colours' } },
  'fr-FR': { card: { add: 'Ajout rapide', was: 'Avant {{price}}', more_one: '+{{count}} couleur', more_other: '+{{count}} couleurs' } },
  'nl-NL': { card: { add: 'Snel toevoegen' } },
  'sv-SE': { card: { add: 'Snabbköp' } },
};
const { i18nFor, RemoteI18n } = createRemoteI18n(catalogues);

function Card({ price, colours }: { price: string; colours: number }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('card.add')} · {t('card.was', { price })} · {t('card.more', { count: colours })}
    </p>
  );
}

describe('useTranslation', () => {
  it("reads the nearest RemoteI18n's locale, with values and plurals", () => {
    render(
      <>
        <RemoteI18n locale="en-GB">
          <Card price="£20.00" colours={1} />
        </RemoteI18n>
        <RemoteI18n locale="fr-FR">
          <Card price="20,00 €" colours={3} />
        </RemoteI18n>
      </>,
    );
    expect(screen.getByText('Quick add · Was £20.00 · +1 colour')).toBeInTheDocument();
    expect(screen.getByText('Ajout rapide · Avant 20,00 € · +3 couleurs')).toBeInTheDocument();
  });

  it('falls back to English for keys a locale lacks', () => {
    render(
      <RemoteI18n locale="nl-NL">
        <Card price="€ 20,00" colours={2} />
      </RemoteI18n>,
    );
    expect(screen.getByText('Snel toevoegen · Was € 20,00 · +2 colours')).toBeInTheDocument();
  });

  it('says what is missing when no RemoteI18n is above it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Card price="£1.00" colours={1} />)).toThrow('useTranslation needs a RemoteI18n');
  });
});

describe('memoisedT', () => {
  it('gives what i18next gives, for every key and set of values', () => {
    const i18n = i18nFor('en-GB');
    const t = memoisedT(i18n);
    for (const price of ['£10.00', '£12.00', '£10.00']) expect(t('card.was', { price })).toBe(i18n.t('card.was', { price }));
    for (const count of [1, 2, 1, 5]) expect(t('card.more', { count })).toBe(i18n.t('card.more', { count }));
    expect(t('card.was', { price: '£12.00' })).toBe('Was £12.00');
  });

  it('is one function per instance, and instances never share answers', () => {
    const en = memoisedT(i18nFor('en-GB'));
    const fr = memoisedT(i18nFor('fr-FR'));
    expect(memoisedT(i18nFor('en-GB'))).toBe(en);
    expect(en('card.add')).toBe('Quick add');
    expect(fr('card.add')).toBe('Ajout rapide');
  });

  it('keeps answering correctly past its memory limit', () => {
    const t = memoisedT(i18nFor('en-GB'));
    for (let n = 0; n < 2500; n++) expect(t('card.was', { price: `£${n}` })).toBe(`Was £${n}`);
    expect(t('card.add')).toBe('Quick add');
  });
});

import { render, screen } from '@testing-library/react';
import { createRemoteI18n, memoise, pageI18n, useTranslation } from './remoteI18n';

const catalogues = {
  'en-GB': { card: { add: 'Quick add', was: 'Was {{price}}', more_one: '+{{count}} colour', more_other: '+{{count}} colours' } },
  'fr-FR': { card: { add: 'Ajout rapide', was: 'Avant {{price}}', more_one: '+{{count}} couleur', more_other: '+{{count}} couleurs' } },
  'nl-NL': { card: { add: 'Snel toevoegen' } },
  'sv-SE': { card: { add: 'Snabbköp' } },
};
const { i18nFor, RemoteI18n } = createRemoteI18n('cards', catalogues);

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

  it('speaks the one language it was given (the shell in the browser gets only the page’s)', () => {
    const only = createRemoteI18n('only-french', { 'fr-FR': catalogues['fr-FR'] });
    render(
      <only.RemoteI18n locale="fr-FR">
        <Card price="20,00 €" colours={2} />
      </only.RemoteI18n>,
    );
    expect(screen.getByText('Ajout rapide · Avant 20,00 € · +2 couleurs')).toBeInTheDocument();
  });

  it('says what is missing when no RemoteI18n is above it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Card price="£1.00" colours={1} />)).toThrow('useTranslation needs a RemoteI18n');
  });
});

describe('one instance for the page', () => {
  it('keeps each remote in its own namespace of the one instance per locale', () => {
    const other = createRemoteI18n('other', { 'en-GB': { card: { add: 'Add it' } }, 'fr-FR': {}, 'nl-NL': {}, 'sv-SE': {} });
    expect(other.i18nFor('fr-FR').t('card.add')).toBe('Add it');
    expect(i18nFor('fr-FR').t('card.add')).toBe('Ajout rapide');
    const instance = pageI18n('fr-FR');
    expect(instance.hasResourceBundle('fr-FR', 'cards')).toBe(true);
    expect(instance.hasResourceBundle('fr-FR', 'other')).toBe(true);
  });

  it('is found by a second copy of this module, as each remote compiles its own', () => {
    i18nFor('sv-SE');
    let copy: { pageI18n: typeof pageI18n } | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<{ pageI18n: typeof pageI18n }>('./remoteI18n');
    });
    expect(copy?.pageI18n('sv-SE')).toBe(pageI18n('sv-SE'));
  });
});

describe('labels', () => {
  it('give what i18next gives, for every key and set of values', () => {
    const instance = pageI18n('en-GB');
    const { t } = i18nFor('en-GB');
    for (const price of ['£10.00', '£12.00', '£10.00']) expect(t('card.was', { price })).toBe(instance.t('card.was', { price, ns: 'cards' }));
    for (const count of [1, 2, 1, 5]) expect(t('card.more', { count })).toBe(instance.t('card.more', { count, ns: 'cards' }));
    expect(t('card.was', { price: '£12.00' })).toBe('Was £12.00');
  });

  it('read a plain label from the catalogue, and leave fallbacks, values and plurals to i18next', () => {
    const words = {
      'en-GB': { plain: 'Size guide', nested: { deep: 'Delivery' }, value: 'Hi {{name}}', nesting: 'See $t(plain)', lacking: 'English only', empty: '' },
      'fr-FR': { plain: 'Guide des tailles', nested: { deep: 'Livraison' }, value: 'Bonjour {{name}}', nesting: 'Voir $t(plain)', empty: '' },
    };
    const own = createRemoteI18n('plain-labels', words);
    const instance = pageI18n('fr-FR');
    const { t } = own.i18nFor('fr-FR');
    const asked = jest.spyOn(instance, 't');
    expect(t('plain')).toBe('Guide des tailles');
    expect(t('nested.deep')).toBe('Livraison');
    expect(t('empty')).toBe('');
    expect(asked).not.toHaveBeenCalled();
    // The rest is i18next's, and says what it says.
    expect(t('lacking')).toBe('English only');
    expect(t('value', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(t('value')).toBe(instance.t('value', { ns: 'plain-labels' }));
    expect(t('nesting')).toBe(instance.t('nesting', { ns: 'plain-labels' }));
    expect(t('missing.key')).toBe(instance.t('missing.key', { ns: 'plain-labels' }));
    expect(asked).toHaveBeenCalled();
    asked.mockRestore();
  });

  it('are one object per locale, and locales never share answers', () => {
    const en = i18nFor('en-GB');
    expect(i18nFor('en-GB')).toBe(en);
    expect(en.t('card.add')).toBe('Quick add');
    expect(i18nFor('fr-FR').t('card.add')).toBe('Ajout rapide');
    expect(i18nFor('de-DE')).toBe(en);
  });

  it('keep answering correctly past the memory limit', () => {
    const t = memoise((key, options) => `${key}:${String(options?.n)}`);
    for (let n = 0; n < 2500; n++) expect(t('k', { n })).toBe(`k:${n}`);
    expect(t('card.add')).toBe('card.add:undefined');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FASCIAS } from '@storefront/shared-contracts';
import { on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { shirt } from '@storefront/shared-contracts/testing';
import { ShellI18n } from '../i18n/i18n';
import { BasicPickers } from './BasicPickers';

const pickers = (fascia: (typeof FASCIAS)[keyof typeof FASCIAS]) =>
  render(
    <ShellI18n locale={fascia.locale}>
      <BasicPickers product={shirt} fascia={fascia} query={{}} />
    </ShellI18n>,
  );

describe('BasicPickers (the shell fallback when the gallery remote fails)', () => {
  beforeEach(() => {
    resetEventState();
    window.history.replaceState(null, '', '/product/shirt');
  });

  it('lets the shopper choose colour and size and tells the other remotes', async () => {
    const seen: Array<{ colour: string; size: string | null }> = [];
    on('pdp:selection-changed', (p) => seen.push({ colour: p.colour, size: p.size }));
    pickers(FASCIAS.burton);

    const colour = screen.getByRole('combobox', { name: 'Colour' });
    const size = screen.getByRole('combobox', { name: 'Size' });
    const otherColour = [...(colour as HTMLSelectElement).options].find((o) => !o.selected && !o.disabled)!;
    await userEvent.selectOptions(colour, otherColour.value);
    expect(window.location.search).toBe(`?colour=${encodeURIComponent(otherColour.value)}`);

    const firstSize = [...(size as HTMLSelectElement).options].find((o) => o.value && !o.disabled)!;
    await userEvent.selectOptions(size, firstSize.value);
    expect(seen.at(-1)).toEqual({ colour: otherColour.value, size: firstSize.textContent });
  });

  it('speaks the fascia language, the out-of-stock options too', () => {
    pickers(FASCIAS.coast);
    const size = screen.getByRole('combobox', { name: 'Taille' });
    expect(screen.getByRole('combobox', { name: 'Couleur' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sélectionnez une taille' })).toBeInTheDocument();
    const soldOut = shirt.variants.find((v) => !v.isOnStock && v.attributes.colour === shirt.variants[0]!.attributes.colour)!;
    expect(size).toHaveTextContent(`${soldOut.attributes.size} - Épuisé`);
    expect(screen.queryByText(/Out of stock|Select a size/)).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventPayload } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { RemoteI18n } from '../i18n/i18n';
import { dress } from '../price/testProducts';
import { SelectedToggle } from './SelectedToggle';

function preview(features: string[], data: Record<string, unknown> = {}) {
  act(() => {
    emit('admin:preview-changed', { active: true, features, data });
  });
}

function renderToggle(colour: string | undefined = 'navy', locale: 'en-GB' | 'fr-FR' = 'en-GB') {
  return render(
    <RemoteI18n locale={locale}>
      <SelectedToggle product={dress} colour={colour} />
    </RemoteI18n>,
  );
}

beforeEach(() => resetEventState());

it('is not shown outside admin preview or without the product-selection feature', () => {
  renderToggle();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  preview(['other-feature']);
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

it('tells the parent window, through the shell, the product and selected colour when toggled', async () => {
  const sent: Array<EventPayload<'admin:product-selected'>> = [];
  on('admin:product-selected', (p) => sent.push(p));
  renderToggle('white');
  preview(['product-selection']);

  const toggle = screen.getByRole('switch', { name: 'Selected' });
  expect(toggle).not.toBeChecked();
  await userEvent.click(toggle);
  expect(toggle).toBeChecked();
  await userEvent.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(sent).toEqual([
    { productKey: 'dress-midi', name: 'Midi Dress', brand: 'Wallis', imageUrl: `${window.location.origin}/images/dress/white-0.jpg`, colour: 'white', selected: true },
    { productKey: 'dress-midi', name: 'Midi Dress', brand: 'Wallis', imageUrl: `${window.location.origin}/images/dress/white-0.jpg`, colour: 'white', selected: false },
  ]);
});

it('starts selected when the admin tool lists the product, for a gallery mounted after the answer', () => {
  preview(['product-selection'], { selectedProductKeys: ['dress-midi'] });
  renderToggle('navy', 'fr-FR');
  expect(screen.getByRole('switch', { name: 'Sélectionné' })).toBeChecked();
});

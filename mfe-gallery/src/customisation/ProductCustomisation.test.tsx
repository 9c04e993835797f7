import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { type EventPayload, type Product } from '@storefront/shared-contracts';
import { on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { RemoteI18n } from '../i18n/i18n';
import { makeProduct, makeVariant, shirt } from '../test/fixtures';
import { ProductCustomisation } from './ProductCustomisation';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

const monogram = {
  customisationGroup: 'monogram',
  title: 'Add a monogram',
  description: 'Your initials embroidered in a classic serif.',
  customisationFields: [
    { id: 'm1', apiName: 'initials', displayName: 'Initials', fieldType: 'text', optional: false, maxLength: 3, placeholder: 'e.g. ABC', validationRegex: '^[A-Za-z]+$', validationMessage: 'Letters only', description: 'Up to three letters.' },
    { id: 'm2', apiName: 'threadColour', displayName: 'Thread colour', fieldType: 'text', optional: true, maxLength: 12, validationRegex: '^[A-Za-z ]+$', validationMessage: 'Letters and spaces only' },
  ],
};

function customisable(group: string | undefined, id = 'p-cushion'): Product {
  const variant = makeVariant({ id: `${id}-v1`, colour: 'navy', size: 'One size' });
  if (group) variant.attributes.customisationGroupName = group;
  return makeProduct([variant], { id, name: 'Velvet Monogram Cushion' });
}

const heard: Array<EventPayload<'pdp:customisation-changed'>> = [];
let off: () => void = () => {};

function renderForm(product: Product) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RemoteI18n locale="en-GB">
        <ProductCustomisation product={product} />
      </RemoteI18n>
    </SWRConfig>,
  );
}

const lastHeard = () => heard[heard.length - 1];

beforeEach(() => {
  resetEventState();
  heard.length = 0;
  off = on('pdp:customisation-changed', (payload) => heard.push(payload), { replay: false });
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

afterEach(() => {
  off();
  jest.restoreAllMocks();
});

describe('product customisation', () => {
  it("loads the product's group and shows its fields with their labels, hints and counters", async () => {
    fetchMock.mockResolvedValue(answer(monogram));
    renderForm(customisable('monogram'));

    const group = await screen.findByRole('group', { name: 'Add a monogram' });
    expect(group).toHaveAccessibleDescription('Your initials embroidered in a classic serif.');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/product-customisation/monogram');
    const initials = screen.getByRole('textbox', { name: 'Initials' });
    expect(initials).toBeRequired();
    expect(initials).toHaveAttribute('placeholder', 'e.g. ABC');
    expect(initials).toHaveAccessibleDescription('Up to three letters. 3 characters max (3 remaining)');
    expect(screen.getByRole('textbox', { name: 'Thread colour (optional)' })).not.toBeRequired();
    expect(screen.getByText('12 characters max (12 remaining)')).toBeInTheDocument();
  });

  it('reports the form invalid until the required field is valid, with the values entered', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(monogram));
    renderForm(customisable('monogram'));
    const initials = await screen.findByRole('textbox', { name: 'Initials' });

    await waitFor(() => expect(lastHeard()).toEqual({ productId: 'p-cushion', hasFields: true, valid: false, values: { initials: '', threadColour: '' } }));
    await user.type(initials, 'AB');
    expect(lastHeard()).toEqual({ productId: 'p-cushion', hasFields: true, valid: true, values: { initials: 'AB', threadColour: '' } });
    expect(screen.getByText('3 characters max (1 remaining)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Thread colour (optional)' }), 'G0ld');
    expect(lastHeard()).toMatchObject({ valid: false, values: { initials: 'AB', threadColour: 'G0ld' } });
    expect(screen.getByRole('textbox', { name: 'Thread colour (optional)' })).toHaveAccessibleDescription(/Letters and spaces only/);
  });

  it("shows the field's validation message and marks the field invalid", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(monogram));
    renderForm(customisable('monogram'));
    const initials = await screen.findByRole('textbox', { name: 'Initials' });

    await user.type(initials, 'A1');
    expect(initials).toHaveAttribute('aria-invalid', 'true');
    expect(initials).toHaveAccessibleDescription('Up to three letters. 3 characters max (1 remaining) Letters only');
    expect(lastHeard()?.valid).toBe(false);
  });

  it('refuses more characters than allowed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(monogram));
    renderForm(customisable('monogram'));
    const initials = await screen.findByRole('textbox', { name: 'Initials' });

    await user.type(initials, 'ABCD');
    expect(screen.getByText('Use at most 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('3 characters max (0 remaining)')).toBeInTheDocument();
    expect(lastHeard()).toMatchObject({ valid: false, values: { initials: 'ABCD' } });
  });

  it('says a required field is missing only once the shopper has left it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(monogram));
    renderForm(customisable('monogram'));
    const initials = await screen.findByRole('textbox', { name: 'Initials' });

    expect(screen.queryByText('Initials is required.')).not.toBeInTheDocument();
    expect(initials).not.toHaveAttribute('aria-invalid');
    await user.click(initials);
    await user.tab();
    expect(initials).toHaveAccessibleDescription('Up to three letters. 3 characters max (3 remaining) Initials is required.');
    expect(initials).toHaveAttribute('aria-invalid', 'true');
  });

  it('is valid with nothing filled when every field is optional', async () => {
    fetchMock.mockResolvedValue(answer({ ...monogram, customisationFields: [{ ...monogram.customisationFields[1] }] }));
    renderForm(customisable('monogram'));
    await screen.findByRole('textbox', { name: 'Thread colour (optional)' });
    await waitFor(() => expect(lastHeard()).toEqual({ productId: 'p-cushion', hasFields: true, valid: true, values: { threadColour: '' } }));
  });

  it('shows nothing and reports no fields for a product without a group', async () => {
    renderForm(shirt);
    await waitFor(() => expect(lastHeard()).toEqual({ productId: 'p-shirt', hasFields: false, valid: true, values: {} }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it.each([
    ['an error status', answer({ message: 'We could not find those personalisation options.' }, 404)],
    ['a malformed answer', answer({ customisationFields: 'none' })],
    ['an answer with no usable field', answer({ title: 'Add a monogram', customisationFields: [{ apiName: 'x' }] })],
  ])('shows nothing and reports no fields after %s', async (_case, response) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(response);
    renderForm(customisable('monogram'));
    await waitFor(() => expect(lastHeard()).toEqual({ productId: 'p-cushion', hasFields: false, valid: true, values: {} }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('still shows the good fields of an answer with bad ones', async () => {
    fetchMock.mockResolvedValue(answer({ ...monogram, customisationFields: [{ displayName: 'Broken' }, 42, ...monogram.customisationFields] }));
    renderForm(customisable('monogram'));
    expect(await screen.findByRole('textbox', { name: 'Initials' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('sends nothing while the fields are loading', async () => {
    let resolve: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm(customisable('monogram'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(heard).toEqual([]);
    await act(async () => resolve(answer(monogram)));
    await waitFor(() => expect(lastHeard()).toMatchObject({ hasFields: true, valid: false }));
  });
});

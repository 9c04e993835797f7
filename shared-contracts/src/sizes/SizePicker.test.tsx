import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Variant } from '../entities/product';
import type { SizeOption } from '../selection/variants';
import { SizePicker, usesSizeDropdown, type SizePickerLabels } from './SizePicker';

const option = (size: string, isOnStock = true): SizeOption => ({ size, isOnStock, variant: { id: `v-${size}` } as Variant });
const labels: SizePickerLabels = { size: 'Size', selectSize: 'Select size', optionOutOfStock: (size) => `${size} - Out of stock` };
const classes = { root: 'root', label: 'label', select: 'select', sizes: 'sizes', size: 'size', unavailable: 'unavailable' };

describe('SizePicker', () => {
  it('uses a dropdown above 10 sizes only', () => {
    expect(usesSizeDropdown(10)).toBe(false);
    expect(usesSizeDropdown(11)).toBe(true);
  });

  it('draws nothing without sizes', () => {
    const { container } = render(<SizePicker sizes={[]} selectedId={null} allowOutOfStockSelection={false} onPick={() => {}} labels={labels} classes={classes} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a group of buttons, an out-of-stock one named so and disabled unless the fascia allows it', async () => {
    const onPick = jest.fn();
    render(<SizePicker sizes={[option('S'), option('M', false)]} selectedId="v-S" allowOutOfStockSelection={false} onPick={onPick} labels={labels} classes={classes} />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group).toHaveClass('sizes');
    expect(screen.getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'S' })).toHaveAttribute('class', 'size');
    const soldOut = screen.getByRole('button', { name: 'M - Out of stock' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAttribute('class', 'size unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'S' }));
    expect(onPick).toHaveBeenCalledWith('v-S');
  });

  it('describes an out-of-stock button instead when given the words, with the label in a header beside the aside', () => {
    render(
      <SizePicker
        sizes={[option('S'), option('M', false)]}
        selectedId={null}
        allowOutOfStockSelection
        onPick={() => {}}
        labels={{ ...labels, outOfStock: 'Out of stock' }}
        classes={{ ...classes, header: 'header' }}
        aside={<a href="/size-guide">Size guide</a>}
      />,
    );
    const soldOut = screen.getByRole('button', { name: 'M' });
    expect(soldOut).toBeEnabled();
    expect(soldOut).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByRole('link', { name: 'Size guide' }).parentElement).toHaveClass('header');
  });

  it('is a dropdown above 10 sizes, with the empty choice until one is chosen', async () => {
    const onPick = jest.fn();
    const sizes = Array.from({ length: 11 }, (_, index) => option(String(index + 1), index !== 3));
    render(<SizePicker sizes={sizes} selectedId={null} allowOutOfStockSelection={false} onPick={onPick} labels={labels} classes={classes} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: '4 - Out of stock' })).toBeDisabled();
    await userEvent.selectOptions(select, 'v-2');
    expect(onPick).toHaveBeenCalledWith('v-2');
  });
});

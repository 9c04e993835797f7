import { render, screen } from '@testing-library/react';
import Spacing from './index';
import { makeContext } from '../../kit/common/testing';

it('is a decorative gap with its heights per device and its background colour', () => {
  render(<Spacing section={{ id: 's', type: 'spacing', desktopHeight: 80, mobileHeight: 24, backgroundColour: '#ff0000' }} context={makeContext()} />);
  const gap = screen.getByTestId('spacing');
  expect(gap).toHaveAttribute('aria-hidden', 'true');
  expect(gap.style.getPropertyValue('--cb-spacing-desktop')).toBe('80px');
  expect(gap.style.getPropertyValue('--cb-spacing-mobile')).toBe('24px');
  expect(gap).toHaveStyle({ backgroundColor: '#ff0000' });
});

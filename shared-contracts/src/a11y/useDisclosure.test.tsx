import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDisclosure } from './useDisclosure';

function Faq({ initiallyOpen }: { initiallyOpen?: boolean }) {
  const answer = useDisclosure(initiallyOpen);
  return (
    <>
      <button {...answer.buttonProps} onClick={answer.toggle}>
        Delivery times
      </button>
      <p {...answer.panelProps}>Three to five working days.</p>
    </>
  );
}

describe('useDisclosure', () => {
  it('ties the button to its panel, shown and hidden by the button', async () => {
    render(<Faq />);
    const button = screen.getByRole('button', { name: 'Delivery times', expanded: false });
    expect(screen.queryByText('Three to five working days.')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveTextContent('Three to five working days.');
    expect(screen.getByText('Three to five working days.')).toBeVisible();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Delivery times', expanded: false })).toBe(button);
  });

  it('can start open', () => {
    render(<Faq initiallyOpen />);
    expect(screen.getByRole('button', { name: 'Delivery times', expanded: true })).toBeInTheDocument();
    expect(screen.getByText('Three to five working days.')).toBeVisible();
  });
});

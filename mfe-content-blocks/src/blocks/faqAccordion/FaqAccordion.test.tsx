import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqAccordion from './index';
import { makeContext } from '../../kit/common/testing';

it('opens and closes each answer from its question button', async () => {
  render(
    <FaqAccordion
      section={{ id: 'q', type: 'faqAccordion', title: 'Questions', items: [{ question: 'How long is delivery?', answer: 'Three days.\n\n<b>Not bold</b>' }, { question: 'Can I return?', answer: 'Yes.' }] }}
      context={makeContext()}
    />,
  );
  const delivery = screen.getByRole('button', { name: 'How long is delivery?' });
  expect(delivery).toHaveAttribute('aria-expanded', 'false');
  const answer = document.getElementById(delivery.getAttribute('aria-controls')!)!;
  expect(answer).not.toBeVisible();
  await userEvent.click(delivery);
  expect(delivery).toHaveAttribute('aria-expanded', 'true');
  expect(answer).toBeVisible();
  expect(answer).toHaveTextContent('Three days.');
  expect(screen.getByText('<b>Not bold</b>')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Can I return?' })).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(delivery);
  expect(answer).not.toBeVisible();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TakeoverToggle from './index';
import { makeContext } from '../../kit/common/testing';

function addSection(id: string, text: string) {
  const el = document.createElement('section');
  el.id = id;
  el.textContent = text;
  document.body.append(el);
  return el;
}

describe('TakeoverToggle', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hides the listed sections until pressed, then shows them, and hides them again', async () => {
    const a = addSection('sec-a', 'Alpha content');
    const b = addSection('sec-b', 'Beta content');
    const other = addSection('sec-c', 'Other content');
    render(<TakeoverToggle section={{ id: 't', type: 'takeoverToggle', label: 'Show the edit', openLabel: 'Hide the edit', sectionIds: ['sec-a', 'sec-b', 'missing'] }} context={makeContext()} />);
    const button = screen.getByRole('button', { name: 'Show the edit' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'sec-a sec-b missing');
    expect(a).not.toBeVisible();
    expect(b).not.toBeVisible();
    expect(other).toBeVisible();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Hide the edit' })).toHaveAttribute('aria-expanded', 'true');
    expect(a).toBeVisible();
    expect(b).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the edit' }));
    expect(a).not.toBeVisible();
  });

  it('shows the sections again when it leaves the page', () => {
    const a = addSection('sec-a', 'Alpha');
    const { unmount } = render(<TakeoverToggle section={{ id: 't', type: 'takeoverToggle', label: 'Toggle', sectionIds: ['sec-a'] }} context={makeContext()} />);
    expect(a.hidden).toBe(true);
    unmount();
    expect(a.hidden).toBe(false);
  });
});

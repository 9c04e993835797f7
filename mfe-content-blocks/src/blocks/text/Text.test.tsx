import { render, screen } from '@testing-library/react';
import Text from './index';
import { makeContext } from '../../kit/common/testing';

it('shows the title and the text as paragraphs, markup as plain words', () => {
  const { container } = render(
    <Text section={{ id: 't', type: 'text', title: 'About us', text: 'First line\nsecond line\n\n<img src=x onerror=alert(1)> stays text' }} context={makeContext()} />,
  );
  expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
  const paras = container.querySelectorAll('p');
  expect(paras).toHaveLength(2);
  expect(paras[0]!).toHaveTextContent('First linesecond line');
  expect(paras[0]!.querySelector('br')).not.toBeNull();
  expect(screen.getByText('<img src=x onerror=alert(1)> stays text')).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
});

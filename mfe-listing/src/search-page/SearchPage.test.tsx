import { render, screen } from '@testing-library/react';
import { SearchPage } from './SearchPage';

describe('SearchPage placeholder', () => {
  it('names the query as text, never as markup', () => {
    render(<SearchPage route={{ name: 'search', path: '/search', params: {}, query: { q: '<img src=x onerror=alert(1)>' } }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “<img src=x onerror=alert(1)>”');
    expect(document.querySelector('img')).toBeNull();
  });
  it('names the category', () => {
    render(<SearchPage route={{ name: 'category', path: '/categories/dresses', params: { slug: 'dresses' }, query: {} }} />);
    expect(screen.getByRole('heading', { name: 'Category: dresses' })).toBeInTheDocument();
  });
});

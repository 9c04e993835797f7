import { render, screen } from '@testing-library/react';
import { ContentPage, pageTitle } from './ContentPage';

describe('ContentPage placeholder', () => {
  it('titles the page from the last path segment', () => {
    expect(pageTitle('brands/burton/informational/size-guide')).toBe('Size guide');
    expect(pageTitle('')).toBe('Page');
  });
  it('shows the title as a heading', () => {
    render(<ContentPage route={{ name: 'content', path: '/pages/brand-room', params: { path: 'brand-room' }, query: {} }} />);
    expect(screen.getByRole('heading', { name: 'Brand room' })).toBeInTheDocument();
  });
});

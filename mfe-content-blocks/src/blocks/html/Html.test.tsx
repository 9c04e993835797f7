import { render, screen } from '@testing-library/react';
import Html from './index';
import { makeContext } from '../../kit/common/testing';

describe('Html block', () => {
  afterEach(() => {
    delete (window as unknown as { pwned?: unknown }).pwned;
  });

  it('renders the editor formatting and links, with no script and no handler, and nothing runs', async () => {
    const html =
      '<h2>Our story</h2><p>Made <b>well</b>.</p><script>window.pwned = "script"</script>' +
      '<img src="/images/broken.jpg" alt="Broken" onerror="window.pwned = \'img\'">' +
      '<a href="javascript:window.pwned=\'link\'" onclick="window.pwned=\'click\'">Click me</a>' +
      '<a href="https://example.com" target="_blank">Partner</a>';
    const { container } = render(<Html section={{ id: 'h', type: 'html', html }} context={makeContext()} />);
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const all = Array.from(container.querySelectorAll('*'));
    expect(all.flatMap((el) => Array.from(el.attributes).map((a) => a.name)).filter((name) => name.startsWith('on'))).toEqual([]);
    const image = screen.getByRole('img', { name: 'Broken' });
    image.dispatchEvent(new Event('error'));
    // A link without href is no link; its text stays.
    expect(screen.queryByRole('link', { name: 'Click me' })).toBeNull();
    screen.getByText('Click me').click();
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener noreferrer');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((window as unknown as { pwned?: unknown }).pwned).toBeUndefined();
  });
});

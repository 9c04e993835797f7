import { render, screen } from '@testing-library/react';
import Iframe from './index';
import { makeContext } from '../../kit/common/testing';

const section = (src: string) => ({ id: 'f', type: 'iframe' as const, src, title: 'Store map', height: 400 });

describe('Iframe block', () => {
  it('embeds an allowed origin, sandboxed, titled, lazy, with a strict referrer policy', () => {
    render(<Iframe section={section('https://www.google.com/maps/embed?pb=1')} context={makeContext()} />);
    const frame = screen.getByTitle('Store map');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('height', '400');
  });

  it('loads eagerly among the first sections', () => {
    render(<Iframe section={section('https://player.vimeo.com/video/1')} context={makeContext({ imageLoading: 'eager' })} />);
    expect(screen.getByTitle('Store map')).toHaveAttribute('loading', 'eager');
  });

  it('renders nothing for a disallowed origin, and logs it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Iframe section={section('https://evil.example/embed')} context={makeContext()} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example/embed'));
    warn.mockRestore();
  });
});

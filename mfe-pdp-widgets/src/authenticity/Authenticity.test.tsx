import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@storefront/shared-contracts';
import { Authenticity } from './Authenticity';
import { AuthenticityI18n } from './i18n/i18n';

const video = { sources: [
  { type: 'MP4' as const, width: 480, height: 720, url: '/media/authenticity/mp4_480p' },
  { type: 'WEBM' as const, width: 480, height: 720, url: '/media/authenticity/webm_480p' },
] };

function renderBadge(authenticity: Product['authenticity'], locale: 'en-GB' | 'sv-SE' = 'en-GB') {
  return render(
    <AuthenticityI18n locale={locale}>
      <Authenticity product={{ authenticity }} />
    </AuthenticityI18n>,
  );
}

let pause: jest.SpyInstance;
beforeEach(() => {
  // jsdom does not play media; the spy records what the dialog asks of the video.
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Authenticity', () => {
  it('opens a named dialog with the video from the badge; Escape closes it, pauses the video and gives focus back', async () => {
    const user = userEvent.setup();
    renderBadge({ kind: 'luxury', video });
    const badge = screen.getByRole('button', { name: 'Authenticity guaranteed' });
    expect(badge).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('video')).toBeNull();

    await user.click(badge);
    const dialog = screen.getByRole('dialog', { name: 'How we check authenticity' });
    expect(within(dialog).getByText('Every luxury piece is checked by our specialists before it is sent to you.')).toBeVisible();
    const player = within(dialog).getByLabelText('Video: how we check authenticity');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect([...player.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/authenticity/mp4_480p', 'video/mp4'],
      ['/media/authenticity/webm_480p', 'video/webm'],
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(badge).toHaveFocus();
  });

  it('pauses the video when closed with the Close button too', async () => {
    const user = userEvent.setup();
    renderBadge({ kind: 'preloved', video }, 'sv-SE');
    await user.click(screen.getByRole('button', { name: 'Äkthetskontrollerat begagnat' }));
    const dialog = screen.getByRole('dialog', { name: 'Så kontrollerar vi äktheten' });
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a product without an authenticity check, or with no video of this site', () => {
    const { container, rerender } = renderBadge(undefined);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <AuthenticityI18n locale="en-GB">
        <Authenticity product={{ authenticity: { kind: 'luxury', video: { sources: [{ ...video.sources[0]!, url: 'https://evil.example/v.mp4' }] } } }} />
      </AuthenticityI18n>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

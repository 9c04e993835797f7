// One post of the social feed (spec 2 §4, §9; spec 3 §4): a square image
// (1080×1080, at most 500 px high), or a video post's preview until pressed,
// then the video in an embedded, sandboxed frame with autoplay; links to the
// post on its channel and to the post's call to action. Every address is
// checked (safeUrl) and every text is shown as text.
import { useState } from 'react';
import { imageUrl, safeUrl } from '@storefront/shared-contracts';
import { cardLabels } from '../kit/carousel/i18n/i18n';
import { autoplayUrl, type SocialPost } from './rules';
import styles from './social.module.css';

export const SOCIAL_IMAGE_SIZE = 1080;

export function PostCard({ post, locale, loading }: { post: SocialPost; locale: string; loading: 'eager' | 'lazy' }) {
  const { t } = cardLabels(locale);
  const [playing, setPlaying] = useState(false);
  const channel = t(`socials.${post.channel}`);
  const video = post.videos.find((v) => safeUrl(v.embedUrl) && safeUrl(v.previewImageUrl));
  const image = post.images.find((i) => safeUrl(i.url));
  const still = safeUrl(video?.previewImageUrl ?? image?.url);
  const alt = image?.altText ?? '';
  const source = safeUrl(post.sourceUrl);
  const cta = post.ctaLink ? safeUrl(post.ctaLink.url) : null;
  const picture = still && (
    <img className={styles.image} src={imageUrl(still, SOCIAL_IMAGE_SIZE)} alt={video ? '' : alt} width={SOCIAL_IMAGE_SIZE} height={SOCIAL_IMAGE_SIZE} loading={loading} decoding="async" />
  );
  return (
    <article className={styles.post} aria-label={t('socials.post', { channel })}>
      <div className={styles.media}>
        {video && playing && (
          <iframe
            className={styles.frame}
            src={autoplayUrl(safeUrl(video.embedUrl)!)}
            title={t('socials.video', { channel })}
            width={SOCIAL_IMAGE_SIZE}
            height={SOCIAL_IMAGE_SIZE}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="autoplay; fullscreen; encrypted-media"
            referrerPolicy="no-referrer"
          />
        )}
        {video && !playing && (
          <button type="button" className={styles.play} aria-label={t('socials.playVideo', { name: alt || channel })} onClick={() => setPlaying(true)}>
            {picture}
          </button>
        )}
        {!video && picture}
      </div>
      <div className={styles.links}>
        {source && <a href={source} target="_blank" rel="noopener noreferrer">{t('socials.viewPost', { channel })}</a>}
        {cta && post.ctaLink && <a href={cta}>{post.ctaLink.title}</a>}
      </div>
    </article>
  );
}

// The social feed (spec 3 §2, §4, §5, §7, §8, §9): posts of the fascia's site
// from the social-posts service, Facebook posts with videos dropped, filtered
// by channel (all, facebook, tiktok, instagram: pressed buttons) and by any of
// the chosen tags; square images (1080×1080, at most 500 px high), 1.2 / 2 / 3 /
// 5 slides by width. A video post shows its preview until pressed, then plays
// in an embedded, sandboxed frame with autoplay. A failed fetch is logged and,
// like no posts, shows the noPosts message. Free of content-page specifics, so
// the product page's social gallery can show it too.
import { useId, useState } from 'react';
import useSWR from 'swr';
import { imageUrl, safeUrl, type FasciaSettings } from '@storefront/shared-contracts';
import { ContentCarousel } from '../blocks/carousel/ContentCarousel';
import { slideImageLoading, SOCIAL_SLIDES, type CarouselConfig } from '../blocks/carousel/carouselDefaults';
import { cardLabels } from '../blocks/carousel/i18n/i18n';
import { autoplayUrl, dropFacebookVideos, filterPosts, isShowable, SOCIAL_CHANNELS, SOCIAL_KEY_HEADER, socialPostsUrl, tagChoices, type ChannelFilter, type SocialPost } from './rules';
import styles from './social.module.css';

export const SOCIAL_IMAGE_SIZE = 1080;

export interface SocialFeedProps {
  fascia: Pick<FasciaSettings, 'key' | 'locale' | 'social'>;
  title?: string | undefined;
  /** The channels offered (none: all three). */
  channels?: readonly SocialChannelName[] | undefined;
  /** The tags offered (none: every tag of the posts). */
  tags?: readonly string[] | undefined;
  carousel?: CarouselConfig | undefined;
  imageLoading?: 'eager' | 'lazy';
  headingLevel?: 2 | 3;
}

type SocialChannelName = (typeof SOCIAL_CHANNELS)[number];

async function fetchPosts([url, key]: readonly [string, string]): Promise<SocialPost[]> {
  const response = await fetch(url, { headers: { accept: 'application/json', [SOCIAL_KEY_HEADER]: key } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const answer = (await response.json()) as { posts?: unknown };
  return Array.isArray(answer.posts) ? answer.posts.filter(isShowable) : [];
}

function PostCard({ post, locale, loading }: { post: SocialPost; locale: string; loading: 'eager' | 'lazy' }) {
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

export function SocialFeed({ fascia, title, channels, tags, carousel, imageLoading = 'lazy', headingLevel = 2 }: SocialFeedProps) {
  const { t } = cardLabels(fascia.locale);
  const headingId = useId();
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [chosenTags, setChosenTags] = useState<string[]>([]);
  const offered = channels && channels.length > 0 ? SOCIAL_CHANNELS.filter((c) => channels.includes(c)) : [...SOCIAL_CHANNELS];
  const { data, error } = useSWR([socialPostsUrl(fascia.social.siteId, channels ?? [], tags ?? []), fascia.social.apiKey] as const, fetchPosts, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (e: unknown) => console.error(`[contentBlocks/social] posts unavailable: ${e instanceof Error ? e.message : String(e)}`),
  });
  const posts = dropFacebookVideos(error ? [] : (data ?? []));
  const shown = filterPosts(posts, channel, chosenTags);
  const tagList = tagChoices(posts, tags);
  const heading = title ?? t('socials.title');
  const Heading = `h${headingLevel}` as const;
  const view = Math.ceil(SOCIAL_SLIDES[SOCIAL_SLIDES.length - 1]!);
  const toggleTag = (tag: string) => setChosenTags((was) => (was.includes(tag) ? was.filter((x) => x !== tag) : [...was, tag]));

  return (
    <section className={styles.feed} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <div role="group" aria-label={t('socials.channels')} className={styles.filters}>
        {(['all', ...offered] as ChannelFilter[]).map((option) => (
          <button key={option} type="button" className={styles.filter} aria-pressed={channel === option} onClick={() => setChannel(option)}>
            {t(`socials.${option}`)}
          </button>
        ))}
      </div>
      {tagList.length > 0 && (
        <div role="group" aria-label={t('socials.tags')} className={styles.filters}>
          {tagList.map((tag) => (
            <button key={tag} type="button" className={styles.filter} aria-pressed={chosenTags.includes(tag)} onClick={() => toggleTag(tag)}>
              #{tag}
            </button>
          ))}
        </div>
      )}
      {data === undefined && !error ? null : shown.length === 0 ? (
        <p className={styles.empty}>{t('socials.noPosts')}</p>
      ) : (
        <ContentCarousel
          kind="socials"
          config={carousel}
          label={heading}
          locale={fascia.locale}
          slides={shown.map((post, index) => ({ key: post.flocklerId, content: <PostCard post={post} locale={fascia.locale} loading={slideImageLoading(index, view, imageLoading)} /> }))}
        />
      )}
    </section>
  );
}

// The social feed (spec 2 §4, §8, §9 social gallery; spec 3 §2, §4, §5, §7,
// §8, §9 socials carousel), built once for both pages: posts of the fascia's
// site from the social-posts service, Facebook posts with videos dropped,
// filtered by channel (all, facebook, tiktok, instagram: pressed buttons) and
// by any of the chosen tags; square images (1080×1080, at most 500 px high).
// Two layouts: a carousel (1.2 / 2 / 3 / 5 slides by width; its code a chunk
// of its own, asked for as the feed mounts) or a board (rows of 4 / 2, row
// limit 4 with "show more"). A video post shows its preview until pressed,
// then plays in an embedded, sandboxed frame with autoplay (PostCard). While
// the posts (or the carousel's code) load, a placeholder holds their room
// (PostsPlaceholder). A failed fetch is logged and, like no posts, shows the
// noPosts message.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import type { FasciaSettings } from '@storefront/shared-contracts';
import type { CarouselConfig } from '../kit/carousel/carouselDefaults';
import { cardLabels } from '../kit/carousel/i18n/i18n';
import { PostsPlaceholder, placeholderRoom } from './PostsPlaceholder';
import { SocialBoard } from './SocialBoard';
import {
  dropFacebookVideos,
  filterPosts,
  isShowable,
  resolveBoard,
  SOCIAL_CHANNELS,
  SOCIAL_KEY_HEADER,
  socialPostsUrl,
  tagChoices,
  type ChannelFilter,
  type SocialBoardConfig,
  type SocialLayout,
  type SocialPost,
} from './rules';
import styles from './social.module.css';

export { SOCIAL_IMAGE_SIZE } from './PostCard';

const loadCarousel = () => import('./SocialCarousel');
const SocialCarousel = lazy(loadCarousel);

export interface SocialFeedProps {
  fascia: Pick<FasciaSettings, 'key' | 'locale' | 'social'>;
  title?: string | undefined;
  /** The channels offered (none: all three). */
  channels?: readonly SocialChannelName[] | undefined;
  /** The tags offered (none: every tag of the posts). */
  tags?: readonly string[] | undefined;
  /** 'carousel' (default) or 'board'. */
  layout?: SocialLayout | undefined;
  carousel?: CarouselConfig | undefined;
  /** The board's rows and gaps (spec 2 §9 defaults where not set). */
  board?: Partial<SocialBoardConfig> | undefined;
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

export function SocialFeed({ fascia, title, channels, tags, layout = 'carousel', carousel, board, imageLoading = 'lazy', headingLevel = 2 }: SocialFeedProps) {
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
  const boardConfig = resolveBoard(board);
  // The carousel's code is asked for while the posts load, not after.
  useEffect(() => {
    if (layout === 'carousel') loadCarousel().catch((e: unknown) => console.error(`[contentBlocks/social] carousel unavailable: ${e instanceof Error ? e.message : String(e)}`));
  }, [layout]);
  const placeholder = <PostsPlaceholder locale={fascia.locale} room={placeholderRoom({ layout, carousel, board: boardConfig, tagsToCome: tagList.length === 0 && !(tags && tags.length > 0) })} />;
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
      {data === undefined && !error ? placeholder : shown.length === 0 ? (
        <p className={styles.empty}>{t('socials.noPosts')}</p>
      ) : (
        <Suspense fallback={placeholder}>
          {layout === 'board' ? (
            <SocialBoard posts={shown} label={heading} locale={fascia.locale} imageLoading={imageLoading} config={boardConfig} />
          ) : (
            <SocialCarousel posts={shown} label={heading} locale={fascia.locale} imageLoading={imageLoading} config={carousel} />
          )}
        </Suspense>
      )}
    </section>
  );
}

// The social feed while its posts (or the carousel's code) are on their way:
// the room the loaded feed will take, so nothing below it moves when they
// arrive (issue 18: CLS < 0.02). One row of posts drawn as the posts are
// (square, at most 500 px high, the links line under each: the same classes),
// each as wide as a carousel slide or a board column with the gaps between
// them, plus what the loaded feed draws around that row: the tag filters when
// the tags will come from the posts, the carousel's buttons and pagination.
// The shared spinner, in a polite status, tells a screen reader posts are
// loading. Further board rows and "show more" depend on how many posts come,
// so only the first row is held.
import type { CSSProperties } from 'react';
import { Spinner } from '@storefront/shared-contracts/spinner';
import { resolveCarousel, type CarouselConfig, type PerDevice, type SlideSteps } from '../kit/carousel/carouselDefaults';
import { cardLabels } from '../kit/carousel/i18n/i18n';
import type { SocialBoardConfig, SocialLayout } from './rules';
import styles from './social.module.css';

// Heights of what the loaded feed draws around its posts, px, as its
// stylesheets do: a row of 44 px buttons and its 12 px margin (the tag
// filters in social.module.css; the carousel's header in
// ContentCarousel.module.css), the carousel's pagination with its margin.
const BUTTON_ROW_PX = 44 + 12;
const PAGINATION_PX = { BAR: 3 + 12, DOTS: 24 + 12 } as const;

export interface PlaceholderRoom {
  /** Posts side by side at each width step (below 768, from 768, 1024, 1440). */
  columns: SlideSteps;
  /** Space between posts, px. */
  gap: PerDevice<number>;
  /** Height of the rows the loaded feed draws around its posts, px. */
  around: PerDevice<number>;
}

export interface PlaceholderFor {
  layout: SocialLayout;
  carousel?: CarouselConfig | undefined;
  board: SocialBoardConfig;
  /** Whether the tag filters are still to come with the posts. */
  tagsToCome: boolean;
}

export function placeholderRoom({ layout, carousel, board, tagsToCome }: PlaceholderFor): PlaceholderRoom {
  const tags = tagsToCome ? BUTTON_ROW_PX : 0;
  if (layout === 'board') {
    const { mobile, desktop } = board.rowSize;
    return { columns: [mobile, desktop, desktop, desktop], gap: board.gap, around: { mobile: tags, desktop: tags } };
  }
  // The socials' slides per view do not depend on how many posts there are.
  const resolved = resolveCarousel('socials', carousel, 0);
  const around = (device: keyof PerDevice<number>) =>
    tags + (resolved.showControls[device] || resolved.autoScroll[device] ? BUTTON_ROW_PX : 0) + (resolved.showPagination[device] ? PAGINATION_PX[resolved.paginationStyle] : 0);
  return { columns: resolved.slides, gap: resolved.gap, around: { mobile: around('mobile'), desktop: around('desktop') } };
}

export function PostsPlaceholder({ room, locale }: { room: PlaceholderRoom; locale: string }) {
  const { t } = cardLabels(locale);
  const style = {
    '--ph-cols-0': room.columns[0],
    '--ph-cols-1': room.columns[1],
    '--ph-cols-2': room.columns[2],
    '--ph-cols-3': room.columns[3],
    '--ph-gap-m': `${room.gap.mobile}px`,
    '--ph-gap-d': `${room.gap.desktop}px`,
    '--ph-around-m': `${room.around.mobile}px`,
    '--ph-around-d': `${room.around.desktop}px`,
  } as CSSProperties;
  const posts = Math.ceil(Math.max(...room.columns));
  return (
    <div role="status" className={styles.placeholder} style={style}>
      {Array.from({ length: posts }, (_, index) => (
        <div key={index} className={`${styles.post} ${styles.placeholderPost}`} aria-hidden="true">
          <div className={styles.media} />
          <div className={styles.links} />
        </div>
      ))}
      <span className={styles.placeholderSpinner}>
        <Spinner label={t('socials.loading')} size={32} />
      </span>
    </div>
  );
}

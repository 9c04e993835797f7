// The social feed as a board (spec 2 §9 gallery defaults): rows of 4 posts
// on a desktop and 2 on a phone, 4 px / 2 px apart, 4 rows at first and a
// "show more" button for 4 more while posts remain. Focus moves to the first
// post a press shows, so a keyboard user carries on from there.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { cardLabels } from '../kit/carousel/i18n/i18n';
import { useIsMobile } from '../kit/common/media';
import { PostCard } from './PostCard';
import { boardShown, type SocialBoardConfig } from './rules';
import type { SocialLayoutProps } from './SocialCarousel';
import styles from './social.module.css';

export function SocialBoard({ posts, label, locale, imageLoading, config }: SocialLayoutProps & { config: SocialBoardConfig }) {
  const { t } = cardLabels(locale);
  const mobile = useIsMobile();
  const rowSize = mobile ? config.rowSize.mobile : config.rowSize.desktop;
  const [rows, setRows] = useState(config.rowLimit);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // New posts (a filter changed): back to the first rows.
  const keys = posts.map((post) => post.flocklerId).join('|');
  const [keysShown, setKeysShown] = useState(keys);
  if (keysShown !== keys) {
    setKeysShown(keys);
    setRows(config.rowLimit);
    setFocusFrom(null);
  }
  const { shown, more } = boardShown(posts.length, rowSize, rows);

  useEffect(() => {
    if (focusFrom === null) return;
    (list.current?.children[focusFrom] as HTMLElement | undefined)?.focus();
  }, [focusFrom]);

  const style = {
    '--cols-m': config.rowSize.mobile,
    '--cols-d': config.rowSize.desktop,
    '--gap-m': `${config.gap.mobile}px`,
    '--gap-d': `${config.gap.desktop}px`,
  } as CSSProperties;

  return (
    <>
      <ul ref={list} className={styles.board} style={style} aria-label={label}>
        {posts.slice(0, shown).map((post, index) => (
          <li key={post.flocklerId} tabIndex={index >= rowSize * config.rowLimit ? -1 : undefined} className={styles.boardItem}>
            <PostCard post={post} locale={locale} loading={index < rowSize ? imageLoading : 'lazy'} />
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          className={styles.more}
          onClick={() => {
            setFocusFrom(shown);
            setRows((was) => was + config.rowLimit);
          }}
        >
          {t('socials.showMore')}
        </button>
      )}
    </>
  );
}

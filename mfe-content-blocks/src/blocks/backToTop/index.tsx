// Back-to-top button: scrolls to the top of the page and moves focus there.
import type { BlockProps } from '../../page/types';
import { blockLabels } from '../../kit/common/i18n/i18n';
import { matchesMedia, REDUCED_MOTION_QUERY } from '../../kit/common/media';
import { goToTop } from './rules';
import styles from './backToTop.module.css';

export default function BackToTop({ section, context }: BlockProps<'backToTop'>) {
  const { t } = blockLabels(context.fascia.locale);
  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.button} onClick={() => goToTop(window, matchesMedia(REDUCED_MOTION_QUERY))}>
        <span aria-hidden="true" className={styles.arrow}>↑</span>
        {section.label?.trim() || t('backToTop')}
      </button>
    </div>
  );
}

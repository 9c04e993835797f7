// Media-hub video: the video block's player (shared, not copied) with a
// title, an optional description and CTA.
import type { BlockProps } from '../../page/types';
import { CtaLink } from '../../kit/common/CtaLink';
import { TextLines } from '../text/TextLines';
import { VideoPlayer } from '../video/VideoPlayer';
import styles from './mediaHubVideo.module.css';

export default function MediaHubVideo({ section, context }: BlockProps<'mediaHubVideo'>) {
  return (
    <div className={styles.block}>
      <VideoPlayer
        title={section.title}
        desktopSrc={section.desktopSrc}
        mobileSrc={section.mobileSrc}
        poster={section.poster}
        captionsSrc={section.captionsSrc}
        controls
        loading={context.imageLoading}
        locale={context.fascia.locale}
      />
      <div className={styles.content}>
        <h2 className={styles.title}>{section.title}</h2>
        {section.description && <TextLines text={section.description} className={styles.description} />}
        {section.cta && <CtaLink cta={section.cta} />}
      </div>
    </div>
  );
}

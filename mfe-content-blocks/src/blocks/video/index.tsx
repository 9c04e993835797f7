// Video block (spec 3 §3, §4, §9): the shared player with the section's
// sources, aspect ratio and playback options.
import type { BlockProps } from '../../page/types';
import { VideoPlayer } from './VideoPlayer';

export default function Video({ section, context }: BlockProps<'video'>) {
  return (
    <VideoPlayer
      title={section.title}
      desktopSrc={section.desktopSrc}
      mobileSrc={section.mobileSrc}
      poster={section.poster}
      captionsSrc={section.captionsSrc}
      aspectRatio={section.aspectRatio}
      loop={section.loop}
      autoplay={section.autoplay}
      controls={section.controls}
      sound={section.sound}
      scrollToPlay={section.scrollToPlay}
      quality={section.quality}
      loading={context.imageLoading}
      locale={context.fascia.locale}
    />
  );
}

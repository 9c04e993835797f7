// Socials carousel (spec 3 §2): the social feed with the editor's title, channels and tags.
import type { BlockProps } from '../../page/types';
import { SocialFeed } from '../../social/SocialFeed';

export default function SocialsCarousel({ section, context }: BlockProps<'socialsCarousel'>) {
  return <SocialFeed fascia={context.fascia} title={section.title} channels={section.channels} tags={section.tags} carousel={section.carousel} imageLoading={context.imageLoading} />;
}

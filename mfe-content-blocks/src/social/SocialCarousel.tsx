// The social feed as a carousel (spec 2 §9, spec 3 §9): 1.2 / 2 / 3 / 5
// slides by width, posts at most 500 px high. A chunk of its own, loaded only
// where the carousel layout is used (the product page's board never loads it).
import { ContentCarousel } from '../kit/carousel/ContentCarousel';
import { slideImageLoading, SOCIAL_SLIDES, type CarouselConfig } from '../kit/carousel/carouselDefaults';
import { PostCard } from './PostCard';
import type { SocialPost } from './rules';

export interface SocialLayoutProps {
  posts: SocialPost[];
  label: string;
  locale: string;
  imageLoading: 'eager' | 'lazy';
}

const VIEW = Math.ceil(SOCIAL_SLIDES[SOCIAL_SLIDES.length - 1]!);

export default function SocialCarousel({ posts, label, locale, imageLoading, config }: SocialLayoutProps & { config?: CarouselConfig | undefined }) {
  return (
    <ContentCarousel
      kind="socials"
      config={config}
      label={label}
      locale={locale}
      slides={posts.map((post, index) => ({ key: post.flocklerId, content: <PostCard post={post} locale={locale} loading={slideImageLoading(index, VIEW, imageLoading)} /> }))}
    />
  );
}

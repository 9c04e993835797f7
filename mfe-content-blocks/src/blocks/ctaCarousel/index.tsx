// CTA carousel (spec 3 §2): editor images with their links, 3.5 / 10 slides (spec 3 §9).
import type { BlockProps } from '../../page/types';
import { CardCarousel } from '../../kit/carousel/CardCarousel';
import { CtaCard } from '../../kit/cards/CtaCard';

export default function CtaCarousel({ section, context }: BlockProps<'ctaCarousel'>) {
  return <CardCarousel kind="cta" section={section} context={context} slide={(item, index, loading) => ({ key: `${index}-${item.link.href}`, content: <CtaCard item={item} loading={loading} /> })} />;
}

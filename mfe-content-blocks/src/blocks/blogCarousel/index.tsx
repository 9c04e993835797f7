// Blog carousel: blog cards, 1.3 / 3.3 slides (spec 3 §9).
import type { BlockProps } from '../../page/types';
import { CardCarousel } from '../../kit/carousel/CardCarousel';
import { BlogCard } from '../../kit/cards/BlogCard';

export default function BlogCarousel({ section, context }: BlockProps<'blogCarousel'>) {
  return (
    <CardCarousel
      kind="blog"
      section={section}
      context={context}
      slide={(item, index, loading) => ({ key: `${index}-${item.href}`, content: <BlogCard item={item} loading={loading} locale={context.fascia.locale} /> })}
    />
  );
}

// The product page's blog cards and content grid (spec 2 §2): the editorial
// sections the content service has for the product's category (or the shared
// default), drawn by the content pages' own blogCards and contentGrid blocks.
// Nothing while loading, when there is no such page, or when it fails (logged).
import useSWR from 'swr';
import type { FasciaSettings, SessionSummary } from '@storefront/shared-contracts';
import BlogCards from '../blocks/blogCards';
import ContentGrid from '../blocks/contentGrid';
import type { BlockContext } from '../page/types';
import { visitorOf } from '../page/visitor';
import { fetchProductContent } from './rules';
import styles from './productContent.module.css';

export interface ProductContentProps {
  /** The pages to ask for, in order (productContentPaths). */
  paths: string[];
  fascia: FasciaSettings;
  session: SessionSummary | null;
  pathname: string;
}

export function ProductContent({ paths, fascia, session, pathname }: ProductContentProps) {
  const { data } = useSWR(['productContent', fascia.key, ...paths] as const, ([, , ...asked]) => fetchProductContent(asked), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error(`[contentBlocks/productContent] content unavailable: ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!data || data.length === 0) return null;
  return (
    <div className={styles.productContent}>
      {data.map((section, index) => {
        // Below the fold on the product page: every image lazy.
        const context: BlockContext = { fascia, pathname, visitor: visitorOf(session), session, imageLoading: 'lazy', index };
        return section.type === 'blogCards' ? <BlogCards key={section.id} section={section} context={context} /> : <ContentGrid key={section.id} section={section} context={context} />;
      })}
    </div>
  );
}

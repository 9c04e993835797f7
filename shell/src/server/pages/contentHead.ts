// The head of a content service page (home, /pages/..., the CMS 404 page).
import type { ContentPageData } from '@storefront/shared-contracts/content';
import { basicHead, type HeadData } from '../../seo/head';
import type { PageRequest } from './page';

export function contentHead(page: Pick<PageRequest, 'canonical' | 'fascia'>, content: ContentPageData, title: string): HeadData {
  const { canonical, fascia } = page;
  return basicHead({ title, ...(content.description ? { description: content.description } : {}), canonical, fascia });
}

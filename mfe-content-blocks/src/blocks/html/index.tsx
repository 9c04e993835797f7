// HTML block: the editor's HTML, sanitised by DOMPurify in the browser
// (sanitise.ts) before it reaches the page. The only dangerouslySetInnerHTML
// of these blocks, and only for DOMPurify's output.
import { useMemo } from 'react';
import type { BlockProps } from '../../page/types';
import { sanitiseHtml } from './sanitise';
import styles from './html.module.css';

export default function Html({ section }: BlockProps<'html'>) {
  const clean = useMemo(() => sanitiseHtml(section.html), [section.html]);
  if (!clean) return null;
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}

// Iframe block: a sandboxed embed from an allowed origin (rules.ts), always
// titled, lazy unless the section is among the first two. No postMessage
// listener: the block needs none.
import type { BlockProps } from '../../page/types';
import { allowedIframeSrc, IFRAME_SANDBOX } from './rules';
import styles from './iframe.module.css';

function pageOrigin(): string | null {
  return typeof window !== 'undefined' ? window.location.origin : null;
}

export default function Iframe({ section, context }: BlockProps<'iframe'>) {
  const src = allowedIframeSrc(section.src, pageOrigin());
  if (!src) {
    console.warn(`[contentBlocks/iframe] section ${section.id}: ${section.src} is not from an allowed origin; nothing shown`);
    return null;
  }
  return (
    <div className={styles.frame}>
      <iframe
        className={styles.iframe}
        src={src}
        title={section.title}
        height={section.height}
        width="100%"
        loading={context.imageLoading === 'eager' ? 'eager' : 'lazy'}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={IFRAME_SANDBOX}
        allow="fullscreen; picture-in-picture; encrypted-media"
      />
    </div>
  );
}

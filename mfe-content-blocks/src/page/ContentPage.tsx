// A content page (spec 3 §1): the sections in order, each in its container,
// each its own failure domain. A type without a block renders nothing. The
// first two sections render at once (their images eager) and the page counts
// as shown when they are; later ones load their block when they come near.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type FasciaSettings, type SessionSummary } from '@storefront/shared-contracts';
import { on } from '@storefront/shared-contracts/events/bus';
import type { ContentSection, SectionType } from '@storefront/shared-contracts/content';
import { useShownLater } from '@storefront/shared-contracts/parcel';
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';
import { PagePathContext } from '../links/usePageLink';
import { blockLoaders, type BlockLoaders, type BlockModule } from './blocks';
import { SectionBoundary } from './SectionBoundary';
import { SectionFrame } from './SectionFrame';
import type { BlockContext } from './types';
import { EAGER_SECTIONS, imageLoadingFor, visitorOf } from './visitor';
import styles from './page.module.css';

/**
 * How far below the viewport a later section starts loading its block: the
 * spec's smallest lazy-load offset (100), so a page's first load carries only
 * the blocks in view (JavaScript budget, issue 16).
 */
const NEAR_MARGIN = '0px 0px 100px 0px';

/** The room a section not yet loaded holds: about one section. */
const PLACEHOLDER_HEIGHT = 400;

const lazyBlocks = new WeakMap<() => Promise<BlockModule>, ReturnType<typeof lazy<BlockModule['default']>>>();
function lazyBlock(load: () => Promise<BlockModule>) {
  let component = lazyBlocks.get(load);
  if (!component) {
    component = lazy(load);
    lazyBlocks.set(load, component);
  }
  return component;
}

/** Calls `onRendered` once its children are on screen. */
function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  useLayoutEffect(onRendered, [onRendered]);
  return <>{children}</>;
}

/**
 * Renders its children once the placeholder comes near the viewport. Armed
 * only once the first sections are drawn: before that every placeholder sits
 * at the top of an empty page and would count as near.
 */
function WhenNear({ armed, children }: { armed: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !armed || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, armed]);
  // Held open about a section's height, also while its block loads, so only the
  // sections really near load (a collapsing placeholder would pull the next one in, and so on).
  const placeholder = <div ref={ref} style={{ minHeight: PLACEHOLDER_HEIGHT }} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/** Follows the session: the page was drawn with one, sign-in and sign-out change it. */
function useSession(initial: SessionSummary | null): SessionSummary | null {
  const [session, setSession] = useState(initial);
  useEffect(() => on('session:changed', setSession, { replay: true }), []);
  return session;
}

export interface ContentPageProps {
  sections: ContentSection[];
  fascia: FasciaSettings;
  session: SessionSummary | null;
  pathname: string;
  /** Visible heading for the page; content pages whose first block has no heading still have one for screen readers. */
  title: string;
  loaders?: BlockLoaders;
}

export function ContentPage({ sections, fascia, session: initialSession, pathname, title, loaders = blockLoaders }: ContentPageProps) {
  const session = useSession(initialSession);
  const visitor = visitorOf(session);
  const drawn = sections.filter((s) => loaders[s.type as SectionType]);
  const firstCount = Math.min(EAGER_SECTIONS, drawn.length);
  const shown = useShownLater();
  const pending = useRef(firstCount);
  const [firstDrawn, setFirstDrawn] = useState(firstCount === 0);
  const onFirstRendered = useMemo(
    () => () => {
      pending.current -= 1;
      if (pending.current <= 0) {
        shown();
        setFirstDrawn(true);
      }
    },
    [shown],
  );
  useEffect(() => {
    if (firstCount === 0) shown();
  }, [firstCount, shown]);

  return (
    <PagePathContext.Provider value={pathname}>
    <div className={styles.page}>
      <h1 style={visuallyHiddenStyle}>{title}</h1>
      {drawn.map((section, index) => {
        const Block = lazyBlock(loaders[section.type as SectionType]!);
        const context: BlockContext = { fascia, pathname, visitor, session, imageLoading: imageLoadingFor(index), index };
        const block = <Block section={section} context={context} />;
        return (
          <SectionFrame key={section.id} section={section}>
            <SectionBoundary sectionId={section.id} sectionType={section.type} {...(index < EAGER_SECTIONS ? { onFailed: onFirstRendered } : {})}>
              <Suspense fallback={null}>
                {index < EAGER_SECTIONS ? <Rendered onRendered={onFirstRendered}>{block}</Rendered> : <WhenNear armed={firstDrawn}>{block}</WhenNear>}
              </Suspense>
            </SectionBoundary>
          </SectionFrame>
        );
      })}
    </div>
    </PagePathContext.Provider>
  );
}

// The banner's icons, drawn inline (no request, inherit the text colour).
import type { SocialProofIcon } from './codes';

const PATHS: Readonly<Record<SocialProofIcon, string>> = {
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  bag: 'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  eye: 'M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  flame: 'M12 22c4 0 7-2.8 7-6.8 0-3.7-2.6-6.2-4.4-8.6-.5 2-1.6 3.2-2.9 3.6C12 6.7 10.4 4 8.5 2 8.6 6 5 8.8 5 15.2 5 19.2 8 22 12 22Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v5l3 2',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4v1a4 4 0 0 0 4 4m8-5h4v1a4 4 0 0 1-4 4m-4 2v4m-4 3h8m-6-3h4',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z',
};

export function SocialProofIconSvg({ name, size }: { name: SocialProofIcon; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={PATHS[name]} />
    </svg>
  );
}

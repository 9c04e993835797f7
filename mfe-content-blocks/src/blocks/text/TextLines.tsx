// Paragraphs of plain editor text (React escapes it: never markup).
import { Fragment } from 'react';
import { paragraphs } from './rules';

export function TextLines({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {paragraphs(text).map((lines, p) => (
        <p key={p} className={className}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}

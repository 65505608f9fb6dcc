import { Fragment } from 'react';

/** Long emails and URLs wrap at their natural joints (after @, before dots) instead of mid-word. */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </>
  );
}

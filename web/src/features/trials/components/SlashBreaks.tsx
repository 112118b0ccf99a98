import { Fragment } from 'react';

/**
 * Registry text with a line-break opportunity after each slash between words: browsers do not wrap
 * "Piperacillin/tazobactam" at its slash (Unicode line breaking gives none there), so a narrow screen
 * either breaks inside "tazobactam" or lets the name stick out; a <wbr> after the slash makes the
 * slash the place where it wraps.
 */
export function SlashBreaks({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  const parts = text.split(/(?<=\S\/)(?=\S)/);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

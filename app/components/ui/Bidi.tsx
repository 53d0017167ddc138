import { Fragment } from 'react';

/**
 * Runs of Latin letters and digits (model codes such as 'RB1369', 'GG0162S', sizes '52-18-140'), with
 * the sign of a lens power ('-2.25'), which right to left would otherwise land after the number.
 */
const LATIN_RUN = /((?:[-+\u2212](?=\d))?[A-Za-z0-9][A-Za-z0-9&.+/-]*(?:[ ][A-Za-z0-9][A-Za-z0-9&.+/-]*)*)/;

/** A Latin word with a hyphen ('Ray-Ban', '52-18-140'): browsers may break a line after the hyphen. */
const HYPHENATED_WORD = /(\S+-\S+)/;

/** A Latin run whose hyphenated words stay whole, so 'Ray-' never ends one line and 'Ban' starts the next. */
function LatinRun({ text }: { text: string }) {
  const parts = text.split(HYPHENATED_WORD);
  return (
    <bdi dir="ltr">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </bdi>
  );
}

/**
 * Text that mixes Arabic and Latin (a product title with its model code) with each Latin run
 * isolated, so that punctuation next to it stays where the writer put it; Latin-only text is
 * isolated as a whole.
 */
export function BidiText({ text }: { text: string }) {
  // Latin-only text (a title the store has not translated) keeps its own direction on Arabic pages:
  // 'Tiffany & Co.' must not show its full stop at the start.
  // A power such as '-0.50' has no letter to take its direction from: left to right, like any Latin text.
  if (!/[\u0600-\u06FF]/.test(text)) return <bdi dir="ltr">{text}</bdi>;
  const parts = text.split(LATIN_RUN);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <LatinRun key={i} text={part} /> : <Fragment key={i}>{part}</Fragment>))}</>;
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BidiText } from './Bidi';

const render = (text: string) => renderToStaticMarkup(createElement(BidiText, { text }));

describe('BidiText', () => {
  it('isolates each Latin run inside Arabic text, left to right', () => {
    expect(render('نظارة شمسية غوتشي GG0162S عين القطة')).toBe('نظارة شمسية غوتشي <bdi dir="ltr">GG0162S</bdi> عين القطة');
  });

  it('keeps hyphenated Latin words on one line, so a brand never breaks after its hyphen', () => {
    expect(render('من Ray-Ban وPrada')).toBe(
      'من <bdi dir="ltr"><span class="whitespace-nowrap">Ray-Ban</span></bdi> و<bdi dir="ltr">Prada</bdi>',
    );
    expect(render('المقاس 52-18-140 مم')).toContain('<span class="whitespace-nowrap">52-18-140</span>');
  });

  it('keeps the sign of a lens power before its number, alone or inside Arabic text', () => {
    expect(render('-0.50')).toBe('<bdi dir="ltr">-0.50</bdi>');
    expect(render('-2.25 / 30 عدسة')).toBe('<bdi dir="ltr">-2.25</bdi> / <bdi dir="ltr">30</bdi> عدسة');
  });

  it('isolates Latin-only text as a whole, keeping its punctuation at the end', () => {
    expect(render('Tiffany & Co.')).toBe('<bdi dir="ltr">Tiffany &amp; Co.</bdi>');
  });
});

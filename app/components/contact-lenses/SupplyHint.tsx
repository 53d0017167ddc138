import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { wearTime, type LensSupply, type WearTime } from '~/lib/contact-lenses/supply';
import { REPLACEMENT_WORDS } from './eye-words';

function useWearText() {
  const { t } = useLingui();
  return ({ count, unit }: WearTime) => {
    switch (unit) {
      case 'day':
        return t`${plural(count, { one: '# day', other: '# days' })}`;
      case 'week':
        return t`${plural(count, { one: '# week', other: '# weeks' })}`;
      case 'month':
        return t`${plural(count, { one: '# month', other: '# months' })}`;
      case 'year':
        return t`${plural(count, { one: '# year', other: '# years' })}`;
    }
  };
}

/**
 * How long the chosen boxes last (issue 11), from the box's facts: '30 lenses a box, replaced
 * daily. 2 boxes for both eyes last 30 days.' `eyes` is 2 for one order shared by both eyes, 1 for
 * one eye's own boxes. Announced politely as the boxes change.
 */
export function SupplyHint({ supply, boxes, eyes, id }: { supply: LensSupply; boxes: number; eyes: 1 | 2; id?: string }) {
  const { t, i18n } = useLingui();
  const wearText = useWearText();
  const lenses = supply.lensesPerBox;
  const box = t`${plural(lenses, { one: '# lens a box', other: '# lenses a box' })}, ${i18n._(REPLACEMENT_WORDS[supply.schedule])}.`;
  const wear = wearTime(supply, boxes, eyes);
  const lasts = wearText(wear);
  const sentence =
    wear.count === 0
      ? ''
      : eyes === 2
        ? t`${plural(boxes, { one: `# box for both eyes lasts ${lasts}.`, other: `# boxes for both eyes last ${lasts}.` })}`
        : t`${plural(boxes, { one: `# box for this eye lasts ${lasts}.`, other: `# boxes for this eye last ${lasts}.` })}`;
  return (
    <p id={id} className="text-sm text-muted" aria-live="polite" data-testid="supply-hint">
      {box} {sentence}
    </p>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { PupillaryDistance } from '~/lib/prescription/prescription';
import { formatPd } from '~/lib/prescription/values';

/**
 * A PD as the page's language writes it: '63', or 'R 31.5 / L 32' ('يمين 31.5 / يسار 32'). The cart
 * line's attribute keeps the English letters (`pdText`): it is data, read by the checkout and orders.
 */
export function usePdText() {
  const { t } = useLingui();
  return (pd: PupillaryDistance) => {
    if (pd.kind === 'single') return formatPd(pd.value);
    const right = formatPd(pd.right);
    const left = formatPd(pd.left);
    return t`R ${right} / L ${left}`;
  };
}

import { Trans, useLingui } from '@lingui/react/macro';
import { eyeOf } from '~/lib/contact-lenses/eyes';
import type { LineAttribute } from '~/lib/prescription/attributes';
import { EYE_NAMES } from './eye-words';

/** A contact-lens line's eye (its `Eye` attribute) in the page's language: 'Eye: Right (OD)'. */
export function EyeLabel({ attributes }: { attributes: readonly LineAttribute[] }) {
  const { i18n } = useLingui();
  const eye = eyeOf(attributes);
  if (!eye) return null;
  const name = i18n._(EYE_NAMES[eye]);
  return (
    <p className="text-sm font-medium text-ink" data-testid="line-eye">
      <Trans>Eye: {name}</Trans>
    </p>
  );
}

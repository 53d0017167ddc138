import { Trans, useLingui } from '@lingui/react/macro';
import { Form, useSearchParams } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { EYES_PARAM, type EyesMode } from './eyes-mode';

/**
 * 'Same prescription for both eyes' (the default) or each eye its own (issue 11), on a contact-lens
 * page. A GET form: with JavaScript a choice changes the page at once (and the URL); without it,
 * 'Update' reloads the page with the choice, the other parameters kept.
 */
export function EyeChoice({ mode }: { mode: EyesMode }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const choose = (next: EyesMode) => {
    const changed = new URLSearchParams(params);
    if (next === 'each') changed.set(EYES_PARAM, next);
    else changed.delete(EYES_PARAM);
    setParams(changed, { preventScrollReset: true, replace: true });
  };
  const choices: { value: EyesMode; label: string }[] = [
    { value: 'both', label: t`Same prescription for both eyes` },
    { value: 'each', label: t`Right (OD) and left (OS) separately` },
  ];
  return (
    <Form method="get" preventScrollReset className="mt-5" data-testid="eye-choice" data-hydrated={hydrated || undefined}>
      {[...params].map(([name, value]) =>
        name === EYES_PARAM ? null : <input key={`${name}=${value}`} type="hidden" name={name} value={value} />,
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Prescription</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <span key={choice.value}>
              <input
                id={`eyes-${choice.value}`}
                type="radio"
                name={EYES_PARAM}
                value={choice.value}
                checked={mode === choice.value}
                onChange={() => choose(choice.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={`eyes-${choice.value}`}
                className="inline-flex min-h-10 cursor-pointer items-center rounded-full border border-line px-4 text-sm font-medium hover:border-brand peer-checked:border-brand peer-checked:bg-brand-soft peer-checked:text-brand peer-focus-visible:outline-3 peer-focus-visible:outline-gold"
              >
                {choice.label}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      {!hydrated && (
        <button type="submit" className="btn-outline mt-3 py-2">
          <Trans>Update</Trans>
        </button>
      )}
    </Form>
  );
}

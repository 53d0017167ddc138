import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';
import { routePathOf } from '~/i18n/languages';

interface SubmitButtonProps {
  label: string;
  /** The action the form posts to: only its own submission turns this button into 'Loading...'. */
  action: string;
  className?: string;
}

/** SPEC §2: 'Loading...' while the form is busy (posting, then loading the page it leads to). */
export function SubmitButton({ label, action, className = 'btn-primary w-full' }: SubmitButtonProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  // The submission's path carries the page's language base (`/ar/login`); `action` is the route table's.
  const posted = navigation.formAction?.split('?')[0];
  const busy =
    navigation.state !== 'idle' && navigation.formMethod === 'POST' && posted !== undefined && routePathOf(posted) === action;
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? t`Loading...` : label}
    </button>
  );
}

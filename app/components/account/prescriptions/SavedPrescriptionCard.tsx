import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormatDate } from '~/i18n/format';
import { usePdText } from '~/components/lenses/use-pd-text';
import { eyeText } from '~/lib/prescription/attributes';
import type { SavedPrescription } from '~/lib/prescription/saved';
import { tabUrl } from '../profile-tabs';
import { DeleteForm } from './DeleteForm';

/** One saved prescription: its name, date and values as an optician writes them, with edit and delete. */
export function SavedPrescriptionCard({ prescription }: { prescription: SavedPrescription }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const pdText = usePdText();
  const headingId = `rx-${prescription.id}-name`;

  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {prescription.name}
        </h3>
        <p className="text-sm text-muted">
          <Trans>
            Eye test: <time dateTime={prescription.date}>{formatDate(prescription.date)}</time>
          </Trans>
        </p>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">
          <Trans>Right eye (OD)</Trans>
        </dt>
        <dd>
          <bdi dir="ltr">{eyeText(prescription.right)}</bdi>
        </dd>
        <dt className="text-muted">
          <Trans>Left eye (OS)</Trans>
        </dt>
        <dd>
          <bdi dir="ltr">{eyeText(prescription.left)}</bdi>
        </dd>
        <dt className="text-muted">
          <Trans>PD</Trans>
        </dt>
        <dd>
          <bdi>{pdText(prescription.pd)}</bdi>
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={tabUrl('edit-prescription', { id: prescription.id })}
          aria-describedby={headingId}
          className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-sm font-medium transition-colors hover:border-brand"
        >
          <Trans>Edit</Trans>
        </Link>
        <DeleteForm
          intent="delete-prescription"
          id={prescription.id}
          describedBy={headingId}
          question={t`Delete this prescription?`}
        />
      </div>
    </li>
  );
}

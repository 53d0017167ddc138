import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SavedPrescription } from '~/lib/prescription/saved';
import type { PrescriptionFileView } from '~/lib/prescription/uploads';
import { tabUrl } from '../profile-tabs';
import { PrescriptionFiles } from './PrescriptionFiles';
import { PrescriptionUpload } from './PrescriptionUpload';
import { SavedPrescriptionCard } from './SavedPrescriptionCard';

interface MyPrescriptionsProps {
  prescriptions: SavedPrescription[];
  files: PrescriptionFileView[];
  /** Why a delete failed without JavaScript. */
  error: string | undefined;
}

/** The My Prescriptions tab: saved prescriptions to reuse at checkout, and uploaded files. */
export function MyPrescriptions({ prescriptions, files, error }: MyPrescriptionsProps) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="saved-rx-heading" className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="saved-rx-heading" className="text-xl font-semibold">
            <Trans>Saved prescriptions</Trans>
          </h2>
          <Link to={tabUrl('add-prescription')} className="btn-primary">
            <Trans>Add prescription</Trans>
          </Link>
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-sale/30 bg-sale/5 px-4 py-3 text-sm text-sale">
            {error}
          </p>
        )}
        {prescriptions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted">
            <Trans>No saved prescriptions yet. Add one to reuse it when you buy glasses.</Trans>
          </p>
        ) : (
          <ul className="space-y-4">
            {prescriptions.map((prescription) => (
              <SavedPrescriptionCard key={prescription.id} prescription={prescription} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rx-files-heading" className="space-y-5">
        <h2 id="rx-files-heading" className="text-xl font-semibold">
          <Trans>Uploaded prescriptions</Trans>
        </h2>
        <PrescriptionUpload />
        <PrescriptionFiles files={files} />
      </section>
    </div>
  );
}

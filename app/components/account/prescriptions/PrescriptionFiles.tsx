import { Trans, useLingui } from '@lingui/react/macro';
import { useHref } from 'react-router';
import { useFormatDate } from '~/i18n/format';
import { useFormatNumber } from '~/i18n/numbers';
import type { PrescriptionFileView } from '~/lib/prescription/uploads';
import { DeleteForm } from './DeleteForm';

/** Sizes as people read them: '240 KB', '1.2 MB'. */
function useFormatSize() {
  const formatNumber = useFormatNumber();
  const { t } = useLingui();
  return (bytes: number) => {
    if (bytes < 1024 * 1024) {
      const size = formatNumber(Math.max(1, Math.round(bytes / 1024)));
      return t`${size} KB`;
    }
    const size = formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 });
    return t`${size} MB`;
  };
}

function FileItem({ file }: { file: PrescriptionFileView }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const formatSize = useFormatSize();
  // The API lives under the page's language base (/ar/api/...), so its messages are in Arabic there.
  const href = useHref(`/api/prescription-files/${file.id}`);
  const nameId = `file-${file.id}-name`;

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-line">
      <div className="min-w-0">
        <p id={nameId} className="truncate font-medium" translate="no">
          <bdi>{file.name}</bdi>
        </p>
        <p className="text-sm text-muted">
          {formatSize(file.size)} · <time dateTime={file.createdAt}>{formatDate(file.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={href}
          download={file.name}
          aria-describedby={nameId}
          className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-sm font-medium transition-colors hover:border-brand"
        >
          <Trans>Download</Trans>
        </a>
        <DeleteForm intent="delete-prescription-file" id={file.id} describedBy={nameId} question={t`Delete this file?`} />
      </div>
    </li>
  );
}

/** The customer's uploaded prescriptions, each downloadable by them alone. */
export function PrescriptionFiles({ files }: { files: PrescriptionFileView[] }) {
  if (files.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">
        <Trans>No uploaded prescriptions yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {files.map((file) => (
        <FileItem key={file.id} file={file} />
      ))}
    </ul>
  );
}

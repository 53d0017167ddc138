import { Trans, useLingui } from '@lingui/react/macro';
import { eyeText, readLensAttributes, visibleAttributes, type LineAttribute } from '~/lib/prescription/attributes';
import { usePdText } from './use-pd-text';

/**
 * A lens line's prescription as the shopper reads it, in the page's language: the attributes are
 * the optician's English record, read back into numbers and worded here. Attributes another tool
 * wrote are shown as they are.
 */
export function PrescriptionSummary({ attributes }: { attributes: readonly LineAttribute[] }) {
  const { t } = useLingui();
  const pdText = usePdText();
  const source = readLensAttributes(attributes);
  if (!source) {
    const shown = visibleAttributes(attributes);
    if (shown.length === 0) return null;
    return (
      <dl className="text-sm text-muted" data-testid="prescription-summary">
        {shown.map((a) => (
          <div key={a.key} className="flex flex-wrap gap-x-1">
            <dt>
              <bdi>{a.key}</bdi>:
            </dt>
            <dd>
              <bdi>{a.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (source.kind === 'later') {
    return (
      <p className="text-sm text-muted" data-testid="prescription-summary">
        <Trans>Prescription: you will send it after ordering.</Trans>
      </p>
    );
  }
  if (source.kind === 'upload') {
    return (
      <p className="text-sm text-muted" data-testid="prescription-summary">
        {/* The file opens for its owner only (anyone else gets a 404); the id is 192 random bits. */}
        <Trans>
          Prescription: uploaded file{' '}
          <a href={`/api/prescription-files/${encodeURIComponent(source.id)}`} className="font-medium text-brand underline">
            <bdi>{source.fileName}</bdi>
          </a>
        </Trans>
      </p>
    );
  }
  const rx = source.prescription;
  const rows = [
    // Values as an optician writes them read left to right; the PD's eye words are the page's.
    { label: t`Right eye (OD)`, value: eyeText(rx.right), dir: 'ltr' },
    { label: t`Left eye (OS)`, value: eyeText(rx.left), dir: 'ltr' },
    { label: t`PD`, value: pdText(rx.pd), dir: undefined },
    { label: t`Prescription date`, value: rx.date, dir: 'ltr' },
  ];
  return (
    <dl className="text-sm text-muted" data-testid="prescription-summary">
      {source.kind === 'saved' && (
        <div className="flex flex-wrap gap-x-1">
          <dt>
            <Trans>Saved prescription</Trans>:
          </dt>
          <dd>
            <bdi>{source.name}</bdi>
          </dd>
        </div>
      )}
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap gap-x-1">
          <dt>{row.label}:</dt>
          <dd>
            <bdi dir={row.dir}>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

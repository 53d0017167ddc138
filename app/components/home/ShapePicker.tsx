import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FRAME_SHAPES } from '~/lib/catalog/shapes';
import { ShapeIcon } from './ShapeIcon';

/** SPEC §2 'Pick your Shape': the 8 shapes, each drawn and linking to /shape?shape={id}. */
export function ShapePicker() {
  const { i18n } = useLingui();
  return (
    <section className="container-shop py-10" aria-labelledby="shape-title">
      <h2 id="shape-title" className="mb-6 text-center text-2xl font-bold tracking-tight">
        <Trans>Pick your Shape</Trans>
      </h2>
      <ul className="grid grid-cols-4 gap-3 sm:gap-4 lg:grid-cols-8" data-testid="shape-picker">
        {FRAME_SHAPES.map((shape) => (
          <li key={shape.id}>
            <Link
              to={`/shape?shape=${shape.id}`}
              className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-white px-2 py-4 text-ink transition-colors hover:border-brand hover:bg-brand-soft hover:text-brand"
            >
              <ShapeIcon shape={shape.id} />
              <span className="text-xs font-semibold sm:text-sm">{i18n._(shape.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-center text-sm">
        <Link to="/face-shapes" className="font-semibold text-brand underline-offset-4 hover:underline">
          {/* Here, not in tryon/text: the home page's first load carries none of the try-on's text. */}
          <Trans>Not sure? Find your face shape</Trans>
        </Link>
      </p>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ShapeIcon } from '~/components/home/ShapeIcon';
import { shapeName, type ShapeId } from '~/lib/catalog/shapes';

/** A frame shape as a chip with its outline, linking to that shape's frames. */
export function FrameShapeLink({ shape }: { shape: ShapeId }) {
  const { i18n } = useLingui();
  return (
    <Link
      to={`/shape?shape=${shape}`}
      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white py-1 ps-1.5 pe-3 text-sm font-medium hover:border-brand hover:bg-brand-soft hover:text-brand"
    >
      <span className="w-9">
        <ShapeIcon shape={shape} />
      </span>
      {shapeName(i18n, shape)}
    </Link>
  );
}

import { Link } from 'react-router';
import { certainty, FRAMES_FOR_FACE, type FaceShapeEstimate } from '~/lib/tryon/face-shape';
import { FrameShapeLink } from './FrameShapeLink';
import { useFaceShapeText } from './text';

/** The face shape the landmarks suggest, how sure that is, and the frame shapes that suit it. */
export function FaceShapeCard({ estimate }: { estimate: FaceShapeEstimate | null }) {
  const FACE_SHAPE = useFaceShapeText();
  return (
    <section className="rounded-2xl bg-mist p-4" aria-labelledby="face-shape-heading" data-testid="face-shape">
      <h3 id="face-shape-heading" className="text-xs font-semibold tracking-widest text-gold uppercase">
        {FACE_SHAPE.heading}
      </h3>
      {estimate ? (
        <>
          <p className="mt-1 text-lg font-bold" data-shape={estimate.shape}>
            {FACE_SHAPE.result(estimate.shape)}
          </p>
          <p className="text-sm text-muted" data-certainty={certainty(estimate.confidence)}>
            {FACE_SHAPE.certainty(certainty(estimate.confidence), estimate.runnerUp)}
          </p>
          <p className="mt-3 text-sm font-semibold">{FACE_SHAPE.suits(estimate.shape)}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {FRAMES_FOR_FACE[estimate.shape].map((shape) => (
              <li key={shape}>
                <FrameShapeLink shape={shape} />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">
            {FACE_SHAPE.estimateNote}{' '}
            <Link to="/face-shapes" className="font-semibold text-brand underline">
              {FACE_SHAPE.guideLink}
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">{FACE_SHAPE.waiting}</p>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { FaceShapeIcon } from '~/components/tryon/FaceShapeIcon';
import { FrameShapeLink } from '~/components/tryon/FrameShapeLink';
import { Title } from '~/components/layout/Title';
import { useFaceShapeGuideText, useFaceShapeText } from '~/components/tryon/text';
import { PageTitle } from '~/components/ui/PageTitle';
import { FACE_SHAPES, FRAMES_FOR_FACE } from '~/lib/tryon/face-shape';

/** The face-shape guide for shoppers without a camera: how to tell, and which frame shapes suit each. */
export default function FaceShapes() {
  const FACE_SHAPE_GUIDE = useFaceShapeGuideText();
  const { name } = useFaceShapeText();
  return (
    <div className="container-shop py-10">
      <Title>{FACE_SHAPE_GUIDE.pageTitle}</Title>
      <PageTitle lead={FACE_SHAPE_GUIDE.intro}>{FACE_SHAPE_GUIDE.heading}</PageTitle>

      <section aria-labelledby="steps-title" className="mb-10 rounded-3xl bg-mist p-6">
        <h2 id="steps-title" className="text-sm font-semibold tracking-widest text-gold uppercase">
          {FACE_SHAPE_GUIDE.stepsHeading}
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {FACE_SHAPE_GUIDE.steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-2xl bg-white p-4 text-sm">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </section>

      <h2 className="mb-5 text-2xl font-bold tracking-tight">{FACE_SHAPE_GUIDE.shapesHeading}</h2>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="face-shape-guide">
        {FACE_SHAPES.map((face) => (
          <li key={face} id={face} className="flex gap-5 rounded-3xl border border-line p-5">
            <FaceShapeIcon shape={face} className="h-20 w-15 shrink-0 text-brand" />
            <div className="min-w-0">
              <h3 className="text-lg font-bold">{name(face)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{FACE_SHAPE_GUIDE.descriptions[face]}</p>
              <p className="mt-3 text-xs font-semibold tracking-widest text-gold uppercase">{FACE_SHAPE_GUIDE.suits}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {FRAMES_FOR_FACE[face].map((shape) => (
                  <li key={shape}>
                    <FrameShapeLink shape={shape} />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
        <li className="flex flex-col justify-center rounded-3xl bg-brand p-6 text-white">
          <h3 className="text-lg font-bold">{FACE_SHAPE_GUIDE.cameraHeading}</h3>
          <p className="mt-2 text-sm text-white/85">{FACE_SHAPE_GUIDE.cameraText}</p>
          <Link to="/shop/Eyeglasses" className="btn-primary mt-4 self-start bg-white text-brand hover:bg-brand-soft">
            {FACE_SHAPE_GUIDE.cameraLink}
          </Link>
        </li>
      </ul>
    </div>
  );
}

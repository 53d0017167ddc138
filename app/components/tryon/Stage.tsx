import type { ReactNode, Ref } from 'react';
import { ProgressBar } from './ProgressBar';

/** What the stage says over the picture: a message, the model's progress, and maybe a way out. */
export interface Notice {
  text?: string;
  tone: 'info' | 'warning';
  progress?: number;
  action?: ReactNode;
}

/**
 * The dark box the picture sits in. `data-*` attributes say what is on it (source, state, and the
 * placement in the picture's own pixels), for the end-to-end tests and for debugging.
 */
export function Stage({
  source,
  state,
  notice,
  data,
  stageRef,
  children,
}: {
  source: 'none' | 'camera' | 'photo';
  state: string;
  notice: Notice | null;
  data?: Record<string, string>;
  stageRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={stageRef}
      data-testid="try-on-stage"
      data-source={source}
      data-state={state}
      {...data}
      className="relative flex aspect-[4/5] max-h-[58vh] w-full items-center justify-center overflow-hidden rounded-2xl bg-ink text-white sm:aspect-[4/3] lg:max-h-none"
    >
      {children}
      <div role="status" className="absolute inset-x-3 bottom-3 flex justify-center">
        {notice && (
          <div
            className={`flex max-w-md flex-col items-center gap-3 rounded-xl px-4 py-3 text-center text-sm shadow-lg backdrop-blur ${
              notice.tone === 'warning' ? 'bg-white text-ink' : 'bg-ink/75 text-white'
            }`}
            data-testid="try-on-notice"
          >
            {notice.text && <p className="font-medium">{notice.text}</p>}
            {notice.progress !== undefined && <ProgressBar progress={notice.progress} />}
            {notice.action}
          </div>
        )}
      </div>
    </div>
  );
}

/** The placement and the face it was found on, as data attributes in the picture's pixels. */
export function placementData(
  placement: { x: number; y: number; angle: number; width: number; height: number } | null,
  face: { eyes: { left: { x: number; y: number }; right: { x: number; y: number } }; width: number; count: number } | null,
  frame: { imageUrl: string | null; widthMm: number },
): Record<string, string> {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    'data-frame': frame.imageUrl ?? '',
    'data-frame-width-mm': String(frame.widthMm),
    'data-faces': String(face?.count ?? 0),
    'data-placement': placement
      ? JSON.stringify({
          x: round(placement.x),
          y: round(placement.y),
          width: round(placement.width),
          angle: Math.round(placement.angle * 1000) / 1000,
        })
      : '',
    'data-eyes': face ? JSON.stringify({ left: face.eyes.left, right: face.eyes.right }) : '',
    'data-face-width': face ? String(round(face.width)) : '',
  };
}

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type RefObject } from 'react';
import { useModal } from '~/components/reviews/use-modal';
import { estimateFaceShape, faceRatios } from '~/lib/tryon/face-shape';
import { ComparePanel } from './ComparePanel';
import { BackIcon, CloseIcon, LockIcon, PhotoIcon } from './icons';
import { LiveStage, type LiveFinding } from './LiveStage';
import { noticeFor, type Source } from './notice';
import { PhotoStage } from './PhotoStage';
import { captureStill, decodePhoto, savePicture } from './pictures';
import { addToCompare, MAX_COMPARE, removeFromCompare, sessionSnapshot, setPhoto, subscribeSession } from './session';
import { Stage } from './Stage';
import { StartScreen } from './StartScreen';
import { snapshotFile, useTryOnText } from './text';
import type { TryOnFrame } from './try-on-frames';
import { TryOnIcon } from './TryOnIcon';
import { TryOnPanel } from './TryOnPanel';
import { useCamera } from './use-camera';
import { useFaceModel } from './use-face-model';
import { useFrameImage } from './use-frame-image';
import { useLiveFaceShape } from './use-live-face-shape';

interface Props {
  frames: TryOnFrame[];
  initial: number;
  onClose: () => void;
}

/**
 * The virtual try-on: a camera or a photo, the frame drawn on the face, colours, a saved picture,
 * a comparison of up to four frames and the face-shape estimate. Loaded only when opened.
 */
export default function TryOnDialog({ frames, initial, onClose }: Props) {
  const TRY_ON = useTryOnText();
  const titleId = useId();
  const dialog = useModal(true, onClose);
  const model = useFaceModel();
  const { camera, start: startCamera, stop: stopCamera } = useCamera();
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot, sessionSnapshot);
  const [source, setSource] = useState<Source>(session.photo ? 'photo' : 'none');
  const [view, setView] = useState<'try-on' | 'compare'>('try-on');
  const [selected, setSelected] = useState(initial);
  const [unreadable, setUnreadable] = useState(false);
  const [finding, setFinding] = useState<LiveFinding>('searching');
  const liveShape = useLiveFaceShape();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const sourceToggle = useRef<HTMLButtonElement | null>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const compareButton = useRef<HTMLButtonElement | null>(null);
  const compareTitle = useRef<HTMLHeadingElement | null>(null);

  const frame = frames[selected] ?? frames[0]!;
  const frameImage = useFrameImage(frame.imageUrl);
  const detector = model.status === 'ready' ? model.model : null;
  const photo = source === 'photo' ? session.photo : null;

  // A new photo is searched once, as soon as the model is ready; the faces stay with the photo.
  useEffect(() => {
    if (!detector || !photo || photo.faces !== null) return;
    const { canvas } = photo;
    detector.detect(canvas, false).then(
      (faces) => {
        if (sessionSnapshot().photo?.canvas === canvas) setPhoto({ canvas, faces });
      },
      (error: unknown) => {
        console.error('Face search failed', error);
        if (sessionSnapshot().photo?.canvas === canvas) setPhoto({ canvas, faces: [] });
      },
    );
  }, [detector, photo]);

  const photoShape = useMemo(() => {
    const face = photo?.faces?.[0];
    return face ? estimateFaceShape(faceRatios(face.landmarks)) : null;
  }, [photo]);

  /**
   * Focus for the keyboard after a change that removed or replaced the focused control (the start
   * screen's buttons, a notice's, a whole view), so it does not fall back to the page.
   */
  const focusSoon = (target: RefObject<HTMLElement | null>, always = false) =>
    requestAnimationFrame(() => {
      if (always || !dialog.current?.contains(document.activeElement)) target.current?.focus();
    });

  const startCameraNow = () => {
    setUnreadable(false);
    setSource('camera');
    setView('try-on');
    setFinding('searching');
    liveShape.reset();
    void startCamera();
    focusSoon(sourceToggle);
  };
  const stopCameraNow = () => {
    setUnreadable(false);
    stopCamera();
    setSource(session.photo ? 'photo' : 'none');
  };
  const choosePhoto = () => fileInput.current?.click();
  const onPhotoChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const canvas = await decodePhoto(file);
      setUnreadable(false);
      stopCamera();
      setPhoto({ canvas, faces: null });
      setSource('photo');
      setView('try-on');
      focusSoon(sourceToggle);
    } catch {
      setUnreadable(true);
    }
  };
  // The picture goes from memory at once; the start screen asks for a camera or photo again.
  const forgetPhoto = () => {
    setPhoto(null);
    setUnreadable(false);
    setSource('none');
    setView('try-on');
    focusSoon(sourceToggle, true);
  };
  const openCompare = () => {
    // The comparison needs one picture for every frame: the camera's current moment becomes it. A
    // camera still being asked for is stopped too, or it would start unseen behind the comparison.
    if (source === 'camera') {
      const video = videoRef.current;
      const still = video && video.videoWidth > 0 ? captureStill(video) : null;
      stopCamera();
      if (still) setPhoto({ canvas: still, faces: null });
      setSource(still || session.photo ? 'photo' : 'none');
    }
    setView('compare');
    focusSoon(compareTitle, true);
  };
  const closeCompare = () => {
    setView('try-on');
    // Compare waits disabled while a moment from the camera is searched (or has no face).
    focusSoon(compareCanOpen ? compareButton : sourceToggle, true);
  };
  const compareEmptied = () => {
    setView('try-on');
    focusSoon(addButton, true);
  };

  const faceFound =
    source === 'photo' ? Boolean(photo?.faces?.length) : camera.status === 'live' && (finding === 'one' || finding === 'many');
  // Something to save: a face, wearing the frame the panel names.
  const placed = faceFound && frameImage.shown?.url === frame.imageUrl;
  // Frames go on a face: a photo with none found, or a camera that sees none, has nothing to compare on.
  const compareCanOpen = session.compare.length > 0 && (source === 'camera' ? faceFound : Boolean(session.photo?.faces?.length));
  const photoButton = (
    <button type="button" className="btn-primary px-5 py-2.5" onClick={choosePhoto}>
      <PhotoIcon className="size-5" />
      {TRY_ON.choosePhoto}
    </button>
  );
  const notice = noticeFor({
    source,
    camera: camera.status,
    model,
    photo,
    finding,
    photoButton,
    unreadable,
    frameFailed: frameImage.failed,
    text: TRY_ON,
  });

  return (
    <div className="fixed inset-0 z-50 flex items-stretch justify-center bg-ink/60 sm:items-center sm:p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="try-on-dialog"
        data-backend={detector?.backend ?? ''}
        className="flex max-h-full w-full flex-col overflow-hidden bg-white shadow-2xl sm:max-w-6xl sm:rounded-2xl"
      >
        <header className="flex items-center gap-3 border-b border-line px-4 py-3 sm:px-6">
          <TryOnIcon className="size-6 text-gold" />
          <h2 id={titleId} className="flex-1 text-lg font-bold">
            {TRY_ON.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={TRY_ON.close}
            className="rounded-full p-2 text-muted hover:bg-mist hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </button>
        </header>

        <div className="flex-1 overflow-y-auto p-4 sm:p-6">
          {view === 'compare' && session.photo && session.compare.length > 0 ? (
            <div className="space-y-4">
              <div>
                <button
                  type="button"
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
                  onClick={closeCompare}
                >
                  <BackIcon className="size-4" />
                  {TRY_ON.compareBack}
                </button>
                <h3 ref={compareTitle} tabIndex={-1} className="mt-3 text-lg font-bold focus:outline-none">
                  {TRY_ON.compareTitle}
                </h3>
                <p className="text-sm text-muted">{TRY_ON.compareHint}</p>
              </div>
              <ComparePanel
                photo={session.photo}
                frames={session.compare}
                onRemove={removeFromCompare}
                onEmptied={compareEmptied}
              />
            </div>
          ) : (
            <div className="grid gap-5 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-8">
              <div className="min-w-0">
                {source === 'photo' && photo ? (
                  <PhotoStage photo={photo} frame={frame} shown={frameImage.shown} canvasRef={canvasRef} notice={notice} />
                ) : source === 'camera' && camera.status === 'live' ? (
                  <LiveStage
                    stream={camera.stream}
                    model={detector}
                    frame={frame}
                    shown={frameImage.shown}
                    canvasRef={canvasRef}
                    videoRef={videoRef}
                    notice={notice}
                    onFinding={setFinding}
                    onFace={liveShape.add}
                  />
                ) : (
                  <Stage
                    source={source === 'camera' ? 'camera' : 'none'}
                    state={source === 'camera' ? camera.status : 'start'}
                    notice={notice}
                  >
                    {source === 'none' && <StartScreen onCamera={startCameraNow} onPhoto={choosePhoto} />}
                  </Stage>
                )}
              </div>

              <TryOnPanel
                frames={frames}
                selected={selected}
                onSelect={setSelected}
                // A camera that ended by itself is off: its switch offers to start it again, as the notice says.
                source={source === 'camera' && camera.status === 'lost' ? 'none' : source}
                placed={placed}
                compare={{
                  count: session.compare.length,
                  hasFrame: session.compare.some((item) => item.imageUrl === frame.imageUrl),
                  full: session.compare.length >= MAX_COMPARE,
                  canOpen: compareCanOpen,
                }}
                estimate={source === 'camera' ? liveShape.estimate : photoShape}
                onSave={() => canvasRef.current && void savePicture(canvasRef.current, snapshotFile(frame.slug))}
                onAddToCompare={() => addToCompare(frame)}
                onOpenCompare={openCompare}
                onCamera={startCameraNow}
                onStopCamera={stopCameraNow}
                onPhoto={choosePhoto}
                onForgetPhoto={forgetPhoto}
                sourceToggleRef={sourceToggle}
                addButtonRef={addButton}
                compareButtonRef={compareButton}
              />
            </div>
          )}
        </div>

        <footer
          className="flex items-center gap-2 border-t border-line bg-mist px-4 py-3 text-xs text-muted sm:px-6"
          data-testid="try-on-privacy"
        >
          <LockIcon className="size-4 shrink-0 text-ok" />
          {TRY_ON.privacy}
        </footer>
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={onPhotoChosen} data-testid="try-on-file" />
      </div>
    </div>
  );
}

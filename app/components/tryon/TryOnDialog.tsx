import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import { useModal } from '~/components/reviews/use-modal';
import { estimateFaceShape, faceRatios } from '~/lib/tryon/face-shape';
import { ColourPicker } from './ColourPicker';
import { ComparePanel } from './ComparePanel';
import { FaceShapeCard } from './FaceShapeCard';
import {
  BackIcon,
  CameraIcon,
  CheckIcon,
  CloseIcon,
  CompareIcon,
  DownloadIcon,
  LockIcon,
  PhotoIcon,
  PlusIcon,
  TryOnIcon,
} from './icons';
import { LiveStage, type LiveFinding } from './LiveStage';
import { PhotoStage } from './PhotoStage';
import { captureStill, decodePhoto, savePicture } from './pictures';
import { addToCompare, MAX_COMPARE, removeFromCompare, sessionSnapshot, setPhoto, subscribeSession } from './session';
import { Stage, type Notice } from './Stage';
import { TRY_ON } from './text';
import type { TryOnFrame } from './try-on-frames';
import { loadFaceModel } from './face-model';
import { useCamera } from './use-camera';
import { useFaceModel } from './use-face-model';
import { useLiveFaceShape } from './use-live-face-shape';

interface Props {
  frames: TryOnFrame[];
  initial: number;
  onClose: () => void;
}

type Mode = 'none' | 'camera' | 'photo';

const SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-full border border-line bg-white px-4 py-2.5 text-sm font-semibold text-ink transition-colors hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The virtual try-on: a camera or a photo, the frame drawn on the face, colours, a saved picture,
 * a comparison of up to four frames and the face-shape estimate. Loaded only when opened.
 */
export default function TryOnDialog({ frames, initial, onClose }: Props) {
  const titleId = useId();
  const dialog = useModal(true, onClose);
  const model = useFaceModel();
  const { camera, start: startCamera, stop: stopCamera } = useCamera();
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot, sessionSnapshot);
  const [mode, setMode] = useState<Mode>(session.photo ? 'photo' : 'none');
  const [view, setView] = useState<'try-on' | 'compare'>('try-on');
  const [selected, setSelected] = useState(initial);
  const [unreadable, setUnreadable] = useState(false);
  const [finding, setFinding] = useState<LiveFinding>('searching');
  const live = useLiveFaceShape();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);

  const frame = frames[selected] ?? frames[0]!;
  const detector = model.status === 'ready' ? model.model : null;
  const photo = mode === 'photo' ? session.photo : null;

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

  const useCameraNow = () => {
    setMode('camera');
    setView('try-on');
    setFinding('searching');
    live.reset();
    void startCamera();
  };
  const stopCameraNow = () => {
    stopCamera();
    setMode(session.photo ? 'photo' : 'none');
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
      setMode('photo');
      setView('try-on');
    } catch {
      setUnreadable(true);
    }
  };
  const openCompare = () => {
    // The comparison needs one picture for every frame: the camera's current moment becomes it.
    const video = videoRef.current;
    if (mode === 'camera' && video && video.videoWidth > 0) {
      setPhoto({ canvas: captureStill(video), faces: null });
      stopCamera();
      setMode('photo');
    }
    setView('compare');
  };

  const placed =
    mode === 'photo' ? Boolean(photo?.faces?.length) : camera.status === 'live' && (finding === 'one' || finding === 'many');
  const compared = session.compare.some((item) => item.imageUrl === frame.imageUrl);
  const compareFull = session.compare.length >= MAX_COMPARE;
  const canCompare = session.compare.length > 0 && (Boolean(session.photo) || camera.status === 'live');
  const photoButton = (
    <button type="button" className="btn-primary px-5 py-2.5" onClick={choosePhoto}>
      <PhotoIcon className="size-5" />
      {TRY_ON.choosePhoto}
    </button>
  );
  const notice = noticeFor({ mode, camera: camera.status, model, photo, finding, photoButton, unreadable });

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
          {view === 'compare' && session.photo ? (
            <div className="space-y-4">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <button type="button" className={SECONDARY} onClick={() => setView('try-on')}>
                  <BackIcon className="size-4" />
                  {TRY_ON.compareBack}
                </button>
                <div className="min-w-0 flex-1">
                  <h3 className="text-lg font-bold">{TRY_ON.compareTitle}</h3>
                  <p className="text-sm text-muted">{TRY_ON.compareHint}</p>
                </div>
              </div>
              <ComparePanel photo={session.photo} frames={session.compare} onRemove={removeFromCompare} />
            </div>
          ) : (
            <div className="grid gap-5 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-8">
              <div className="min-w-0">
                {mode === 'photo' && photo ? (
                  <PhotoStage photo={photo} frame={frame} canvasRef={canvasRef} notice={notice} />
                ) : mode === 'camera' && camera.status === 'live' ? (
                  <LiveStage
                    stream={camera.stream}
                    model={detector}
                    frame={frame}
                    canvasRef={canvasRef}
                    videoRef={videoRef}
                    notice={notice}
                    onFinding={setFinding}
                    onFace={live.add}
                  />
                ) : (
                  <Stage
                    source={mode === 'camera' ? 'camera' : 'none'}
                    state={mode === 'camera' ? camera.status : 'start'}
                    notice={notice}
                  >
                    {mode === 'none' && (
                      <div className="flex flex-col items-center gap-5 px-6 pb-24 text-center">
                        <TryOnIcon className="size-14 text-gold-light" />
                        <p className="max-w-sm text-base leading-relaxed">{TRY_ON.intro}</p>
                        <div className="flex flex-wrap justify-center gap-3">
                          <button
                            type="button"
                            className="btn-primary bg-white px-5 py-2.5 text-brand hover:bg-brand-soft"
                            onClick={useCameraNow}
                          >
                            <CameraIcon className="size-5" />
                            {TRY_ON.useCamera}
                          </button>
                          <button
                            type="button"
                            className="btn-outline border-white px-5 py-2.5 text-white hover:bg-white/10"
                            onClick={choosePhoto}
                          >
                            <PhotoIcon className="size-5" />
                            {TRY_ON.choosePhoto}
                          </button>
                        </div>
                      </div>
                    )}
                  </Stage>
                )}
              </div>

              <div className="flex min-w-0 flex-col gap-5">
                <h3 className="text-lg leading-snug font-bold">{frame.productTitle}</h3>
                <ColourPicker frames={frames} selected={selected} onSelect={setSelected} />
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary px-5 py-2.5"
                    disabled={!placed}
                    onClick={() => canvasRef.current && void savePicture(canvasRef.current, TRY_ON.snapshotFile(frame.slug))}
                  >
                    <DownloadIcon className="size-5" />
                    {TRY_ON.snapshot}
                  </button>
                  <button
                    type="button"
                    className={SECONDARY}
                    disabled={compared || compareFull}
                    onClick={() => addToCompare(frame)}
                  >
                    {compared ? <CheckIcon className="size-4" /> : <PlusIcon className="size-4" />}
                    {compared ? TRY_ON.compareAdded : compareFull ? TRY_ON.compareFull : TRY_ON.compareAdd}
                  </button>
                  <button type="button" className={SECONDARY} disabled={!canCompare} onClick={openCompare}>
                    <CompareIcon className="size-4" />
                    {TRY_ON.compareOpen(session.compare.length)}
                  </button>
                </div>
                <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-brand">
                  {mode === 'camera' ? (
                    <button type="button" className="inline-flex items-center gap-1.5 hover:underline" onClick={stopCameraNow}>
                      <CameraIcon className="size-4" />
                      {TRY_ON.stopCamera}
                    </button>
                  ) : (
                    <button type="button" className="inline-flex items-center gap-1.5 hover:underline" onClick={useCameraNow}>
                      <CameraIcon className="size-4" />
                      {TRY_ON.useCamera}
                    </button>
                  )}
                  <button type="button" className="inline-flex items-center gap-1.5 hover:underline" onClick={choosePhoto}>
                    <PhotoIcon className="size-4" />
                    {mode === 'photo' ? TRY_ON.changePhoto : TRY_ON.choosePhoto}
                  </button>
                </div>
                <FaceShapeCard estimate={mode === 'camera' ? live.estimate : photoShape} />
              </div>
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

function noticeFor({
  mode,
  camera,
  model,
  photo,
  finding,
  photoButton,
  unreadable,
}: {
  mode: Mode;
  camera: ReturnType<typeof useCamera>['camera']['status'];
  model: ReturnType<typeof useFaceModel>;
  photo: ReturnType<typeof sessionSnapshot>['photo'];
  finding: LiveFinding;
  photoButton: ReactNode;
  unreadable: boolean;
}): Notice | null {
  if (unreadable) return { text: TRY_ON.photoUnreadable, tone: 'warning' };
  if (mode === 'camera' && camera === 'asking') return { text: TRY_ON.askingCamera, tone: 'info' };
  if (mode === 'camera' && camera === 'denied') return { text: TRY_ON.cameraDenied, tone: 'warning', action: photoButton };
  if (mode === 'camera' && camera === 'unavailable') return { text: TRY_ON.noCamera, tone: 'warning', action: photoButton };
  if (model.status === 'failed') {
    const retry = (
      <button type="button" className="btn-primary px-5 py-2.5" onClick={loadFaceModel}>
        {TRY_ON.retry}
      </button>
    );
    return { text: TRY_ON.loadFailed, tone: 'warning', action: retry };
  }
  if (model.status !== 'ready') return { tone: 'info', progress: model.status === 'loading' ? model.progress : 0 };
  if (mode === 'photo' && photo) {
    if (photo.faces === null) return { text: TRY_ON.lookingForFace, tone: 'info' };
    if (photo.faces.length === 0) return { text: TRY_ON.noFace, tone: 'warning' };
    if (photo.faces.length > 1) return { text: TRY_ON.manyFaces, tone: 'info' };
  }
  if (mode === 'camera' && camera === 'live') {
    if (finding === 'searching') return { text: TRY_ON.lookingForFace, tone: 'info' };
    if (finding === 'none') return { text: TRY_ON.noFace, tone: 'warning' };
    if (finding === 'many') return { text: TRY_ON.manyFaces, tone: 'info' };
  }
  return null;
}

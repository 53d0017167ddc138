/**
 * The words of the virtual try-on and the face-shape guide, in the page's language (Lingui
 * catalogues). Components take their text from these hooks, so the feature's wording stays in one place.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Certainty, FaceShape } from '~/lib/tryon/face-shape';

const FACE_SHAPE_NAMES = {
  oval: msg`Oval`,
  round: msg`Round`,
  square: msg`Square`,
  heart: msg`Heart`,
  oblong: msg`Oblong`,
} satisfies Record<FaceShape, unknown>;

export function useTryOnText() {
  const { t } = useLingui();
  return {
    title: t`Virtual try-on`,
    close: t`Close the try-on`,
    privacy: t`Your camera and photos stay on this device. Nothing is uploaded or stored.`,
    intro: t`See these frames on your face. Use your camera, or a photo of you looking straight ahead.`,
    useCamera: t`Use my camera`,
    choosePhoto: t`Choose a photo`,
    changePhoto: t`Another photo`,
    forgetPhoto: t`Remove my photo`,
    stopCamera: t`Stop camera`,
    preparing: (percent: number) => t`Preparing the try-on… ${percent} %`,
    preparingLabel: t`Preparing the try-on`,
    loadFailed: t`The try-on could not start. Check your connection and try again.`,
    retry: t`Try again`,
    askingCamera: t`Allow camera access in your browser to see the frames on your face.`,
    cameraDenied: t`Camera access is blocked. Allow it in your browser settings, or choose a photo instead.`,
    noCamera: t`No camera was found on this device. Choose a photo instead.`,
    cameraLost: t`The camera stopped. Start it again with Use my camera, or choose a photo.`,
    photoUnreadable: t`That file could not be opened as a picture. Choose a photo in JPEG, PNG or WebP.`,
    lookingForFace: t`Looking for your face…`,
    noFace: t`We could not find a face. Face the camera in good light.`,
    manyFaces: t`We found more than one face and used the largest.`,
    colour: t`Colour`,
    stageLabel: (frame: string) => t`Your picture wearing ${frame}`,
    frameName: (title: string, colour: string) => (colour ? t`${title} in ${colour}` : title),
    snapshot: t`Save picture`,
    compareAdd: t`Add to compare`,
    compareAdded: t`Added to compare`,
    compareFull: t`Compare is full (4 frames)`,
    compareOpen: (count: number) => t`Compare (${count})`,
    compareTitle: t`Compare frames`,
    compareHint: t`Each frame on the same photo. Add frames from other products too: open their page and choose Try on.`,
    compareBack: t`Back to try-on`,
    compareRemove: (frame: string) => t`Remove ${frame}`,
    compareFromCamera: t`The camera stops and this moment is used as the photo for the comparison.`,
    frameUnavailable: t`This frame's try-on picture could not be loaded. Try another colour, or close the try-on and open it again.`,
  };
}

export type TryOnText = ReturnType<typeof useTryOnText>;

/** A saved picture's file name: the same in every language, so it sorts with the shopper's others. */
export const snapshotFile = (name: string) => `nazzara-try-on-${name}.png`;

export function useFaceShapeText() {
  const { t, i18n } = useLingui();
  const name = (shape: FaceShape) => i18n._(FACE_SHAPE_NAMES[shape]);
  return {
    name,
    heading: t`Your face shape`,
    result: (shape: FaceShape) => {
      const shapeName = name(shape);
      return t`${shapeName} face`;
    },
    certainty: (level: Certainty, runnerUp: FaceShape) => {
      const other = name(runnerUp).toLocaleLowerCase(i18n.locale);
      return level === 'sure'
        ? t`We are quite sure.`
        : level === 'fairly-sure'
          ? t`We are fairly sure; it could also be ${other}.`
          : t`Hard to tell: it is close to ${other} too.`;
    },
    suits: (shape: FaceShape) => {
      const shapeName = name(shape).toLocaleLowerCase(i18n.locale);
      return t`Frame shapes that suit ${shapeName} faces`;
    },
    estimateNote: t`An estimate from the proportions of your face; tilt or a hairstyle can change it.`,
    guideLink: t`How face shapes work`,
    waiting: t`Shown once we can see your face.`,
  };
}

/** The static guide at /face-shapes, for shoppers without a camera. */
export function useFaceShapeGuideText() {
  const { t } = useLingui();
  return {
    pageTitle: t`Face shape guide`,
    heading: t`Find your face shape`,
    intro: t`The right frames balance your face: angular frames soften a round face, rounded frames soften a square one. Look straight into a mirror with your hair pulled back, and compare these four things.`,
    steps: [
      t`Length: is your face clearly longer than it is wide?`,
      t`Cheekbones: are they the widest part of your face?`,
      t`Jaw: is it about as wide as your cheekbones, or narrower?`,
      t`Chin: is it rounded, square or pointed?`,
    ],
    stepsHeading: t`Look at`,
    shapesHeading: t`The five face shapes`,
    suits: t`Suits`,
    cameraHeading: t`Have a camera?`,
    cameraText: t`Open any frame and choose Try on: we estimate your face shape from your camera or a photo, and it never leaves your device.`,
    cameraLink: t`Browse eyeglasses`,
    descriptions: {
      oval: t`Longer than it is wide, with cheekbones a touch wider than the brow and a jaw that narrows to a softly rounded chin. Most frames suit it; keep them about as wide as your face.`,
      round: t`About as wide as it is long, with full cheeks and a soft jaw without corners. Angular frames add definition.`,
      square: t`A broad forehead, strong cheekbones and a wide, angular jaw of about the same width. Rounded frames soften the lines.`,
      heart: t`A wide brow and cheekbones over a narrow jaw and a pointed chin. Frames that are lighter at the top, or wider at the bottom, balance it.`,
      oblong: t`Clearly longer than it is wide, with cheeks, brow and jaw of similar width. Deep frames with some width shorten the face.`,
    } satisfies Record<FaceShape, string>,
  };
}

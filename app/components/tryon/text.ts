/**
 * Every English word of the virtual try-on and the face-shape guide, in one place so they move
 * into the message catalogues in one go. Components take their text from here and nowhere else.
 */
import type { Certainty, FaceShape } from '~/lib/tryon/face-shape';

export const TRY_ON = {
  button: 'Try on',
  opening: 'Opening the try-on…',
  title: 'Virtual try-on',
  close: 'Close the try-on',
  privacy: 'Your camera and photos stay on this device. Nothing is uploaded or stored.',
  intro: 'See these frames on your face. Use your camera, or a photo of you looking straight ahead.',
  useCamera: 'Use my camera',
  choosePhoto: 'Choose a photo',
  changePhoto: 'Another photo',
  stopCamera: 'Stop camera',
  preparing: (percent: number) => `Preparing the try-on… ${percent} %`,
  preparingLabel: 'Preparing the try-on',
  loadFailed: 'The try-on could not start. Check your connection and try again.',
  retry: 'Try again',
  askingCamera: 'Allow camera access in your browser to see the frames on your face.',
  cameraDenied: 'Camera access is blocked. Allow it in your browser settings, or choose a photo instead.',
  noCamera: 'No camera was found on this device. Choose a photo instead.',
  photoUnreadable: 'That file could not be opened as a picture. Choose a photo in JPEG, PNG or WebP.',
  lookingForFace: 'Looking for your face…',
  noFace: 'We could not find a face. Face the camera in good light.',
  manyFaces: 'We found more than one face and used the largest.',
  colour: 'Colour',
  stageLabel: (frame: string) => `Your picture wearing ${frame}`,
  frameName: (title: string, colour: string) => (colour ? `${title} in ${colour}` : title),
  snapshot: 'Save picture',
  snapshotFile: (name: string) => `nazzara-try-on-${name}.png`,
  compareAdd: 'Add to compare',
  compareAdded: 'Added to compare',
  compareFull: 'Compare is full (4 frames)',
  compareOpen: (count: number) => `Compare (${count})`,
  compareTitle: 'Compare frames',
  compareHint: 'Each frame on the same photo. Add frames from other products too: open their page and choose Try on.',
  compareBack: 'Back to try-on',
  compareRemove: (frame: string) => `Remove ${frame}`,
  compareFromCamera: 'The camera stops and this moment is used as the photo for the comparison.',
} as const;

export const FACE_SHAPE_NAMES: Record<FaceShape, string> = {
  oval: 'Oval',
  round: 'Round',
  square: 'Square',
  heart: 'Heart',
  oblong: 'Oblong',
};

export const FACE_SHAPE = {
  heading: 'Your face shape',
  result: (shape: FaceShape) => `${FACE_SHAPE_NAMES[shape]} face`,
  certainty: (level: Certainty, runnerUp: FaceShape) =>
    level === 'sure'
      ? 'We are quite sure.'
      : level === 'fairly-sure'
        ? `We are fairly sure; it could also be ${FACE_SHAPE_NAMES[runnerUp].toLowerCase()}.`
        : `Hard to tell: it is close to ${FACE_SHAPE_NAMES[runnerUp].toLowerCase()} too.`,
  suits: (shape: FaceShape) => `Frame shapes that suit ${FACE_SHAPE_NAMES[shape].toLowerCase()} faces`,
  estimateNote: 'An estimate from the proportions of your face; tilt or a hairstyle can change it.',
  guideLink: 'How face shapes work',
  waiting: 'Shown once we can see your face.',
} as const;

/** The static guide at /face-shapes, for shoppers without a camera. */
export const FACE_SHAPE_GUIDE = {
  pageTitle: 'Face shape guide',
  heading: 'Find your face shape',
  intro:
    'The right frames balance your face: angular frames soften a round face, rounded frames soften a square one. Look straight into a mirror with your hair pulled back, and compare these four things.',
  steps: [
    'Length: is your face clearly longer than it is wide?',
    'Cheekbones: are they the widest part of your face?',
    'Jaw: is it about as wide as your cheekbones, or narrower?',
    'Chin: is it rounded, square or pointed?',
  ],
  stepsHeading: 'Look at',
  shapesHeading: 'The five face shapes',
  suits: 'Suits',
  cameraHeading: 'Have a camera?',
  cameraText:
    'Open any frame and choose Try on: we estimate your face shape from your camera or a photo, and it never leaves your device.',
  cameraLink: 'Browse eyeglasses',
  pickerLink: 'Not sure? Find your face shape',
  descriptions: {
    oval: 'Longer than it is wide, with cheekbones a touch wider than the brow and a jaw that narrows to a softly rounded chin. Most frames suit it; keep them about as wide as your face.',
    round: 'About as wide as it is long, with full cheeks and a soft jaw without corners. Angular frames add definition.',
    square:
      'A broad forehead, strong cheekbones and a wide, angular jaw of about the same width. Rounded frames soften the lines.',
    heart:
      'A wide brow and cheekbones over a narrow jaw and a pointed chin. Frames that are lighter at the top, or wider at the bottom, balance it.',
    oblong:
      'Clearly longer than it is wide, with cheeks, brow and jaw of similar width. Deep frames with some width shorten the face.',
  } satisfies Record<FaceShape, string>,
} as const;

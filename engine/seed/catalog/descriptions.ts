/**
 * Product copy for frames, written the way an eyewear shop's buyers write it: what the frame is,
 * what the lens does, how it fits, then a feature list. Sentences are picked per type, shape,
 * material and lens, so neighbouring products don't read alike.
 */
import type { FrameModel } from './frame-model.ts';
import type { Prng } from './prng.ts';
import { TINTS } from './tints.ts';
import { FRAME_MATERIALS, type MaterialId, type ShapeId } from './vocabulary.ts';

export const SHAPE_LINES: Record<ShapeId, readonly string[]> = {
  round: [
    'Perfectly round lenses give it a vintage, intellectual character that softens angular faces.',
    'Its circular lenses are a nod to mid-century style and look best on square and heart-shaped faces.',
  ],
  rectangle: [
    'Clean horizontal lines and a low profile make it an easy everyday choice for round and oval faces.',
    'The rectangular front is slim and focused, the frame you reach for on workdays and weekends alike.',
  ],
  'cat-eye': [
    'The upswept outer corners lift the face and add instant retro glamour.',
    'A confident cat-eye line draws the eye upwards and flatters round and oval faces.',
  ],
  aviator: [
    'Teardrop lenses and a double bridge nod to the original pilot sunglasses, with extra coverage below the eye.',
    'The classic aviator outline, with a straight brow bar and deep teardrop lenses, has suited almost every face since the 1930s.',
  ],
  geometric: [
    'Faceted, hexagonal lenses turn a familiar outline into a statement that still feels light on the face.',
    'Angular geometric lenses give the frame an architectural edge without adding weight.',
  ],
  square: [
    'A bold square front with a strong brow line frames the eyes and sharpens softer features.',
    'Generous square lenses and a solid front make a confident, modern statement.',
  ],
  oval: [
    'Softly rounded oval lenses keep the look understated and balance strong jawlines.',
    'An oval outline with gentle curves that sits discreetly on the face.',
  ],
  'semi-cateye': [
    'A gently lifted brow line gives a hint of cat-eye without the drama, easy to wear from desk to dinner.',
    'The brow is subtly upswept while the lower rim stays light, a soft take on the cat-eye.',
  ],
};

const MATERIAL_LINES: Record<MaterialId, string> = {
  acetate: 'hand-polished acetate with a deep, glossy finish',
  metal: 'a slim metal frame with adjustable nose pads',
  titanium: 'featherweight titanium that is hypoallergenic and will not corrode',
  steel: 'thin stainless steel that stays strong at only a few grams',
  nylon: 'a flexible nylon frame that shrugs off knocks',
  polycarbonate: 'a tough, lightweight polycarbonate frame',
  tr90: 'TR90, a memory thermoplastic that bends and springs back into shape',
};

/** The material as a short noun phrase, for sentences that name it in passing. */
const MATERIAL_NOUNS: Record<MaterialId, string> = {
  acetate: 'polished acetate',
  metal: 'lightweight metal',
  titanium: 'featherweight titanium',
  steel: 'stainless steel',
  nylon: 'flexible nylon',
  polycarbonate: 'tough polycarbonate',
  tr90: 'flexible TR90',
};

export const OPENERS = [
  (m: FrameModel) =>
    `The ${m.brand.name} ${m.model} ${m.style} pairs a ${shapeWord(m)} silhouette with ${MATERIAL_LINES[m.material]}.`,
  (m: FrameModel) =>
    `Crafted in ${MATERIAL_NOUNS[m.material]}, the ${m.brand.name} ${m.model} is a ${shapeWord(m)} frame with quiet attention to detail.`,
  (m: FrameModel) =>
    `${m.brand.name} brings its signature finish to the ${m.model}: a ${shapeWord(m)} frame in ${MATERIAL_NOUNS[m.material]}.`,
];

/** The sentences one frame's copy uses, drawn once so that its translations tell the same story. */
export interface FrameCopy {
  opener: number;
  shapeLine: number;
}

export function pickCopy(prng: Prng, m: FrameModel): FrameCopy {
  // Safety frames are bought for the job, not the face shape: their copy has no choices.
  if (m.type === 'Safety-glass') return { opener: 0, shapeLine: 0 };
  return { opener: prng.pick([...OPENERS.keys()]), shapeLine: prng.pick([...SHAPE_LINES[m.shape].keys()]) };
}

function intro(copy: FrameCopy, m: FrameModel): string {
  if (m.type === 'Safety-glass') {
    return `The ${m.brand.name} ${m.model} is a lightweight wraparound safety frame in ${MATERIAL_NOUNS[m.material]}, comfortable enough for a full shift and compatible with hard hats and ear defenders.`;
  }
  const edition = m.edition ? ` Produced as the ${m.edition}, each piece arrives with a numbered certificate.` : '';
  return `${OPENERS[copy.opener]!(m)} ${SHAPE_LINES[m.shape][copy.shapeLine]!}${edition}`;
}

export function frameDescription(copy: FrameCopy, m: FrameModel, frameSize: string, warranty: string): string {
  const paragraphs = [intro(copy, m), lensParagraph(m), fitParagraph(m, frameSize, warranty)];
  const features = featureList(m, frameSize);
  return descriptionHtml(paragraphs, features);
}

/** Shop copy as HTML: paragraphs, then the feature list. */
export function descriptionHtml(paragraphs: readonly string[], features: readonly string[]): string {
  return `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;
}

function shapeWord(m: FrameModel): string {
  return m.shape === 'semi-cateye' ? 'soft cat-eye' : m.shape;
}

function lensParagraph(m: FrameModel): string {
  const tint = TINTS[m.tint];
  switch (m.type) {
    case 'Sunglasses': {
      const effect =
        tint.effect === 'Gradient'
          ? 'Gradient lenses shade the top of your view against the overhead sun while keeping the lower half lighter for your phone or dashboard.'
          : tint.effect === 'Mirrored'
            ? `A ${tint.colour.toLowerCase()} mirror coating bounces extra light away before it reaches the eye, ideal for the beach and desert trips.`
            : `${tint.colour} lenses reduce brightness evenly without distorting colours.`;
      const polar = m.polarized
        ? ' Polarized filtering cuts the glare off water, sand and glass towers, so eyes stay relaxed on long drives.'
        : '';
      return `${effect}${polar} Every lens blocks 100% of UVA and UVB rays (UV400).`;
    }
    case 'Eyeglasses':
      if (tint.effect === 'Blue light filter')
        return 'This pair comes with clear blue-light filtering lenses that ease eye strain during long screen sessions; our opticians can swap them for your prescription.';
      if (tint.effect === 'Photochromic')
        return 'Fitted with photochromic lenses that darken outdoors in seconds and clear again indoors, so one pair covers the office and the car park.';
      return 'Supplied with clear demo lenses, the frame is ready for your prescription: single vision, progressive or blue-light lenses can be fitted by our opticians.';
    case 'Clip-on':
      return `The set includes a flip-up ${tint.colour.toLowerCase()} ${m.polarized ? 'polarized ' : ''}clip that turns the optical frame into sunglasses in a second: lift it indoors, drop it outside. The base frame takes your prescription lenses.`;
    case 'Reading-glass':
      return `Ready-to-wear readers in strengths from ${m.powers[0]} to ${m.powers[m.powers.length - 1]}, with ${tint.effect === 'Blue light filter' ? 'blue-light filtering lenses for screen work' : 'anti-reflective lenses for sharp print and menus'}. Not sure of your strength? Start low; most people in their mid-forties begin at +1.00 to +1.50.`;
    case 'Safety-glass':
      return `The polycarbonate lens wraps around with integrated side shields and meets EN 166 and ANSI Z87.1 impact ratings. An anti-fog, anti-scratch hard coat keeps vision clear in warehouses, labs and on site${tint.id === 'amber' ? ', and the amber tint boosts contrast in low light' : tint.id === 'smoke' ? ', and the smoke tint tames outdoor glare' : ''}.`;
  }
}

function fitParagraph(m: FrameModel, frameSize: string, warranty: string): string {
  const who =
    m.ageGroup === 'kids'
      ? 'Sized for children aged 6 to 10, with flexible hinges for active days.'
      : m.ageGroup === 'teens'
        ? 'A narrower fit made for teens and smaller faces.'
        : m.gender === 'male'
          ? 'Cut for men with a medium to wide face.'
          : m.gender === 'female'
            ? 'Designed for women, with a refined, feminine fit.'
            : 'A unisex fit that works for most face widths.';
  return `${who} Measurements ${frameSize} (lens, bridge, temple in mm). Comes with a ${m.brand.name} case and a cleaning cloth, covered by a ${warranty.toLowerCase()}.`;
}

function featureList(m: FrameModel, frameSize: string): string[] {
  const tint = TINTS[m.tint];
  const features = [
    `Frame: ${FRAME_MATERIALS[m.material].en}, ${m.rim.replace('-', ' ')}`,
    `Lens: ${tint.colour} ${tint.effect === 'Solid' ? '' : tint.effect.toLowerCase()}`.trim(),
    `Size: ${frameSize}`,
  ];
  if (m.type !== 'Eyeglasses' && m.type !== 'Reading-glass') features.push('Protection: UV400, 100% UVA/UVB');
  if (m.polarized) features.push('Polarized lenses');
  if (m.type === 'Safety-glass') features.push('Certified EN 166 / ANSI Z87.1', 'Anti-fog hard coat');
  features.push(
    m.springHinges
      ? 'Spring hinges for a comfortable grip'
      : m.material === 'acetate'
        ? 'Five-barrel hinges'
        : 'Reinforced hinges',
  );
  if (m.brand.tier === 'luxury' || m.brand.tier === 'haute') features.push('Certificate of authenticity');
  return features;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

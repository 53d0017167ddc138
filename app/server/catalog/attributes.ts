import type { ProductDetail } from './storefront-product';
import { metaobjectRefs } from './to-item';

/** Readable names for the SPEC §3 metafields, in the order the attribute table lists them. */
const LABELS: Record<string, string> = {
  brand: 'Brand',
  manufacturer: 'Manufacturer',
  'target-gender': 'Gender',
  'eyewear-frame-design': 'Frame Shape',
  'optical-frame-design': 'Rim Type',
  'eyewear-frame-color': 'Frame Color',
  'temple-color': 'Temple Color',
  'lens-color': 'Lens Color',
  'eyewear-frame-material': 'Frame Material',
  'eyewear-lens-material': 'Lens Material',
  lens_type: 'Lens Type',
  lens_effect: 'Lens Effect',
  lens_polarization: 'Polarization',
  uv_filter: 'UV Protection',
  frame_size: 'Frame Size (lens-bridge-temple)',
  power_range: 'Power Range',
  pack_size: 'Pack Size',
  base_curve: 'Base Curve',
  diameter: 'Diameter (mm)',
  water_content: 'Water Content',
  oxygen_permeability: 'Oxygen Permeability',
  usability_after_opening: 'Use After Opening',
  volume: 'Volume',
  lens_replacement: 'Lens Replacement',
  package_contains: 'In the Box',
  warranty_service: 'Warranty',
  shipping_to: 'Ships To',
  express_delivery: 'Express Delivery',
  free_delivery: 'Free Delivery',
  'country-of-origin': 'Country of Origin',
  upc_barcode_: 'UPC Barcode',
};

type Metafield = NonNullable<ProductDetail['metafields'][number]>;

function readable(field: Metafield): string {
  const refs = metaobjectRefs(field);
  if (refs.length > 0) return refs.map((ref) => ref.fields.find((f) => f.key === 'label')?.value ?? ref.handle).join(', ');
  if (field.type === 'boolean') return field.value === 'true' ? 'Yes' : 'No';
  if (field.type.startsWith('list.')) {
    try {
      const parsed: unknown = JSON.parse(field.value);
      if (Array.isArray(parsed)) return parsed.map(String).join(', ');
    } catch {
      // Not JSON after all: show it as it is.
    }
  }
  return field.value;
}

export interface Attribute {
  label: string;
  value: string;
}

/** The product's attribute table: known metafields with readable labels, empty ones left out. */
export function productAttributes(metafields: ProductDetail['metafields']): Attribute[] {
  const present = metafields.filter((field): field is Metafield => field !== null && field.key in LABELS);
  const order = Object.keys(LABELS);
  return present
    .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
    .map((field) => ({ label: LABELS[field.key] ?? field.key, value: readable(field) }))
    .filter((attribute) => attribute.value.trim() !== '');
}

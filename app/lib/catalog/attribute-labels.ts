import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The product page's attribute table: a readable name for each SPEC §3 metafield the table shows,
 * in the order it lists them. The values are the product's own (in the store's language).
 */
export const ATTRIBUTE_LABELS = {
  brand: msg`Brand`,
  manufacturer: msg`Manufacturer`,
  'target-gender': msg`Gender`,
  'eyewear-frame-design': msg`Frame Shape`,
  'optical-frame-design': msg`Rim Type`,
  'eyewear-frame-color': msg`Frame Color`,
  'temple-color': msg`Temple Color`,
  'lens-color': msg`Lens Color`,
  'eyewear-frame-material': msg`Frame Material`,
  'eyewear-lens-material': msg`Lens Material`,
  lens_type: msg`Lens Type`,
  lens_effect: msg`Lens Effect`,
  lens_polarization: msg`Polarization`,
  uv_filter: msg`UV Protection`,
  frame_size: msg`Frame Size (lens-bridge-temple)`,
  power_range: msg`Power Range`,
  pack_size: msg`Pack Size`,
  base_curve: msg`Base Curve`,
  diameter: msg`Diameter (mm)`,
  water_content: msg`Water Content`,
  oxygen_permeability: msg`Oxygen Permeability`,
  usability_after_opening: msg`Use After Opening`,
  volume: msg`Volume`,
  lens_replacement: msg`Lens Replacement`,
  package_contains: msg`In the Box`,
  warranty_service: msg`Warranty`,
  shipping_to: msg`Ships To`,
  express_delivery: msg`Express Delivery`,
  free_delivery: msg`Free Delivery`,
  'country-of-origin': msg`Country of Origin`,
  upc_barcode_: msg`UPC Barcode`,
};

export type AttributeKey = keyof typeof ATTRIBUTE_LABELS;

export const ATTRIBUTE_ORDER = Object.keys(ATTRIBUTE_LABELS) as AttributeKey[];

export function isAttributeKey(key: string): key is AttributeKey {
  return key in ATTRIBUTE_LABELS;
}

export function attributeLabel(i18n: I18n, key: AttributeKey): string {
  return i18n._(ATTRIBUTE_LABELS[key]);
}

import type { MessageDescriptor } from '@lingui/core';
import { i18nFor } from '~/i18n/catalogs.server';
import { LANGUAGES } from '~/i18n/languages';

/** The shop's own name for something (a type, a shape, a gender) in every language it speaks: all are searchable. */
export function namesInEveryLanguage(label: MessageDescriptor): string[] {
  return LANGUAGES.map((language) => i18nFor(language)._(label));
}

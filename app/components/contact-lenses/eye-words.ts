import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Eye } from '~/lib/contact-lenses/eyes';
import type { ReplacementSchedule } from '~/lib/contact-lenses/supply';

/** The eyes as an optician names them, in the page's language (the line attribute stays English). */
export const EYE_NAMES: Record<Eye, MessageDescriptor> = {
  Right: msg`Right (OD)`,
  Left: msg`Left (OS)`,
};

export const REPLACEMENT_WORDS: Record<ReplacementSchedule, MessageDescriptor> = {
  daily: msg`replaced daily`,
  'two-weekly': msg`replaced every two weeks`,
  monthly: msg`replaced monthly`,
  'three-monthly': msg`replaced every three months`,
  yearly: msg`replaced yearly`,
};

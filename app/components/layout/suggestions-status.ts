import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SuggestionsAnswer } from '~/lib/catalog/suggestion';

/**
 * What a screen reader hears when suggestions arrive (the list itself is silent until the arrow
 * keys reach it): the corrected query they are for, then how many there are, or that there are none.
 */
export function suggestionsStatus(i18n: I18n, answer: Pick<SuggestionsAnswer, 'suggestions' | 'didYouMean'>): string {
  const count = answer.suggestions.length;
  const found =
    count === 0 ? i18n._(msg`No suggestions`) : i18n._(msg`${plural(count, { one: '# suggestion', other: '# suggestions' })}`);
  return answer.didYouMean ? `${i18n._(msg`Showing results for “${answer.didYouMean}”.`)} ${found}` : found;
}

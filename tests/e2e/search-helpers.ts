import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { pathInLanguage, type Language } from '../../app/i18n/languages';
import type { SuggestionsAnswer } from '../../app/lib/catalog/suggestion';

/** What the suggestions API answers to `text`, in the page's language. */
export async function answerTo(request: APIRequestContext, text: string, language: Language = 'en'): Promise<SuggestionsAnswer> {
  const path = pathInLanguage(language, '/api/search');
  return (await (await request.get(`${path}?q=${encodeURIComponent(text)}`)).json()) as SuggestionsAnswer;
}

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Waits until the list shows `answer`, its suggestions in order, then See all. On a busy machine an
 * earlier letter's answer can still be on screen when the typing ends, and an option chosen in it
 * is not the one the test means.
 */
export async function expectSuggestions(list: Locator, answer: SuggestionsAnswer) {
  await expect(list.getByRole('option')).toHaveText([
    ...answer.suggestions.map((suggestion) => literally(suggestion.title)),
    /\S/,
  ]);
}

/** One entry of the header's search suggestions (GET /api/search). */
export interface Suggestion {
  handle: string;
  title: string;
  vendor: string;
  price: number;
  currencyCode: string;
  image: string | null;
  /** The variant the suggestion's price is of, when it is not the product's first (sold out): its page opens on it. */
  pageVariant?: string;
}

/** GET /api/search's answer: the suggestions and what they stand for (see app/routes/api.search.ts). */
export interface SuggestionsAnswer {
  /** The text the suggestions are for: the results page that lists all `total` of them. */
  text: string;
  suggestions: Suggestion[];
  total: number;
  /** What the suggestions are for when a word was respelt ('rayban' for 'rayben'). */
  didYouMean: string | null;
  searchId: string | null;
}

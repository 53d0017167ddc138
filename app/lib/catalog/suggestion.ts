/** One entry of the header's search suggestions (GET /api/search). */
export interface Suggestion {
  handle: string;
  title: string;
  vendor: string;
  price: number;
  currencyCode: string;
  image: string | null;
}

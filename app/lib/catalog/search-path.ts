/** The results page of a search text: a new search (no `sid`), so it is counted as one. */
export function searchPath(text: string): string {
  return `/query?${new URLSearchParams({ query: text }).toString()}`;
}

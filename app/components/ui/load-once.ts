/**
 * A module's export fetched at most once at a time: kept once it has come, asked for again after a
 * failure (a dropped connection) the next time it is needed.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return value;
    },
    start: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** What the soak measured: requests and their times per route, and every error, with its cause. */
export class SoakStats {
  readonly durations = new Map<string, number[]>();
  readonly errors: string[] = [];

  record(route: string, ms: number): void {
    let list = this.durations.get(route);
    if (!list) this.durations.set(route, (list = []));
    list.push(ms);
  }

  error(message: string): void {
    this.errors.push(message);
  }

  get requests(): number {
    let count = 0;
    for (const list of this.durations.values()) count += list.length;
    return count;
  }

  /** One row per route: count, p50 and p99 in ms, busiest first. */
  table(): { route: string; count: number; p50: number; p99: number }[] {
    return [...this.durations]
      .map(([route, list]) => ({ route, count: list.length, p50: percentile(list, 50), p99: percentile(list, 99) }))
      .sort((a, b) => b.count - a.count);
  }
}

/** The nearest-rank percentile, in whole milliseconds (0 for no samples). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

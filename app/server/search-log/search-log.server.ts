import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { AppLoadContext } from 'react-router';
import type { Database } from '../../../db/connection';
import { searchLog } from '../db/search-log';
import { analyze, normalizeText } from '../catalog/search/analyze';

/**
 * Counts searches for the owner's report (issue 12) without slowing a page: rows wait in memory
 * and are written in one statement a second later (errors are logged, never shown). A results page
 * search is a row at once; a suggestions answer only becomes one when a shopper opens one of its
 * products, so half-typed words are not counted as searches. Each process keeps its own queue: a
 * product opened on another instance than the one that suggested it is not counted.
 */
export type SearchSource = 'results' | 'suggestions';

export interface SearchEvent {
  /** As typed; stored normalised (`logQuery`). */
  text: string;
  resultsCount: number;
}

export interface SearchLog {
  /** A results page search: written soon; its id goes on the result links. */
  record(event: SearchEvent): string;
  /** A suggestions answer: kept in memory, written if `opened` is called with its id. */
  offer(event: SearchEvent): string;
  /** A product opened from a search's results or suggestions; unknown or malformed ids are ignored. */
  opened(id: string): void;
  /** Writes what is queued now (tests, shutdown). */
  flush(): Promise<void>;
}

export interface SearchLogOptions {
  flushMs?: number;
  /** A queue this long is written at once. */
  maxBatch?: number;
  /** How long an unopened suggestions answer is remembered, and how many at most. */
  offerMs?: number;
  maxOffers?: number;
  /** Rows older than this are deleted, once a day. */
  keepDays?: number;
  now?: () => number;
}

const MAX_QUERY = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 86_400_000;

export const isSearchId = (id: string) => UUID.test(id);

/**
 * Emails and phone numbers typed or pasted into the box are someone's personal data, not a search
 * for a product, and stay out of the log. A phone has 9 digits or more; a frame size such as
 * 52-18-145 has 7, and stays.
 */
const EMAIL = /\S+@\S+/gu;
const NUMBER_RUN = /\+?[\d٠-٩۰-۹][\d٠-٩۰-۹\s().-]*[\d٠-٩۰-۹]/gu;
const PHONE_DIGITS = 9;

function withoutContactDetails(text: string): string {
  return text
    .replace(EMAIL, ' ')
    .replace(NUMBER_RUN, (run) => ((run.match(/[\d٠-٩۰-۹]/gu)?.length ?? 0) >= PHONE_DIGITS ? ' ' : run));
}

/** The text as the report groups it: words in lower case, Arabic letter variants and accents unified. */
export function logQuery(text: string): string {
  return analyze(withoutContactDetails(text))
    .map((token) => normalizeText(token.surface))
    .join(' ')
    .slice(0, MAX_QUERY);
}

type Row = typeof searchLog.$inferInsert;

export function createSearchLog(db: Database, options: SearchLogOptions = {}): SearchLog {
  const { flushMs = 1000, maxBatch = 100, offerMs = 30 * 60_000, maxOffers = 10_000, keepDays = 180, now = Date.now } = options;
  const queued = new Map<string, Row>();
  const openedLater = new Set<string>();
  const offers = new Map<string, { row: Row; until: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSweep = 0;

  function schedule() {
    if (queued.size + openedLater.size >= maxBatch) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), flushMs);
      // Counting must never keep the process alive.
      timer.unref?.();
    }
  }

  function row(event: SearchEvent, source: SearchSource, opened: boolean): Row {
    return {
      id: randomUUID(),
      query: logQuery(event.text),
      resultsCount: event.resultsCount,
      source,
      opened,
      createdAt: new Date(now()),
    };
  }

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    const rows = [...queued.values()];
    const opens = [...openedLater];
    queued.clear();
    openedLater.clear();
    try {
      if (rows.length > 0) await db.insert(searchLog).values(rows);
      if (opens.length > 0) {
        await db
          .update(searchLog)
          .set({ opened: true })
          .where(and(inArray(searchLog.id, opens), eq(searchLog.opened, false)));
      }
      if (now() - lastSweep > DAY_MS) {
        lastSweep = now();
        await db.delete(searchLog).where(lt(searchLog.createdAt, new Date(now() - keepDays * DAY_MS)));
      }
    } catch (error) {
      console.error('The search log could not be written; these searches are not counted.', error);
    }
  }

  return {
    record(event) {
      const entry = row(event, 'results', false);
      queued.set(entry.id!, entry);
      schedule();
      return entry.id!;
    },
    offer(event) {
      const entry = row(event, 'suggestions', true);
      const time = now();
      for (const [id, offer] of offers) {
        if (offer.until > time && offers.size < maxOffers) break;
        offers.delete(id);
      }
      offers.set(entry.id!, { row: entry, until: time + offerMs });
      return entry.id!;
    },
    opened(id) {
      if (!isSearchId(id)) return;
      const waiting = queued.get(id);
      const offer = offers.get(id);
      if (waiting) waiting.opened = true;
      else if (offer) {
        offers.delete(id);
        if (offer.until < now()) return;
        queued.set(id, offer.row);
      } else openedLater.add(id);
      schedule();
    },
    flush,
  };
}

const logs = new WeakMap<Database, SearchLog>();

/** The process's log for a database: one queue per database, made on first use. */
export function searchLogFor(db: Database): SearchLog {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = createSearchLog(db)));
  return log;
}

/** The log for a shopper's request; null for crawlers and headless browsers, whose searches are nobody's. */
export function shopperSearchLog(request: Request, context: AppLoadContext): SearchLog | null {
  return isbot(request.headers.get('user-agent')) ? null : searchLogFor(context.db);
}

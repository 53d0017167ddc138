/**
 * How the compiled server (build/node/server.js) is started: `npm run serve`, whose line in
 * package.json holds the same settings, and the benchmarks and tests that start it themselves.
 *
 * Memory (issue 14, bench/README "Memory"):
 * - V8's old space is capped at 512 MB: uncapped, a load run left hundreds of MB of garbage that V8
 *   had no reason to collect; 256 MB ran out while loading 5,000 products.
 * - The young generation's semi-spaces at 4 MB instead of 16 MB: each request's garbage dies young,
 *   and the smaller space took ~30 MB off RSS without changing the throughput.
 * - glibc's malloc at two arenas: by default every thread that compresses a page (libuv's pool)
 *   gets arenas of its own, which keep what they once held (~75 MB more RSS after a load run).
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--max-old-space-size=512', '--max-semi-space-size=4'];

export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

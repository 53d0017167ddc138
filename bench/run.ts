/**
 * `npm run bench`: Lighthouse 12 (mobile) on the home, shop, product and cart pages in both
 * languages, then a short bounded load run with autocannon on the home, shop and product pages, and
 * the server's memory, against the built server (`npm run build` first) on a free loopback port.
 * A bare React Router page (bench/bare, on the same Express stack) is measured in the same run, and each
 * page's figures are also given as a ratio to it: a busy machine slows both alike.
 * JSON reports go to bench/results/; tables are printed. Never run as a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hydrationModules } from '../app/server/first-paint.server.ts';
import { BARE_CLIENT, buildBarePage, startBarePage } from './bare/start.ts';
import { freePort, ROOT, startServer } from './server.ts';

const RESULTS = path.join(ROOT, 'bench', 'results');
const PRODUCT = '/product/gucci-gg0162s-cat-eye-oversized-sunglasses';
const ENGLISH_PAGES = ['/', '/shop/Sunglasses', PRODUCT, '/cart'];
const PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((page) => (page === '/' ? '/ar' : `/ar${page}`))];
const LOAD_PATHS = ['/', '/shop/Sunglasses', PRODUCT];
const LOAD_CONNECTIONS = 50;
/** The reference page's name in the tables. */
const BARE = 'bare React Router page';

interface Row {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /**
   * Lighthouse's measure of the host's CPU speed for this run (higher is faster). Its simulation
   * multiplies what the machine measured by 4 whatever this is, so the scores of two sessions
   * compare only at a like index and Chromium.
   */
  cpuIndex: number;
}

async function audit(url: string, page: string, port: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  const { lhr } = result;
  const name = page === '/' ? 'home' : page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  fs.writeFileSync(path.join(RESULTS, `lighthouse-${name}.json`), JSON.stringify(lhr, null, 1));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: Math.round(numeric('first-contentful-paint')),
    lcp: Math.round(numeric('largest-contentful-paint')),
    tbt: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    jsKb: Math.round(script / 102.4) / 10,
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * What a page's HTML makes the browser load first: every module it preloads (from build/client) at
 * gzip level 6 (the measure) and at brotli quality 11 (what the shop sends a browser: the
 * build's own copies), and the HTML itself at gzip level 6. Unlike Lighthouse's transfer sizes, this
 * does not move with the machine or the run.
 */
async function firstLoad(url: string, page: string, clientDir: string) {
  const html = await (await fetch(url)).text();
  const gzipKb = (bytes: Buffer | string) => zlib.gzipSync(bytes, { level: 6 }).length / 1024;
  const brotliKb = (bytes: Buffer) =>
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
  // The shop adds its preloads after the first paint; the bare page has them in its HTML.
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const modules = [...preloads, ...hydrationModules(html)].map((href) => fs.readFileSync(path.join(clientDir, href)));
  const total = (size: (bytes: Buffer) => number) => Number(modules.reduce((sum, bytes) => sum + size(bytes), 0).toFixed(1));
  return {
    page,
    modules: modules.length,
    jsKb: total(gzipKb),
    jsKbBrotli: total(brotliKb),
    htmlKb: Number(gzipKb(html).toFixed(1)),
  };
}

async function load(url: string, page: string) {
  // Asked as Chromium asks: a load run without Accept-Encoding measures answers no browser gets.
  const result = await autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    page,
    requestsPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The server process's resident memory in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Each page against the bare page of the same run: above 1 costs more time, below 1 serves fewer. */
function ratios(rows: Row[], loads: Awaited<ReturnType<typeof load>>[]) {
  const bare = rows.find((row) => row.page === BARE);
  const bareLoad = loads.find((row) => row.page === BARE);
  const ratio = (value: number, reference: number | undefined) =>
    reference ? Number((value / reference).toFixed(2)) : Number.NaN;
  return {
    lighthouse: rows
      .filter((row) => row !== bare)
      .map((row) => ({
        page: row.page,
        fcp: ratio(row.fcp, bare?.fcp),
        lcp: ratio(row.lcp, bare?.lcp),
        jsKb: ratio(row.jsKb, bare?.jsKb),
      })),
    load: loads
      .filter((row) => row !== bareLoad)
      .map((row) => ({
        page: row.page,
        requestsPerSec: ratio(row.requestsPerSec, bareLoad?.requestsPerSec),
        p99ms: ratio(row.p99ms, bareLoad?.p99ms),
      })),
  };
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  buildBarePage();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  const server = await startServer(port, path.join(ROOT, 'bench', '.data'), {}, path.join(RESULTS, 'server.log'));
  const bareServer = await startBarePage(barePort);
  const shopClient = path.join(ROOT, 'build', 'client');
  try {
    // Warm the catalog index, as a running shop always has it.
    for (const page of PAGES) await fetch(`${origin}${page}`);
    const sizes = [await firstLoad(bareUrl, BARE, BARE_CLIENT)];
    for (const page of PAGES) sizes.push(await firstLoad(`${origin}${page}`, page, shopClient));
    console.log('\nFirst load from the HTML (KB gzip)');
    console.table(sizes);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const rows: Row[] = [];
    let chromium = 'unknown';
    try {
      chromium = ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser;
      rows.push(await audit(bareUrl, BARE, chrome.port));
      for (const page of PAGES) rows.push(await audit(`${origin}${page}`, page, chrome.port));
    } finally {
      chrome.kill();
    }
    console.log('\nLighthouse 12, mobile (simulated throttling)');
    console.table(rows);
    const memory = { beforeLoadMb: rssMb(server.pid), afterLoadMb: Number.NaN };
    const loads = [await load(bareUrl, BARE)];
    for (const page of LOAD_PATHS) loads.push(await load(`${origin}${page}`, page));
    memory.afterLoadMb = rssMb(server.pid);
    console.log(`autocannon: ${LOAD_CONNECTIONS} connections, 10 s, loopback`);
    console.table(loads);
    const relative = ratios(rows, loads);
    console.log(`Against the ${BARE} of the same run (1 = as fast; FCP, LCP, JS: times as much; req/s: share of its throughput)`);
    console.table(relative.lighthouse);
    console.table(relative.load);
    console.log('server memory (RSS, MB)');
    console.table([memory]);
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      chromium,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(1))),
    };
    console.log(`machine: ${machine.cpus} × ${machine.cpuModel}, ${chromium}, load average ${machine.loadAverage.join(' / ')}`);
    fs.writeFileSync(
      path.join(RESULTS, 'summary.json'),
      JSON.stringify(
        { date: new Date().toISOString(), machine, firstLoad: sizes, lighthouse: rows, load: loads, relative, memory },
        null,
        2,
      ),
    );
  } finally {
    server.kill('SIGTERM');
    bareServer.kill('SIGTERM');
  }
}

await main();

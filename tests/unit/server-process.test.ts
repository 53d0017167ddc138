import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-process';

/**
 * `npm run serve` writes its settings in package.json, where nothing can import them; the bench and
 * the tests start the server with scripts/server-process.ts. The two must not drift apart, or the
 * bench measures a server that production does not run.
 */
describe('npm run serve', () => {
  it('starts node with the settings of scripts/server-process.ts by default', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    // The same line with a stand-in for node that prints what node would be given.
    const probe = scripts.serve!.replace(
      /\bnode\b/,
      `sh -c 'echo "MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX"; printf "%s\\n" "$@"' node`,
    );
    const printed = execFileSync('sh', ['-c', probe], { env: { PATH: process.env.PATH } })
      .toString()
      .trim()
      .split('\n');
    expect(printed[0]).toBe(`MALLOC_ARENA_MAX=${SERVER_ENV.MALLOC_ARENA_MAX}`);
    expect(printed.slice(1)).toEqual([...SERVER_NODE_ARGS, 'build/node/server.js']);
  });
});

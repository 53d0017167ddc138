/**
 * Vitest's global setup. The engine's compiled catalogue is generated, not committed, so every
 * test run compiles it first (and fails, as the build does, while a translation is missing).
 */
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync('npm', ['run', '--silent', 'i18n:engine'], { stdio: 'inherit' });
}

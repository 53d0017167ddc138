import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_FILES } from './model-files';

const root = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));

describe('MODEL_FILES', () => {
  it('knows the size of every installed file, so the progress bar adds up to 100 %', () => {
    for (const file of Object.values(MODEL_FILES))
      expect(fs.statSync(path.join(root, file.path)).size, file.path).toBe(file.bytes);
  });

  it('keeps the weights small: the two nets together stay under 300 KB', () => {
    expect(MODEL_FILES.detector.bytes + MODEL_FILES.landmarks.bytes).toBeLessThan(300 * 1024);
  });
});

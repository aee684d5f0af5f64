import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** The version in Heirloom's package.json, found upwards from this file (source tree, dist build or image). */
export function appVersion(): string {
  if (cached) return cached;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'heirloom' && manifest.version) return (cached = manifest.version);
    } catch {
      // No package.json here: keep looking upwards.
    }
    if (dirname(dir) === dir) return (cached = 'unknown');
  }
}

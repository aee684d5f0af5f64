import { AppConfig } from '@heirloom/config';
import { DynamicModule, Logger } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Serves the built web client at / with index.html for client routes, never for /api. */
export function webClientModules(config: AppConfig): DynamicModule[] {
  if (!existsSync(join(config.webDir, 'index.html'))) {
    new Logger('WebClient').warn(`No built web client in ${config.webDir}; run "npm run build" to serve it at /`);
    return [];
  }
  return [
    ServeStaticModule.forRoot({
      rootPath: config.webDir,
      exclude: ['/api/{*path}'],
      serveStaticOptions: { index: false, maxAge: '1h', setHeaders: cacheImmutableAssets },
    }),
  ];
}

/** Vite's hashed files under /assets never change; index.html must always be revalidated. */
function cacheImmutableAssets(response: { setHeader(name: string, value: string): void }, path: string): void {
  if (/[\\/]assets[\\/]/.test(path)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else response.setHeader('Cache-Control', 'no-cache');
}

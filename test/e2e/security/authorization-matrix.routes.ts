import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ApplicationConfig, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';

/** A route as the matrix names it: `GET /api/families/:familyId`, `ALL /api/admin/queues{/*path}`, `STATIC /`. */
export type RouteKey = string;

interface ExpressLayer {
  name: string;
  /** router 2 keeps the path a layer was mounted on. */
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
}

const joinPath = (...parts: string[]): string => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
const asList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '/']);

/** Every controller route, from Nest's own decorator metadata: the exact list of what the controllers declare. */
export function controllerRoutes(app: NestExpressApplication): RouteKey[] {
  const prefix = app.get(ApplicationConfig).getGlobalPrefix();
  const scanner = new MetadataScanner();
  const routes = new Set<RouteKey>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!controller) continue;
      const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = controller.prototype[name] as object;
        const handlerPaths: string[] | string | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        if (handlerPaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const base of controllerPaths) for (const path of asList(handlerPaths)) routes.add(`${method} ${joinPath(prefix, base, path)}`);
      }
    }
  }
  return [...routes].sort();
}

/**
 * What the HTTP adapter serves besides the controllers: routes registered on Express directly (the OpenAPI
 * pages, the web client's index.html), Nest middleware bound to a path of its own (the queue dashboard) and
 * static folders. Middleware that Nest applies to every path (`{*path}`, which Express holds as `/api` and
 * `/api/{*path}`) and the global helpers mounted on `/` are plumbing, not endpoints.
 */
export function adapterRoutes(app: NestExpressApplication): RouteKey[] {
  const prefix = app.get(ApplicationConfig).getGlobalPrefix();
  const everywhere = new Set([joinPath(prefix), `${joinPath(prefix)}/{*path}`]);
  const stack = (app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } }).router.stack;
  const routes = new Set<RouteKey>();
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
      const method = methods.length === 1 ? methods[0].toUpperCase() : 'ALL';
      if (method === 'ALL' && everywhere.has(layer.route.path)) continue;
      routes.add(`${method} ${layer.route.path}`);
    } else if (layer.name === 'serveStatic') {
      routes.add(`STATIC ${layer.rawPath ?? '?'}`);
    }
  }
  return [...routes].sort();
}

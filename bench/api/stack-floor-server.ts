import 'reflect-metadata';
import { Controller, Get, Module, NotFoundException, Param, Query, Req, UnauthorizedException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { Request } from 'express';
import { bareRoutesFromEnv } from './bare-routes';
import { useFloorSession } from './floor-session';
import { Routes } from './bare-queries';

/**
 * The stack's floor: the bare server's SQL behind the fixed stack and nothing of ours — Nest on Express,
 * express-session (in memory, the cheapest store) and passport's session restore, one controller. No logging,
 * security headers, validation, user reload or access check. What the API adds on top of this is our own code's
 * cost; what this adds on top of the bare server is the stack's.
 */
const SIGNED_IN_USER = 1;

function floorController(routes: Routes) {
  @Controller()
  class FloorController {
    @Get('sign-in')
    signIn(@Req() request: Request): { ok: true } {
      (request.session as unknown as { passport: { user: number } }).passport = { user: SIGNED_IN_USER };
      return { ok: true };
    }

    @Get(':route')
    answer(@Param('route') route: string, @Query() query: Record<string, string>, @Req() request: Request): Promise<unknown> {
      if (!request.user) throw new UnauthorizedException();
      const handler = routes[`/${route}`];
      if (!handler) throw new NotFoundException();
      return handler(new URLSearchParams(query));
    }
  }
  return FloorController;
}

async function main(): Promise<void> {
  @Module({ controllers: [floorController(bareRoutesFromEnv())] })
  class FloorModule {}

  const app = await NestFactory.create<NestExpressApplication>(FloorModule, { bodyParser: false, logger: false });
  useFloorSession(app, 'stack-floor');
  app.enableShutdownHooks();
  await app.listen(Number(process.env.BARE_PORT));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import 'reflect-metadata';
import { probeVideo, resolveVideoBinaries } from '@heirloom/media';
import { Controller, Get, Module, Post, Req, UnauthorizedException, UploadedFile, UseInterceptors } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FileInterceptor, NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import type { Request } from 'express';
import IORedis from 'ioredis';
import { diskStorage } from 'multer';
import { useFloorSession } from '../../api/floor-session';
import { FLOOR_QUEUE, FloorJob } from './floor-queue';

/**
 * The fixed stack's floor for a video upload, and nothing of ours: Nest on Express, the floors' session
 * (floor-session.ts), multer writing the file to disk, the one ffprobe run an upload must make (probeVideo, as the
 * API's upload inspector), and the job queued on BullMQ for the floor worker. No database, access check, duplicate
 * or storage check, activity or logging: what the API adds on top of this is our own code's cost.
 */
const binaries = resolveVideoBinaries();
const connection = new IORedis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const queue = new Queue<FloorJob>(FLOOR_QUEUE, { connection });

@Controller()
class FloorController {
  @Get('sign-in')
  signIn(@Req() request: Request): { ok: true } {
    (request.session as unknown as { passport: { user: number } }).passport = { user: 1 };
    return { ok: true };
  }

  @Post('upload')
  @UseInterceptors(FileInterceptor('photo', { storage: diskStorage({ destination: process.env.FLOOR_DIR }) }))
  async upload(@Req() request: Request, @UploadedFile() file: Express.Multer.File): Promise<{ ok: true }> {
    if (!request.user) throw new UnauthorizedException();
    const probe = await probeVideo(binaries, file.path);
    await queue.add('poster', { path: file.path, durationSeconds: probe.durationSeconds }, { removeOnComplete: false });
    return { ok: true };
  }
}

@Module({ controllers: [FloorController] })
class FloorModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(FloorModule, { bodyParser: false, logger: false });
  useFloorSession(app, 'ingest-floor');
  app.enableShutdownHooks();
  await app.listen(Number(process.env.FLOOR_PORT));
  console.log('floor API listening');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

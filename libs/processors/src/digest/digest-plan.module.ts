import { Module } from '@nestjs/common';
import { DigestClock } from './digest-clock';
import { DigestPlanner } from './digest-planner.service';

/** Who is owed a digest, for the processes that queue them: the job runner's tick, the worker's start, an admin. */
@Module({ providers: [DigestClock, DigestPlanner], exports: [DigestClock, DigestPlanner] })
export class DigestPlanModule {}

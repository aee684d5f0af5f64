import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../common/decorators/public.decorator';
import { RedisHealthIndicator } from './redis.health';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** 200 when the database (and Redis, when configured) answer; 503 otherwise. */
  @Public()
  @Get()
  @HealthCheck()
  check() {
    const checks = [() => this.database.pingCheck('database', { timeout: 3000 })];
    if (this.redis.configured) checks.push(() => this.redis.check('redis'));
    return this.health.check(checks);
  }
}

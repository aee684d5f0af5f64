import { Global, Module } from '@nestjs/common';
import { ThrottleInterceptor } from './throttle.interceptor';
import { ThrottleService } from './throttle.service';

/** The throttles, for any module: ThrottleService, and the interceptor behind @Throttled. */
@Global()
@Module({ providers: [ThrottleService, ThrottleInterceptor], exports: [ThrottleService, ThrottleInterceptor] })
export class ThrottleModule {}

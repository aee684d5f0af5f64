import { Module } from '@nestjs/common';
import { SessionMiddleware } from './session.middleware';
import { SessionStoreProvider } from './session-store.provider';

@Module({ providers: [SessionStoreProvider, SessionMiddleware], exports: [SessionStoreProvider, SessionMiddleware] })
export class SessionModule {}

import { Module } from '@nestjs/common';
import { RestoreWatchModule } from '../backups/restore-watch';
import { SessionMiddleware } from './session.middleware';
import { SessionStoreProvider } from './session-store.provider';

@Module({ imports: [RestoreWatchModule], providers: [SessionStoreProvider, SessionMiddleware], exports: [SessionStoreProvider, SessionMiddleware] })
export class SessionModule {}

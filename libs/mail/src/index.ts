export * from './account-token-email.handler';
export * from './app-url';
export * from './invitation-email';
export * from './invitation-email.handler';
export * from './mail.module';
export * from './mail.service';
export * from './verification-email';
export * from './account-emails';

import { AppConfig } from '@heirloom/config';

/** The app's public address for links in e-mails. */
export const appUrl = (config: AppConfig): string => config.appUrl ?? `http://localhost:${config.port}`;

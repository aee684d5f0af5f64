import { AppConfig } from '@heirloom/config';
import { UnsubscribeKind, unsubscribeToken } from './unsubscribe-token';

/** The app's public address for links in e-mails. */
export const appUrl = (config: AppConfig): string => config.appUrl ?? `http://localhost:${config.port}`;

/** The page that accepts an invitation: mailed to the invitee, and copied from the family's list by its admins. */
export const invitationLink = (config: AppConfig, token: string): string => `${appUrl(config)}/invitations/${token}`;

/** The page that verifies an account's e-mail address with a mailed token. */
export const verifyEmailLink = (config: AppConfig, token: string): string => `${appUrl(config)}/verify-email?token=${token}`;

/** The page that sets a new password with a mailed reset token. */
export const resetPasswordLink = (config: AppConfig, token: string): string => `${appUrl(config)}/reset-password?token=${token}`;

/** The page that confirms a new e-mail address with a token mailed to it. */
export const confirmEmailLink = (config: AppConfig, token: string): string => `${appUrl(config)}/confirm-email?token=${token}`;

/** The public page of a share link (issue 15), opened without an account. */
export const shareLinkUrl = (config: AppConfig, token: string): string => `${appUrl(config)}/s/${token}`;

/** The one-click link that turns one kind of e-mail off for one person (List-Unsubscribe, RFC 8058). */
export const unsubscribeLink = (config: AppConfig, userId: number, kind: UnsubscribeKind): string =>
  `${appUrl(config)}/api/unsubscribe/${unsubscribeToken(config.sessionSecret, userId, kind)}`;

/** The page where a person chooses their e-mails. */
export const settingsLink = (config: AppConfig): string => `${appUrl(config)}/settings/notifications`;

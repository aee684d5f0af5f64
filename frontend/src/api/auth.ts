import { get, post } from './http';
import type { User } from './types';

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

export interface Registration {
  email: string;
  password: string;
  name: string;
}

export const login = (body: Credentials) => post<{ user: User }>('/auth/login', body).then((r) => r.user);
export const register = (body: Registration) => post<{ user: User }>('/auth/register', body).then((r) => r.user);
export const logout = () => post<void>('/auth/logout');
export const getMe = () => get<{ user: User }>('/auth/me').then((r) => r.user);
/** Verifies the address a mailed link was sent to; answers that account (signed in or not). */
export const verifyEmail = (token: string) => post<{ user: User }>('/auth/email/verify', { token }).then((r) => r.user);
/** Mails the signed-in account a new verification link (409 when already verified). */
export const resendVerification = () => post<void>('/auth/email/resend');

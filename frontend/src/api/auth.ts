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

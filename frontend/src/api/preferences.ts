import { get, put } from './http';
import type { PreferencesResponse, UpdatePreferencesRequest } from '@heirloom/contracts';

export const getPreferences = () => get<{ preferences: PreferencesResponse }>('/me/preferences').then((r) => r.preferences);
export const updatePreferences = (changes: UpdatePreferencesRequest) =>
  put<{ preferences: PreferencesResponse }>('/me/preferences', changes).then((r) => r.preferences);

import { useSearchParams } from 'react-router-dom';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect';

/** The page to open after signing in or registering: the safe `?redirect=` target, else /dashboard. */
export function useRedirectTarget(): { target: string | null; destination: string } {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get(REDIRECT_PARAM));
  return { target, destination: target ?? '/dashboard' };
}

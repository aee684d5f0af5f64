import { benchEmail, BENCH_PASSWORD } from './library';

/** Signs in to the API as bench user 1 and answers the session cookie. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail(1), password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
}

/** One answer, its body read. */
export interface Answer {
  status: number;
  /** The Location header, resolved against the request's URL; null when none. */
  location: string | null;
  body: string;
}

/**
 * A browser for flows across two sites (the app and an OpenID Provider): it keeps each site's cookies (by name, the
 * attributes ignored but expiry) and follows redirects only when asked, so a test can stop at any hop and change it.
 */
export class RedirectBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  get(url: string | URL): Promise<Answer> {
    return this.send(url);
  }

  /** Submits a form (application/x-www-form-urlencoded), as a page's POST form does. */
  post(url: string | URL, form: Record<string, string>): Promise<Answer> {
    return this.send(url, { method: 'POST', body: new URLSearchParams(form) });
  }

  private async send(url: string | URL, init: { method?: string; body?: URLSearchParams } = {}): Promise<Answer> {
    const target = new URL(url);
    const jar = this.jar(target.origin);
    const response = await fetch(target, { ...init, redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    }
    const location = response.headers.get('location');
    return { status: response.status, location: location === null ? null : new URL(location, target).href, body: await response.text() };
  }

  /** Follows redirects from `url` and answers the first URL on `origin` (not requested). */
  async followUntil(url: string | URL, origin: string): Promise<string> {
    return (await this.trail(url, origin)).at(-1)!;
  }

  /** Every URL requested while following redirects from `url`, then the first URL on `origin` (not requested). */
  async trail(url: string | URL, origin: string): Promise<string[]> {
    const visited: string[] = [];
    let next = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      visited.push(next.href);
      if (next.origin === origin) return visited;
      const answer = await this.get(next);
      if (!answer.location) throw new Error(`${next.href} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      next = new URL(answer.location);
    }
    throw new Error(`Too many redirects from ${url.toString()}`);
  }

  /** The cookie header this browser sends to a site (to hand its session to supertest). */
  cookieFor(origin: string): string {
    return [...this.jar(origin)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private jar(origin: string): Map<string, string> {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }
}

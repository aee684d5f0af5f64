import autocannon from 'autocannon';
import { LoadSession, SEARCH_WORDS } from './seed';
import { multipartPhoto, UniqueJpegs } from './unique-jpeg';

export type Kind = 'photo page' | 'thumbnail' | 'search' | 'comment' | 'upload';
export const KINDS: Kind[] = ['photo page', 'thumbnail', 'search', 'comment', 'upload'];
/** The mix of issue 7: 60% photo pages, 20% thumbnails, 10% search, 10% writes (half comments, half uploads). */
const WEIGHTS: Array<[Kind, number]> = [
  ['photo page', 60],
  ['thumbnail', 20],
  ['search', 10],
  ['comment', 5],
  ['upload', 5],
];

export interface KindFigures {
  requests: number;
  /** Answers by status, e.g. { 200: 1200, 503: 2 }. */
  statuses: Record<number, number>;
  latencies: number[];
}

export interface MixResult {
  seconds: number;
  kinds: Record<Kind, KindFigures>;
  timeouts: number;
  /** Socket errors (refused, reset), not HTTP answers. */
  errors: number;
}

interface RequestContext {
  kind?: Kind;
  session?: LoadSession;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of WEIGHTS) {
    if ((roll -= weight) < 0) return kind;
  }
  return 'photo page';
}

/**
 * Runs the mix against every API process at once, the connections split evenly between them, every connection
 * replaying one of the sessions (so one login serves both processes). Latencies are kept per kind: autocannon
 * reports one histogram per run, but calls a request's onResponse and then emits that same response's time
 * synchronously, so the kind noted in the first is the kind of the second.
 */
export async function runMix(urls: string[], sessions: LoadSession[], { connections, seconds }: { connections: number; seconds: number }): Promise<MixResult> {
  const jpegs = await UniqueJpegs.create('load');
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, statuses: {}, latencies: [] }])) as unknown as Record<Kind, KindFigures>;
  const pagesOf = new Map(sessions.map((session) => [session, Math.max(1, Math.ceil(session.photoIds.length / 20))]));
  let answered: Kind | undefined;

  const setupRequest = (request: Record<string, unknown>, context: RequestContext) => {
    const session = (context.session ??= pick(sessions));
    const kind = pickKind();
    context.kind = kind;
    const headers: Record<string, string> = { Cookie: session.cookie };
    switch (kind) {
      case 'photo page':
        return { ...request, method: 'GET', path: `/api/families/${session.familyId}/photos?page=${1 + Math.floor(Math.random() * pagesOf.get(session)!)}`, headers };
      case 'thumbnail':
        return { ...request, method: 'GET', path: `/api/photos/${pick(session.photoIds)}/thumbnail`, headers };
      case 'search':
        return { ...request, method: 'GET', path: `/api/search?q=${pick(SEARCH_WORDS)}`, headers };
      case 'comment':
        return {
          ...request,
          method: 'POST',
          path: `/api/photos/${pick(session.photoIds)}/comments`,
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ content: `Load comment ${Math.random().toString(36).slice(2)}` }),
        };
      case 'upload': {
        const { body, contentType } = multipartPhoto('photo', 'load.jpg', jpegs.next());
        return { ...request, method: 'POST', path: `/api/families/${session.familyId}/photos`, headers: { ...headers, 'Content-Type': contentType }, body };
      }
    }
  };
  const onResponse = (_status: number, _body: string, context: RequestContext) => {
    answered = context.kind;
  };

  const perApi = Math.max(1, Math.floor(connections / urls.length));
  const runs = urls.map((url, index) => {
    const instance = autocannon({
      url,
      // The remainder of an odd split goes to the first process.
      connections: perApi + (index === 0 ? connections - perApi * urls.length : 0),
      duration: seconds,
      timeout: 10,
      requests: [{ setupRequest, onResponse }],
    });
    instance.on('response', (_client: unknown, status: number, _bytes: number, latency: number) => {
      const figures = kinds[answered!];
      figures.requests++;
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      figures.latencies.push(latency);
    });
    return instance;
  });
  const results = await Promise.all(runs);
  return {
    seconds,
    kinds,
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    errors: results.reduce((sum, result) => sum + result.errors - result.timeouts, 0),
  };
}

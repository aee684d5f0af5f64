import { AsyncLocalStorage } from 'node:async_hooks';

/** Where the work in progress was asked from: the client address of the HTTP request being served. */
export interface AuditOrigin {
  ip: string | null;
}

const origins = new AsyncLocalStorage<AuditOrigin>();

/**
 * Runs `work` (an HTTP request's handling) with its origin, which the audit trail then reads wherever the event is
 * recorded, without every service passing the request down. Jobs and sweeps run outside: no address.
 */
export const withAuditOrigin = <T>(origin: AuditOrigin, work: () => T): T => origins.run(origin, work);

export const currentAuditOrigin = (): AuditOrigin | undefined => origins.getStore();

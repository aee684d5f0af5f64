import { QueryFailedError } from 'typeorm';
import { isDependencyOutage } from './dependency-outage';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it('recognises a database that cannot be reached or went away', () => {
    expect(isDependencyOutage(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:3306'))).toBe(true);
    expect(isDependencyOutage(withCode('PROTOCOL_CONNECTION_LOST'))).toBe(true);
    expect(isDependencyOutage(new QueryFailedError('SELECT 1', [], withCode('ER_SERVER_SHUTDOWN')))).toBe(true);
    expect(isDependencyOutage(new Error("Can't add new command when connection is in closed state"))).toBe(true);
  });

  it('recognises Redis clients that are offline or reconnecting', () => {
    class ClientOfflineError extends Error {}
    class MaxRetriesPerRequestError extends Error {}
    expect(isDependencyOutage(new ClientOfflineError('The client is offline'))).toBe(true);
    expect(isDependencyOutage(new MaxRetriesPerRequestError('Reached the max retries per request limit'))).toBe(true);
    expect(isDependencyOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isDependencyOutage(new Error('outer', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('leaves every other error a 500', () => {
    expect(isDependencyOutage(new QueryFailedError('SELECT 1', [], withCode('ER_PARSE_ERROR')))).toBe(false);
    expect(isDependencyOutage(withCode('ENOENT'))).toBe(false);
    expect(isDependencyOutage(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDependencyOutage(undefined)).toBe(false);
    expect(isDependencyOutage('ECONNREFUSED')).toBe(false);
  });
});

/**
 * The API's request and response shapes, written once for the server (its DTOs implement the requests, its mappers
 * answer the responses) and the web client (which imports them through the same alias). Types only: nothing here
 * exists at run time, so both sides import it with `import type` and no build bundles it.
 */
export type * from './common';
export type * from './users';
export type * from './auth';
export type * from './families';
export type * from './members';
export type * from './invitations';
export type * from './photos';
export type * from './stories';
export type * from './comments';
export type * from './search';
export type * from './timeline';
export type * from './admin';
export type * from './backups';
export type * from './downloads';
export type * from './trash';
export type * from './albums';
export type * from './reactions';
export type * from './activity';
export type * from './notifications';
export type * from './preferences';
export type * from './people';
export type * from './account';
export type * from './share-links';
export type * from './audit';

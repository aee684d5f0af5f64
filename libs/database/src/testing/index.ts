/** In-memory stand-ins for the repositories, for unit specs of the services (never imported by production code). */
export * from './both-ways';
export * from './in-memory-access.repository';
export * from './in-memory-backups.repository';
export * from './in-memory-families.repository';
export * from './in-memory-invitations.repository';
export * from './in-memory-photos.repository';
export * from './in-memory-rows';
export * from './in-memory-users.repository';
export * from './sqlite-memory';

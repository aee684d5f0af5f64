import { AuditEvent } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { TestApp } from './test-app';

/** Every stored event of the audit trail, oldest first, as the database holds it. */
export const auditRows = (app: TestApp): Promise<AuditEvent[]> => app.app.get(DataSource).getRepository(AuditEvent).find({ order: { id: 'ASC' } });

/** The stored events after a given id (those a test made), oldest first. */
export async function auditRowsAfter(app: TestApp, afterId: number): Promise<AuditEvent[]> {
  return (await auditRows(app)).filter((row) => row.id > afterId);
}

/** The id of the newest event so far (0 when none): a test reads only what came after it. */
export async function lastAuditId(app: TestApp): Promise<number> {
  const rows = await auditRows(app);
  return rows.length === 0 ? 0 : rows[rows.length - 1].id;
}

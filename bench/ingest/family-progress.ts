import { Connection, createConnection, RowDataPacket } from 'mysql2/promise';

/**
 * How far the worker has got with a family's uploads, read from the database itself: the floor's run counts its
 * finished jobs in Redis, outside its API, and the API's run is watched from outside it too. Asking the API (a page
 * of 100 photos every poll) would put the observer's cost on the API and the worker's shared cores.
 */
export class FamilyProgress {
  private constructor(private readonly connection: Connection) {}

  static async open(databaseUrl: string): Promise<FamilyProgress> {
    return new FamilyProgress(await createConnection(databaseUrl));
  }

  /** Photos whose thumbnail and preview are written. */
  countReady(familyId: number): Promise<number> {
    return this.count(familyId, "thumbnail_status = 'ready'");
  }

  /** Videos the worker has read: poster thumbnail written, length known, playback settled. */
  countVideosRead(familyId: number): Promise<number> {
    return this.count(familyId, "thumbnail_status = 'ready' AND duration_seconds IS NOT NULL AND playback_status <> 'pending'");
  }

  close(): Promise<void> {
    return this.connection.end();
  }

  private async count(familyId: number, condition: string): Promise<number> {
    const [rows] = await this.connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM photos WHERE family_id = ? AND deleted_at IS NULL AND ${condition}`, [familyId]);
    return Number(rows[0].n);
  }
}

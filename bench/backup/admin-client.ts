import { ApiClient } from '../ingest/api-client';

/** What GET /api/admin/backup/{id} answers, as far as the benchmark reads it. */
export interface BackupState {
  id: number;
  status: 'queued' | 'running' | 'completed' | 'failed';
  progress: number;
  error: string | null;
  size_bytes: number;
  restore_status: 'queued' | 'running' | 'completed' | 'failed' | null;
  restore_error: string | null;
}

/** The platform admin (the first registered user) driving backups over HTTP, as the admin screen does. */
export class AdminClient extends ApiClient {
  async createBackup(): Promise<number> {
    return (await this.json<{ backup: BackupState }>('POST', '/api/admin/backup/create')).backup.id;
  }

  async backup(id: number): Promise<BackupState> {
    return (await this.json<{ backup: BackupState }>('GET', `/api/admin/backup/${id}`)).backup;
  }

  async restore(id: number): Promise<void> {
    await this.call('POST', `/api/admin/backup/${id}/restore`, { confirm: true });
  }
}

import { describe, expect, it } from 'vitest';
import type { BackupResponse } from '@heirloom/contracts';
import { jobState } from './jobs';
import { makeBackup } from '../test/factories';

const backup = (patch: Partial<BackupResponse>): BackupResponse => makeBackup(1, { status: 'queued', progress: 0, ...patch });

describe('jobState', () => {
  it("reads the create job's real status and progress", () => {
    expect(jobState(backup({ status: 'running', progress: 42 }), 'create')).toEqual({ status: 'running', progress: 42, error: undefined });
    expect(jobState(backup({ status: 'completed', progress: 97 }), 'create').progress).toBe(100);
    expect(jobState(backup({ status: 'failed', progress: 10, error: 'Disk full' }), 'create')).toEqual({
      status: 'failed',
      progress: 10,
      error: 'Disk full',
    });
  });
  it("reads the restore job's fields", () => {
    const b = backup({ status: 'completed', progress: 100, restore_status: 'running', restore_progress: 35 });
    expect(jobState(b, 'restore')).toEqual({ status: 'running', progress: 35, error: undefined });
  });
  it('clamps odd progress values', () => {
    expect(jobState(backup({ status: 'running', progress: 140 }), 'create').progress).toBe(100);
    expect(jobState(backup({ status: 'running', progress: -3 }), 'create').progress).toBe(0);
  });
});

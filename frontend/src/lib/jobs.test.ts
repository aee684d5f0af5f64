import { describe, expect, it } from 'vitest';
import type { Backup } from '../api/types';
import { jobState, restoreFinishedAtOnce } from './jobs';

const backup = (patch: Partial<Backup>): Backup => ({
  id: 'b1',
  created_at: '2024-01-05T10:00:00Z',
  created_by: 'Ada',
  size_mb: null,
  status: 'queued',
  ...patch,
});

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
    expect(jobState(backup({ status: 'running', progress: null }), 'create').progress).toBe(0);
  });
});

describe('restoreFinishedAtOnce', () => {
  it('treats a plain success as done', () => {
    expect(restoreFinishedAtOnce(undefined)).toBe(true);
    expect(restoreFinishedAtOnce(backup({ status: 'completed' }))).toBe(true);
    expect(restoreFinishedAtOnce(backup({ status: 'completed', restore_status: 'queued' }))).toBe(false);
  });
});

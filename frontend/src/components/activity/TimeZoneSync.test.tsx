import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as preferencesApi from '../../api/preferences';
import { renderWithApp } from '../../test/render';
import { browserTimeZone, TimeZoneSync } from './TimeZoneSync';

vi.mock('../../api/preferences', () => ({ getPreferences: vi.fn(), updatePreferences: vi.fn() }));
const api = vi.mocked(preferencesApi);

describe('TimeZoneSync', () => {
  let idle: Array<() => void>;

  beforeEach(() => {
    vi.resetAllMocks();
    sessionStorage.clear();
    idle = [];
    // The browser's idle callbacks, run when the test says the page is idle.
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // Saved from another browser, on the other side of the world.
    api.getPreferences.mockResolvedValue({ time_zone: 'Pacific/Kiritimati' } as Awaited<ReturnType<typeof preferencesApi.getPreferences>>);
    api.updatePreferences.mockImplementation(async (patch) => patch as Awaited<ReturnType<typeof preferencesApi.updatePreferences>>);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('looks up the time zone only once the page is idle, then saves it when it differs', async () => {
    renderWithApp(<TimeZoneSync />);
    // Nothing during the first render: its first lookup loads the browser's zone data.
    expect(api.getPreferences).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    await waitFor(() => expect(api.updatePreferences).toHaveBeenCalledWith({ time_zone: browserTimeZone() }));
  });
});

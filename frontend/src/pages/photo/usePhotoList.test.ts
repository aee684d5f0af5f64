import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as timelineApi from '../../api/timeline';
import { makeMemoryYear, makeOnThisDayPage, makePhotos } from '../../test/factories';
import { FreshCache } from '../../test/render';
import { usePhotoList } from './usePhotoList';

vi.mock('../../api/timeline', () => ({ getOnThisDay: vi.fn(), getTimeline: vi.fn(), getDecades: vi.fn() }));

const getOnThisDay = vi.mocked(timelineApi.getOnThisDay);
const source = { kind: 'onThisDay', day: '2024-01-05' } as const;

describe('usePhotoList', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    // 26 photos: 2019's 20 and 2018's first 4 on page 1, the last 2 of 2018 on page 2.
    getOnThisDay.mockImplementation(async (_day, page) =>
      page === 1
        ? makeOnThisDayPage([makeMemoryYear(2019, makePhotos(1, 20)), makeMemoryYear(2018, makePhotos(21, 4), { count: 6 })], { hasNext: true, count: 26 })
        : makeOnThisDayPage([makeMemoryYear(2018, makePhotos(25, 2), { count: 6 })], { page: 2, count: 26 }),
    );
  });

  it("loads On This Day's next page as the viewer nears the end of those loaded, counting the day's photos meanwhile", async () => {
    const { result } = renderHook(() => usePhotoList(source, 23, true), { wrapper: FreshCache });
    await waitFor(() => expect(result.current.index).toBe(22));
    expect(result.current.total).toBe(26);
    await waitFor(() => expect(result.current.items).toHaveLength(26));
    expect(getOnThisDay).toHaveBeenLastCalledWith('2024-01-05', 2, 24);
    expect(result.current.items.map((item) => item.id)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(result.current.total).toBe(26);
  });

  it('asks for no further page while the photo is far from the end', async () => {
    const { result } = renderHook(() => usePhotoList(source, 5, true), { wrapper: FreshCache });
    await waitFor(() => expect(result.current.index).toBe(4));
    expect(result.current.items).toHaveLength(24);
    expect(getOnThisDay).toHaveBeenCalledTimes(1);
  });
});

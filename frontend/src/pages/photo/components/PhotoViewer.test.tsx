import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePhotos } from '../../../test/factories';
import type { PhotoList } from '../usePhotoList';
import { PhotoViewer } from './PhotoViewer';

const listOf = (count: number, index: number): PhotoList => ({
  items: makePhotos(1, count).map((photo) => ({ id: photo.id, preview_url: photo.preview_url, photo })),
  index,
  total: 20,
});

describe('PhotoViewer', () => {
  it('stays on the photo it stepped to when the list grows before the page follows the step', async () => {
    const onStep = vi.fn();
    const [, , third] = makePhotos(1, 3);
    const { rerender } = render(<PhotoViewer photo={third} list={listOf(5, 2)} open onStep={onStep} onClose={vi.fn()} />);
    expect(await screen.findByText('3 of 20')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(onStep).toHaveBeenLastCalledWith(expect.objectContaining({ id: 4 })));
    // The next page arrives while the page still shows photo 3 (its address follows a render later): the lightbox
    // goes back to the index it is given whenever its slides change, which undid the step.
    rerender(<PhotoViewer photo={third} list={listOf(10, 2)} open onStep={onStep} onClose={vi.fn()} />);
    expect(await screen.findByText('4 of 20')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(onStep).toHaveBeenLastCalledWith(expect.objectContaining({ id: 5 })));
    expect(onStep.mock.calls.map(([item]) => item.id)).toEqual([4, 5]);
  });

  it('opens again at the page photo after it is closed', async () => {
    const onStep = vi.fn();
    const onClose = vi.fn();
    const photos = makePhotos(1, 5);
    const { rerender } = render(<PhotoViewer photo={photos[2]} list={listOf(5, 2)} open onStep={onStep} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(onStep).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Close viewer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Closed, the page moved to photo 2 by other means; opened again, the viewer starts there.
    rerender(<PhotoViewer photo={photos[1]} list={listOf(5, 1)} open={false} onStep={onStep} onClose={onClose} />);
    rerender(<PhotoViewer photo={photos[1]} list={listOf(5, 1)} open onStep={onStep} onClose={onClose} />);
    expect(await screen.findByText('2 of 20')).toBeInTheDocument();
    expect(onStep).toHaveBeenCalledTimes(1);
  });
});

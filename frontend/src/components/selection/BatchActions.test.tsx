import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as downloadsApi from '../../api/downloads';
import * as photosApi from '../../api/photos';
import { findDialog, renderWithApp } from '../../test/render';
import { BatchActions, type BatchPhoto } from './BatchActions';

vi.mock('../../api/downloads', () => ({ createDownload: vi.fn() }));
vi.mock('../../api/photos', async (importOriginal) => ({ ...(await importOriginal<typeof photosApi>()), batchDeletePhotos: vi.fn(), batchSetPhotoDate: vi.fn() }));
vi.mock('../../lib/download', () => ({ downloadByNavigating: vi.fn(), downloadUrl: vi.fn() }));

const mine = (id: number, familyId = 1): BatchPhoto => ({ id, familyId, canDelete: true, canEdit: true });
const bar = () => screen.getByRole('region', { name: 'Selected photos' });
/** The actions past the first two sit in a More menu on a phone (jsdom's width). */
async function moreItem(name: string): Promise<HTMLElement> {
  fireEvent.click(await within(bar()).findByRole('button', { name: 'More actions' }));
  return screen.findByRole('menuitem', { name: new RegExp(name) });
}

describe('BatchActions', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows the count and downloads the selection as one zip of its family', async () => {
    vi.mocked(downloadsApi.createDownload).mockResolvedValue({ url: '/api/downloads/abc' } as never);
    const onCancel = vi.fn();
    renderWithApp(<BatchActions photos={[mine(3), mine(5)]} onCancel={onCancel} onChanged={vi.fn()} />);
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloadsApi.createDownload).toHaveBeenCalledWith(1, [3, 5]));
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });

  it('moves the photos to the trash after asking, family by family', async () => {
    vi.mocked(photosApi.batchDeletePhotos).mockResolvedValue({ count: 1 });
    const onChanged = vi.fn();
    renderWithApp(<BatchActions photos={[mine(3, 1), mine(7, 2)]} onCancel={vi.fn()} onChanged={onChanged} />);
    fireEvent.click(await within(bar()).findByRole('button', { name: 'Delete' }));
    const [dialog] = await screen.findAllByText('Move 2 photos to the trash?');
    expect(photosApi.batchDeletePhotos).not.toHaveBeenCalled();
    fireEvent.click(within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(vi.mocked(photosApi.batchDeletePhotos).mock.calls).toEqual([
      [1, [3]],
      [2, [7]],
    ]);
  });

  it("disables what the list already knows is refused, and the one-family actions across families", async () => {
    renderWithApp(<BatchActions photos={[mine(3, 1), { id: 4, familyId: 2, canDelete: false, canEdit: false }]} onCancel={vi.fn()} onChanged={vi.fn()} />);
    const actions = within(await screen.findByRole('region', { name: 'Selected photos' }));
    expect(actions.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(actions.getByRole('button', { name: 'Delete' })).toHaveAttribute('title', '1 of the selected photo is not yours to delete');
    expect(actions.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(await moreItem('Change date')).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByRole('menuitem', { name: /Add to album/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('reads the one date in the browser with the upload dialog’s parser before sending it', async () => {
    vi.mocked(photosApi.batchSetPhotoDate).mockResolvedValue({ count: 2 });
    const onChanged = vi.fn();
    renderWithApp(<BatchActions photos={[mine(3), mine(5)]} onCancel={vi.fn()} onChanged={onChanged} />);
    fireEvent.click(await moreItem('Change date'));
    const dialog = await findDialog('One date for 2 photos');
    const input = within(dialog).getByRole('textbox', { name: 'Approximate date' });
    fireEvent.change(input, { target: { value: 'when grandpa was young' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')?.textContent).toBeTruthy());
    expect(photosApi.batchSetPhotoDate).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'summer 1975' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(photosApi.batchSetPhotoDate).toHaveBeenCalledWith(1, [3, 5], { fuzzy_date: 'summer 1975' }));
    expect(onChanged).toHaveBeenCalled();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import * as photosApi from '../../../api/photos';
import { makePhoto } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { EditPhotoDialog } from './EditPhotoDialog';

vi.mock('../../../api/photos', () => ({ updatePhoto: vi.fn() }));

describe('EditPhotoDialog', () => {
  beforeEach(() => vi.resetAllMocks());

  it('catches an approximate date the server would refuse, showing the accepted forms, and sends nothing', async () => {
    renderWithApp(<EditPhotoDialog photo={makePhoto(3, { fuzzy_date_text: 'about 1950' })} onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Approximate date'), { target: { value: 'when grandpa was young' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Try one of these forms/)).toBeInTheDocument();
    expect(photosApi.updatePhoto).not.toHaveBeenCalled();
  });

  it("shows the server's message rather than 'Failed to update photo'", async () => {
    vi.mocked(photosApi.updatePhoto).mockRejectedValue(new ApiError(400, 'location must be shorter than or equal to 255 characters'));
    renderWithApp(<EditPhotoDialog photo={makePhoto(3)} onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('location must be shorter than or equal to 255 characters')).toBeInTheDocument());
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import * as photosApi from '../../../api/photos';
import { imageUrl, makePhoto } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { UploadPhotoDialog } from './UploadPhotoDialog';

vi.mock('../../../api/photos', async (original) => ({ ...(await original<typeof import('../../../api/photos')>()), uploadPhoto: vi.fn(), getPhoto: vi.fn() }));
const uploadPhoto = vi.mocked(photosApi.uploadPhoto);

const jpeg = () => new File(['jpeg-bytes'], 'beach.jpg', { type: 'image/jpeg' });

function open(limits?: { max_photo_mb: number; max_video_mb: number }) {
  const onUploaded = vi.fn();
  const view = renderWithApp(<UploadPhotoDialog familyId={5} open onClose={() => undefined} onUploaded={onUploaded} limits={limits} />);
  const input = () => view.baseElement.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
  return { onUploaded, input, choose };
}

describe('UploadPhotoDialog', () => {
  beforeEach(() => {
    uploadPhoto.mockReset();
  });

  it("requires a file: 'Please select a photo to upload'", async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a photo to upload')).toBeInTheDocument();
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('accepts every photo and video kind in the file picker, by type and by extension', () => {
    const { input } = open();
    expect(input().accept).toBe(
      'image/jpeg,image/png,image/heic,image/heif,image/heic-sequence,image/heif-sequence,image/webp,image/avif,image/tiff,' +
        'video/mp4,video/quicktime,video/x-m4v,video/webm,video/3gpp,' +
        '.jpg,.jpeg,.png,.heic,.heif,.webp,.avif,.tif,.tiff,.mp4,.mov,.m4v,.webm,.3gp',
    );
  });

  it('takes an HEIC the browser gives no type, and a video (shown as an icon)', async () => {
    uploadPhoto.mockResolvedValue({ id: 1 } as never);
    const { choose } = open();
    choose(new File(['heic'], 'IMG_0001.HEIC', { type: '' }));
    expect(await screen.findByText('IMG_0001.HEIC')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    choose(new File(['mp4'], 'birthday.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('birthday.mp4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of birthday.mp4' }).tagName).toBe('SPAN');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploadPhoto).toHaveBeenCalled());
    expect(uploadPhoto.mock.calls[0][1].name).toBe('birthday.mp4');
  });

  it('shows a preview of the chosen file and uploads it with the fuzzy date winning', async () => {
    uploadPhoto.mockResolvedValue({ id: 1 } as never);
    const { choose, onUploaded } = open();
    choose(jpeg());
    expect(await screen.findByText('beach.jpg')).toBeInTheDocument();
    // The preview comes a render after the name, once the file's object URL is made (an effect).
    expect(await screen.findByAltText('Preview of beach.jpg')).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' Beach day ' } });
    fireEvent.click(screen.getByText('Fuzzy date'));
    fireEvent.change(screen.getByLabelText('Approximate date'), { target: { value: "  summer '92 " } });
    expect(screen.getByText(/Decades/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(uploadPhoto).toHaveBeenCalled());
    const [familyId, file, fields] = uploadPhoto.mock.calls[0];
    expect(familyId).toBe(5);
    expect(file.name).toBe('beach.jpg');
    expect(fields).toEqual({ description: 'Beach day', location: '', fuzzy_date: "summer '92" });
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
  });

  it('refuses a file of another kind, naming the accepted ones', async () => {
    const { choose } = open();
    choose(new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(
      await screen.findByText('Please select a photo (JPEG, PNG, HEIC, WebP, AVIF or TIFF) or a video (MP4, MOV, M4V, WebM or 3GP)'),
    ).toBeInTheDocument();
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it("shows the server's text, else 'Failed to upload photo'", async () => {
    uploadPhoto.mockRejectedValueOnce(new ApiError(409, 'This photo is already in the family'));
    const { choose } = open();
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This photo is already in the family')).toBeInTheDocument();

    uploadPhoto.mockRejectedValueOnce(new TypeError('Network error'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload photo')).toBeInTheDocument();
  });

  it('links a duplicate to the photo already there, with its thumbnail', async () => {
    vi.mocked(photosApi.getPhoto).mockResolvedValue(makePhoto(42));
    uploadPhoto.mockRejectedValueOnce(new ApiError(409, 'Already in this family (photo 42)', { existing_photo_id: 42 }));
    const { choose } = open();
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const link = await screen.findByRole('link', { name: 'Open the photo already there' });
    expect(link).toHaveAttribute('href', '/photos/42');
    await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', imageUrl(42)));
    // A 409 without the photo (in the trash) has no link.
    uploadPhoto.mockRejectedValueOnce(new ApiError(409, "Already in this family's trash (photo 42): restore it from there"));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/restore it from there/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the photo already there' })).not.toBeInTheDocument();
  });

  it('hands the new photo to the page (to confirm and highlight it)', async () => {
    const photo = { id: 77 } as Awaited<ReturnType<typeof photosApi.uploadPhoto>>;
    uploadPhoto.mockResolvedValueOnce(photo);
    const { choose, onUploaded } = open();
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(photo));
  });

  it("refuses a file over the server's limit for its kind before sending it, in the server's words", async () => {
    uploadPhoto.mockResolvedValue({ id: 1 } as never);
    const { choose } = open({ max_photo_mb: 1, max_video_mb: 2 });
    const MB = 1024 * 1024;
    choose(new File([new Uint8Array(1.5 * MB)], 'big-scan.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('"big-scan.jpg" is larger than the 1 MB limit for one photo')).toBeInTheDocument();
    expect(screen.queryByText('big-scan.jpg')).not.toBeInTheDocument(); // not chosen
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a photo to upload')).toBeInTheDocument();
    expect(uploadPhoto).not.toHaveBeenCalled();

    // The same size is under the limit of a video: chosen, and sent.
    choose(new File([new Uint8Array(1.5 * MB)], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('clip.mp4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploadPhoto).toHaveBeenCalledTimes(1));
    expect(uploadPhoto.mock.calls[0][1].name).toBe('clip.mp4');
  });
});

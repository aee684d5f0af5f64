import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import * as photosApi from '../../../api/photos';
import { renderWithApp } from '../../../test/render';
import { BulkUploadDialog } from './BulkUploadDialog';
import { makePhoto } from '../../../test/factories';

vi.mock('../../../api/photos', async (original) => ({ ...(await original<typeof import('../../../api/photos')>()), uploadPhotos: vi.fn(), getPhoto: vi.fn() }));
const uploadPhotos = vi.mocked(photosApi.uploadPhotos);

const file = (name: string, type: string) => new File([name], name, { type });

function open() {
  const view = renderWithApp(<BulkUploadDialog familyId={5} open onClose={() => undefined} onUploaded={() => undefined} />);
  const choose = (files: File[]) =>
    fireEvent.change(view.baseElement.querySelector('input[type="file"]')!, { target: { files } });
  return { choose };
}

const uploadButton = () => screen.getByRole('button', { name: /^Upload \d+ Photos?$/ });

describe('BulkUploadDialog', () => {
  beforeEach(() => {
    uploadPhotos.mockReset();
  });

  it('disables the upload button while no files are chosen', () => {
    open();
    expect(uploadButton()).toBeDisabled();
  });

  it('keeps every photo and video kind (HEIC without a type too), naming the files left out', async () => {
    const { choose } = open();
    choose([
      file('a.jpg', 'image/jpeg'),
      file('b.gif', 'image/gif'),
      file('c.png', 'image/png'),
      file('d.txt', 'text/plain'),
      file('IMG_0001.HEIC', ''),
      file('clip.mov', 'video/quicktime'),
      file('e.webp', 'image/webp'),
    ]);
    const list = await screen.findByRole('list', { name: '5 photos selected' });
    for (const name of ['a.jpg', 'c.png', 'IMG_0001.HEIC', 'clip.mov', 'e.webp']) expect(within(list).getByText(name)).toBeInTheDocument();
    // Previews come a render later than the list, once each file's object URL is made (an effect).
    expect(await within(list).findByAltText('Preview of a.jpg')).toBeInTheDocument();
    expect(await within(list).findByAltText('Preview of c.png')).toBeInTheDocument();
    // A video gets an icon rather than a decoded frame.
    expect(within(list).getByRole('img', { name: 'Preview of clip.mov' }).tagName).toBe('SPAN');
    expect(within(list).queryByText('b.gif')).not.toBeInTheDocument();
    expect(within(list).queryByText('d.txt')).not.toBeInTheDocument();
    expect(screen.getByText('b.gif: not a photo or video')).toBeInTheDocument();
    expect(screen.getByText('d.txt: not a photo or video')).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('accepts every kind in its picker', () => {
    const view = renderWithApp(<BulkUploadDialog familyId={5} open onClose={() => undefined} onUploaded={() => undefined} />);
    const input = view.baseElement.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['image/heic', '.heic', '.heif', 'video/mp4', '.mov', '.3gp']));
  });

  it('reports progress per file, then each result and the summary line', async () => {
    let report: ((p: { loaded: number; total: number }) => void) | undefined;
    let finish: (value: Awaited<ReturnType<typeof photosApi.uploadPhotos>>) => void = () => undefined;
    uploadPhotos.mockImplementation((_id, _files, _fields, options) => {
      report = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { choose } = open();
    choose([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')]);
    fireEvent.change(await screen.findByLabelText('Approximate date'), { target: { value: ' 1980s ' } });
    fireEvent.click(uploadButton());

    await waitFor(() => expect(report).toBeDefined());
    expect(uploadPhotos.mock.calls[0][2]).toEqual({ location: '', description: '', fuzzy_date: '1980s' });
    report!({ loaded: 5, total: 10 }); // a.jpg fully sent, b.jpg not started
    // Both bars exist at 0% from the moment the upload starts: wait for the one the report moves, not the other.
    expect(await screen.findByRole('progressbar', { name: 'a.jpg 99%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'b.jpg 0%' })).toBeInTheDocument();

    finish({
      total: 2,
      successful: 1,
      failed: 1,
      results: [
        { status: 'success', filename: 'a.jpg', photo: makePhoto(1) },
        { status: 'error', filename: 'b.jpg', error: 'Duplicate photo', existing_photo_id: 9 },
      ],
    });
    expect(await screen.findByText('1 of 2 photos uploaded successfully (1 failed)')).toBeInTheDocument();
    expect(screen.getByText('Uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('Duplicate photo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the photo already there' })).toHaveAttribute('href', '/photos/9');
  });

  it('sends a caption per file, in the order of the files', async () => {
    uploadPhotos.mockResolvedValue({ total: 2, successful: 2, failed: 0, results: [] });
    const { choose } = open();
    choose([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')]);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Caption for b.jpg' }), { target: { value: 'Grandpa at the lake' } });
    fireEvent.click(uploadButton());
    await waitFor(() => expect(uploadPhotos).toHaveBeenCalled());
    expect(uploadPhotos.mock.calls[0][4]).toEqual(['', 'Grandpa at the lake']);
  });

  it("counts every file as failed when the request fails ('Upload failed')", async () => {
    uploadPhotos.mockRejectedValue(new ApiError(500));
    const { choose } = open();
    choose([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 2 Photos' }));
    expect(await screen.findByText('0 of 2 photos uploaded successfully (2 failed)')).toBeInTheDocument();
    expect(screen.getAllByText('Upload failed').length).toBeGreaterThanOrEqual(2);
  });

  it("leaves out files over the server's limits, naming each, and sends only the rest", async () => {
    uploadPhotos.mockResolvedValue({ total: 1, successful: 1, failed: 0, results: [{ status: 'success', filename: 'small.jpg', photo: makePhoto(1) }] });
    const MB = 1024 * 1024;
    renderWithApp(<BulkUploadDialog familyId={5} open onClose={() => undefined} onUploaded={() => undefined} limits={{ max_photo_mb: 1, max_video_mb: 2 }} />);
    fireEvent.change(document.querySelector('input[type="file"]')!, {
      target: {
        files: [
          new File([new Uint8Array(2 * MB)], 'huge.jpg', { type: 'image/jpeg' }),
          new File(['small'], 'small.jpg', { type: 'image/jpeg' }),
          new File([new Uint8Array(3 * MB)], 'long.mov', { type: 'video/quicktime' }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: '1 photo selected' });
    expect(within(list).getByText('small.jpg')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"huge.jpg" is larger than the 1 MB limit for one photo; "long.mov" is larger than the 2 MB limit for one video',
    );
    fireEvent.click(uploadButton());
    await waitFor(() => expect(uploadPhotos).toHaveBeenCalled());
    expect(uploadPhotos.mock.calls[0][1].map((sent) => sent.name)).toEqual(['small.jpg']);
  });

  it('catches an unreadable approximate date in the browser, says so once under the field, and keeps the files', async () => {
    const { choose } = open();
    choose([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')]);
    fireEvent.change(await screen.findByLabelText('Approximate date'), { target: { value: 'when grandpa was young' } });
    fireEvent.click(uploadButton());
    expect(await screen.findAllByText(/Try one of these forms/)).toHaveLength(1);
    expect(uploadPhotos).not.toHaveBeenCalled();
    expect(uploadButton()).toHaveAccessibleName('Upload 2 Photos');
    expect(uploadButton()).toBeEnabled();
    expect(screen.queryByText(/^fuzzy_date:/)).toBeNull();
  });

  it('keeps the chosen files when the server refuses the request as a whole (400), to send again', async () => {
    uploadPhotos.mockRejectedValueOnce(new ApiError(400, 'location must be shorter than or equal to 255 characters'));
    const { choose } = open();
    choose([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 2 Photos' }));
    expect(await screen.findByText('location must be shorter than or equal to 255 characters')).toBeInTheDocument();
    expect(screen.getAllByText('location must be shorter than or equal to 255 characters')).toHaveLength(1);
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(uploadButton()).toHaveAccessibleName('Upload 2 Photos');
  });

  it('lists the files left out, with the reason', async () => {
    const { choose } = open();
    choose([file('a.jpg', 'image/jpeg'), file('notes.txt', 'text/plain')]);
    expect(await screen.findByText('notes.txt: not a photo or video')).toBeInTheDocument();
    expect(screen.getByText('1 file was left out')).toBeInTheDocument();
    expect(uploadButton()).toHaveAccessibleName('Upload 1 Photo');
  });
});

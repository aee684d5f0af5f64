import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as commentsApi from '../../../api/comments';
import { renderWithApp } from '../../../test/render';
import { CommentsPanel } from './CommentsPanel';
import { makeComment } from '../../../test/factories';

vi.mock('../../../api/comments', () => ({ listComments: vi.fn(), addComment: vi.fn(), deleteComment: vi.fn() }));
const api = vi.mocked(commentsApi);

describe('CommentsPanel', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.listComments.mockResolvedValue({ comments: [], pagination: { page: 1, per_page: 20, has_next: false } });
    api.addComment.mockResolvedValue(makeComment(1, { content: 'x' }));
  });

  const box = () => screen.getByRole('textbox', { name: 'Write a comment' });

  it('shows the empty state', async () => {
    renderWithApp(<CommentsPanel photoId={9} />);
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
  });

  it('submits on Enter with the trimmed text', async () => {
    renderWithApp(<CommentsPanel photoId={9} />);
    fireEvent.change(box(), { target: { value: '  Lovely photo!  ' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(api.addComment).toHaveBeenCalledWith(9, 'Lovely photo!', []));
  });

  it('does not submit on Shift+Enter', async () => {
    renderWithApp(<CommentsPanel photoId={9} />);
    fireEvent.change(box(), { target: { value: 'Line one' } });
    const notPrevented = fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true); // the browser inserts the new line
    expect(api.addComment).not.toHaveBeenCalled();
  });

  it('does not submit blank text', () => {
    renderWithApp(<CommentsPanel photoId={9} />);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    expect(api.addComment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeDisabled();
  });

  it("shows 'Failed to add comment' when sending fails", async () => {
    api.addComment.mockRejectedValue(new Error('nope'));
    renderWithApp(<CommentsPanel photoId={9} />);
    fireEvent.change(box(), { target: { value: 'Hi' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as reactionsApi from '../../../api/reactions';
import { renderWithApp } from '../../../test/render';
import { ReactionsBar } from './ReactionsBar';

vi.mock('../../../api/reactions', () => ({ listReactions: vi.fn(), addReaction: vi.fn(), removeReaction: vi.fn() }));
const api = vi.mocked(reactionsApi);

describe('ReactionsBar', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.addReaction.mockResolvedValue([{ kind: 'heart', count: 3, mine: true }]);
    api.removeReaction.mockResolvedValue([]);
    api.listReactions.mockResolvedValue([{ kind: 'heart', count: 2, mine: false, people: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Bo' }] }]);
  });

  it('shows each kind with its count, and adds or takes back the caller’s own', async () => {
    const onChange = vi.fn();
    renderWithApp(<ReactionsBar photo={{ id: 7, reactions: [{ kind: 'heart', count: 2, mine: false }] }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'React with Love (2)' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ kind: 'heart', count: 3, mine: true }]));
    expect(api.addReaction).toHaveBeenCalledWith(7, 'heart');
  });

  it('takes back a reaction that is mine', async () => {
    const onChange = vi.fn();
    renderWithApp(<ReactionsBar photo={{ id: 7, reactions: [{ kind: 'clap', count: 1, mine: true }] }} onChange={onChange} />);
    const clap = screen.getByRole('button', { name: 'Take back Bravo (1)' });
    expect(clap).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(clap);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([]));
    expect(api.removeReaction).toHaveBeenCalledWith(7, 'clap');
  });

  it('lists who reacted', async () => {
    renderWithApp(<ReactionsBar photo={{ id: 7, reactions: [{ kind: 'heart', count: 2, mine: false }] }} onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Who reacted' }));
    expect(await screen.findByText(/Ada, Bo/)).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as familiesApi from '../../../api/families';
import { ApiError } from '../../../api/http';
import * as membersApi from '../../../api/members';
import { makeFamily } from '../../../test/factories';
import { findDialog, renderWithApp } from '../../../test/render';
import { LeaveDeleteFamily } from './LeaveDeleteFamily';

vi.mock('../../../api/families', () => ({ deleteFamily: vi.fn() }));
vi.mock('../../../api/members', () => ({ removeMember: vi.fn() }));

const family = makeFamily({ id: 4, name: 'The Smiths' });

describe('LeaveDeleteFamily', () => {
  beforeEach(() => vi.resetAllMocks());

  it("leaves through the caller's own membership", async () => {
    vi.mocked(membersApi.removeMember).mockResolvedValue(undefined);
    const onDone = vi.fn();
    renderWithApp(<LeaveDeleteFamily family={family} memberId={31} open="leave" onClose={() => undefined} onDone={onDone} />);
    const dialog = await findDialog('Leave The Smiths?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('left'));
    expect(membersApi.removeMember).toHaveBeenCalledWith(31);
  });

  it('tells the last admin to hand over first (the server says so)', async () => {
    vi.mocked(membersApi.removeMember).mockRejectedValue(new ApiError(409, 'A family needs at least one admin: make another member admin first'));
    const onDone = vi.fn();
    renderWithApp(<LeaveDeleteFamily family={family} memberId={31} open="leave" onClose={() => undefined} onDone={onDone} />);
    fireEvent.click(within(await findDialog('Leave The Smiths?')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('A family needs at least one admin: make another member admin first')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('deletes only once the family name is typed', async () => {
    vi.mocked(familiesApi.deleteFamily).mockResolvedValue(undefined);
    const onDone = vi.fn();
    renderWithApp(<LeaveDeleteFamily family={family} memberId={31} open="delete" onClose={() => undefined} onDone={onDone} />);
    const dialog = await findDialog('Delete The Smiths?');
    const button = within(dialog).getByRole('button', { name: 'Delete Family' });
    expect(button).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Name of the family'), { target: { value: 'The Smith' } });
    expect(button).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Name of the family'), { target: { value: 'The Smiths' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('deleted'));
    expect(familiesApi.deleteFamily).toHaveBeenCalledWith(4);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as familiesApi from '../../../api/families';
import { ApiError } from '../../../api/http';
import { renderWithApp } from '../../../test/render';
import { CreateFamilyDialog } from './CreateFamilyDialog';
import { makeFamily } from '../../../test/factories';

vi.mock('../../../api/families', () => ({ createFamily: vi.fn() }));
const createFamily = vi.mocked(familiesApi.createFamily);

function open() {
  const onCreated = vi.fn();
  renderWithApp(<CreateFamilyDialog open onClose={() => undefined} onCreated={onCreated} />);
  return { onCreated, createButton: () => screen.getByRole('button', { name: 'Create' }) };
}

describe('CreateFamilyDialog', () => {
  beforeEach(() => {
    createFamily.mockReset();
  });

  it('disables Create while the name is blank', () => {
    const { createButton } = open();
    expect(screen.getByText('Create New Family')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it("shows 'Family name is required' for a name of spaces and keeps Create disabled", async () => {
    const { createButton } = open();
    fireEvent.change(screen.getByLabelText('Family Name'), { target: { value: '   ' } });
    expect(await screen.findByText('Family name is required')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    fireEvent.keyDown(screen.getByLabelText('Family Name'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(createFamily).not.toHaveBeenCalled();
  });

  it('creates with the trimmed name and an optional description', async () => {
    createFamily.mockResolvedValue(makeFamily({ id: 7, name: 'The Smiths', description: '' }));
    const { createButton, onCreated } = open();
    fireEvent.change(screen.getByLabelText('Family Name'), { target: { value: '  The Smiths ' } });
    expect(createButton()).toBeEnabled();
    fireEvent.click(createButton());
    await waitFor(() => expect(createFamily).toHaveBeenCalledWith({ name: 'The Smiths', description: '' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
  });

  it("shows the server's text, else 'Failed to create family'", async () => {
    createFamily.mockRejectedValueOnce(new ApiError(400, 'Family name is too long'));
    const { createButton } = open();
    fireEvent.change(screen.getByLabelText('Family Name'), { target: { value: 'X' } });
    fireEvent.click(createButton());
    expect(await screen.findByText('Family name is too long')).toBeInTheDocument();

    createFamily.mockRejectedValueOnce(new ApiError(500));
    fireEvent.click(createButton());
    expect(await screen.findByText('Failed to create family')).toBeInTheDocument();
  });
});

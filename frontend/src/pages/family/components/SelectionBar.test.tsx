import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SelectionBar } from './SelectionBar';

describe('SelectionBar', () => {
  it('shows the count and offers Download and Cancel', async () => {
    const onDownload = vi.fn();
    const onCancel = vi.fn();
    renderWithApp(<SelectionBar count={12} downloading={false} onDownload={onDownload} onCancel={onCancel} />);
    expect(await screen.findByText('12 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('refuses more than 10,000 at once, saying so', async () => {
    renderWithApp(<SelectionBar count={10_001} downloading={false} onDownload={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByText('At most 10,000 at once')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('allows exactly 10,000', async () => {
    renderWithApp(<SelectionBar count={10_000} downloading={false} onDownload={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.queryByText('At most 10,000 at once')).not.toBeInTheDocument();
  });
});

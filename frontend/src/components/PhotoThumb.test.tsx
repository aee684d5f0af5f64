import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageUrl } from '../test/factories';
import { PhotoThumb } from './PhotoThumb';

describe('PhotoThumb', () => {
  it('shows its placeholder when the thumbnail fails, and tries again once the address changes (the thumbnail made since)', () => {
    const { container, rerender } = render(<PhotoThumb src="/api/photos/6/thumbnail" alt="Lake" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Lake' })).toBeInTheDocument();

    rerender(<PhotoThumb src="/api/photos/6/thumbnail" alt="Lake" />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<PhotoThumb src={imageUrl(6)} alt="Lake" />);
    expect(container.querySelector('img')).toHaveAttribute('src', imageUrl(6));
  });

  it('shows its placeholder while there is no address yet', () => {
    const { container } = render(<PhotoThumb src={undefined} alt="Lake" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Lake' })).toBeInTheDocument();
  });
});

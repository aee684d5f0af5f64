import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { TopSearch } from './TopSearch';

function renderTopSearch() {
  const view = renderWithApp(<TopSearch />, { path: '/dashboard', route: '/dashboard', routes: [{ path: '/search', element: <p>search page</p> }] });
  const box = screen.getByRole('searchbox', { name: 'Search memories' });
  return { ...view, box };
}

describe('TopSearch', () => {
  it('goes to /search?q=<trimmed text> on Enter', async () => {
    const { box, router } = renderTopSearch();
    fireEvent.change(box, { target: { value: '  grandma & the beach ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('search page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('grandma & the beach');
  });

  it('stays put when the text is blank', () => {
    const { box, router } = renderTopSearch();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the text being searched on the results page', async () => {
    renderWithApp(<TopSearch />, { path: '/search?q=grandma%20beach', route: '/search' });
    expect(await screen.findByRole('searchbox', { name: 'Search memories' })).toHaveValue('grandma beach');
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as peopleApi from '../../api/people';
import { makePhoto } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import PersonPage from './PersonPage';
import { makePerson } from './people.test-support';

vi.mock('../../api/people', () => ({ getPerson: vi.fn(), listPersonPhotos: vi.fn(), deletePerson: vi.fn() }));

const renderPerson = () => renderWithApp(<PersonPage />, { path: '/people/1', route: '/people/:personId' });
const tagged = (text: string) => [{ id: 1, name: 'Rose', region: null, age_at_photo: { min: 0, max: 0, text } }];

describe('PersonPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(peopleApi.getPerson).mockResolvedValue(
      makePerson(1, { name: 'Rose', birth_date_text: '1931-05-02', death_date_text: 'about 2010', user: { id: 5, name: 'Rosie' }, photo_count: 2, can_edit: false }),
    );
    vi.mocked(peopleApi.listPersonPhotos).mockResolvedValue({
      photos: [makePhoto(7, { taken_date: '1955-07-10', people: tagged('24') }), makePhoto(8, { fuzzy_date_text: 'summer 1960', people: tagged('about 29') })],
      pagination: { page: 1, per_page: 24, has_next: false },
    });
  });

  it('shows their dates, their account, and their photos oldest first with their age in each', async () => {
    renderPerson();
    expect(await screen.findByText('1931-05-02 – about 2010')).toBeInTheDocument();
    expect(screen.getByText('Member: Rosie')).toBeInTheDocument();
    expect(peopleApi.listPersonPhotos).toHaveBeenCalledWith(1, 1, 24, 'asc');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText(/^age /)?.textContent)).toEqual(['age 24', 'age about 29']);
    expect(screen.getByRole('link', { name: 'See on the Timeline' })).toHaveAttribute('href', '/timeline?person_ids=1');
    // Added by someone else, and the caller no admin: nothing to edit.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as familiesApi from '../../api/families';
import * as peopleApi from '../../api/people';
import { makeFamily } from '../../test/factories';
import { findDialog, renderWithApp } from '../../test/render';
import PeoplePage from './PeoplePage';
import { makePerson } from './people.test-support';

vi.mock('../../api/families', () => ({ getFamily: vi.fn(), listMembers: vi.fn() }));
vi.mock('../../api/people', () => ({ listPeoplePage: vi.fn(), createPerson: vi.fn() }));

const listPeoplePage = vi.mocked(peopleApi.listPeoplePage);
const onePage = (people: ReturnType<typeof makePerson>[]) => ({ people, pagination: { page: 1, per_page: 60, has_next: false } });

const renderPeople = () =>
  renderWithApp(<PeoplePage />, {
    path: '/families/4/people',
    route: '/families/:familyId/people',
    routes: [{ path: '/people/:personId', element: <p>Person page</p> }],
  });

describe('PeoplePage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily({ name: 'The Smiths' }));
    vi.mocked(familiesApi.listMembers).mockResolvedValue([
      { id: 10, role: 'admin', joined_at: '2024-01-05T10:00:00Z', user: { id: 1, name: 'Ada', email: 'ada@example.com' } },
    ]);
    listPeoplePage.mockImplementation(async (_familyId, q = '') =>
      onePage(
        [
          makePerson(1, { name: 'Rose Smith', birth_date_text: 'about 1931', death_date_text: '2010', photo_count: 3, thumbnail_url: '/api/people/1/thumbnail?v=face1' }),
          makePerson(2, { name: 'Émile 🌻 Zola' }),
        ].filter((person) => person.name.toLowerCase().includes(q.toLowerCase())),
      ),
    );
  });

  it("shows the family's people as faces with their lifespan and photo count", async () => {
    renderPeople();
    expect(await screen.findByRole('heading', { name: 'People of The Smiths' })).toBeInTheDocument();
    const rose = await screen.findByRole('link', { name: 'Open Rose Smith' });
    expect(within(rose).getByRole('img', { name: 'Rose Smith' })).toHaveAttribute('src', '/api/people/1/thumbnail?v=face1');
    expect(within(rose).getByText('about 1931 – 2010')).toBeInTheDocument();
    expect(within(rose).getByText('3 photos')).toBeInTheDocument();
    // Without a face: their initials (an emoji is none).
    expect(within(screen.getByRole('link', { name: 'Open Émile 🌻 Zola' })).getByText('ÉZ')).toBeInTheDocument();
  });

  it('shows more people page by page', async () => {
    listPeoplePage.mockImplementation(async (_familyId, _q, page) => ({
      people: [makePerson(page * 10, { name: `Person of page ${page}` })],
      pagination: { page, per_page: 60, has_next: page < 2 },
    }));
    renderPeople();
    await screen.findByRole('link', { name: 'Open Person of page 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more people' }));
    expect(await screen.findByRole('link', { name: 'Open Person of page 2' })).toBeInTheDocument();
    expect(listPeoplePage).toHaveBeenCalledWith(4, '', 2, 60);
    expect(screen.queryByRole('button', { name: 'Show more people' })).not.toBeInTheDocument();
  });

  it('narrows the list by the name typed', async () => {
    renderPeople();
    await screen.findByRole('link', { name: 'Open Rose Smith' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a person' }), { target: { value: 'emi' } });
    await waitFor(() => expect(listPeoplePage).toHaveBeenLastCalledWith(4, 'emi', 1, 60));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Rose Smith' })).not.toBeInTheDocument());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a person' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('Nobody by that name')).toBeInTheDocument();
  });

  it('adds a person with a fuzzy birth date, then opens their page', async () => {
    vi.mocked(peopleApi.createPerson).mockResolvedValue(makePerson(9, { name: 'Grandma' }));
    renderPeople();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Person' }));
    const dialog = await findDialog('Add Person');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Grandma' } });
    fireEvent.change(within(dialog).getByLabelText('Born'), { target: { value: 'about 1931' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'By the lake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(peopleApi.createPerson).toHaveBeenCalledWith(4, { name: 'Grandma', birth_date: 'about 1931', death_date: null, user_id: null, notes: 'By the lake' }),
    );
    expect(await screen.findByText('Person page')).toBeInTheDocument();
  });

  it("shows the server's reason when a date cannot be read", async () => {
    const { ApiError } = await import('../../api/http');
    vi.mocked(peopleApi.createPerson).mockRejectedValue(new ApiError(400, 'birth_date: "someday" is not a date I can read'));
    renderPeople();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Person' }));
    const dialog = await findDialog('Add Person');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Grandma' } });
    fireEvent.change(within(dialog).getByLabelText('Born'), { target: { value: 'someday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('birth_date: "someday" is not a date I can read')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as peopleApi from '../../../api/people';
import { makePhoto } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { makePerson } from '../people.test-support';
import { PhotoPeoplePanel } from './PhotoPeoplePanel';
import { boxBetween } from './TagCanvas';

vi.mock('../../../api/people', () => ({ listPeople: vi.fn(), tagPerson: vi.fn(), untagPerson: vi.fn(), createPerson: vi.fn() }));

const photo = makePhoto(3, {
  people: [{ id: 1, name: 'Rose', region: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 }, age_at_photo: { min: 24, max: 24, text: '24' } }],
});

describe('PhotoPeoplePanel', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(peopleApi.listPeople).mockResolvedValue([makePerson(1, { name: 'Rose' }), makePerson(2, { name: 'Bob' })]);
  });

  it('lists who is in the photo with their age there, linking to their page', () => {
    renderWithApp(<PhotoPeoplePanel photo={photo} onChanged={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'People in this photo' });
    expect(within(list).getByRole('link', { name: 'Rose' })).toHaveAttribute('href', '/people/1');
    expect(within(list).getByText('· age 24')).toBeInTheDocument();
  });

  it('shows the boxes in Tag people mode and tags a person picked for a box drawn', async () => {
    const onChanged = vi.fn();
    vi.mocked(peopleApi.tagPerson).mockResolvedValue({ person_id: 2, name: 'Bob', region: null });
    renderWithApp(<PhotoPeoplePanel photo={photo} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tag people' }));
    expect(screen.getByTestId('box-1')).toHaveStyle({ left: '10%', top: '20%', width: '30%', height: '40%' });

    const area = screen.getByRole('application', { name: 'The photo: drag to draw a box around a person' });
    area.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(area, { clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(area, { clientX: 150, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(area, { clientX: 150, clientY: 60, pointerId: 1 });
    expect(screen.getByTestId('drawn-box')).toHaveStyle({ left: '50%', top: '10%', width: '25%', height: '50%' });

    // Rose is in the photo already: only Bob is offered.
    expect(await screen.findByRole('option', { name: 'Bob' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Rose' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Bob', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(peopleApi.tagPerson).toHaveBeenCalledWith(3, 2, { x: 0.5, y: 0.1, width: 0.25, height: 0.5 }));
    expect(onChanged).toHaveBeenCalled();
  });

  it('adds a new person by the name typed and tags them without a box', async () => {
    vi.mocked(peopleApi.createPerson).mockResolvedValue(makePerson(7, { name: 'Cousin Jo' }));
    vi.mocked(peopleApi.tagPerson).mockResolvedValue({ person_id: 7, name: 'Cousin Jo', region: null });
    renderWithApp(<PhotoPeoplePanel photo={photo} onChanged={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tag people' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tag without a box' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Who is this?' }), { target: { value: 'Cousin Jo' } });
    fireEvent.click(await screen.findByText('Add “Cousin Jo” as a new person'));
    await waitFor(() => expect(peopleApi.createPerson).toHaveBeenCalledWith(4, { name: 'Cousin Jo' }));
    await waitFor(() => expect(peopleApi.tagPerson).toHaveBeenCalledWith(3, 7, null));
  });

  it('removes a tag', async () => {
    const onChanged = vi.fn();
    vi.mocked(peopleApi.untagPerson).mockResolvedValue(undefined);
    renderWithApp(<PhotoPeoplePanel photo={photo} onChanged={onChanged} />);
    fireEvent.click(screen.getByLabelText('Remove the tag of Rose'));
    await waitFor(() => expect(peopleApi.untagPerson).toHaveBeenCalledWith(3, 1));
    expect(onChanged).toHaveBeenCalled();
  });
});

describe('boxBetween', () => {
  it('is the box between two points in any order, kept inside the image', () => {
    expect(boxBetween({ x: 0.6, y: 0.8 }, { x: 0.2, y: 0.3 })).toEqual({ x: 0.2, y: 0.3, width: 0.39999999999999997, height: 0.5 });
    expect(boxBetween({ x: -0.5, y: 0.5 }, { x: 1.5, y: 2 })).toEqual({ x: 0, y: 0.5, width: 1, height: 0.5 });
  });
});

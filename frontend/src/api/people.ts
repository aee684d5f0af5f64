import { del, get, post, put, query } from './http';
import type {
  CreatePersonRequest,
  CreateTagRequest,
  PeopleResponse,
  PersonPhotosQuery,
  PersonPhotosResponse,
  PersonResponse,
  RegionRequest,
  SortOrder,
  TagResponse,
  UpdatePersonRequest,
  UpdateTagRequest,
} from '@heirloom/contracts';

/** A page of a family's people by name; `q` keeps those whose name (or a word of it) starts with it. */
export const listPeoplePage = (familyId: number, q: string, page: number, perPage = 100) =>
  get<PeopleResponse>(`/families/${familyId}/people${query({ q: q.trim(), page, per_page: perPage })}`);

/** All of a family's people (the pickers and filters choose among them), page after page. */
export async function listPeople(familyId: number, q = ''): Promise<PersonResponse[]> {
  const people: PersonResponse[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listPeoplePage(familyId, q, page);
    people.push(...answer.people);
    if (!answer.pagination.has_next) return people;
  }
}

export const getPerson = (personId: number) => get<{ person: PersonResponse }>(`/people/${personId}`).then((r) => r.person);

export const createPerson = (familyId: number, body: CreatePersonRequest) =>
  post<{ person: PersonResponse }>(`/families/${familyId}/people`, body).then((r) => r.person);

export const updatePerson = (personId: number, body: UpdatePersonRequest) => put<{ person: PersonResponse }>(`/people/${personId}`, body).then((r) => r.person);

export const deletePerson = (personId: number) => del(`/people/${personId}`);

export const listPersonPhotos = (personId: number, page: number, perPage: number, order: SortOrder) =>
  get<PersonPhotosResponse>(`/people/${personId}/photos${query({ page, per_page: perPage, order } satisfies PersonPhotosQuery)}`);

export const tagPerson = (photoId: number, personId: number, region: RegionRequest | null) =>
  post<{ tag: TagResponse }>(`/photos/${photoId}/people`, { person_id: personId, region } satisfies CreateTagRequest).then((r) => r.tag);

export const updateTag = (photoId: number, personId: number, region: RegionRequest | null) =>
  put<{ tag: TagResponse }>(`/photos/${photoId}/people/${personId}`, { region } satisfies UpdateTagRequest).then((r) => r.tag);

export const untagPerson = (photoId: number, personId: number) => del(`/photos/${photoId}/people/${personId}`);

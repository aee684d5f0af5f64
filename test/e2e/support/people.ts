import { TestUser } from './factories';

/** POST /families/:id/people and answers the person. */
export async function createPerson(user: TestUser, familyId: number, fields: Record<string, unknown> = {}) {
  const response = await user.agent.post(`/api/families/${familyId}/people`).send({ name: 'Rose Doe', ...fields });
  if (response.status !== 201) throw new Error(`Person failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.person;
}

/** POST /photos/:id/people and answers the tag. */
export async function tagPerson(user: TestUser, photoId: number, personId: number, region: Record<string, number> | null = null) {
  const response = await user.agent.post(`/api/photos/${photoId}/people`).send({ person_id: personId, ...(region ? { region } : {}) });
  if (response.status !== 201) throw new Error(`Tag failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.tag;
}

import { createFamilyWithRoles, TestUser } from './factories';
import { uploadPhoto } from './photos';
import { TestApp } from './test-app';

/** A family (admin, member, outsider) with a photo the member uploaded. */
export async function familyWithPhoto(app: TestApp, description: string) {
  const roles = await createFamilyWithRoles(app);
  const photo = await uploadPhoto(roles.member, roles.familyId, { description });
  return { ...roles, photoId: photo.id as number };
}

/** POST /photos/:id/stories and answers the story. */
export async function createStory(user: TestUser, photoId: number, fields: { content?: string; story_date?: string | null } = {}) {
  const response = await user.agent.post(`/api/photos/${photoId}/stories`).send({ content: 'We were there', ...fields });
  if (response.status !== 201) throw new Error(`Story failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.story;
}

/** POST /photos/:id/comments and answers the comment. */
export async function createComment(user: TestUser, photoId: number, content = 'Lovely') {
  const response = await user.agent.post(`/api/photos/${photoId}/comments`).send({ content });
  if (response.status !== 201) throw new Error(`Comment failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.comment;
}

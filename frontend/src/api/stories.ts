import { del, get, post, put } from './http';
import type { Id, Story } from './types';

export interface StoryInput {
  content: string;
  story_date: string | null;
}

export const listStories = (photoId: Id) =>
  get<{ stories: Story[] }>(`/photos/${photoId}/stories`).then((r) => r.stories);
export const createStory = (photoId: Id, body: StoryInput) =>
  post<{ story: Story }>(`/photos/${photoId}/stories`, body).then((r) => r.story);
export const updateStory = (storyId: Id, body: StoryInput) =>
  put<{ story: Story }>(`/stories/${storyId}`, body).then((r) => r.story);
export const deleteStory = (storyId: Id) => del(`/stories/${storyId}`);

import { del, get, post, put } from './http';
import type { CreateStoryRequest, StoryResponse, UpdateStoryRequest } from '@heirloom/contracts';

export const listStories = (photoId: number) =>
  get<{ stories: StoryResponse[] }>(`/photos/${photoId}/stories`).then((r) => r.stories);
export const createStory = (photoId: number, body: CreateStoryRequest) =>
  post<{ story: StoryResponse }>(`/photos/${photoId}/stories`, body).then((r) => r.story);
export const updateStory = (storyId: number, body: UpdateStoryRequest) =>
  put<{ story: StoryResponse }>(`/stories/${storyId}`, body).then((r) => r.story);
export const deleteStory = (storyId: number) => del(`/stories/${storyId}`);

import type { CommentHitResponse, FamilyRefResponse, PhotoHitResponse, StoryHitResponse } from '@heirloom/contracts';
import { Comment, Photo, Story } from '@heirloom/database';

const familyOf = (row: { familyId: number; family?: { name: string } }): FamilyRefResponse => ({ id: row.familyId, name: row.family?.name ?? '' });

export const toPhotoHit = (photo: Photo): PhotoHitResponse => ({
  id: photo.id,
  description: photo.description,
  location: photo.location,
  display_location: photo.displayLocation,
  taken_date: photo.takenDate,
  fuzzy_date_text: photo.fuzzyDateText,
  thumbnail_url: `/api/photos/${photo.id}/thumbnail`,
  family: familyOf(photo),
});

export const toStoryHit = (story: Story): StoryHitResponse => ({
  id: story.id,
  content: story.content,
  created_at: story.createdAt.toISOString(),
  author: { id: story.author?.id ?? 0, name: story.author?.name ?? '' },
  photo: { id: story.photoId, description: story.photo?.description ?? null },
  family: familyOf(story),
});

export const toCommentHit = (comment: Comment): CommentHitResponse => ({
  id: comment.id,
  content: comment.content,
  created_at: comment.createdAt.toISOString(),
  author: { id: comment.author?.id ?? 0, name: comment.author?.name ?? '' },
  photo: { id: comment.photoId },
  family: familyOf(comment),
});

import { Comment, Photo, Story } from '@heirloom/database';

type FamilyRef = { id: number; name: string };

export interface PhotoHitResponse {
  id: number;
  description: string | null;
  location: string | null;
  display_location: string | null;
  taken_date: string | null;
  fuzzy_date_text: string | null;
  thumbnail_url: string;
  family: FamilyRef;
}

export interface StoryHitResponse {
  id: number;
  content: string;
  created_at: string;
  author: { id: number; name: string };
  photo: { id: number; description: string | null };
  family: FamilyRef;
}

export interface CommentHitResponse {
  id: number;
  content: string;
  created_at: string;
  author: { id: number; name: string };
  photo: { id: number };
  family: FamilyRef;
}

export interface SearchResponse {
  /** Matches of all three kinds, beyond the page too. */
  total: number;
  /** Matches per kind, for the tabs' counts. */
  counts: { photos: number; stories: number; comments: number };
  results: { photos: PhotoHitResponse[]; stories: StoryHitResponse[]; comments: CommentHitResponse[] };
}

const familyOf = (row: { familyId: number; family?: { name: string } }): FamilyRef => ({ id: row.familyId, name: row.family?.name ?? '' });

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

import type { CommentHitResponse, FamilyRefResponse, PhotoHitResponse, SearchMatchResponse, StoryHitResponse } from '@heirloom/contracts';
import { FoundComment, FoundStory, ListedPhoto } from '@heirloom/database';
import { photoImageUrl } from '../photos/versioned-image';

const familyOf = (row: { familyId: number; family?: { name: string } }): FamilyRefResponse => ({ id: row.familyId, name: row.family?.name ?? '' });

/** A photo found, with its date as precisely as it is known (the card's chip) and why it was found. */
export const toPhotoHit = (photo: ListedPhoto, matched: SearchMatchResponse | null): PhotoHitResponse => ({
  id: photo.id,
  description: photo.description,
  location: photo.location,
  display_location: photo.displayLocation,
  taken_date: photo.takenDate,
  fuzzy_date_text: photo.fuzzyDateText,
  taken_date_precision: photo.takenDatePrecision,
  date_range_start: photo.dateRangeStart,
  date_range_end: photo.dateRangeEnd,
  date_certainty: photo.dateCertainty,
  uploaded_by: photo.uploader ? { id: photo.uploader.id, name: photo.uploader.name } : null,
  thumbnail_url: photoImageUrl(photo.id, 'thumbnail', photo.derivativesVersion),
  preview_url: photoImageUrl(photo.id, 'preview', photo.derivativesVersion),
  family: familyOf(photo),
  matched,
});

export const toStoryHit = (story: FoundStory): StoryHitResponse => ({
  id: story.id,
  content: story.content,
  created_at: story.createdAt.toISOString(),
  author: story.author,
  photo: { id: story.photoId, description: story.photo.description },
  family: familyOf(story),
});

export const toCommentHit = (comment: FoundComment): CommentHitResponse => ({
  id: comment.id,
  content: comment.content,
  created_at: comment.createdAt.toISOString(),
  author: comment.author,
  photo: { id: comment.photoId },
  family: familyOf(comment),
});

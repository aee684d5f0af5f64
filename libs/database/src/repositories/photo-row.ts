import { Photo } from '../entities';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { RawRowReader } from '../query/raw-row-reader';

/** The photo columns a photo response shows (photo.response.ts), and nothing else. */
export const PHOTO_FIELDS = [
  'id',
  'familyId',
  'uploadedBy',
  'description',
  'location',
  'displayLocation',
  'takenDate',
  'uploadDate',
  'fuzzyDateText',
  'dateRangeStart',
  'dateRangeEnd',
  'takenDatePrecision',
  'dateCertainty',
  'sortDate',
  'cameraInfo',
  'cameraSettings',
  'hasGps',
  'gpsLatitude',
  'gpsLongitude',
  'gpsAltitude',
  'originalFilename',
  'mimeType',
  'mediaType',
  'sizeBytes',
  'width',
  'height',
  'thumbnailStatus',
  'derivativesVersion',
  'durationSeconds',
  'playbackStatus',
  'playbackProgress',
] as const satisfies ReadonlyArray<keyof Photo>;

export type PhotoFields = Pick<Photo, (typeof PHOTO_FIELDS)[number]>;

/** A photo of a list: its response columns, its uploader and (when asked for) its family's name. */
export interface ListedPhoto extends PhotoFields {
  uploader?: { id: number; name: string };
  family?: { name: string };
}

/** Photo lists read as raw rows (see RawRowReader): the photo is `p`, its uploader `u` and its family `f`. */
export class PhotoRowReader {
  private readonly photo: RawRowReader<Photo, (typeof PHOTO_FIELDS)[number]>;

  constructor(photos: Repository<Photo>) {
    this.photo = new RawRowReader(photos, 'p', PHOTO_FIELDS);
  }

  /** The response's columns with the uploader's id and name; `withFamily` joins the family for its name. */
  query(withFamily = false): SelectQueryBuilder<Photo> {
    const query = this.photo.query().leftJoin('p.uploader', 'u').addSelect(['u.id', 'u.name']);
    return withFamily ? query.innerJoin('p.family', 'f').addSelect('f.name') : query;
  }

  read(row: ObjectLiteral): ListedPhoto {
    const photo: ListedPhoto = this.photo.read(row);
    if (row.u_id !== null && row.u_id !== undefined) photo.uploader = { id: Number(row.u_id), name: String(row.u_name) };
    if (row.f_name !== undefined) photo.family = { name: String(row.f_name) };
    return photo;
  }
}

import { PhotosRepository } from '@heirloom/database';
import { reverseGeocode } from '@heirloom/media';
import { Injectable } from '@nestjs/common';

/** Names where a photo was taken from its GPS position, offline ('City, Region, Country'). */
@Injectable()
export class PhotoGeocodeService {
  constructor(private readonly photos: PhotosRepository) {}

  async geocode(photoId: number): Promise<void> {
    const photo = await this.photos.getGps(photoId);
    if (!photo?.hasGps || photo.gpsLatitude === null || photo.gpsLongitude === null) return;
    const place = reverseGeocode(photo.gpsLatitude, photo.gpsLongitude);
    await this.photos.setDisplayLocation(photoId, place?.displayLocation ?? null);
  }
}

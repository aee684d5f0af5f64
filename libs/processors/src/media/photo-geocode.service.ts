import { Photo } from '@heirloom/database';
import { reverseGeocode } from '@heirloom/media';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

/** Names where a photo was taken from its GPS position, offline ('City, Region, Country'). */
@Injectable()
export class PhotoGeocodeService {
  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {}

  async geocode(photoId: number): Promise<void> {
    const photo = await this.photos.findOne({ where: { id: photoId }, select: { id: true, hasGps: true, gpsLatitude: true, gpsLongitude: true } });
    if (!photo?.hasGps || photo.gpsLatitude === null || photo.gpsLongitude === null) return;
    const place = reverseGeocode(photo.gpsLatitude, photo.gpsLongitude);
    await this.photos.update({ id: photoId }, { displayLocation: place?.displayLocation ?? null });
  }
}

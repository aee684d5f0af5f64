import { Module } from '@nestjs/common';
import { PhotoPeopleService } from '../people/photo-people.service';
import { PhotoRelationsService } from './photo-relations.service';

/** The reactions and people of photo responses, for every module that answers photos (people's pages included). */
@Module({
  providers: [PhotoPeopleService, PhotoRelationsService],
  exports: [PhotoPeopleService, PhotoRelationsService],
})
export class PhotoRelationsModule {}

import { PhotoMediaModule } from '@heirloom/processors';
import { Module } from '@nestjs/common';
import { PeopleController } from './people.controller';
import { PeopleFilter } from './people-filter.service';
import { PeopleService } from './people.service';
import { PersonFacesService } from './person-faces.service';
import { PhotoRelationsModule } from '../photos/photo-relations.module';

/** People and tags (issue 14); PeopleFilter is the person filter of photo lists (PhotoRelationsModule answers `people`). */
@Module({
  imports: [PhotoMediaModule, PhotoRelationsModule],
  controllers: [PeopleController],
  providers: [PeopleService, PersonFacesService, PeopleFilter],
  exports: [PeopleFilter],
})
export class PeopleModule {}

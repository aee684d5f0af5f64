import { PhotoMediaModule } from '@heirloom/processors';
import { Module } from '@nestjs/common';
import { PeopleController } from './people.controller';
import { PeopleFilter } from './people-filter.service';
import { PeopleService } from './people.service';
import { PersonFacesService } from './person-faces.service';
import { PhotoPeopleService } from './photo-people.service';

/** People and tags (issue 14); PhotoPeopleService gives every photo response its `people`, PeopleFilter the person filter. */
@Module({
  imports: [PhotoMediaModule],
  controllers: [PeopleController],
  providers: [PeopleService, PersonFacesService, PhotoPeopleService, PeopleFilter],
  exports: [PhotoPeopleService, PeopleFilter],
})
export class PeopleModule {}

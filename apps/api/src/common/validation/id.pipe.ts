import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/** Route ids are positive whole numbers within the database's integer range. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ID) {
      throw new BadRequestException(`"${String(value).slice(0, 40)}" is not a valid id`);
    }
    return Number(value);
  }
}

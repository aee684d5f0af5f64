import { REACTION_KINDS, ReactionKindName } from '@heirloom/database';
import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** The {kind} of a reaction route: one of the five kinds, exactly as written. */
@Injectable()
export class ReactionKindPipe implements PipeTransform<string, ReactionKindName> {
  transform(value: string): ReactionKindName {
    if (!(REACTION_KINDS as readonly string[]).includes(value)) throw new BadRequestException(`kind must be one of: ${REACTION_KINDS.join(', ')}`);
    return value as ReactionKindName;
  }
}

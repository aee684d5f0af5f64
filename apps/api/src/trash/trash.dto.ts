import type { TrashQuery } from '@heirloom/contracts';
import { PageQueryDto } from '../common/validation/page-query.dto';

/** page and per_page (20 by default), most recently deleted first. */
export class TrashQueryDto extends PageQueryDto implements TrashQuery {}

import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

/** Invitation tokens are base64url; anything else cannot match one. */
@Injectable()
export class TokenPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(value)) throw new NotFoundException('Invitation not found');
    return value;
  }
}

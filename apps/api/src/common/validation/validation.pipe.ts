import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function firstMessage(errors: ValidationError[], path = ''): string | undefined {
  for (const error of errors) {
    const field = path ? `${path}.${error.property}` : error.property;
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length > 0) {
      const message = constraints[0];
      return message.startsWith(error.property) ? message.replace(error.property, field) : message;
    }
    const nested = firstMessage(error.children ?? [], field);
    if (nested) return nested;
  }
  return undefined;
}

class HeirloomValidationPipe extends ValidationPipe {
  /**
   * Path parameters stay text for their own pipe (IdPipe, TokenPipe): the default conversion to a number would turn
   * " 1", "0x10" or "1e3" into ids before IdPipe could refuse them.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** Refuses unknown fields, converts types, and words the first problem so that it names the field. */
export const createValidationPipe = (): ValidationPipe =>
  new HeirloomValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors) ?? 'The request is not valid'),
  });

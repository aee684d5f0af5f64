import { StringDecoder } from 'node:string_decoder';

/**
 * The lines of a UTF-8 stream, read chunk by chunk so a table dump of any size is never held whole. A line longer
 * than maxLineLength characters is an error rather than a reason to grow without bound.
 */
export async function* readLines(source: AsyncIterable<Buffer | string>, maxLineLength: number): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  for await (const chunk of source) {
    const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    const lines = text.split('\n');
    carry = lines.pop()!;
    if (carry.length > maxLineLength) throw new Error(`A line is longer than ${maxLineLength} characters`);
    for (const line of lines) {
      if (line.length > maxLineLength) throw new Error(`A line is longer than ${maxLineLength} characters`);
      yield line;
    }
  }
  const rest = carry + decoder.end();
  if (rest !== '') yield rest;
}

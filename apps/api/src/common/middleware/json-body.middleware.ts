import { BadRequestException, Injectable, NestMiddleware, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Far deeper than any request of the API; deeper bodies only serve to exhaust the stack of class-transformer. */
export const MAX_JSON_DEPTH = 32;
/** The bodies the API reads: JSON, and multipart forms on the upload routes (multer reads those). */
const READABLE_BODIES = ['application/json', 'multipart/form-data'];

const parseJson = express.json({ limit: JSON_BODY_LIMIT_BYTES });

const hasBody = (request: Request): boolean =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';

/** Keys that name an object's prototype: class-transformer drops them silently, so they would slip past the whitelist. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** What is wrong with the shape of a parsed body, if anything. */
function shapeProblem(value: unknown, depth = 0): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;
  for (const [key, child] of Object.entries(value)) {
    if (PROTOTYPE_KEYS.has(key)) return `property ${key} should not exist`;
    const problem = shapeProblem(child, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Parses JSON bodies up to 1 MB inside Nest's middleware chain, so a malformed or oversized body
 * reaches the global error filter (400/413 `{error}`) instead of Express's HTML error page. A body of another
 * type is refused (415) rather than silently read as an empty one.
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    // No body at all (every GET): nothing for the parser to do, and req.body stays undefined as it would leave it.
    if (request.headers['transfer-encoding'] === undefined && request.headers['content-length'] === undefined) return next();
    if (hasBody(request) && !request.is(READABLE_BODIES)) {
      throw new UnsupportedMediaTypeException('Send the request body as JSON (Content-Type: application/json)');
    }
    // By what it declares, at once: body-parser would refuse it too, but only after reading it all (to answer a
    // request that has fully arrived), and a client may declare a terabyte.
    if (request.is('application/json') && Number(request.headers['content-length']) > JSON_BODY_LIMIT_BYTES) {
      throw new PayloadTooLargeException('The request body is too large');
    }
    await new Promise<void>((resolve, reject) => parseJson(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
    const problem = shapeProblem(request.body);
    if (problem) throw new BadRequestException(problem);
    next();
  }
}

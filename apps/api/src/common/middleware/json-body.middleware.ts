import { Injectable, NestMiddleware } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';

export const JSON_BODY_LIMIT = '1mb';

const parseJson = express.json({ limit: JSON_BODY_LIMIT });

/**
 * Parses JSON bodies up to 1 MB inside Nest's middleware chain, so a malformed or oversized body
 * reaches the global error filter (400/413 `{error}`) instead of Express's HTML error page.
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    await new Promise<void>((resolve, reject) => parseJson(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
    next();
  }
}

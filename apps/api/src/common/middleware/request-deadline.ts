import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';

export const REQUEST_TOO_SLOW = 'The request took too long to arrive: check the connection and try again';

interface Deadline {
  /** When the request's headers had arrived (performance.now()). */
  startedAt: number;
  timer?: NodeJS.Timeout;
  response: Response;
}

const deadlines = new WeakMap<IncomingMessage, Deadline>();

/**
 * Gives every request `timeoutMs` from its headers to the last byte of its body. Node's own requestTimeout is one
 * limit for the whole server, and uploads need an hour (http-server.timeouts.ts): so Node keeps that long limit and
 * this middleware, first in the chain, holds every other request to a short one, which an upload route lifts for
 * itself with extendRequestDeadline(). Only the arrival of the request is timed: once it is complete, however long
 * the answer takes is the server's business, not a slow client's.
 */
export function requestDeadline(timeoutMs: number): RequestHandler {
  return (request, response, next) => {
    const deadline: Deadline = { startedAt: performance.now(), response };
    deadlines.set(request, deadline);
    arm(request, deadline, timeoutMs);
    // Done with the answer and the request complete: nothing left to time. (A body left unread by an early answer is
    // still drained by Node after it, so the timer stays until then.)
    response.once('close', () => {
      if (request.complete) clearTimeout(deadline.timer);
    });
    next();
  };
}

/** Lets this request take up to `timeoutMs` from its headers in all (an upload route calls it before reading). */
export function extendRequestDeadline(request: Request, timeoutMs: number): void {
  const deadline = deadlines.get(request);
  if (!deadline) return;
  clearTimeout(deadline.timer);
  arm(request, deadline, timeoutMs - (performance.now() - deadline.startedAt));
}

function arm(request: Request, deadline: Deadline, remainingMs: number): void {
  // unref: a request still arriving must not keep a stopping process alive.
  deadline.timer = setTimeout(() => cutOff(request, deadline.response), Math.max(0, remainingMs)).unref();
}

/**
 * A request still arriving after its time: answered 408 `{error}` when no answer has begun (whoever waits for its
 * body then fails on the closed socket, after the answer), and its connection closed either way.
 */
function cutOff(request: Request, response: Response): void {
  const socket = request.socket;
  if (request.complete || socket.destroyed) return;
  if (response.headersSent) {
    socket.destroy();
    return;
  }
  response.once('finish', () => socket.destroy());
  response.setHeader('Connection', 'close');
  response.status(408).json({ error: REQUEST_TOO_SLOW });
}

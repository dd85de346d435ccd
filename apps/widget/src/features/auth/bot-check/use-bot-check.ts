import { useCallback, useEffect, useRef } from 'react';
import { BotCheckError, produceBotCheckToken } from './produce-token.js';

/** Challenges expire after 5 minutes at the server; a token older than 4 is not risked. */
const MAX_TOKEN_AGE_MS = 4 * 60_000;

type Pending = { promise: Promise<string>; startedAt: number; controller: AbortController };

/**
 * The invisible bot check: it starts solving as soon as the screen opens, so Continue rarely
 * waits. Each token is used once; taking one starts the next.
 */
export function useBotCheck() {
  const pending = useRef<Pending | null>(null);

  const start = useCallback(() => {
    pending.current?.controller.abort();
    const controller = new AbortController();
    const promise = produceBotCheckToken(controller.signal);
    promise.catch(() => undefined);
    pending.current = { promise, startedAt: Date.now(), controller };
  }, []);

  useEffect(() => {
    start();
    return () => pending.current?.controller.abort();
  }, [start]);

  const takeToken = useCallback(async (): Promise<string> => {
    if (!pending.current || Date.now() - pending.current.startedAt > MAX_TOKEN_AGE_MS) start();
    const current = pending.current;
    if (!current) throw new BotCheckError('bot check not started');
    try {
      return await current.promise;
    } finally {
      start();
    }
  }, [start]);

  return { takeToken, reset: start };
}

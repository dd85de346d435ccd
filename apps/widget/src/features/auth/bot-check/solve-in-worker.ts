import type { AltchaWork } from './solve-altcha.js';
import { solveAltcha } from './solve-altcha.js';

/** Solves in a Web Worker where the browser has them, on the main thread otherwise. */
export function solveInWorker(work: AltchaWork, signal: AbortSignal): Promise<number | null> {
  if (typeof Worker === 'undefined') return solveAltcha(work, signal);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
    const finish = (number: number | null) => {
      worker.terminate();
      resolve(number);
    };
    worker.onmessage = (event: MessageEvent<number | null>) => finish(event.data);
    // A browser that refuses the worker (a strict host policy) still gets the check done.
    worker.onerror = () => {
      worker.terminate();
      void solveAltcha(work, signal).then(resolve);
    };
    signal.addEventListener('abort', () => finish(null), { once: true });
    worker.postMessage(work);
  });
}

import { type AltchaWork, solveAltcha } from './solve-altcha.js';

/** Runs the proof of work off the main thread, so typing stays smooth while it works. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AltchaWork>) => void) | null;
  postMessage(value: number | null): void;
};

scope.onmessage = (event) => {
  void solveAltcha(event.data).then((number) => scope.postMessage(number));
};

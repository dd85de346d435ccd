import { Ferry } from './ferry.js';

// A script tag's Ferry opens the widget of the server the script came from.
const script = document.currentScript as HTMLScriptElement | null;
if (script?.src) Ferry.base = new URL(script.src).origin;
(globalThis as { Ferry?: typeof Ferry }).Ferry = Ferry;

/**
 * What the WebKit and Firefox layers need of a browser, whatever drives it: WebDriver for WebKit
 * (tests/engines/webkit.ts), WebDriver BiDi for Firefox (tests/engines/firefox.ts).
 */

/** A function run in the page: self-contained (it is sent as source), its arguments and result JSON values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type InPage<Args extends any[], Result> = (...args: Args) => Result | Promise<Result>;

export interface Engine {
  readonly name: 'webkit' | 'firefox';
  /** Navigates and returns once the document is parsed; errors of the page are recorded from then on. */
  open(url: string): Promise<void>;
  /** Sets the viewport (the page's window, no browser chrome) to exactly this size. */
  resize(width: number, height: number): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  evaluate<Args extends any[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result>;
  /** A real click (the driver's pointer) on the element `find` returns. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  click<Args extends any[]>(find: InPage<Args, Element | null>, ...args: Args): Promise<void>;
  /** Real keystrokes: typed text or one named key ('Tab', 'Escape', 'Enter'). */
  type(text: string): Promise<void>;
  press(key: 'Tab' | 'Escape' | 'Enter'): Promise<void>;
  /** Uncaught errors and console errors of the current page so far. */
  errors(): Promise<string[]>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The page's errors, recorded in the page itself (for a driver without a log of its own): uncaught errors,
 * rejected promises and `console.error`, where React reports hydration mismatches.
 */
export function recordPageErrors(): void {
  const state = window as unknown as { __engineErrors?: string[] };
  if (state.__engineErrors) return;
  const errors: string[] = (state.__engineErrors = []);
  addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original(...args);
  };
}

export function recordedPageErrors(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [];
}

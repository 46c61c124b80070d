// The browser half of @web/test-runner-commands (0.9), for tsconfig.browser.json. The package's own
// browser/commands.d.ts imports its payload types from the Node plugins (dist/index), which pull in
// @types/node and with it `process` and `Buffer` for every browser file; tsconfig.browser.json maps the
// module here instead (`paths`). The functions and payloads are copied from that file unchanged.

export interface Viewport {
  width: number;
  height: number;
  deviceScaleFactor?: number;
  isLandscape?: boolean;
}

export interface Media {
  media?: 'screen' | 'print';
  colorScheme?: 'dark' | 'light' | 'no-preference';
  reducedMotion?: 'reduce' | 'no-preference';
  forcedColors?: 'active' | 'none';
}

export type SendKeysPayload = { type: string } | { press: string } | { down: string } | { up: string };

type MousePosition = [number, number];
type MouseButton = 'left' | 'middle' | 'right';
export type SendMousePayload =
  | { type: 'move'; position: MousePosition }
  | { type: 'click'; position: MousePosition; button?: MouseButton }
  | { type: 'down'; button?: MouseButton }
  | { type: 'up'; button?: MouseButton };

export type SelectOptionPayload =
  { selector: string; value: string } | { selector: string; label: string } | { selector: string; values: string[] };

export function executeServerCommand<R, P>(command: string, payload?: P): Promise<R>;
export function setViewport(viewport: Viewport): Promise<void>;
export function emulateMedia(media: Media): Promise<void>;
export function setUserAgent(userAgent: string): Promise<void>;
export function sendKeys(payload: SendKeysPayload): Promise<void>;
export function sendMouse(payload: SendMousePayload): Promise<void>;
export function resetMouse(): Promise<void>;
export function selectOption(payload: SelectOptionPayload): Promise<void>;

// Types of build-stamp.mjs (plain JavaScript: `npm start` loads it without a compiler).
export const BUILD_SOURCES: string[];
export function stampText(env?: NodeJS.ProcessEnv): string;
export function writeStamp(path: string, env?: NodeJS.ProcessEnv): void;
export function staleReason(state: {
  stamp: string | undefined;
  stampTime: number;
  builtPage: boolean;
  newestSource: number;
  env?: NodeJS.ProcessEnv;
}): string | undefined;
export function buildStaleReason(root: string, env?: NodeJS.ProcessEnv): string | undefined;

// Types of configuration.mjs (plain JavaScript: `npm start` loads it without a compiler).
export const VITE_CONFIGURATION: Readonly<{ envPrefix: string; envDir: false }>;
export function configurationValues(env?: NodeJS.ProcessEnv): Record<string, string>;
export function configurationFingerprint(env?: NodeJS.ProcessEnv): string;

// Types of chromium.mjs (plain JavaScript: the wtr config and the test script load it without a compiler).
export function findChromium(): string | undefined;
export function requireChromium(): string;
export const CHROMIUM_ARGS: string[];

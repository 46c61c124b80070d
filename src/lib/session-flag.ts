/** A yes/no remembered for the browser session; storage may be unavailable (privacy modes, sandboxed frames). */
export function readSessionFlag(key: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Returns whether the flag could be stored. */
export function writeSessionFlag(key: string): boolean {
  try {
    globalThis.sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

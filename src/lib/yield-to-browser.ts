/** Ends the current task: what follows runs in a new one, after the browser could paint and handle input. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

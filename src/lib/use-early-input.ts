import { useEffect, type RefObject } from 'react';

/**
 * What the visitor typed or chose in a pre-rendered form before its widget came alive. The browser
 * keeps it in the fields and hydration keeps the fields, but React's state starts from the build-time
 * render (empty): right after hydration, each field of `form` (its value, or a checked radio's or
 * checkbox's value) is passed to `adopt` with its name, once. (The fields' default values can't tell
 * what changed: React syncs them to the current value while hydrating.)
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  useEffect(() => {
    for (const field of form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ??
      []) {
      const choice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
      if (!choice || field.checked) adopt(field.name, field.value);
    }
    // Once, after the first commit: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

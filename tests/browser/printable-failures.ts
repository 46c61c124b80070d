/**
 * A failed assertion carries its actual and expected values. Mocha's reporter turns them into text for
 * its diff by walking every property they have, and the test runner sends them out of the browser as
 * JSON: for a DOM element (the whole document hangs off it, and React's fiber tree, which is cyclic) the
 * first never ends and the second throws, so the run sat out its global timeout and reported nothing.
 * Before mocha records a failure, such values are replaced by a short text: every failure is reported at
 * once, with its message.
 */
function printable(value: unknown): unknown {
  if (value instanceof Node) return value instanceof Element ? describeElement(value) : value.nodeName;
  if (Array.isArray(value)) return value.map(printable);
  try {
    JSON.stringify(value);
    return value;
  } catch {
    return String(value);
  }
}

function describeElement(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : '';
  const text = element.textContent?.trim().slice(0, 40);
  return `<${element.localName}${id}>${text ?? ''}`;
}

interface MochaRunner {
  fail(test: unknown, error: unknown, force?: boolean): void;
}

const runner = (globalThis as { Mocha?: { Runner?: { prototype: MochaRunner } } }).Mocha?.Runner?.prototype;
if (runner) {
  const fail = runner.fail;
  runner.fail = function (this: MochaRunner, test, error, force) {
    if (typeof error === 'object' && error !== null) {
      const values = error as { actual?: unknown; expected?: unknown };
      if ('actual' in values) values.actual = printable(values.actual);
      if ('expected' in values) values.expected = printable(values.expected);
    }
    return fail.call(this, test, error, force);
  };
}

import { matches, type HeaderRule } from '../http-policy/header-rules.ts';

/**
 * The rules in the `_headers` format of Cloudflare Pages, which applies every matching block in order:
 * "! Name" detaches a header, and a header set again is joined to the earlier value with a comma. So each
 * block lists only its own rule's headers, and detaches one before replacing the value a broader block set.
 */
export function staticHostHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule, index) => {
      const inside = rule.pattern.replace('*', 'x');
      const setBefore = new Set(
        rules
          .slice(0, index)
          .filter((earlier) => matches(earlier.pattern, inside))
          .flatMap((earlier) => Object.keys(earlier.headers)),
      );
      const lines = Object.entries(rule.headers).flatMap(([name, value]) => {
        if (value === null) return [`  ! ${name}`];
        return setBefore.has(name) ? [`  ! ${name}`, `  ${name}: ${value}`] : [`  ${name}: ${value}`];
      });
      return `${rule.pattern}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}

/** A prop's attribute: camelCase to kebab-case, as r2wc maps them (windowsUrl → windows-url). */
export function attributeName(propName: string): string {
  return propName.replace(
    /([a-z0-9])([A-Z])/g,
    (_match, before: string, upper: string) => `${before}-${upper.toLowerCase()}`,
  );
}

/** `surface2` → `surface-2`, `textMuted` → `text-muted`: a token's name as a custom property's. */
export function kebab(name: string): string {
  return name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
}

/** A hex colour of the tokens as a browser reports it when opaque: `rgb(R, G, B)`. */
export function cssRgb(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

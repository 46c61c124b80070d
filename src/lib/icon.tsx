import { ICON_SHAPES, type IconName } from './icon-shapes.ts';

interface IconProps {
  name: IconName;
  /** Its box in px before any CSS, so nothing shifts; CSS may size it in em. */
  size?: number;
  className?: string;
}

/**
 * Icon `name` (src/lib/icon-shapes.ts) as an inline `<svg>` for the widgets, decorative: hidden from
 * assistive technology and never focusable; the text beside it carries the meaning.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      // One of our constant shapes, never outside text: the same markup on the server and in the browser.
      dangerouslySetInnerHTML={{ __html: ICON_SHAPES[name] }}
    />
  );
}

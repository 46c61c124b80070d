import type { ComponentType } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import type { Emit } from './widget-types.ts';

export interface WidgetTreeProps {
  component: ComponentType<Record<string, unknown>>;
  /** The parsed attribute values. */
  values: Record<string, unknown>;
  emit: Emit<Record<string, unknown>>;
  host: HTMLElement | null;
}

/**
 * What React renders inside a widget's `[data-root]` box, the same at build time and in the browser
 * (hydration needs both to match): the component inside its error boundary.
 */
export function WidgetTree({ component: Widget, values, emit, host }: WidgetTreeProps) {
  return (
    <ErrorBoundary>
      <Widget {...values} emit={emit} host={host} />
    </ErrorBoundary>
  );
}

/** The box the tree renders into: a `<div class="widget-root" part="root" data-root>` in the shadow root. */
export const WIDGET_ROOT_CLASS = 'widget-root';

// @vitest-environment node
/** By default the bench measures the pages a visitor lands on; --all adds the developers' workbench. */
import { describe, expect, it } from 'vitest';
import { benchRoutes, visitPath } from '../../../bench/routes.ts';
import { ROUTES } from '../../../src/content/routes.ts';

describe('benchRoutes', () => {
  it('leaves the workbench out by default and keeps every other route, /parceiros and the 404 page included', () => {
    const paths = benchRoutes(false).map((route) => route.path);
    expect(paths.some((path) => path.startsWith('/widgets'))).toBe(false);
    expect(paths).toContain('/');
    expect(paths).toContain('/parceiros');
    expect(paths).toContain('/404');
    expect(paths).toHaveLength(ROUTES.filter((route) => !route.path.startsWith('/widgets')).length);
  });

  it('measures every route with --all', () => {
    expect(benchRoutes(true)).toEqual([...ROUTES]);
  });

  it('visits the 404 page through a path that does not exist', () => {
    expect(visitPath('/404')).toBe('/nao-existe');
    expect(visitPath('/sobre')).toBe('/sobre');
  });
});

/** `read_page` takes a page's path however an assistant writes it: route, URL, `.md` address, with a section. */
import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../../server/mcp/mcp-tools.ts';

describe('the route of a path an assistant passes to read_page', () => {
  it.each([
    ['/docs/install', '/docs/install'],
    ['docs/install', '/docs/install'],
    ['/docs/install/', '/docs/install'],
    ['/docs/install#requirements', '/docs/install'],
    ['/docs/install.md', '/docs/install'],
    ['https://docs.example.com/docs/install.md?x=1', '/docs/install'],
    ['/index.md', '/'],
    ['/', '/'],
  ])('%s is %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});

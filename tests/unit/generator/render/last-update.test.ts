import { describe, expect, it } from 'vitest';
import { lastUpdateOf } from '../../../../generator/render/doc-page-fields.ts';

const frontMatter = { date: new Date('2024-01-05'), author: 'Ada' };
const shown = (showLastUpdateTime: boolean, showLastUpdateAuthor: boolean) => ({
  showLastUpdateTime,
  showLastUpdateAuthor,
});

describe('front matter last_update, as Docusaurus shows it', () => {
  it('shows nothing unless the site turns showLastUpdateTime or showLastUpdateAuthor on', () => {
    expect(lastUpdateOf(frontMatter, shown(false, false))).toBeUndefined();
  });

  it('shows the date with showLastUpdateTime and the author with showLastUpdateAuthor', () => {
    expect(lastUpdateOf(frontMatter, shown(true, false))).toEqual({ date: '2024-01-05T00:00:00.000Z' });
    expect(lastUpdateOf(frontMatter, shown(false, true))).toEqual({ author: 'Ada' });
    expect(lastUpdateOf(frontMatter, shown(true, true))).toEqual({
      date: '2024-01-05T00:00:00.000Z',
      author: 'Ada',
    });
  });

  it('shows nothing for a page without last_update, the flags on or not', () => {
    expect(lastUpdateOf(undefined, shown(true, true))).toBeUndefined();
  });

  it("takes a part the front matter lacks from the file's last commit, and the front matter's part over it", () => {
    const committed = { date: '2024-03-10T12:30:00.000Z', author: 'Grace' };
    expect(lastUpdateOf(undefined, shown(true, true), committed)).toEqual(committed);
    expect(lastUpdateOf({ author: 'Ada' }, shown(true, true), committed)).toEqual({
      ...committed,
      author: 'Ada',
    });
    expect(lastUpdateOf(undefined, shown(false, false), committed)).toBeUndefined();
  });
});

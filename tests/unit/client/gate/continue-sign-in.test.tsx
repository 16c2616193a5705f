// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageData, SiteData } from '../../../../core/site/page-data.ts';
import { ContinueSignIn } from '../../../../client/gate/ContinueSignIn.tsx';
import { SiteContext } from '../../../../theme/site-context.ts';
import { siteFixture } from '../../theme/fixtures.ts';
import { parse, textOf } from '../../theme/render.tsx';

const page: PageData = { kind: 'notFound', route: '/de/docs/intro', title: 'x' };

/** The e-mail link's question as a reader of a page in `htmlLang` sees it, before the request is known. */
function question(htmlLang: string): DocumentFragment {
  const base = siteFixture();
  const site: SiteData = { ...base, locale: { ...base.locale, locale: htmlLang, htmlLang } };
  return parse(
    renderToString(
      <SiteContext.Provider value={{ site, page }}>
        <ContinueSignIn siteTitle="ProcurePilot" context={new Promise(() => {})} onAnswer={() => {}} />
      </SiteContext.Provider>,
    ),
  );
}

describe('the question an e-mailed sign-in link asks', () => {
  it("asks in the page's language, naming the site", () => {
    const german = question('de');
    expect(textOf(german.querySelector('h1'))).toBe('Anmeldung fortsetzen?');
    expect(textOf(german)).toContain('Die Anmeldeanfrage wird geprüft …');
    expect(textOf(german)).toContain('Anmeldung bei ProcurePilot angefordert haben');
    expect([...german.querySelectorAll('button')].map((button) => textOf(button))).toEqual([
      'Abbrechen',
      'Fortfahren',
    ]);
    expect(textOf(question('en').querySelector('h1'))).toBe('Continue signing in?');
  });
});

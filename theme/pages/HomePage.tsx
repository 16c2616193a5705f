import type { ReactElement } from 'react';
import type { HomePageData } from '../../core/site/page-data.ts';
import { Markdown, PAGE_CONTENT_KEY } from '../common/Markdown.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

/** The landing page: hero (title, tagline, call to action), feature cards, then the page's own content. */
export function HomePage({ page }: { page: HomePageData }): ReactElement {
  const t = useTranslate();
  return (
    <div className="home-page">
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">{page.title}</h1>
          {page.tagline && <p className="hero__subtitle">{page.tagline}</p>}
          <a className="button button--primary button--lg" href={page.callToAction.to}>
            {page.callToAction.label ?? t('docgen.home.callToAction')}
          </a>
        </div>
      </header>
      {page.features.length > 0 && (
        <section className="container features" aria-label={t('docgen.home.featuresAriaLabel')}>
          <ul className="features__grid">
            {page.features.map((feature) => (
              <li key={feature.to + feature.title}>
                <a className="card feature-card" href={feature.to}>
                  <h2 className="feature-card__title">{feature.title}</h2>
                  <p className="feature-card__text">{feature.description}</p>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.html && (
        <div className="container home-page__content">
          <Markdown html={page.html} contentKey={PAGE_CONTENT_KEY} />
        </div>
      )}
    </div>
  );
}

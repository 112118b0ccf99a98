import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { EXAMPLES, exampleTabs } from '../explorer.examples';
import { createExplorerFetcher } from '../explorer.fetcher';
import { useGraphiqlA11yFixes } from '../explorer.a11y';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import '../explorer.css';
import { usePageTitle } from '../../../lib/usePageTitle';

/** Self-hosted GraphiQL (bundled, no CDN): schema documentation, history and example operations. */
export function ExplorerPage() {
  const { t } = useTranslation('explorer');
  usePageTitle(t('title'));
  const fetcher = useMemo(() => createExplorerFetcher(), []);
  const tabs = useMemo(() => exampleTabs(t), [t]);
  const frame = useRef<HTMLDivElement>(null);
  useGraphiqlA11yFixes(frame);
  // GraphiQL's editors and panels need room: below 768 px the page says so instead.
  const narrow = useMediaQuery('(max-width: 767px)');
  return (
    <div className="explorer-page">
      <header className="explorer-intro">
        <h1>{t('title')}</h1>
        <p className="muted small">
          {t('intro', { count: EXAMPLES.length })}{' '}
          <a href="/api/openapi.json" target="_blank" rel="noreferrer">
            {t('openapi')}
          </a>
        </p>
      </header>
      {narrow ? (
        <p className="card explorer-narrow" role="note" data-testid="explorer-narrow">
          {t('a11y:explorer.narrow')}
        </p>
      ) : null}
      <div className="explorer-frame" data-testid="graphiql" ref={frame} hidden={narrow}>
        <GraphiQL
          fetcher={fetcher}
          defaultTabs={tabs}
          initialQuery={tabs[0].query}
          initialVariables={tabs[0].variables}
          defaultEditorToolsVisibility
          shouldPersistHeaders={false}
        />
      </div>
    </div>
  );
}

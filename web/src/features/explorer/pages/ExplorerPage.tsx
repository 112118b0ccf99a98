import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { EXAMPLES, exampleTabs } from '../explorer.examples';
import { createExplorerFetcher } from '../explorer.fetcher';
import '../explorer.css';
import { usePageTitle } from '../../../lib/usePageTitle';

/** Self-hosted GraphiQL (bundled, no CDN): schema documentation, history and example operations. */
export function ExplorerPage() {
  const { t } = useTranslation('explorer');
  usePageTitle(t('title'));
  const fetcher = useMemo(() => createExplorerFetcher(), []);
  const tabs = useMemo(() => exampleTabs(t), [t]);
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
      <div className="explorer-frame" data-testid="graphiql">
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

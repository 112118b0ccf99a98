import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPages } from './app/router';
import { SHELL_NAMESPACES } from './app/shell';
import { loadNamespaces } from './lib/i18n';
import './styles.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The current page's chunk and words are fetched alongside the shell's; the shell renders once its
// words are there (without them, offline, it renders all the same and its pages show their load error).
preloadPages(window.location.pathname);
loadNamespaces(SHELL_NAMESPACES).then(render, render);

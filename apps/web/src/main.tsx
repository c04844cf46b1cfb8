import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadUiConfig } from './shared/api/venue.api';

const uiConfig = await loadUiConfig();
if (uiConfig.tabTitle) document.title = uiConfig.tabTitle;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App uiConfig={uiConfig} />
  </StrictMode>,
);

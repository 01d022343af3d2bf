import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseOf, loadConfig } from './config';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { BootError } from './layout/BootError';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The API host is only known once /config.json is read, so the providers are built after it.
loadConfig()
  .then((config) => {
    const apiBase = apiBaseOf(config);
    root.render(
      <StrictMode>
        <App
          dataProvider={createDataProvider(apiBase)}
          authProvider={createAuthProvider(apiBase)}
        />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('The back office could not start', error);
    root.render(<BootError />);
  });

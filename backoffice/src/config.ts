/** Where the back office finds its API; the production server writes it per deployment. */
export interface BackofficeConfig {
  apiUrl: string;
}

const DEV_API_URL = 'http://localhost:3000';

function parseConfig(value: unknown): BackofficeConfig {
  if (typeof value === 'object' && value !== null && 'apiUrl' in value) {
    const { apiUrl } = value;
    if (typeof apiUrl === 'string' && apiUrl.length > 0) return { apiUrl };
  }
  throw new Error('config.json has no apiUrl');
}

function devConfig(): BackofficeConfig {
  const fromEnv: unknown = import.meta.env.VITE_API_URL;
  return { apiUrl: typeof fromEnv === 'string' && fromEnv ? fromEnv : DEV_API_URL };
}

/**
 * Reads `/config.json` from the back office's own origin, so one build serves any API host.
 * Only the vite dev server (which has no such file) falls back to an environment default;
 * a production build without its config must fail loudly rather than call the wrong API.
 */
export async function loadConfig(): Promise<BackofficeConfig> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    return parseConfig(await response.json());
  } catch (error) {
    if (import.meta.env.DEV) return devConfig();
    throw error;
  }
}

/** Base URL of the staff API, e.g. http://localhost:3000/backoffice/api. */
export function apiBaseOf(config: BackofficeConfig): string {
  return `${config.apiUrl.replace(/\/+$/, '')}/backoffice/api`;
}

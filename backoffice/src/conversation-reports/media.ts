import { useQuery } from '@tanstack/react-query';
import { loadConfig } from '../config';

/**
 * Chat files are served by the API's origin (`/media/…`), not the back office's: a relative
 * address is made absolute against the API's address from `config.json`. Undefined until the
 * configuration is read (it already was, once, to start the back office).
 */
export function useMediaUrl(): ((url: string) => string) | undefined {
  const { data: config } = useQuery({
    queryKey: ['backoffice-config'],
    queryFn: loadConfig,
    staleTime: Infinity,
  });
  if (!config) return undefined;
  return (url) => new URL(url, config.apiUrl).href;
}

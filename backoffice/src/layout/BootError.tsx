import { CATALOGUES, initialLanguage } from '../i18n-provider';

/**
 * Shown when the runtime config cannot be read: react-admin (and its translate) is not
 * running yet, so the text comes straight from the catalogue.
 */
export const BootError = () => {
  const catalogue = CATALOGUES[initialLanguage()];
  return (
    <main style={{ fontFamily: 'Roboto, Helvetica, Arial, sans-serif', padding: '2rem' }}>
      <h1 style={{ fontSize: '1.25rem' }}>{catalogue.title}</h1>
      <p role="alert">{catalogue.boot.configError}</p>
    </main>
  );
};

import { useTranslate } from 'react-admin';

/** The product name, translated: react-admin renders the Admin title without translating it. */
export const AppTitle = () => {
  const translate = useTranslate();
  return <>{translate('backoffice.title')}</>;
};

import { lazyPage, type LazyPage } from '../navigation/lazy-page';

/**
 * The not-found page, loaded when first shown: the route table shows it at unknown addresses,
 * and a page shows it in place of a subject that does not exist (a profile, a job).
 */
export const NotFoundPage: LazyPage = lazyPage(() => import('./NotFoundPage'), { plain: true });

/**
 * The queries of a prosker's public services and reviews, by key and function: the profile's
 * own query starts them as soon as it answers (`profiles/catalogue-api.ts`), without the rest of
 * the jobs API in the page's first load.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import type { Answer, Schemas } from '../api/contract';

/** `GET /proskers/{id}/services`: what a prosker publishes. */
export const proskerServicesQuery = (proskerId: number | undefined) =>
  queryOptions({
    queryKey: ['prosker-services', proskerId],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/proskers/{id}/services'>>(`/proskers/${proskerId}/services`, { signal }),
  });

/** `GET /proskers/{id}/reviews`: the rating summary and the newest reviews. */
export const proskerReviewsQuery = (proskerId: number | undefined) =>
  queryOptions({
    queryKey: ['prosker-reviews', proskerId],
    queryFn: ({ signal }) =>
      apiGet<Schemas['ProskerReviews']>(`/proskers/${proskerId}/reviews`, { signal }),
  });

/**
 * Types and react-query hooks of the seller's office (`server/modules/seller/README.md`): the
 * prosker's home, their clients and the private notes. Keys start with `['account', …]` so that
 * signing out forgets them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../api/api-client';
import type { Schemas } from '../api/contract';
import { ACCOUNT_QUERY_KEY } from '../session/session';

export type SellerHome = Schemas['SellerHome'];
export type SellerPendingJob = Schemas['SellerPendingJob'];
export type SellerWeekJob = Schemas['SellerWeekJob'];
export type SellerPerson = Schemas['SellerPerson'];
export type SellerClient = Schemas['SellerClient'];
export type SellerClientPage = Schemas['SellerClientPage'];
export type SetupItem = SellerHome['setup']['items'][number]['item'];

/**
 * What "Hacer una oferta" adds to the conversation's address: the chat opens its offer form for
 * that client (the chat reads it; until it does, the conversation opens as usual).
 */
export const OFFER_SEARCH = '?offer=1';

const SELLER_KEY = [...ACCOUNT_QUERY_KEY, 'seller'] as const;
const CLIENTS_KEY = [...SELLER_KEY, 'clients'] as const;

/** `GET /seller/home`: what waits, this week, unread chats, this month's money, the checklist. */
export function useSellerHome() {
  return useQuery({
    queryKey: [...SELLER_KEY, 'home'],
    queryFn: ({ signal }) => apiGet<SellerHome>('/seller/home', { signal }),
  });
}

/** `GET /seller/clients`: one page of the prosker's clients, searched by name. */
export function useSellerClients(q: string, page: number) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, q, page],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page) });
      if (q) search.set('q', q);
      return apiGet<SellerClientPage>(`/seller/clients?${search.toString()}`, { signal });
    },
    // The page shown stays while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}

/** `PUT /seller/clients/{id}/note`: keeps the note (an empty one removes it). */
export function useSaveClientNote(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiSend<Schemas['ClientNote']>(`/seller/clients/${clientId}/note`, {
        method: 'PUT',
        body: { note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}

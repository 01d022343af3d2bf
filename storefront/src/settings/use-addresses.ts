import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../common/i18n';
import type { AddressInput } from '../../../common/schemas/accounts';
import { apiGet, apiSend } from '../api/api-client';
import type { Answer, Schemas } from '../api/contract';
import { useLanguage } from '../i18n/use-language';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import type { Address, CountryCode } from '../session/user';
import { COMPLETENESS_KEY } from '../profiles/catalogue-api';

const ADDRESSES_KEY = [...ACCOUNT_QUERY_KEY, 'addresses'] as const;

export function useAddresses() {
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => apiGet<Answer<'/user/addresses'>>('/user/addresses', { signal }),
    select: (answer) => answer.data,
    // The list changes only through this page, which refetches after every change.
    staleTime: 0,
  });
}

/** The body of a create or update: the address's fields without its id, nothing null. */
export function addressBody(address: Address | AddressInput): AddressInput {
  const body: AddressInput = {
    domicile: address.domicile,
    postalCode: address.postalCode,
    city: address.city,
    state: address.state,
    country: address.country,
    countryCode: address.countryCode,
    isDefault: address.isDefault ?? false,
  };
  if (address.neighborhood) body.neighborhood = address.neighborhood;
  return body;
}

type SaveAddress = { id: number | null; body: AddressInput };

/** Create (no id) or update; afterwards the list is loaded again, since a default may move. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveAddress) =>
      id === null
        ? apiSend<Answer<'/user/addresses', 'post'>>('/user/addresses', { body })
        : apiSend<Answer<'/user/addresses/{id}', 'put'>>(`/user/addresses/${id}`, {
            method: 'PUT',
            body,
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
        // Addresses count towards profile completeness.
        queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY }),
      ]),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend(`/user/addresses/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
        // Addresses count towards profile completeness.
        queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY }),
      ]),
  });
}

export type Division = Schemas['Division'];

/** Uruguay's departments or Brazil's states (reference data that does not change while the site runs). */
export const divisionsQuery = (countryCode: CountryCode, language: Language) =>
  queryOptions({
    queryKey: ['divisions', countryCode, language],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/divisions'>>(`/divisions?countryCode=${countryCode}`, { language, signal }),
    staleTime: Infinity,
  });

/** Uruguay's departments or Brazil's states, for the address form's select. */
export function useDivisions(countryCode: CountryCode) {
  const { language } = useLanguage();
  return useQuery({ ...divisionsQuery(countryCode, language), select: (answer) => answer.data });
}

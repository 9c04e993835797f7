// Customer photos of a product (spec 2 §7: GET /_api/reviews?sku=&limit=100&
// sort=Recent&hasPhotos=true), shared by the reviews block's photo strip and
// the user-generated-content gallery: one swr key, so a page with both asks
// once. Null sku: nothing asked (no reviews, or no sku).
import useSWR from 'swr';
import { fetchReviewsPage, photoReviewsKey } from '../reviews/api';
import { photosOf, type PhotoEntry } from '../reviews/rules';

export interface CustomerPhotos {
  /** Every photo with a safe address, in review order; undefined until read. */
  photos: PhotoEntry[] | undefined;
  isLoading: boolean;
  error: unknown;
}

export function useCustomerPhotos(sku: string | null, onError?: (error: unknown) => void): CustomerPhotos {
  const { data, isLoading, error } = useSWR(sku ? photoReviewsKey(sku) : null, fetchReviewsPage, onError ? { onError } : undefined);
  return { photos: data ? photosOf(data.results) : undefined, isLoading, error };
}

// Lists of this feature are paged by the server: `data` is the page's items and `paging` sits beside it.
import type { TPaging } from '@portal/shared/api';
import type { ApiResponse } from '../../../lib/api-client';

export type Paged<T> = { items: T[]; paging: TPaging };

export function paged<T>(response: ApiResponse<T[]>): Paged<T> {
  const { paging } = response as ApiResponse<T[]> & { paging: TPaging };
  return { items: response.data, paging };
}

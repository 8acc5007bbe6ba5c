/** Navigation helpers of the admin area: history state carries the login redirect target (SPEC section 2). */
import { useEffect } from 'react';

export interface AdminHistoryState {
  redirect?: string;
}

/** Each admin screen sets its own browser title (SPEC section 2). */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

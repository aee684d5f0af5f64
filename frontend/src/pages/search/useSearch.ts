/**
 * Search state of SPEC section 4: text under 2 characters clears the results; otherwise results are
 * fetched after 500 ms without typing, suggestions after 300 ms, and the q param follows the text.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchResults, useSuggestions } from '../../api/hooks';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, SUGGESTIONS_DEBOUNCE_MS } from '../../lib/limits';

export const searchable = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

export function useSearch() {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const [text, setText] = useState(urlQ);
  const written = useRef(urlQ);

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const debouncedSuggest = useDebouncedValue(trimmed, SUGGESTIONS_DEBOUNCE_MS);
  const q = searchable(trimmed) && searchable(debounced) ? debounced : null;
  const suggestQ = searchable(trimmed) && searchable(debouncedSuggest) ? debouncedSuggest : null;

  // The URL follows the (debounced) text; a new q from elsewhere (top-bar search) replaces the text.
  useEffect(() => {
    if (urlQ !== written.current) {
      written.current = urlQ;
      setText(urlQ);
    }
  }, [urlQ]);
  useEffect(() => {
    const next = debounced;
    if (next === written.current) return;
    written.current = next;
    setParams(next ? { q: next } : {}, { replace: true });
  }, [debounced, setParams]);

  const results = useSearchResults(q);
  const suggestions = useSuggestions(suggestQ);

  const clear = () => {
    setText('');
    written.current = '';
    setParams({}, { replace: true });
  };

  return {
    text,
    setText,
    clear,
    query: q,
    results: q ? results.data : undefined,
    error: q ? results.error : undefined,
    loading: !!q && results.isLoading,
    suggestions: suggestQ ? (suggestions.data ?? []) : [],
    /** After photos of the results changed (a batch action). */
    reload: () => results.mutate(),
  };
}

import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';

/** How long typing pauses before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives elsewhere (the address's `?q=`): what is typed,
 * sent trimmed to `onSearch` once typing pauses, and taken over when the search changes otherwise
 * (back, a reset, "Clear search").
 */
export function useSearchText(search: string, onSearch: (value: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  // The latest callback, without restarting the pause on every render (live changes re-render the list).
  const send = useRef(onSearch);
  useEffect(() => {
    send.current = onSearch;
  });
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    const value = text.trim();
    if (value === sent.current) return;
    const timeout = setTimeout(() => {
      sent.current = value;
      send.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timeout);
  }, [text]);
  return [text, setText];
}

/** A search box: the input with its icon and a label for screen readers; Escape empties it. */
export function SearchInput({
  id,
  label,
  placeholder,
  maxLength,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** The longest search the API takes. */
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={className ? `assets-search ${className}` : 'assets-search'} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" className="assets-search-icon" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
    </div>
  );
}

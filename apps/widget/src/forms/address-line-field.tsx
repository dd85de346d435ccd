import type { AddressPlace, AddressSuggestion } from '@ferry/contracts';
import { trimStartInput } from '@ferry/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Field } from '../ui/field.js';
import { getAddressPlace, getAddressSuggestions } from '../api/address/address-autocomplete.js';
import { shellPropsOf } from './fields/field-frame.js';
import { type FieldProps, textOf } from './fields/field-props.js';
import styles from './forms.module.css';
import { t } from '../i18n/i18n.js';

const DEBOUNCE_MS = 300;
const MIN_CHARS = 3;

/** Address line 1 with autocomplete: choosing a suggestion fills the address fields (spec 000 section 5). */
export function AddressLineField({
  countryCode,
  onPlace,
  ...props
}: FieldProps & { countryCode: string; onPlace: (place: AddressPlace) => void }) {
  const { field, value, error, onChange, onBlur } = props;
  const listId = `${useId()}-list`;
  const text = textOf(value);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [isTyping, setIsTyping] = useState(false);
  const [active, setActive] = useState(-1);
  // Leaving the field closes the list a moment later (a click on a suggestion lands first). Coming
  // back cancels that: a late close would otherwise end the typing that follows, and no
  // suggestions would be asked for (a browser test tabbed back within the 150 ms and typed).
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  useEffect(() => {
    if (!isTyping || text.trim().length < MIN_CHARS) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getAddressSuggestions({ input: text.trim(), ...(countryCode ? { countryCode } : {}) }, controller.signal)
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
        })
        .catch(() => setSuggestions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, countryCode, isTyping]);

  const isOpen = isTyping && suggestions.length > 0 && text.trim().length >= MIN_CHARS;
  const choose = async (suggestion: AddressSuggestion) => {
    setIsTyping(false);
    setSuggestions([]);
    try {
      onPlace(await getAddressPlace(suggestion.placeId));
    } catch {
      // The user keeps typing the address by hand.
    }
  };

  return (
    <Field
      {...shellPropsOf(field)}
      error={error}
      name={field.id}
      role="combobox"
      aria-expanded={isOpen}
      aria-controls={listId}
      aria-autocomplete="list"
      aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
      value={text}
      placeholder={field.placeholder ?? undefined}
      disabled={field.disabled}
      autoComplete="address-line1"
      onChange={(event) => {
        setIsTyping(true);
        onChange(trimStartInput(event.target.value));
      }}
      onKeyDown={(event) => {
        if (!isOpen) return;
        if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, suggestions.length - 1));
        else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
        else if (event.key === 'Escape') setSuggestions([]);
        else if (event.key === 'Enter' && active >= 0) {
          event.preventDefault();
          const suggestion = suggestions[active];
          if (suggestion) void choose(suggestion);
        } else return;
        event.preventDefault();
      }}
      onFocus={() => clearTimeout(closing.current)}
      onBlur={() => {
        onBlur();
        closing.current = setTimeout(() => setIsTyping(false), 150);
      }}
      after={
        isOpen && (
          <ul id={listId} role="listbox" aria-label={t('forms.address.suggestions')} className={styles.suggestions}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.placeId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.suggestion}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void choose(suggestion)}
              >
                {suggestion.description}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

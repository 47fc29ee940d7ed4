// The search box's keyboard and open state (search-box.tsx), after the WAI-ARIA 1.2 combobox
// pattern with list autocomplete: ArrowDown/ArrowUp move (wrapping), Alt+ArrowDown only opens,
// Enter opens the active option, Escape closes (or, with no list, calls onEscape), Tab and a
// press outside close. The focus stays in the input; the active option is aria-activedescendant.
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { SuggestionsResponse } from './suggestions';
import type { Option } from './suggestion-list';

interface ComboboxInput {
  data: SuggestionsResponse | null;
  options: Option[];
  /** The box and its list: a press outside it closes the list. */
  rootRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (option: Option) => void;
  onEscape?: () => void;
}

export function useCombobox({ data, options, rootRef, inputRef, onChoose, onEscape }: ComboboxInput) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  // A new answer: the list opens (when the box still has the focus) with no option active.
  useEffect(() => {
    setActive(-1);
    if (data && typeof document !== 'undefined' && document.activeElement === inputRef.current) setOpen(true);
  }, [data, inputRef]);

  // Clicking or tapping outside closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, rootRef]);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /** ArrowDown and ArrowUp: open the list, or move through it (wrapping). */
  function move(event: KeyboardEvent<HTMLInputElement>, down: boolean) {
    const count = options.length;
    if (count === 0) return;
    event.preventDefault();
    if (!expanded) {
      setOpen(true);
      // Alt+ArrowDown only opens the list (APG).
      setActive(down ? (event.altKey ? -1 : 0) : count - 1);
    } else if (down && !event.altKey) setActive((i) => (i >= count - 1 ? 0 : i + 1));
    else if (!down) setActive((i) => (i <= 0 ? count - 1 : i - 1));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        move(event, event.key === 'ArrowDown');
        return;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          onChoose(activeOption);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (onEscape) {
          event.preventDefault();
          onEscape();
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  }

  return { open, setOpen, active, expanded, activeOption, close, onKeyDown };
}

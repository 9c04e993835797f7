// Quick add's colour dropdown: a select-only combobox (WAI-ARIA pattern)
// rather than a native select, because its open list has a fixed maximum
// height (155 px in quick add, spec 1 §9) that a native list cannot take.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { ColourOption } from '@storefront/shared-contracts';
import { colourOptionText, QUICK_ADD_COLOUR_LIST_MAX_HEIGHT_PX } from './rules';
import styles from './QuickAdd.module.css';

export interface ColourDropdownProps {
  options: ColourOption[];
  colour: string;
  allowOutOfStockSelection: boolean;
  lowStockThreshold: number;
  onPick(colour: string): void;
  /** The element describing the chosen colour (its out-of-stock message). */
  describedBy?: string;
}

export function ColourDropdown({ options, colour, allowOutOfStockSelection, lowStockThreshold, onPick, describedBy }: ColourDropdownProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(0, options.findIndex((o) => o.colour === colour));
  const [active, setActive] = useState(selectedIndex);
  const list = useRef<HTMLUListElement>(null);

  const selectable = (option: ColourOption | undefined) => Boolean(option && (option.isOnStock || allowOutOfStockSelection));
  const text = (option: ColourOption) => {
    const shown = colourOptionText(option, lowStockThreshold);
    return shown.key === 'label' ? option.label : t(shown.key, { label: option.label, count: 'count' in shown ? shown.count : undefined });
  };

  useEffect(() => {
    if (!open) return;
    // jsdom has no scrollIntoView.
    list.current?.ownerDocument.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from id
  }, [open, active]);

  const openList = () => {
    setActive(selectedIndex);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!selectable(option)) return;
    setOpen(false);
    if (option!.colour !== colour) onPick(option!.colour);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(event.key)) {
        event.preventDefault();
        openList();
        if (event.key === 'Home') setActive(0);
        if (event.key === 'End') setActive(options.length - 1);
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(options.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(options.length - 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        // Closes the list only; the dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const selected = options[selectedIndex];
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.fieldLabel}>
        {t('quickAdd.colour')}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className={styles.combobox}
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        {selected?.label ?? ''}
      </div>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className={styles.listbox}
        hidden={!open}
        style={{ maxHeight: QUICK_ADD_COLOUR_LIST_MAX_HEIGHT_PX }}
      >
        {options.map((option, index) => (
          // Options are chosen by keyboard through the combobox (aria-activedescendant), by pointer here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.colour}
            id={optionId(index)}
            role="option"
            aria-selected={option.colour === colour}
            aria-disabled={!selectable(option) || undefined}
            className={[styles.option, index === active ? styles.activeOption : '', option.isOnStock ? '' : styles.unavailable].filter(Boolean).join(' ')}
            // Keeps focus on the combobox, so the list is not closed by its blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {text(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Button } from '@arco-design/web-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Medicine } from '@tcm/shared';
import { conflictsWith, doseRange, herbToxicity, pregnancyFlag, rangeText } from '@tcm/shared/clinic';
import { searchMedicines } from '../../../api/selfComposed';
import './herbPicker.css';

/** How many matches the list offers at once. */
export const PICKER_SIZE = 8;
/** Typing pauses this long before the catalogue is asked (a repeated keyword answers from memory at once). */
export const SEARCH_DELAY_MS = 120;

const cache = new Map<string, Medicine[]>();
/** For the tests: forget what was looked up. */
export const clearHerbSearchCache = () => cache.clear();

interface HerbPickerProps {
  /** The herbs already in the prescription (a match among them is marked, and checked for pairs). */
  current: readonly string[];
  pregnant: boolean;
  /**
   * Adds the picked herb at the typed weight; answers the problem message (then nothing is
   * cleared) or null when added (the picker empties and the search box takes the focus again).
   */
  onAdd: (picked: Medicine | null, weight: string) => string | null;
  /**
   * Why the weight typed for the picked herb would be refused (1-999 g, the herb's 药典 range), or
   * null: said under the picker while it is typed, before 添加 is pressed.
   */
  weightProblem?: (name: string, weight: string) => string | null;
}

/** What the list says of a match next to its name: already there, a 十八反/十九畏 partner, pregnancy, toxicity. */
function warningOf(m: Medicine, current: readonly string[], pregnant: boolean): string | null {
  if (current.includes(m.medicineName)) return '已添加';
  const partners = conflictsWith(m.medicineName, current);
  if (partners.length) return `与${partners.join('、')}相反/相畏`;
  const flag = pregnant ? pregnancyFlag(m.medicineName) : null;
  if (flag) return flag === 'forbidden' ? '孕妇禁用' : '孕妇慎用';
  return herbToxicity(m.medicineName);
}

/**
 * The herb selector of 自拟组方 (spec 3 §2.11): a search box over /medicine/list by characters or
 * pinyin initials (type `dg` and 当归 is offered first), answered as you type; ↑/↓ move through the
 * matches, Enter picks one and moves to the weight, Enter there adds the herb, Esc closes the list.
 * A combobox as WAI-ARIA describes it, so a screen reader announces the active match.
 */
export function HerbPicker({ current, pregnant, onAdd, weightProblem }: HerbPickerProps) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Medicine[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<Medicine | null>(null);
  const [weight, setWeight] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => {
    const keyword = query.trim().toLowerCase();
    if (!keyword || picked?.medicineName === query) {
      setOptions([]);
      return undefined;
    }
    const known = cache.get(keyword);
    if (known) {
      setOptions(known);
      setActive(0);
      return undefined;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchMedicines(keyword, PICKER_SIZE, abort.signal)
        .then((rows) => {
          cache.set(keyword, rows);
          if (abort.signal.aborted) return;
          setOptions(rows);
          setActive(0);
        })
        .catch(() => {
          // Quiet: the list stays as it was; typing again asks again.
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, picked]);

  const pick = (m: Medicine) => {
    setPicked(m);
    setQuery(m.medicineName);
    setOpen(false);
    weightRef.current?.focus();
  };

  const add = () => {
    const problem = onAdd(picked, weight);
    if (problem) return;
    setPicked(null);
    setQuery('');
    setWeight('');
    setOptions([]);
    searchRef.current?.focus();
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (open ? (i + step + options.length) % options.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (open && options[active]) pick(options[active]);
      else if (picked) weightRef.current?.focus();
      else add();
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && options.length > 0;
  const range = picked ? doseRange(picked.medicineName) : undefined;
  const problem = picked && weight.trim() && weightProblem ? weightProblem(picked.medicineName, weight) : null;
  const problemId = `${listId}-problem`;
  const optionId = (i: number) => `${listId}-o${i}`;

  return (
    <div className="tcm-picker" data-testid="herb-picker">
      <div className="tcm-picker__search">
        <label className="tcm-picker__label" htmlFor={`${listId}-search`}>
          搜索药材
        </label>
        <input
          ref={searchRef}
          id={`${listId}-search`}
          className="tcm-picker__input"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList ? optionId(active) : undefined}
          placeholder="药名或拼音首字母，如 dg"
          value={query}
          autoComplete="off"
          maxLength={20}
          onChange={(e) => {
            setQuery(e.target.value);
            setPicked(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onSearchKey}
        />
        <ul id={listId} role="listbox" aria-label="匹配的药材" className="tcm-picker__list" hidden={!showList}>
          {options.map((m, i) => {
            const warning = warningOf(m, current, pregnant);
            return (
              <li
                key={m.medicineId}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`tcm-picker__option${i === active ? ' is-active' : ''}${warning ? ' is-warned' : ''}`}
                // mousedown, not click: the search box would lose the focus (and close the list) first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(m);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className="tcm-picker__name">{m.medicineName}</span>
                <span className="tcm-picker__initials">{m.pinyinInitialName}</span>
                {warning ? <span className="tcm-picker__warning">{warning}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="tcm-picker__weight">
        <label className="tcm-picker__label" htmlFor={`${listId}-weight`}>
          药材重量
        </label>
        <input
          ref={weightRef}
          id={`${listId}-weight`}
          className="tcm-picker__input"
          placeholder={range ? rangeText(range) : '重量'}
          inputMode="numeric"
          value={weight}
          aria-invalid={!!problem}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setWeight(e.target.value.replace(/[^\d.]/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <span className="tcm-picker__unit" aria-hidden="true">
          g
        </span>
      </div>
      <Button type="primary" onClick={add}>
        添加
      </Button>
      {problem ? (
        <p id={problemId} className="tcm-picker__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

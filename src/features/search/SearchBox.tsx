// The top bar's search: equipment of the selected plant by tag or name (from the plant
// summary in the store) and its work orders by number or title (searchSaga), grouped, while
// typing. WAI-ARIA 1.2 combobox with a listbox popup (APG "Editable Combobox With List
// Autocomplete"): focus stays in the box, aria-activedescendant names the current option;
// ArrowDown/ArrowUp/Home/End move, Enter opens, Escape closes and clears. Below the md
// breakpoint the box folds into an icon button, so the bar fits 375 px.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useFeature } from '../../store/featureRegistry';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Icon } from '../../components/icons';
import messages from './messages';
import { searchFeature } from './searchSaga';
import {
  searchCleared,
  searchTextChanged,
  selectEquipmentMatches,
  selectSavedPlant,
  selectSearch,
} from './searchSlice';
import { isSearchable, RESULTS_PER_GROUP } from './searchText';
import { workNumberLabel } from '../../lib/workNumber';

interface Option {
  key: string;
  to: string;
  primary: string;
  secondary: string;
}

// Under the box, from its end edge (the box sits at the bar's end), at least 24rem when the screen allows.
const POPUP_STYLE = {
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  minInlineSize: 'min(max(100%, 24rem), calc(100vw - 1rem))',
  // Never wider than the screen: a long title is cut, not the tag or number at the row's start.
  maxInlineSize: 'calc(100vw - 1rem)',
  maxBlockSize: '70vh',
  overflowY: 'auto',
} as const;

/** Small screens: the opened box spans the bar, under it. */
const EXPANDED_STYLE = {
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  padding: '0.5rem',
  background: 'var(--bs-body-bg)',
  borderBlockEnd: '1px solid var(--bs-border-color)',
} as const;

export function SearchBox() {
  useFeature(searchFeature);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const plant = useAppSelector(selectSavedPlant);
  const { text, status, work, fromCache, procedureStatus, procedures, partStatus, parts } =
    useAppSelector(selectSearch);
  const equipment = useAppSelector(selectEquipmentMatches);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const id = useId();
  const ids = {
    input: `${id}input`,
    list: `${id}list`,
    box: `${id}box`,
    equipment: `${id}ge`,
    work: `${id}gw`,
    procedures: `${id}gp`,
    parts: `${id}gs`,
  };
  const optionId = (i: number) => `${id}o${i}`;

  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  const searchable = plant !== null && isSearchable(text);
  const equipmentOptions: Option[] = searchable
    ? equipment.items.map((e) => ({
        key: `e:${e.id}`,
        to: `/app/assets/equipment/${encodeURIComponent(e.id)}`,
        primary: e.tag,
        secondary: e.name,
      }))
    : [];
  const workOptions: Option[] = searchable
    ? work.map((w) => ({
        key: `w:${w.number}`,
        to: `/app/work/${encodeURIComponent(w.number)}`,
        primary: workNumberLabel(w.number),
        secondary: w.title,
      }))
    : [];
  // Procedures are the company's: found with no plant chosen.
  const procedureOptions: Option[] = isSearchable(text)
    ? procedures.map((p) => ({
        key: `p:${p.id}`,
        to: `/app/procedures/${encodeURIComponent(p.id)}`,
        primary: p.title,
        secondary: '',
      }))
    : [];
  // Parts are the company's too.
  const partOptions: Option[] = isSearchable(text)
    ? parts.map((p) => ({
        key: `s:${p.id}`,
        to: `/app/inventory/parts/${encodeURIComponent(p.id)}`,
        primary: p.number,
        secondary: p.description,
      }))
    : [];
  const options = [...equipmentOptions, ...workOptions, ...procedureOptions, ...partOptions];
  const current = active < options.length ? active : -1;
  const shown = open && text.trim() !== '';
  const listed = shown && options.length > 0;

  const note = !text.trim()
    ? null
    : !isSearchable(text)
      ? messages.tooShort
      : status === 'loading' || procedureStatus === 'loading' || partStatus === 'loading'
        ? messages.searching
        : plant && status === 'failed'
          ? messages.failed
          : options.length === 0
            ? plant
              ? messages.none
              : messages.noPlant
            : !plant
              ? messages.noPlantMore
              : null;
  const more =
    (searchable && (equipment.more || work.length >= RESULTS_PER_GROUP)) ||
    procedures.length >= RESULTS_PER_GROUP ||
    parts.length >= RESULTS_PER_GROUP;

  const close = (clear: boolean) => {
    setOpen(false);
    setActive(-1);
    if (clear) dispatch(searchCleared());
  };
  const choose = (option: Option) => {
    close(true);
    setExpanded(false);
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    const move = (to: number) => {
      event.preventDefault();
      setOpen(true);
      if (n > 0) setActive(to);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current < 0 || !shown ? 0 : (current + 1) % n);
      case 'ArrowUp':
        return move(current <= 0 ? n - 1 : current - 1);
      case 'Home':
        if (listed) move(0);
        return;
      case 'End':
        if (listed) move(n - 1);
        return;
      case 'Enter':
        if (!listed) return;
        event.preventDefault();
        return choose(options[current < 0 ? 0 : current]);
      case 'Escape':
        event.preventDefault();
        close(true);
        if (expanded) {
          setExpanded(false);
          toggle.current?.focus();
        }
        return;
    }
  };

  const renderOptions = (list: Option[], offset: number) =>
    list.map((option, j) => {
      const i = offset + j;
      return (
        <div
          key={option.key}
          id={optionId(i)}
          role="option"
          aria-selected={i === current}
          className={`dropdown-item d-flex gap-2 text-wrap${i === current ? ' active' : ''}`}
          // Keeps the focus in the box, so the click is not lost to its blur.
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => setActive(i)}
          onClick={() => choose(option)}
        >
          <span className="fw-semibold text-nowrap">{option.primary}</span>
          <span className="text-truncate" style={{ minInlineSize: 0 }}>
            {option.secondary}
          </span>
        </div>
      );
    });

  return (
    <div className="torque-search d-flex align-items-center">
      <button
        ref={toggle}
        type="button"
        className="btn btn-link nav-link px-1 px-sm-2 d-md-none"
        aria-label={intl.formatMessage(messages.open)}
        aria-expanded={expanded}
        aria-controls={ids.box}
        onClick={() => setExpanded((e) => !e)}
      >
        <Icon name="search" />
      </button>
      <div
        id={ids.box}
        className={expanded ? 'd-block' : 'd-none d-md-block position-relative'}
        style={expanded ? EXPANDED_STYLE : undefined}
      >
        <label htmlFor={ids.input} className="visually-hidden">
          {intl.formatMessage(messages.label)}
        </label>
        <input
          ref={input}
          id={ids.input}
          type="search"
          className="form-control form-control-sm"
          style={{ inlineSize: expanded ? '100%' : 'clamp(10rem, 22vw, 20rem)' }}
          placeholder={intl.formatMessage(messages.placeholder)}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={ids.list}
          aria-activedescendant={listed && current >= 0 ? optionId(current) : undefined}
          value={text}
          onChange={(e) => {
            dispatch(searchTextChanged({ text: e.target.value, hasPlant: plant !== null }));
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={(e) => {
            // Tabbing into the results (a long list scrolls: keyboard users may scroll it) keeps them open.
            if (popup.current?.contains(e.relatedTarget)) return;
            close(false);
            // An empty box folds away on small screens (the button itself toggles it).
            if (!text && e.relatedTarget !== toggle.current) setExpanded(false);
          }}
          onKeyDown={onKeyDown}
        />
        <div
          ref={popup}
          className={`dropdown-menu p-0${shown ? ' show' : ''}`}
          style={POPUP_STYLE}
          tabIndex={shown ? 0 : -1}
          onBlur={(e) => {
            if (e.relatedTarget !== input.current && !popup.current?.contains(e.relatedTarget)) close(false);
          }}
        >
          <div role="status" className="small px-3">
            {note && <p className="my-2">{intl.formatMessage(note, { count: RESULTS_PER_GROUP })}</p>}
            {shown && searchable && fromCache && status !== 'loading' && (
              <p className="my-2 text-warning-emphasis">{intl.formatMessage(messages.offline)}</p>
            )}
          </div>
          <div id={ids.list} role="listbox" aria-label={intl.formatMessage(messages.results)} hidden={!listed}>
            {equipmentOptions.length > 0 && (
              <div role="group" aria-labelledby={ids.equipment}>
                <div role="presentation" id={ids.equipment} className="dropdown-header text-body-secondary">
                  {intl.formatMessage(messages.equipment)}
                </div>
                {renderOptions(equipmentOptions, 0)}
              </div>
            )}
            {workOptions.length > 0 && (
              <div role="group" aria-labelledby={ids.work}>
                <div role="presentation" id={ids.work} className="dropdown-header text-body-secondary">
                  {intl.formatMessage(messages.work)}
                </div>
                {renderOptions(workOptions, equipmentOptions.length)}
              </div>
            )}
            {procedureOptions.length > 0 && (
              <div role="group" aria-labelledby={ids.procedures}>
                <div role="presentation" id={ids.procedures} className="dropdown-header text-body-secondary">
                  {intl.formatMessage(messages.procedures)}
                </div>
                {renderOptions(procedureOptions, equipmentOptions.length + workOptions.length)}
              </div>
            )}
            {partOptions.length > 0 && (
              <div role="group" aria-labelledby={ids.parts}>
                <div role="presentation" id={ids.parts} className="dropdown-header text-body-secondary">
                  {intl.formatMessage(messages.parts)}
                </div>
                {renderOptions(partOptions, equipmentOptions.length + workOptions.length + procedureOptions.length)}
              </div>
            )}
          </div>
          {listed && more && (
            <p className="small text-body-secondary px-3 my-2">
              {intl.formatMessage(messages.more, { count: RESULTS_PER_GROUP })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

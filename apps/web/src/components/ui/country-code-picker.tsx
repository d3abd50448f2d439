import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, ClickAwayListener, Paper, Popper, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BREAKPOINTS } from '@buyerlab/contract';
import { CountryFlag } from './country-flag';
import { findCountryByDialCode, searchCountries, type Country } from './countries';

export type CountryCodePickerProps = {
  /** Dial code digits without the plus sign, e.g. '91'. */
  value: string;
  onChange: (dialCode: string) => void;
  error?: boolean;
  id?: string;
  /** Matches the height of a medium (56 px) or small (40 px) text field beside it. */
  size?: 'medium' | 'small';
  disabled?: boolean;
};

type OpenedBy = 'click' | 'hover';

const canHover = () => typeof window !== 'undefined' && window.innerWidth > BREAKPOINTS.countryPickerHover;

/**
 * The country dial-code picker of docs/product.md#demo-meeting-form, shared by the demo and register forms. Opens on
 * click (or hover above 768 px), closes on Escape, click-away or mouse leave and forgets its
 * search; a combobox over a listbox, so it is fully usable from the keyboard.
 */
export function CountryCodePicker({ value, onChange, error, id, size = 'medium', disabled }: CountryCodePickerProps) {
  const generatedId = useId();
  const triggerId = id ?? `country-code-${generatedId}`;
  const listId = `${triggerId}-list`;
  const anchorRef = useRef<HTMLDivElement>(null);
  // The popper reads its anchor when it opens, not during render, when the ref may not be set yet.
  const getAnchor = useCallback(() => anchorRef.current!, []);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  // Remembers which of the countries sharing a dial code (US/Canada on 1) the visitor chose.
  const [chosenCode, setChosenCode] = useState<string | undefined>(undefined);

  const open = openedBy !== null;
  const selected = findCountryByDialCode(value, chosenCode);
  const results = useMemo(() => searchCountries(query), [query]);

  const close = (restoreFocus = false) => {
    setOpenedBy(null);
    setQuery('');
    if (restoreFocus) triggerRef.current?.focus();
  };

  const openWith = (by: OpenedBy) => {
    const index = selected ? results.findIndex((c) => c.code === selected.code) : 0;
    setActiveIndex(Math.max(index, 0));
    setOpenedBy(by);
  };

  const choose = (country: Country) => {
    setChosenCode(country.code);
    onChange(country.dialCode);
    close(true);
  };

  // Escape closes from anywhere while open, and must not also close the dialog around us.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      setOpenedBy(null);
      setQuery('');
      if (document.activeElement === searchRef.current) triggerRef.current?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  useEffect(() => {
    if (openedBy === 'click') searchRef.current?.focus();
  }, [openedBy]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, open]);

  const handleTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openWith('click');
    }
  };

  const handleSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setActiveIndex((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setActiveIndex((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
      case 'End':
        e.preventDefault();
        setActiveIndex(e.key === 'Home' ? 0 : last);
        break;
      case 'Enter': {
        e.preventDefault();
        const country = results[activeIndex];
        if (country) choose(country);
        break;
      }
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const activeCountry = results[activeIndex];
  const height = size === 'small' ? 40 : 56;

  return (
    <ClickAwayListener onClickAway={() => open && close()}>
      <Box
        ref={anchorRef}
        sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}
        onMouseEnter={() => !open && !disabled && canHover() && openWith('hover')}
        onMouseLeave={() => open && close()}
      >
        <ButtonBase
          ref={triggerRef}
          id={triggerId}
          type="button"
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`Country code: ${selected ? `${selected.name} +${selected.dialCode}` : `+${value}`}`}
          data-dial-code={value}
          onClick={() => (openedBy === 'click' ? close() : openWith('click'))}
          onKeyDown={handleTriggerKeyDown}
          sx={{
            height,
            px: 1.25,
            gap: 0.5,
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : open ? 'primary.main' : 'rgba(0,0,0,0.23)',
            boxShadow: open ? (t) => `inset 0 0 0 1px ${t.palette.primary.main}` : 'none',
            bgcolor: 'background.paper',
            fontSize: 16,
            '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.light', outlineOffset: 1 },
          }}
        >
          <CountryFlag code={selected?.code} />
          <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            +{value}
          </Box>
          <ArrowDropDownIcon
            fontSize="small"
            sx={{ color: 'text.secondary', transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
        <Popper
          open={open}
          anchorEl={getAnchor}
          disablePortal
          placement="bottom-start"
          popperOptions={{ strategy: 'fixed' }}
          sx={{ zIndex: (t) => t.zIndex.modal + 1 }}
        >
          {/* The padding bridges the gap so the mouse can travel from the button to the list. */}
          <Box sx={{ pt: 0.5 }}>
            <Paper elevation={8} sx={{ width: { xs: 'min(320px, calc(100vw - 48px))', sm: 320 }, overflow: 'hidden' }}>
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                <Box
                  component="input"
                  ref={searchRef}
                  type="text"
                  role="combobox"
                  aria-label="Search countries by name, code or dial code"
                  aria-expanded
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={activeCountry ? `${listId}-${activeCountry.code}` : undefined}
                  placeholder="Search country or code"
                  autoComplete="off"
                  value={query}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    setActiveIndex(0);
                  }}
                  onKeyDown={handleSearchKeyDown}
                  sx={{
                    flex: 1,
                    border: 0,
                    outline: 0,
                    py: 1.5,
                    font: 'inherit',
                    fontSize: 15,
                    bgcolor: 'transparent',
                  }}
                />
              </Box>
              <Box
                component="ul"
                ref={listRef}
                id={listId}
                role="listbox"
                aria-label="Countries"
                sx={{ listStyle: 'none', m: 0, p: 0.5, maxHeight: 280, overflowY: 'auto' }}
              >
                {results.map((country, index) => {
                  const isSelected = country.code === selected?.code;
                  return (
                    <Box
                      component="li"
                      key={country.code}
                      id={`${listId}-${country.code}`}
                      role="option"
                      aria-selected={isSelected}
                      data-index={index}
                      onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => choose(country)}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1.25,
                        px: 1.25,
                        py: 0.9,
                        borderRadius: 1,
                        cursor: 'pointer',
                        bgcolor: index === activeIndex ? 'action.hover' : 'transparent',
                        fontWeight: isSelected ? 700 : 400,
                      }}
                    >
                      <CountryFlag code={country.code} />
                      <Box
                        component="span"
                        sx={{
                          flex: 1,
                          minWidth: 0,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {country.name}
                      </Box>
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        +{country.dialCode}
                      </Typography>
                    </Box>
                  );
                })}
                {results.length === 0 ? (
                  <Box
                    component="li"
                    role="presentation"
                    sx={{ px: 1.5, py: 2, color: 'text.secondary', fontSize: 14 }}
                  >
                    No country matches “{query}”.
                  </Box>
                ) : null}
              </Box>
            </Paper>
          </Box>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}

import { Box } from '@mui/material';

/**
 * A country's flag as an SVG image from /flags (the country-flag-icons package, served by the
 * build): emoji flags need a colour-emoji font and show as empty boxes without one. Decorative:
 * the country's name or code is always written beside it.
 */
export function CountryFlag({ code }: { code: string | undefined }) {
  if (!code) {
    return (
      <Box component="span" aria-hidden sx={{ width: 21, height: 14, borderRadius: '2px', bgcolor: 'grey.300' }} />
    );
  }
  return (
    <Box
      component="img"
      src={`/flags/${code.toUpperCase()}.svg`}
      alt=""
      width={21}
      height={14}
      loading="lazy"
      data-testid="country-flag"
      sx={{ display: 'block', flexShrink: 0, borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.08)' }}
    />
  );
}

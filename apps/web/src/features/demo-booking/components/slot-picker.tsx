import { Box, Button, ButtonBase, Typography } from '@mui/material';
import type { DemoSlot } from '@buyerlab/contract';
import { formatDay, formatDayMonth, formatMonth, formatTime, formatWeekday, groupSlotsByDay } from '../slot-format';

type SlotPickerProps = {
  slots: readonly DemoSlot[];
  selected: DemoSlot | null;
  onSelect: (slot: DemoSlot) => void;
  /** The day shown, kept by the caller so it survives the picker being shown again (after a clash). */
  dayKey: string | undefined;
  onDayChange: (key: string) => void;
};

/** A strip of days with open slots, and the open times of the chosen day, in the visitor's zone. */
export function SlotPicker({ slots, selected, onSelect, dayKey, onDayChange }: SlotPickerProps) {
  const days = groupSlotsByDay(slots);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  if (!day) return null;

  return (
    <Box>
      <Box
        role="group"
        aria-label="Days with open slots"
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mx: -0.5, px: 0.5, scrollSnapType: 'x proximity' }}
      >
        {days.map((d) => {
          const active = d.key === day.key;
          return (
            <ButtonBase
              key={d.key}
              aria-pressed={active}
              onClick={() => onDayChange(d.key)}
              sx={{
                flexDirection: 'column',
                minWidth: 68,
                flexShrink: 0,
                py: 1,
                px: 1.25,
                borderRadius: 2,
                border: 1,
                borderColor: active ? 'primary.main' : 'divider',
                bgcolor: active ? 'primary.main' : 'background.paper',
                color: active ? 'primary.contrastText' : 'text.primary',
                scrollSnapAlign: 'start',
                transition: 'background-color 120ms, border-color 120ms',
                '&:hover': { borderColor: 'primary.main' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              <Typography variant="caption" sx={{ fontWeight: 600, opacity: 0.8, textTransform: 'uppercase' }}>
                {formatWeekday(d.date)}
              </Typography>
              <Typography sx={{ fontWeight: 800, fontSize: 22, lineHeight: 1.2 }}>{formatDay(d.date)}</Typography>
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                {formatMonth(d.date)}
              </Typography>
              <Typography variant="caption" sx={{ opacity: 0.75, whiteSpace: 'nowrap', fontSize: 11 }}>
                {d.slots.length} open
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Box
        role="group"
        aria-label={`Open times on ${formatDayMonth(day.date)}`}
        sx={{ display: 'grid', gap: 1, mt: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
      >
        {day.slots.map((slot) => {
          const active = slot.start === selected?.start;
          return (
            <Button
              key={slot.start}
              variant={active ? 'contained' : 'outlined'}
              color="primary"
              aria-pressed={active}
              onClick={() => onSelect(slot)}
              sx={{ fontVariantNumeric: 'tabular-nums', py: 1 }}
            >
              {formatTime(slot.start)}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

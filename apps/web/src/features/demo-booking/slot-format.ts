import type { DemoSlot } from '@buyerlab/contract';

/** The visitor's own time zone, as the browser reports it. */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short' });
const shortDateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const longDateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export type SlotDay = { key: string; date: Date; slots: DemoSlot[] };

/** Slots grouped by the visitor's local calendar day, in order. */
/** The visitor's calendar day a slot falls on, as the picker's day strip keys it. */
export const dayKeyOf = (slot: DemoSlot) => dayKeyFormat.format(new Date(slot.start));

export function groupSlotsByDay(slots: readonly DemoSlot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const date = new Date(slot.start);
    const key = dayKeyOf(slot);
    const day = days.get(key) ?? { key, date, slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatWeekday = (date: Date) => weekdayFormat.format(date);
export const formatDay = (date: Date) => dayFormat.format(date);
export const formatMonth = (date: Date) => monthFormat.format(date);
export const formatDayMonth = (date: Date) => shortDateFormat.format(date);
export const formatShortSlot = (slot: DemoSlot) =>
  `${shortDateFormat.format(new Date(slot.start))}, ${formatTime(slot.start)}`;
export const formatSlot = (slot: DemoSlot) =>
  `${longDateFormat.format(new Date(slot.start))}, ${formatTime(slot.start)} – ${formatTime(slot.end)}`;

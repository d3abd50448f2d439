import { DateTime } from 'luxon';

export type BusinessHours = { openMinute: number; closeMinute: number };

export type SlotRules = {
  timezone: string;
  hours: BusinessHours;
  meetingMinutes: number;
  /** How far ahead slots are offered. */
  horizonDays: number;
};

export type Slot = { start: Date; end: Date };

/** "09:00-17:00" → minutes after midnight; env.ts has already checked the shape. */
export function parseBusinessHours(range: string): BusinessHours {
  const [open = '', close = ''] = range.split('-');
  const toMinutes = (hhmm: string) => {
    const [h = '0', m = '0'] = hhmm.split(':');
    return Number(h) * 60 + Number(m);
  };
  return { openMinute: toMinutes(open), closeMinute: toMinutes(close) };
}

const isWeekday = (day: DateTime) => day.weekday <= 5;

/**
 * Every meeting slot the rules allow between `now` and the horizon: weekdays, inside business
 * hours in the business time zone (so daylight-saving changes move the UTC times, not the local
 * ones), strictly after now. Booked slots are removed by the caller.
 */
export function candidateSlots(now: Date, rules: SlotRules): Slot[] {
  const current = DateTime.fromJSDate(now, { zone: rules.timezone });
  const horizon = current.plus({ days: rules.horizonDays });
  const slots: Slot[] = [];
  for (let day = current.startOf('day'); day < horizon; day = day.plus({ days: 1 })) {
    if (!isWeekday(day)) continue;
    for (
      let minute = rules.hours.openMinute;
      minute + rules.meetingMinutes <= rules.hours.closeMinute;
      minute += rules.meetingMinutes
    ) {
      const start = day.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
      // A local time skipped by a daylight-saving jump does not exist: luxon moves it, so skip it.
      if (start.hour * 60 + start.minute !== minute) continue;
      if (start <= current || start >= horizon) continue;
      slots.push({ start: start.toJSDate(), end: start.plus({ minutes: rules.meetingMinutes }).toJSDate() });
    }
  }
  return slots;
}

/**
 * Whether a slot overlaps a booked meeting. Comparing start times alone is not enough: after
 * `DEMO_HOURS` moves (09:00 → 09:15), new slots straddle the meetings booked on the old grid.
 */
export function overlapsBooking(slot: Slot, bookedStarts: readonly Date[], meetingMinutes: number): boolean {
  const length = meetingMinutes * 60_000;
  return bookedStarts.some((b) => b.getTime() < slot.end.getTime() && slot.start.getTime() < b.getTime() + length);
}

export function openSlots(now: Date, rules: SlotRules, bookedStarts: readonly Date[]): Slot[] {
  return candidateSlots(now, rules).filter((s) => !overlapsBooking(s, bookedStarts, rules.meetingMinutes));
}

/** The allowed slot that starts exactly at `start`, if any. */
export function findCandidateSlot(now: Date, rules: SlotRules, start: Date): Slot | undefined {
  return candidateSlots(now, rules).find((s) => s.start.getTime() === start.getTime());
}

import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { candidateSlots, findCandidateSlot, openSlots, parseBusinessHours, type SlotRules } from './slots';

const chicago: SlotRules = {
  timezone: 'America/Chicago',
  hours: parseBusinessHours('09:00-17:00'),
  meetingMinutes: 30,
  horizonDays: 14,
};
// Monday 2 March 2026, 10:10 in Chicago (CST, UTC-6). US daylight saving starts Sunday 8 March.
const mondayMorning = new Date('2026-03-02T16:10:00Z');
const local = (d: Date, zone = chicago.timezone) => DateTime.fromJSDate(d, { zone });

describe('demo slot rules', () => {
  it('parses business hours into minutes after midnight', () => {
    expect(parseBusinessHours('09:00-17:00')).toEqual({ openMinute: 540, closeMinute: 1020 });
    expect(parseBusinessHours('08:30-12:15')).toEqual({ openMinute: 510, closeMinute: 735 });
  });

  it('offers 30-minute weekday slots inside business hours for the coming two weeks', () => {
    const slots = candidateSlots(mondayMorning, chicago);
    // Today from 10:30 (13), nine full weekdays (16 each), and Monday 16 March before 10:10 (3).
    expect(slots).toHaveLength(13 + 9 * 16 + 3);
    for (const slot of slots) {
      const start = local(slot.start);
      expect(start.weekday).toBeLessThanOrEqual(5);
      expect(start.hour * 60 + start.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(local(slot.end).hour * 60 + local(slot.end).minute).toBeLessThanOrEqual(17 * 60);
      expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
      expect(start.minute % 30).toBe(0);
    }
    expect(slots[0]?.start.toISOString()).toBe('2026-03-02T16:30:00.000Z');
    expect(slots.at(-1)?.start.toISOString()).toBe('2026-03-16T15:00:00.000Z');
  });

  it('never offers a slot that has started, or one beyond two weeks', () => {
    const atSlotStart = new Date('2026-03-02T16:30:00Z');
    const slots = candidateSlots(atSlotStart, chicago);
    expect(slots[0]?.start.toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(slots.every((s) => s.start > atSlotStart)).toBe(true);
    const horizon = atSlotStart.getTime() + 14 * 86_400_000;
    expect(slots.every((s) => s.start.getTime() < horizon)).toBe(true);
  });

  it('skips weekends', () => {
    const saturday = new Date('2026-03-07T15:00:00Z');
    const days = new Set(candidateSlots(saturday, chicago).map((s) => local(s.start).toISODate()));
    for (const weekend of ['2026-03-07', '2026-03-08', '2026-03-14', '2026-03-15'])
      expect(days.has(weekend)).toBe(false);
    expect([...days][0]).toBe('2026-03-09');
  });

  it('keeps local business hours across a daylight-saving change', () => {
    const slots = candidateSlots(mondayMorning, chicago);
    const firstOn = (date: string) => slots.find((s) => local(s.start).toISODate() === date)?.start.toISOString();
    expect(firstOn('2026-03-06')).toBe('2026-03-06T15:00:00.000Z'); // 09:00 CST
    expect(firstOn('2026-03-09')).toBe('2026-03-09T14:00:00.000Z'); // 09:00 CDT
  });

  it('follows the configured time zone and hours', () => {
    const berlin: SlotRules = { ...chicago, timezone: 'Europe/Berlin', hours: parseBusinessHours('08:00-12:00') };
    const slots = candidateSlots(new Date('2026-03-02T05:00:00Z'), berlin);
    const firstDay = slots.filter((s) => local(s.start, 'Europe/Berlin').toISODate() === '2026-03-02');
    expect(firstDay.map((s) => local(s.start, 'Europe/Berlin').toFormat('HH:mm'))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('removes booked slots and recognises only exact candidate starts', () => {
    const booked = new Date('2026-03-03T15:00:00Z');
    const open = openSlots(mondayMorning, chicago, [booked]);
    expect(open.some((s) => s.start.getTime() === booked.getTime())).toBe(false);
    expect(open).toHaveLength(candidateSlots(mondayMorning, chicago).length - 1);
    expect(findCandidateSlot(mondayMorning, chicago, booked)).toBeDefined();
    expect(findCandidateSlot(mondayMorning, chicago, new Date('2026-03-03T15:15:00Z'))).toBeUndefined();
  });

  it('removes the slots that straddle a meeting booked on an earlier grid of business hours', () => {
    const onOldGrid = new Date('2026-03-03T15:15:00Z');
    const open = openSlots(mondayMorning, chicago, [onOldGrid]).map((s) => s.start.toISOString());
    expect(open).not.toContain('2026-03-03T15:00:00.000Z');
    expect(open).not.toContain('2026-03-03T15:30:00.000Z');
    expect(open).toContain('2026-03-03T16:00:00.000Z');
    expect(open).toHaveLength(candidateSlots(mondayMorning, chicago).length - 2);
  });
});

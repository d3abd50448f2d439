import { persona, play, REP_TURNS } from '@buyerlab/buyer/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storedBuyerState, storedProfile } from './buyer-json';
import { StoredShapeError, versionedJson, type Stored } from './versioned';

/** What a row holds after a trip through the database: plain JSON. */
const asStored = <Name extends string>(value: unknown) => JSON.parse(JSON.stringify(value)) as Stored<Name>;

describe('stored buyer JSON (docs/decisions/0020-server-layers-and-stored-json.md)', () => {
  const profile = persona({ seed: 'stored-json' });
  const { state } = play(profile, 'discovering', 'stored-json', REP_TURNS.slice(0, 4));

  it('reads what the buyer package writes, as it was stored', () => {
    const row = asStored<'persona profile'>(storedProfile.write(profile));
    expect(storedProfile.read(row)).toBe(row);
    expect(storedProfile.read(row)).toEqual(profile);
    expect(storedBuyerState.read(asStored<'buyer state'>(state))).toEqual(state);
  });

  it('reads the shapes stored before the optional fields existed', () => {
    const { memory: _memory, ...beforeMemory } = state;
    expect(storedBuyerState.read(asStored<'buyer state'>(beforeMemory)).memory).toBeUndefined();
    const { seed: _seed, ...input } = profile.input;
    const older = { ...profile, input, document: { excerpt: ['x'], priceMentioned: null, figures: [] } };
    expect(storedProfile.read(asStored<'persona profile'>(older)).document?.product).toBeUndefined();
  });

  it('refuses a shape no version knows, naming the column, the row and the field', () => {
    const changed = asStored<'buyer state'>({ ...state, trust: 'high' });
    expect(() => storedBuyerState.read(changed, 'session s-1')).toThrow(StoredShapeError);
    expect(() => storedBuyerState.read(changed, 'session s-1')).toThrow(/buyer state of session s-1.*trust/);
    const { stage: _stage, ...missing } = state;
    expect(() => storedBuyerState.read(asStored<'buyer state'>(missing))).toThrow(/stage/);
    expect(() => storedProfile.read(asStored<'persona profile'>({ ...profile, voice: null }))).toThrow(/voice/);
  });

  it('migrates an older version up on read', () => {
    const v2 = z.object({ first: z.string(), last: z.string() });
    const v1 = z.object({ name: z.string() });
    const names = versionedJson({
      column: 'name',
      version: 2,
      schema: v2,
      older: [
        {
          version: 1,
          schema: v1,
          up: (old: z.output<typeof v1>) => {
            const [first = '', ...rest] = old.name.split(' ');
            return { first, last: rest.join(' ') };
          },
        },
      ],
    });
    expect(names.read(asStored<'name'>({ name: 'Ada King Lovelace' }))).toEqual({
      first: 'Ada',
      last: 'King Lovelace',
    });
    expect(names.read(asStored<'name'>({ first: 'Ada', last: 'Lovelace' }))).toEqual({
      first: 'Ada',
      last: 'Lovelace',
    });
    expect(() => names.read(asStored<'name'>({ nickname: 'Ada' }))).toThrow(/stored name matches no known version/);
  });
});

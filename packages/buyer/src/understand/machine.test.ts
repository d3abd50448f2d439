import { describe, expect, it } from 'vitest';
import { machineSoldIn } from './machine';

describe('machineSoldIn', () => {
  it('reads the machine a rep says they sell', () => {
    expect(machineSoldIn("I'm Alejandro at Vantek, we build rotary fillers for juices and nectars.")).toBe('filler');
    expect(machineSoldIn('so um we do thermoforming machines, and also service on other brands')).toBe('thermoformer');
    expect(machineSoldIn('Our tray sealers run at 14 cycles a minute.')).toBe('tray sealer');
    expect(machineSoldIn('we make cup fill-and-seal machines for dairy')).toBe('cup filler');
  });

  it('leaves alone a machine the buyer runs or that only comes up in passing', () => {
    expect(machineSoldIn('How old is the checkweigher on line two?')).toBeNull();
    expect(machineSoldIn('Your fryers, who services them now?')).toBeNull();
    expect(machineSoldIn('we met at the show last year')).toBeNull();
  });
});

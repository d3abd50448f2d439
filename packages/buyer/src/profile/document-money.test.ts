import { describe, expect, it } from 'vitest';
import { amountsIn, formatAmount, parseNumber } from './document-money';

const read = (text: string, bare = false) => amountsIn(text, bare).map(formatAmount);

describe('amounts of money in a proposal', () => {
  it('reads every way a quote writes its price, in the currency it names', () => {
    expect(read('The total is $186,500.')).toEqual(['$186,500']);
    expect(read('Total USD 186,500')).toEqual(['$186,500']);
    expect(read('Price: 186.5k')).toEqual(['186,500']);
    expect(read('CAD 240,000 installed')).toEqual(['240,000 Canadian dollars']);
    expect(read('US$ 1.2M for the complete line')).toEqual(['$1.2 million']);
    expect(read('MXN 3,400,000 including freight')).toEqual(['3.4 million Mexican pesos']);
    expect(read('Preis € 95.000 netto')).toEqual(['95,000 euros']);
    expect(read('95.000,00 EUR')).toEqual(['95,000 euros']);
    expect(read('quoted at $1.2 million')).toEqual(['$1.2 million']);
    expect(read('240,000 Canadian dollars')).toEqual(['240,000 Canadian dollars']);
    expect(read('$12,480.50 for the spares kit')).toEqual(['$12,480.50']);
  });

  it('reads thousands grouped by a plain space beside a currency, and only there', () => {
    expect(read('Total CAD 684 500 installed')).toEqual(['684,500 Canadian dollars']);
    expect(read('CAD 94 500 each')).toEqual(['94,500 Canadian dollars']);
    // A comma or a full stop after the amount ends the sentence's clause, not the number.
    expect(read('Total: CAD 410 250, taxes extra.')).toEqual(['410,250 Canadian dollars']);
    expect(read('we are at CAD 410 250.')).toEqual(['410,250 Canadian dollars']);
    expect(read('Line 2: 684 500', true)).toEqual(['2']);
  });

  it('tells grouped thousands from decimals', () => {
    expect(parseNumber('186,500')).toBe(186_500);
    expect(parseNumber('95.000')).toBe(95_000);
    expect(parseNumber('1.250.000')).toBe(1_250_000);
    expect(parseNumber('1,234.56')).toBe(1234.56);
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('1.2')).toBe(1.2);
    expect(parseNumber('186.500', true)).toBe(186.5);
  });

  it('never takes a model number, a quantity, a share or an unknown code for money', () => {
    expect(read('Tray sealer TS-400 with 2,000 kg capacity, 30% deposit, SKU 4,000', false)).toEqual([]);
    expect(read('Tray sealer TS-400 | 1 | 142,000', true)).toEqual(['1', '142,000']);
    expect(read('Belt length 5 m, lead time 14 weeks', true)).toEqual([]);
  });
});

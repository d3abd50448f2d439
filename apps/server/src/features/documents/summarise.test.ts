import { analyseSession } from '@buyerlab/coach';
import { describe, expect, it } from 'vitest';
import { PROPOSAL, proposalLines } from '../../test/document-fixtures';
import { documentFactsFromSummary } from './document-facts';
import { displayFilename, detectKind } from './file-type';
import { splitSentences } from './sentences';
import { extractiveSummary, SUMMARY_LIMITS } from './summarise';

const proposal = [...proposalLines(), PROPOSAL.injection, PROPOSAL.hidden].join('\n\n');

describe('extractiveSummary', () => {
  it('keeps the facts a buyer reacts to and drops the filler', () => {
    const summary = extractiveSummary(proposal);
    for (const fact of PROPOSAL.facts) expect(summary).toContain(fact);
    for (const filler of PROPOSAL.filler) expect(summary).not.toContain(filler);
  });

  it('never keeps a sentence that addresses a model', () => {
    const summary = extractiveSummary(proposal);
    expect(summary).not.toMatch(/ignore previous|pirate|system prompt|SYSTEM:/i);
  });

  it('reads one repeated page once and stays within its size', () => {
    const repeated = Array.from({ length: 500 }, (_, i) => `Option ${i} adds a spare parts kit for $${1000 + i}.`).join(
      '\n',
    );
    const summary = extractiveSummary(`${PROPOSAL.facts[0]}\n${PROPOSAL.facts[0]}\n${repeated}`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LIMITS.maxChars + SUMMARY_LIMITS.maxSentences);
    expect(summary.split(PROPOSAL.facts[0]).length - 1).toBe(1);
  });

  it('keeps each row of a price table as a sentence of its own, dot leaders and all', () => {
    const quote = [
      'Quotation Q-2291 for Harvest Valley Foods',
      'Thank you for the opportunity to quote. We look forward to working together',
      'Tray sealer TS-400 ........ 1 ........ 142,000',
      'Infeed conveyor IC-2\t1\t18,500',
      'Freight 12,000',
      'Total USD 186,500',
      '',
      'Payment terms: 30% with order, 60% on FAT, 10% on SAT',
    ].join('\n');
    expect(splitSentences(quote)).toEqual([
      'Quotation Q-2291 for Harvest Valley Foods Thank you for the opportunity to quote.',
      'We look forward to working together',
      'Tray sealer TS-400 ........ 1 ........ 142,000',
      'Infeed conveyor IC-2 | 1 | 18,500',
      'Freight 12,000',
      'Total USD 186,500',
      'Payment terms: 30% with order, 60% on FAT, 10% on SAT',
    ]);
    const summary = extractiveSummary(quote);
    for (const row of ['Tray sealer TS-400 ........ 1 ........ 142,000.', 'Total USD 186,500.', 'on SAT.'])
      expect(summary).toContain(row);
    expect(summary).not.toContain('look forward');
  });

  it('reads a Word table, whose cells come out as paragraphs of their own, as rows', () => {
    const cells = [
      'Item',
      'Qty',
      'Price',
      'Tray sealer TS-400',
      '1',
      '142,000',
      'Freight',
      '1',
      '12,000',
      'Total',
      'USD 186,500',
    ];
    expect(splitSentences(cells.join('\n\n'))).toEqual([
      'Item',
      'Qty',
      'Price',
      'Tray sealer TS-400 | 1 | 142,000',
      'Freight | 1 | 12,000',
      'Total | USD 186,500',
    ]);
    expect(extractiveSummary(cells.join('\n\n'))).toContain('Tray sealer TS-400 | 1 | 142,000. ');
  });

  it('summarises a document without figures by its opening sentences', () => {
    expect(extractiveSummary('We make packaging lines. Our team is friendly. We like coffee. We ship worldwide.')).toBe(
      'We make packaging lines. Our team is friendly. We like coffee.',
    );
  });
});

describe('documentFactsFromSummary', () => {
  it('gives the coach the stated figures, and the coach flags a rep claim that contradicts one', () => {
    const facts = documentFactsFromSummary(extractiveSummary(proposal));
    expect(facts).toEqual(
      expect.arrayContaining([
        'The FillMaster 3000 rotary filler is quoted at $412,000 installed',
        'Lead time is 14 weeks from purchase order',
      ]),
    );
    expect(documentFactsFromSummary(null)).toEqual([]);
    const at = (s: number) => new Date(Date.UTC(2025, 0, 6, 9, 0, s)).toISOString();
    const lines: Array<['rep' | 'buyer', string]> = [
      ['buyer', 'I read your proposal.'],
      ['rep', 'Great. Delivery is 6 weeks, we can ship right away.'],
      ['buyer', 'Go on.'],
      ['rep', 'And the price is $412,000 installed.'],
      ['buyer', 'Okay.'],
    ];
    const analysis = analyseSession({
      mode: 'closing',
      documentFacts: facts,
      messages: lines.map(([role, text], i) => ({
        id: `m${i}`,
        role,
        text,
        startedAt: at(i * 6),
        endedAt: at(i * 6 + 5),
        spoken: false,
      })),
    });
    expect(analysis.contradictions).toEqual([
      expect.objectContaining({ message_id: 'm1', fact: 'Lead time is 14 weeks from purchase order' }),
    ]);
  });
});

describe('file names and kinds', () => {
  it('shows a file name as display text only: no path, no control or direction characters', () => {
    expect(displayFilename('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(displayFilename('C:\\Users\\rep\\Quote.docx')).toBe('Quote.docx');
    expect(displayFilename('evil\u202Efdp.exe\u0000.pdf')).toBe('evilfdp.exe.pdf');
    expect(displayFilename('..')).toBe('document');
    const long = displayFilename(`${'a'.repeat(300)}.pdf`);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('….pdf')).toBe(true);
  });

  it('needs the extension and the first bytes to agree', () => {
    const pdf = Buffer.from('%PDF-1.4 rest');
    expect(detectKind('a.pdf', pdf)).toBe('pdf');
    expect(detectKind('a.PDF', pdf)).toBe('pdf');
    expect(detectKind('a.docx', pdf)).toBeNull();
    expect(detectKind('a.pdf', Buffer.from('<html>%PDF-</html>'))).toBeNull();
    expect(detectKind('a.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('doc');
    expect(detectKind('a.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe('docx');
    expect(detectKind('a.ppt', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(detectKind('pdf', pdf)).toBeNull();
  });
});

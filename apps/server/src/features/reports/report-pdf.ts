import PDFDocument from 'pdfkit';
import { OUTCOME_TEXT } from '@buyerlab/coach';
import type { Report } from '@buyerlab/contract';

const NAVY = '#0f2a43';
const ORANGE = '#f26b1d';
const GREY = '#4a5868';

const pct = (n: number) => `${Math.round(n * 100)} %`;
/** The web report's score bands: strong, developing, needs work. */
const bandColor = (score: number) => (score >= 75 ? '#1b7a3d' : score >= 50 ? '#9a5b00' : '#b3261e');
const BAR_WIDTH = 140;
// The standard PDF fonts only cover Latin-1: replace the few typographic characters they lack.
const latin = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\xff\n]/g, '');

/** A printable report: scores with evidence, talk metrics, coaching. */
export function renderReportPdf(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Buyerlab report - ${report.persona.name}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(NAVY).text(latin(text));
    doc.moveDown(0.3);
  };
  const body = (text: string, color = '#14202e') =>
    doc.font('Helvetica').fontSize(10.5).fillColor(color).text(latin(text), { lineGap: 2 });

  doc.font('Helvetica-Bold').fontSize(22).fillColor(NAVY).text('Buyerlab session report');
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(GREY)
    .text(
      latin(
        `${report.mode[0]!.toUpperCase()}${report.mode.slice(1)} with ${report.persona.name}, ${report.persona.title}, ${report.persona.company}`,
      ),
    )
    .text(new Date(report.created_at).toUTCString());
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.moveDown(0.5).moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor('#d5dbe1').stroke();
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(40)
    .fillColor(ORANGE)
    .text(`${report.overall_score}`, { continued: true })
    .fontSize(14)
    .fillColor(GREY)
    .text(' / 100 overall');
  doc.moveDown(0.6);
  if (report.previous) {
    const d = report.previous.change.overall;
    body(
      `${d >= 0 ? '+' : ''}${d} since your previous ${report.mode} session (${report.previous.overall_score}).`,
      GREY,
    );
  }

  heading('Skills');
  for (const skill of report.skills) {
    // The skill's name, then its score as a bar on the right of the same line.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .fillColor(NAVY)
      .text(latin(skill.label), left, top, { width: right - left - BAR_WIDTH - 50 });
    const barX = right - BAR_WIDTH - 40;
    doc.roundedRect(barX, top + 3, BAR_WIDTH, 7, 3.5).fill('#e8ecf0');
    if (skill.observed === false) {
      // A skill the call never tested has no score to draw: it says so instead.
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(GREY)
        .text('not observed', right - 90, top + 1, { width: 90, align: 'right' });
    } else {
      doc.roundedRect(barX, top + 3, Math.max(7, (BAR_WIDTH * skill.score) / 100), 7, 3.5).fill(bandColor(skill.score));
      doc
        .font('Helvetica-Bold')
        .fontSize(11.5)
        .fillColor(bandColor(skill.score))
        .text(String(skill.score), right - 32, top, { width: 32, align: 'right' });
    }
    doc.x = left;
    if (skill.summary) body(skill.summary, GREY);
    for (const e of skill.evidence.slice(0, 3)) {
      body(`${e.kind === 'weakness' ? '-' : '+'} "${e.quote}"${e.note ? `  (${e.note})` : ''}`);
    }
    if (skill.better_phrasing) body(`Try instead: "${skill.better_phrasing}"`, '#1d6b3a');
    doc.moveDown(0.5);
  }

  const m = report.metrics;
  heading('Talk metrics');
  const rows: [string, string][] = [
    ['Your talk share', `${pct(m.rep_talk_share)} (about 43 % is healthy; above 65 % hurts)`],
    ['Questions asked', `${m.questions_asked}, ${pct(m.open_question_share)} open`],
    [
      'Longest monologue',
      `${m.longest_monologue_words} words${m.longest_monologue_seconds !== null ? `, ${Math.round(m.longest_monologue_seconds)} s` : ''}`,
    ],
    [
      'Pace',
      m.pace_wpm !== null
        ? `${Math.round(m.pace_wpm)} words per minute (140-160 is comfortable)`
        : 'typed session: not measured',
    ],
    ['Filler words', `${m.filler_per_100_words.toFixed(1)} per 100 words`],
    ['Interruptions', `${m.interruptions}`],
    ['Qualification covered', m.qualification_coverage.covered.join(', ').replace(/_/g, ' ') || 'none'],
    ['Objections handled', `${m.objections_handled} of ${m.objections_raised}`],
    ['Outcome', OUTCOME_TEXT[m.outcome]],
  ];
  // Two columns: the measure, then its value against the healthy range.
  for (const [label, value] of rows) {
    // Both columns start on one line, so a row that would not fit starts the next page.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#14202e').text(label, left, y, { width: 150 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(latin(value), left + 160, y, { width: right - left - 160 });
    doc.x = left;
    doc.y = Math.max(doc.y, labelBottom) + 3;
  }

  heading('Coaching');
  const list = (title: string, items: string[]) => {
    if (items.length === 0) return;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(NAVY).text(title);
    for (const item of items) body(`- ${item}`);
    doc.moveDown(0.3);
  };
  list('Keep', report.coaching.keep);
  list('Start', report.coaching.start);
  list('Stop', report.coaching.stop);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(NAVY)
    .text(latin(`Next drill: ${report.coaching.next_drill.title}`));
  body(report.coaching.next_drill.description);
  if (report.narrative) {
    heading('Coach notes');
    body(report.narrative.text);
    for (const q of report.narrative.quotes) body(`"${q.quote}"`, GREY);
  }
  doc.end();
  return done;
}

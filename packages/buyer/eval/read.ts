// Prints how the buyer reads rep lines, clause by clause (npm run eval:read -- "line" ["line" …]):
// each clause's act and topic with the model's confidence and second guess, then the turn's acts.
import { classifyTurn } from '../src/index';
import { loadSentenceEncoder } from '../src/understand/sentences';

await loadSentenceEncoder();

for (const line of process.argv.slice(2)) {
  const cls = classifyTurn(line);
  const u = cls.understanding;
  console.log(`\n${line}`);
  for (const c of u.clauses)
    console.log(
      `  · ${c.act} ${c.confidence.toFixed(2)} (${c.alternative ?? '-'}) / ${c.topic ?? '-'} ${c.topicConfidence.toFixed(2)} (${c.topicAlternative ?? '-'})${c.asked ? ' asked' : ''}${c.edgy ? ' edgy' : ''}: ${c.text}`,
    );
  console.log(`  turn: ${cls.acts.join(' ') || '-'}; asked about ${u.questionTopics.join(' ') || '-'}; tone ${u.tone}`);
}

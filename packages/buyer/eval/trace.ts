// Traces one scripted call turn by turn: what the buyer read in each rep turn and what it said
// (npm run eval:trace -- <call name> [seed]). For working through a read set's misses.
import { classifyTurn, deriveProfile, initialState, openingLine, respond } from '../src/index';
import { loadSentenceEncoder } from '../src/understand/sentences';
import { READ_CONVERSATIONS } from './conversations/index';
import { readMeta, toRepTurn } from './play';

await loadSentenceEncoder();

const [name, seedArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const conversation = READ_CONVERSATIONS.find((c) => c.name === name);
if (!conversation) {
  console.error(`No call named "${name ?? ''}".`);
  process.exit(2);
}
const profile = deriveProfile({ ...conversation.persona, mode: conversation.mode });
const opened = openingLine(
  profile,
  conversation.mode,
  initialState(profile, conversation.mode, `eval-${conversation.name}-${seedArg ?? 's1'}`),
);
let state = opened.state;
console.log(`buyer: ${opened.text}`);
for (const rep of conversation.turns.map(toRepTurn)) {
  if (state.outcome !== 'in_progress') break;
  const cls = classifyTurn(rep.say);
  const labels = [rep.topic && `topic ${rep.topic}`, rep.request && `request ${rep.request}`]
    .filter(Boolean)
    .join(', ');
  console.log(`\nrep:   ${rep.say}${labels ? `   [${labels}]` : ''}`);
  for (const c of cls.understanding.clauses)
    console.log(
      `  · ${c.act} ${c.confidence.toFixed(2)} (${c.alternative ?? '-'}) / ${c.topic ?? '-'} ${c.topicConfidence.toFixed(2)} (${c.topicAlternative ?? '-'})${c.asked ? ' asked' : ''}${c.edgy ? ' edgy' : ''}: ${c.text}`,
    );
  console.log(
    `  acts ${cls.acts.join(' ')}; topics ${cls.topics.join(' ')}; asked ${cls.understanding.questionTopics.join(' ')}`,
  );
  const result = respond(profile, conversation.mode, state, rep.say);
  const meta = readMeta(result);
  console.log(`buyer: ${result.text}   {${meta.answeredTopics.join(' ')}${meta.request ? `; ${meta.request}` : ''}}`);
  state = result.state;
}
console.log(`\noutcome: ${state.outcome}`);

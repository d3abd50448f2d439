// Sorts one read set's topic misses by where they went wrong (npm run eval:misses -- --fresh9):
// the reading (the question's topic was read as another) or the reply (read right, answered
// otherwise). Read sets only: the unread ones are not listed here.
import { classifyTurn, deriveProfile, initialState, openingLine, respond } from '../src/index';
import { loadSentenceEncoder } from '../src/understand/sentences';
import { READ_SETS } from './conversations/index';
import { readMeta, toRepTurn } from './play';

await loadSentenceEncoder();

const setName = Object.keys(READ_SETS).find((name) => process.argv.includes(`--${name}`)) ?? 'main';
const seed = process.argv.find((a) => a.startsWith('--seed='))?.slice(7) ?? 's1';
const reading: string[] = [];
const replying: string[] = [];
for (const conversation of READ_SETS[setName as keyof typeof READ_SETS]) {
  const { mode } = conversation;
  const profile = deriveProfile({ ...conversation.persona, mode });
  let state = openingLine(profile, mode, initialState(profile, mode, `eval-${conversation.name}-${seed}`)).state;
  for (const rep of conversation.turns.map(toRepTurn)) {
    if (state.outcome !== 'in_progress') break;
    const result = respond(profile, mode, state, rep.say);
    const meta = readMeta(result);
    if (rep.topic && !meta.answeredTopics.includes(rep.topic)) {
      const cls = classifyTurn(rep.say);
      const asked = cls.understanding.questionTopics;
      const line = `[${conversation.name}] ${rep.topic} → read ${asked.join(' ') || '(none)'}; acts ${cls.acts.join(' ')}; reported ${meta.answeredTopics.join(' ') || '(none)'}\n    rep:   ${rep.say}\n    buyer: ${result.text}`;
      (asked[0] === rep.topic ? replying : reading).push(line);
    }
    state = result.state;
  }
}
console.log(`Read as another topic (${reading.length}):\n${reading.join('\n')}`);
console.log(`\nRead right, answered otherwise (${replying.length}):\n${replying.join('\n')}`);

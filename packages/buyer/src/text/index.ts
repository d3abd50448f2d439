// Text handling shared by the server, the coach and the buyer: one sentence splitter and one
// control-character sanitiser.
export { hasControls, stripControls, type StripOptions } from './controls';
export { endsOnAbbreviation, sentencesOf, splitSentences, type Sentence } from './sentences';

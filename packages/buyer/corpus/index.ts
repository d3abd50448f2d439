// The labelled corpus (docs/nlu-labels.md), one module per act so it bundles with the buyer.
// Written by hand; each file holds `topic | text` lines in a raw template string.
import accept from './accept';
import acknowledge from './acknowledge';
import clarify from './clarify';
import close_request from './close_request';
import discount from './discount';
import empathy from './empathy';
import feature from './feature';
import goodbye from './goodbye';
import greeting from './greeting';
import inform from './inform';
import introduction from './introduction';
import meeting_request from './meeting_request';
import offer from './offer';
import permission from './permission';
import price from './price';
import question from './question';
import questionTopics from './question-topics';
import repeat_request from './repeat_request';
import role_break from './role_break';
import rudeness from './rudeness';
import small_talk from './small_talk';
import social_proof from './social_proof';
import summary from './summary';
import value from './value';
import { TRAINED_SETS, topicLinesOf } from '../eval/conversations/trained';

export const CORPUS_FILES: Readonly<Record<string, string>> = {
  accept,
  acknowledge,
  clarify,
  close_request,
  discount,
  empathy,
  feature,
  goodbye,
  greeting,
  inform,
  introduction,
  meeting_request,
  offer,
  permission,
  price,
  question,
  repeat_request,
  role_break,
  rudeness,
  small_talk,
  social_proof,
  summary,
  value,
};

/**
 * Questions, and whole turns ending on one, labelled for the topic models only (docs/nlu-labels.md):
 * the written ones, then the labelled questions of the blind conversation sets already read.
 */
export const TOPIC_ONLY_QUESTIONS: string = `${questionTopics}\n${topicLinesOf(Object.values(TRAINED_SETS))}`;

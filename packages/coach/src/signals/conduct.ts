// Rudeness: insults and contempt. Cheap to detect and costly in a real call, so it costs in the
// report whatever else the sentence contains.
export const RUDE =
  /\b(?:shut up|stupid|idiot\w*|dumb|moron\w*|ridiculous answer|useless|pathetic|you people|are you deaf|what's wrong with you|i don't have all day|just answer the question|damn|hell no|bullshit|crap)\b|^whatever\b/i;

export const isRude = (sentence: string): boolean => RUDE.test(sentence);

// Labelled rep clauses for the act `repeat_request` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# repeat_request: the rep did not hear or did not understand what the buyer said and asks again.
# Asking what the buyer meant is clarify; this is about not hearing it.
- | sorry you cut out there
- | can you say that again
- | I missed that last part.
- | didn't catch the number
- | Sorry, what was that?
- | you broke up for a sec can you repeat that
- | Pardon?
- | Sorry, I lost you for a second, could you go back?
- | say that again
- | Sorry, the line's really bad, one more time?
- | what was the last thing you said
- | Could you repeat the name of your QA manager?
- | sorry my headset died for a second what did you say
- | I'm sorry, I didn't quite catch that.
- | you're breaking up
- | Come again?
- | sorry theres a forklift going by here can you say that one more time
- | Sorry, it's loud on your end, I only got half of that.
- | Could you spell that for me?
- | sorry what
- | You froze there for a moment, can you repeat that?
- | Can you say the part number again, slower?
- | i didnt hear you sorry
- | Apologies, I was on mute and missed what you said.
- | Hmm? Sorry, say again?
- | sorry you were cutting in and out
- | I'm sorry, could you repeat the date?
- | Wait, I missed the middle bit, can you run that back?
- | your audio is really choppy
- | Sorry, was that fifty or fifteen?
timeline | can you repeat that last bit about the schedule
- | Sorry, I didn't get your email address, could you read it again?
- | huh what did you say
- | Could you say that a bit louder? There's a lot of noise on the floor.
- | you went quiet for a bit can you start again
- | sorry one more time
- | I'm sorry, I think I missed the name of the plant.
- | Sorry, the call dropped for a second, where were you?
- | what was that number again
budget | You cut out right when you said the budget, could you repeat it?
- | uh sorry didnt catch the last few words
- | Sorry, can you repeat the question?
- | I lost the audio there for a few seconds.
- | could you repeat that slower please
- | Sorry, I couldn't hear over the compressor, what was that?
operations | sorry i think i lost you after the part about the filler
- | Sorry, was that Tuesday or Thursday?
- | Can you repeat your last name?
metrics | sorry the connection is bad what did you say about the line speed
- | Say that one more time for me?
- | I'm not getting all of it, you keep cutting out.
- | sorry can you go over that again i was writing
- | Sorry, didn't hear the time you said.
- | Run that by me again?
- | hang on you cut out what was the first part
- | What was the model number you mentioned?
competitors | Sorry, I missed the name of the other vendor.
- | wait say that last part again
- | Excuse me? I didn't hear you.
- | Sorry, you're really faint, can you repeat that?
- | sorry did you say eighty or eighteen
decision_process | I didn't catch who else is on the committee, sorry.
next_step | Could you repeat the address for the site visit?
roi | sorry i missed the figure you mentioned for the downtime
- | Sorry, your mic cut out, what was the number?

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# firm or blunt but polite, near-twins of lines in rudeness.txt
- | sorry, I think I lost you there for a second, are you still with me?

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
- | sorry, I didn't catch that, could you say it again
`;

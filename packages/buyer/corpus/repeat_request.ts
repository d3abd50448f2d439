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

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
- | sorry, you cut out there
- | say that again?
- | come again?
- | sorry what was that
- | pardon?
- | sorry, I missed the last bit
- | you broke up a little there, could you repeat that
- | the line is really bad on my end, can you say that one more time
- | sorry, a forklift just went past, what did you say
- | sorry I lost you for a second there
- | you went all robotic on me, can you go again
- | i think your mic cut out what was the last thing you said
- | hello? I lost you mid sentence
- | sorry, can you repeat the question
- | I didn't quite catch that
- | sorry, didnt hear the end of that
- | sorry it's loud in here, one more time?
- | could you run that by me again, I missed it
- | sorry, my headset died for a sec, what did I miss
- | youre really quiet could you say that a bit louder
- | sorry, there's a bad echo, what was that
- | I'm in the car and the signal's terrible, can you repeat that
- | what did you say, sorry?
- | huh? sorry
- | say again, you broke up
- | one more time? sorry
- | sorry, you froze on my screen, did you say something
- | i only got half of that sorry
- | sorry, your audio's choppy, can you repeat that
- | apologies, I was muted and missed your question, could you ask it again
- | sorry, the compressor kicked on right next to me, what was that last part
- | you dropped out for a few seconds, where were we
- | sorry, I got about every third word of that
- | sorry, could you back up a sentence, I didn't hear it
- | the connection's lagging, can you repeat what you just said
- | sorry a truck was reversing outside could you say it again
- | I missed that completely, apologies
- | sorry, which one, I didn't hear
- | Could you say that again a little slower?
- | excuse me, what was that?
- | sorry, I think we have a delay, can you repeat
- | my bad, I zoned out for a sec, what was the question
- | sorry, you went on mute halfway through
- | sorry didnt get that last part
- | your voice is breaking up, could you go again
- | sorry, I was reading your email and missed what you said
- | sorry, I lost the audio there for a moment
- | sorry, were you asking me something, it cut out
- | sorry, what was that word you used, I didn't catch it
- | sorry, the what? I didnt catch the word
- | sorry, what did you call it, the... I missed the word
- | sorry what was that acronym i didnt hear it properly
- | sorry, was that a yes or a no, you cut out
- | sorry, please can you repeat, the connection is not good
- | excuse me, I not hear well, the line is bad
- | sorry, my english is not so good, can you say more slowly
- | pardon me, could you speak a little slower please
- | sorry, I didn't follow that, can you say it again
- | I'm sorry, you lost me, can you go back a bit
- | sorry you cut out on me there
- | can you say that again
- | What was that?
- | sorry i missed that
- | you're breaking up
- | Sorry bad line what was that.
- | huh what
- | say again
- | Sorry I didnt hear you.
- | uh sorry could you repeat that last part
- | Sorry I dropped for a second what did you say.
- | You went quiet there can you repeat.
- | sorry its really noisy on the floor what did you say
- | I lost you there for a sec.
- | sorry my wifi is terrible could you say that again
- | sorry the audio is lagging could you repeat that
- | Sorry I'm getting like every other word.
- | Could you repeat that please?
- | sorry one more time i didnt catch it
- | Wait sorry what.
- | Um sorry you kind of broke up can you say it again.
- | sorry what was the number
- | Uh you cut out right at the end there.
- | Sorry can you say that one more time my phone is acting up?
- | hang on the line crackled what did you say
- | Sorry youre very faint.
- | sorry you were on mute i think
- | what sorry i couldnt hear over the packing line
- | Sorry the reception in here is awful can you repeat.
- | Um what did you just say sorry?
- | sorry i missed the word you said there the what
- | Sorry could you repeat the name of that thing?
- | sorry, you cut out on the word after the
metrics | sorry, was that fifteen or fifty minutes, you broke up
metrics | sorry, I didn't catch the line speed, what was it
metrics | you said how many packs a minute? sorry, I missed the number
metrics | sorry what was the oee figure you said it cut out
budget | sorry, I missed the budget figure, what was it again
budget | Sorry was that two hundred or two fifty you said for the budget?
price | did you say eighty or eighteen thousand, the line crackled
price | sorry, what price did they quote you, I missed it
authority | sorry, who did you say signs off on this, I didn't catch the name
authority | what was your plant manager's name again, sorry, I missed it
authority | sorry who else did you say is on the committee i didnt hear
timeline | sorry, did you say june or july, you cut out
timeline | sorry when did you say you need it running by i lost you
next_step | sorry, was that tuesday or thursday, it broke up
next_step | Sorry what time did you say for the call?
competitors | sorry, which vendor did you say, I didn't catch it
competitors | sorry who are you buying from now i missed the name
compliance | sorry, what was the standard you mentioned, I missed the number
food_safety | sorry, I didnt catch which allergen you said
food_safety | Sorry what was the contaminant they found you broke up?
maintenance | sorry, which part did you say keeps failing, I lost you there
maintenance | sorry what was the fault code you said it cut out
changeover | sorry, how long did you say the changeover takes, the line dropped
staffing | sorry how many operators did you say, I missed that
quality | sorry, what was the reject rate, you cut out right on the number
roi | sorry, what did you say downtime costs you per hour, I missed it
installation | sorry, when's your shutdown, you cut out
installation | Sorry how much floor space did you say there is it broke up?
contract | sorry, net what? I missed the terms
tariffs | sorry what was the duty rate it cut out
operations | sorry, how many lines was that, I didnt catch it
operations | sorry, the what machine? I didn't catch the name of it
rapport | sorry, what did you say your title was, I missed it
rapport | sorry didnt catch your name
support | sorry, how long did you say you waited for a tech, the call dropped for a sec
decision_process | sorry, how many bids did you say, you broke up
pains | sorry, what was the main problem you said, I only heard the end of it
- | sorry, there's a lot of wind where I am, could you repeat that
- | gah sorry the bluetooth dropped what was that
- | sorry, the PA system went off over here, I didn't hear your answer
- | was that for me? sorry, it was muffled
- | sorry, you're coming through a bit garbled
- | Sorry sorry go again.
- | Could you repeat the last couple of words?
- | hmm sorry i didnt catch the end
- | Apologies can you repeat that the signal dropped.
- | sorry someone walked in, what were you saying
- | come again sorry my earplugs are still in
operations | sorry the line keeps cutting out did you say something about the filler
`;

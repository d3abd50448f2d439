// Labelled rep clauses for the act `clarify` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# act: clarify. The rep asks what sits behind something the buyer just said, or what they meant.
# Topic: the topic of the thing being clarified, or - when it could be anything.

- | What's driving that concern?
competitors | when you say the last vendor burned you what happened
operations | what do you mean by too slow
timeline | Help me understand why lead time matters so much here.
changeover | When you say changeovers are a nightmare, what does that actually look like?
- | can you say more about that
- | What do you mean by that, exactly?
budget | when you say budget's tight, is that this year or just in general?
support | You said service has been spotty. Spotty how?
quality | what do you mean when you say the seals are inconsistent
price | When you say it's too expensive, too expensive compared to what?
authority | You mentioned corporate has to bless it, what does that involve?
food_safety | what was it about the last audit that worried you
maintenance | when you say the capper's always down do you mean daily or like a few times a week
staffing | What do you mean you can't keep people, is it the pay or the work itself?
roi | When you say it's costing you a fortune, roughly what are we talking?
- | Sorry, what do you mean by "not a fit"?
decision_process | what would it take to get past the we've always done it this way thing
timeline | you said sometime soon what does soon mean for you
compliance | When you say safety's a big deal here, what's behind that?
installation | what makes you think the install would be a problem
contract | What specifically about our terms didn't sit right with legal?
tariffs | When you say the tariff thing spooked you, spooked how?
pains | um whats behind the frustration
metrics | when you say the numbers are bad which numbers
- | How so?
- | why do you say that
competitors | What did they promise that they didn't deliver?
next_step | When you say you'd want to see it run, is that here at your plant or at our shop?
quality | whats making you think its a film problem and not the machine
operations | help me understand what you mean by the line being unbalanced
staffing | When you say your guys won't go for it, what are they worried about?
- | What's your hesitation?
decision_process | what's making you lean toward waiting
roi | When you say the payback has to be short, how short?
changeover | so what's eating the time in the changeover, is it the parts or the adjustments after?
maintenance | you said the machine is a pig to work on what do you mean
support | What happened with that service call that went sideways?
food_safety | when you say sanitation is a bear what part of it
price | which part of the quote made you flinch
authority | When you say "we," who else is that?
- | Can you unpack that a little for me?
budget | what do you mean the money's spoken for
quality | When you say complaints are up, up from what?
timeline | whats behind the rush on this one
installation | When you say you don't have the space, is it footprint or height?
- | what do you mean by that like in practice
competitors | you kind of trailed off there, what made you unhappy with them?
contract | When you say payment terms are a sticking point, which part?
compliance | what do you mean the auditors want more documentation
pains | You said it's been a rough year, rough how?
operations | when you say youre maxed out is that the filler or the whole line
metrics | What do you mean when you say OEE is "fine"?
staffing | uh whats making the training so hard
- | I'm not sure I followed, what did you mean there?
roi | when you say its not worth it what numbers are you looking at
decision_process | You said you're on the fence, what would tip it one way or the other?
tariffs | what is it about the usmca piece that worries you
food_safety | You mentioned an allergen scare, what happened there?
support | What's behind wanting someone local so badly?
next_step | you said youre not ready for a trial yet whats missing
price | why does the price feel high to you
maintenance | What do you mean by "it keeps eating parts"?
- | Is that a concern, or more of a question?
changeover | when you say the crews all do it different ways how different are we talking
quality | so when you say a bad seal what does bad look like to you
timeline | you said the timing is off, what would the right timing be?
authority | What do you mean the owner has his own ideas?
- | tell me more about that
roi | Help me understand how you got to that downtime number.
pains | whats the story behind that
installation | when you say the last install was a disaster what went wrong
contract | What do you mean the warranty was useless?
budget | What's making finance so cautious right now?
decision_process | when you say you need to think about it what are you weighing
- | what makes you say that
metrics | um where does the seventy percent come from, is that off the system or more of a gut number?
staffing | what do you mean by the skills aren't there
competitors | You said the other guys are "aggressive," aggressive on price or on promises?
operations | When you say the bagger can't keep up, can't keep up with the weigher or with the case packer?
food_safety | what do you mean the swabs keep coming back hot where on the line
next_step | when you say send something over, what would actually be useful to you?
- | I want to make sure I get this right, what's the worry underneath that?
support | when you say the techs dont know the machine what happened
tariffs | You mentioned the border thing, was that a customs delay or a duty issue?
`;

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

# added: more varied wordings and boundary cases
- | what do you mean exactly when you say its not a priority
quality | When you say quality's been slipping, what are you seeing?
operations | you said the line is a bottleneck where exactly does it back up
- | Can you give me an example of what you mean?
price | when you say we're out of range how far out are we talking
maintenance | You mentioned the filler is temperamental, temperamental how?
staffing | what do you mean the operators dont like it
- | What's behind that?
timeline | when you say not this year is that a budget thing or a timing thing
competitors | You said the other quote looked better, better in what way?
- | sorry when you say that what does it look like on the floor
food_safety | What did the auditor actually flag when you say sanitation was an issue?
budget | you mentioned the budget is complicated what makes it complicated
authority | When you say it's above your pay grade, who does it go to?
- | hmm what makes you feel that way
support | when you say their service was a joke what happened exactly
decision_process | What do you mean when you say it has to go through the process?
roi | you said it wouldnt pay back how did you run those numbers
installation | When you say the install scares you, which part of it?
- | What would that look like, ideally?
changeover | you said changeovers are all over the place how much do they vary
contract | what is it about the liability clause that bothers legal
compliance | You said the customer audit was rough, what came up?
- | i want to understand what you mean by risky
metrics | When you say downtime is high, is that hours a week or per shift?
pains | what's the part of that that frustrates you the most
tariffs | when you say tariffs are a concern is it the current ones or whats coming
- | Could you expand on that a bit?
operations | What do you mean when you say the line isn't flexible?
price | so when you say expensive what were you expecting to pay
- | whats making you hesitate there
quality | When you say the bags look bad, is it wrinkles, seal, or print?
authority | you mentioned your boss has concerns what is he worried about
- | Why is that the case, do you think?
staffing | When you say it's hard to train people on it, what's the hard part?
support | you said you need better support better how response time or expertise
- | sorry, what did you mean by "the usual problems"?
food_safety | when you say allergens are a worry is it cross contact on this line specifically
decision_process | What's making it hard to get everyone to agree?
maintenance | you said parts are a nightmare is it cost or lead time
- | what do you mean when you say youve been burned
timeline | When you say you need it fast, what's driving the date?
competitors | what did you like about their machine that you didnt see in ours
- | Can you walk me through what you mean by that?
budget | When you say there's no money, is it frozen or just spoken for?
next_step | you said you need to check with the team what would they want to know
- | what exactly is making you uneasy about it
contract | When you say the terms are one-sided, which terms?

# added (second pass): more varied wordings
- | when you say it didnt work out what happened
quality | You said the product looks "off," off in what way?
operations | what do you mean by the line being unpredictable
- | Sorry, can you give me a bit more on what you mean by that?
maintenance | when you say the machine is old how old are we talking
price | What makes our number feel out of line to you?
authority | you said someone else needs to weigh in who is that
support | When you say they were slow to respond, how slow?
- | whats the concern behind that question
timeline | What's making the timing feel wrong to you?
staffing | when you say the crew wont accept it what do you think theyd push back on
competitors | you mentioned the other vendor had a better answer what did they say
- | So what do you mean when you say it's complicated?
food_safety | When you say it's hard to clean, which parts give your crew trouble?
budget | when you say money is tight is it the total or the timing of payments

# added (sixth pass): more varied wordings
price | why do you feel like the price is out of line
quality | what makes you say the seals are the problem and not the film
- | why is that a concern for you
authority | who do you mean when you say "the team"?
timeline | why does it have to be before the summer
competitors | what makes the other vendor feel safer to you
budget | Why do you say the budget won't stretch that far?
roi | what makes you think the payback wouldnt be there
support | why does local support matter so much to you
- | What do you mean when you say it's a long shot?
operations | what makes you say the line cant handle it

# added (eighth pass): more varied wordings
support | What was it about their service that let you down?
quality | which defects are you talking about when you say quality is slipping
timeline | What's behind the deadline you mentioned?
contract | which clauses did legal flag when you said they had concerns
decision_process | you said the committee is split split on what exactly
- | What part of what I said didn't land for you?
maintenance | what is it about the current capper that your guys hate
installation | which part of the last install went sideways

# Added for breadth: the rep probes what sits behind something the buyer just said.
pains | when you say it's been a rough year, what's been rough about it
pains | You said the line is a mess. Mess how?
pains | what do you mean it's not working, what's happening exactly
pains | Help me understand what you mean by headaches.
pains | when you say you're not sure yet what's making you unsure
pains | You mentioned some reservations. What are they?
pains | What's behind the hesitation you mentioned?
pains | so when you say it doesn't feel right, what part doesn't
decision_process | When you say you need to think it over, what will you be weighing?
decision_process | what do you mean it has to go through the process
decision_process | You said it's not a priority right now. What would make it one?
decision_process | When you say we need a few more bids, what's missing from ours?
decision_process | what did you mean when you said the committee might push back
decision_process | you said you'd need to run it past a few people what does that look like
competitors | When you say the other guys are cheaper, cheaper by how much?
competitors | what is it about your current supplier that you like so much
competitors | You mentioned you got burned by a vendor before. What happened?
competitors | when you say you're happy with who you've got, happy with what part
competitors | What did you mean by the competition offering more?
timeline | When you say not right now, when would be right?
timeline | what do you mean by later in the year
timeline | You said soon. Is that this quarter, or next?
timeline | When you say there's no rush, what's changed on your side?
timeline | you said maybe next year what's pushing it out
compliance | When you say safety flagged it, what exactly did they flag?
compliance | what do you mean the machine wouldn't pass your standards
compliance | You said validation is a nightmare. What part of it?
operations | when you say you're at capacity what's maxed out
operations | What do you mean by a complicated line?
operations | You mentioned the layout is tight. How tight are we talking?
operations | when you say you run a lot of skus how many is a lot
metrics | When you say efficiency is poor, what's the number?
metrics | what do you mean by uptime being bad
metrics | You said scrap went up. Up from what to what?
authority | When you say the boss has to approve it, who is that exactly?
authority | what do you mean corporate has the final say
authority | You said it's not your call. Whose call is it?
support | When you say the last vendor disappeared after install, what happened?
support | what do you mean by poor service
support | You said parts take forever. How long is forever?
installation | When you say the install was a disaster, what went wrong?
installation | what do you mean there's no room for it
installation | You said the floor might be an issue. What's wrong with the floor?
staffing | When you say you're short staffed, how short?
staffing | what do you mean the operators won't use it
staffing | You said people keep quitting. What do you think is behind that?
maintenance | When you say the machine is always breaking, what breaks?
maintenance | what do you mean by maintenance nightmare
maintenance | You said your guys are firefighting. What are they fixing most?
changeover | When you say changeovers kill you, how long are they taking?
changeover | what do you mean the format changes are painful
changeover | You said the size changes are slow. What's slowing them down?
price | When you say the price is high, high compared to what?
price | what do you mean it's out of range
price | You said the number was a shock. What were you expecting?
budget | When you say there's no budget, is that no budget at all or none this year?
budget | what do you mean the money's tight
budget | You said finance froze spending. Until when?
roi | When you say it's costing you a lot, what's a lot?
roi | what do you mean the payback isn't there
roi | You said downtime hurts. What does it hurt in dollars?
pains | why do you say it's been a tough stretch
pains | What makes you feel it won't solve the problem?
pains | Help me understand why that worries you.
pains | you said you're not convinced yet, what would convince you
decision_process | why does it need to go back to the committee again
decision_process | You said you'd rather hold off. What would change that?
competitors | Why did you end up going with them last time?
competitors | you said the other machine felt more solid, solid in what way
competitors | What did they promise that made you pick them?
timeline | why the rush all of a sudden
timeline | What makes March the hard date?
timeline | You mentioned it's on hold, what put it on hold?
operations | why is the labeler the one holding things back, do you think
operations | what makes the night shift run so differently
operations | You mentioned the warehouse is full. Full because of what?
metrics | how did you come up with that efficiency number
metrics | You said the numbers look off. Which ones look off to you?
authority | why would the owner want to see it first
authority | You said your boss is skeptical. Skeptical of what?
support | why was the last vendor so slow to respond
support | What exactly went wrong when you called them for help?
installation | why do you think the install would take that long
installation | What was it about the last startup that went badly?
staffing | why do you think the operators would push back on it
staffing | You said training is a problem. Which part?
maintenance | why do the guys hate working on that machine
maintenance | What makes the old press so hard to keep running?
changeover | why does the size change take so long, is it the parts or the setup
changeover | You mentioned the changeover goes wrong on nights. Wrong how?
price | What were you comparing our price against?
budget | why was the budget cut this year
budget | You said the money's spoken for. Spoken for by what?
roi | Why do you think the payback is longer than we said?
compliance | why did the safety team push back on the guarding
compliance | You mentioned an inspection finding. What did they find?
`;

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
compliance | what was it about the last audit that worried you
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

# more lines, by topic as they came; same rules as above
authority | when you say corporate will weigh in, weigh in how, approval or just advice
authority | You said your boss has the last word. Is that your plant manager or someone at head office?
authority | what do you mean the owner likes to have a look does he sign or just review
authority | When you mentioned the powers that be, who are we actually talking about?
authority | you said purchasing gets involved late what does involved mean for them
authority | um when you say its kind of a group thing who's in the group
authority | When you say you can approve "small stuff," where does small stop?
authority | what did you mean when you said engineering has opinions, do they get a veto
authority | You mentioned the GM might want to meet. Is he the one who'd actually decide?
authority | So when you say you're the recommender, who takes your recommendation and signs?
authority | when you said its above your pay grade is that a dollar thing or a politics thing
authority | You said the family gets final say. Which family member?
authority | what do you mean the cfo is a wild card
authority | When you say you run it past Monterrey, who in Monterrey?
authority | you said the board rubber stamps it so who really makes the call before that
budget | when you say the budget is flexible how flexible are we talking
budget | You said there's some money left over. Some meaning a little, or enough for a project like this?
budget | what do you mean the money is there but its not
budget | When you say finance is sitting on the capital, what are they waiting for?
budget | you mentioned it has to come out of opex whats behind that
budget | you said the capital's earmarked elsewhere what's it earmarked for
budget | What do you mean by "we'd have to find the money"?
budget | When you say it depends on Q3, what has to happen in Q3 for the money to free up?
budget | um you said the budget is kind of soft what makes it soft
budget | When you said corporate clawed back the capex, how much did they take?
budget | what does a small budget mean to you in dollars
budget | You mentioned some use-it-or-lose-it money, how much is sitting there?
budget | so when you say theres no capex this year is there any other bucket it could come from
budget | Why would the budget have to be split across two years, is that a rule or a cash thing?
budget | When you say the number finance gave you is "a starting point," what's the real ceiling?
changeover | you said the format change is never the same twice what changes from one to the next
changeover | When you say changeovers are a guessing game, what are the guys guessing at?
changeover | what do you mean it takes half a shift to get it running right again
changeover | You said the day crew is faster at it. What are they doing differently?
changeover | when you say the change parts are a mess what kind of mess, missing, worn, mixed up
changeover | You mentioned the tray sealer is the worst to change over, why that one?
changeover | When you say you lose the whole morning to the Monday changeover, what's eating the time?
changeover | you said you cant add more skus because of changeovers wheres the breaking point
changeover | what do you mean the settings never stick
changeover | You said the new flavors blew up the schedule. Blew it up how?
changeover | when you say the changeover checklist is a joke whats wrong with it
changeover | you said the palletizer is the long pole on a case change, why is it the long pole
changeover | What do you mean by the changeover lives in Miguel's head?
changeover | when you say its all wrenches how many adjustments are we talking
changeover | You said startup after a switch is ugly. Ugly how?
competitors | you said the other guys came in way under us, what did they leave out
competitors | When you say you've had good luck with the German machines, what's been good about them?
competitors | what do you mean they've already got a foot in the door
competitors | You said your current supplier has been good to you. Good how?
competitors | you mentioned a guy in tijuana who builds these cheaper what does cheaper get you
competitors | When you say the used machine is tempting, what's tempting about it besides the price?
competitors | What do you mean the incumbent has the inside track?
competitors | you said the other vendors demo blew people away, what part blew them away
competitors | When you say building it yourselves is on the table, how serious is that?
competitors | you said youre kind of stuck with them, stuck because of the contract or because of the parts
competitors | what did you mean when you said theyre not hungry anymore
competitors | You said one of the bidders is a known quantity. Known in what way?
competitors | when you say the big brand feels safer, safer how
competitors | Why'd you say the last rebuild shop let you down?
competitors | what makes you say the other quote is more complete
compliance | you said the safety manager is a stickler what does he usually dig into
compliance | When you say the line isn't up to code, which code are we talking about?
compliance | what do you mean the mexico paperwork is a pain is it the noms or the labeling
compliance | You mentioned OSHA came through, what did they write up?
compliance | when you said validation slowed the last project down what part dragged
compliance | What do you mean the labels wouldn't fly in Canada?
compliance | You said the guarding is grandfathered. Grandfathered how, and for how long?
compliance | when you say the fda visit didnt go great what came out of it
compliance | you said your insurer is asking questions about the press, what are they asking
compliance | When you say you need everything documented, what does that list actually look like?
compliance | whats behind the safety teams pushback on cobots
compliance | you said part 11 is the sticking point what part of it
compliance | When you say the state inspector is on you about net weights, what's he finding?
compliance | You mentioned a permit issue on the new fryer. What's holding it up?
compliance | what did you mean by the lockout program being a work in progress
decision_process | you said it has to be a slam dunk for the committee what would a slam dunk look like to them
decision_process | When you say we're still in the running, what would move us to the front?
decision_process | what do you mean procurement has its own way of doing things
decision_process | You said it's a long process over there, long like months, or long like a lot of steps?
decision_process | when you say it has to make sense on paper what kind of paper, a payback calc or a full capex package
decision_process | Help me understand what you meant by the usual hoops.
decision_process | you said last time it got stuck, where exactly did it get stuck
decision_process | When you say it's not just about price, what else is on the scale?
decision_process | what do you mean corporate has to bless it is that a formal review or more of a courtesy thing
decision_process | You mentioned a gut check with the floor guys, what are they going to be looking for?
decision_process | you said the rfq might get reissued whats behind that
decision_process | When you said it depends on the trial, what would the trial need to show?
decision_process | um what do you mean its a bit political over there
decision_process | You said the spec is still being written, what's still up in the air?
decision_process | why does it have to go through two rounds of review this time
food_safety | you said sanitation keeps running over what part of the clean is eating the time
food_safety | When you say the auditor wasn't happy with the slicer, what did they point at?
food_safety | what do you mean the swabs are hot in packaging, zone one or further out?
food_safety | You said there was a near miss with an allergen, what almost happened?
food_safety | when you say the conveyor is a listeria trap where is the stuff hiding
food_safety | When you say the metal detector misses stuff, what kind of stuff are we talking?
food_safety | you mentioned the retailer wants more from you on hygiene what exactly are they asking for
food_safety | You said cleaning validation is a mess. Is it the test results or the paperwork?
food_safety | when you say the old fillers cant be cleaned properly which parts cant your crew reach
food_safety | what do you mean you found plastic, like off the equipment or from the packaging?
food_safety | You said the kill step is borderline. Borderline on temperature or on time?
food_safety | when you say food safety gets the final word on equipment what are they looking at
food_safety | what's behind the worry about the sesame rules you brought up
food_safety | you said the cip isnt getting everything whats being missed
food_safety | When you say the x-ray isn't catching bone, is it the small fragments or pretty much everything?
installation | when you say the buildings tight is that floor space or getting through the doors
installation | You said the power might not be there. What makes you think that?
installation | What do you mean the install can't touch production?
installation | When you say the last startup dragged on, how long did it drag?
installation | um you said the floor is bad is it cracked or just not level
installation | help me understand what you mean by the utilities being a mess over there
installation | You mentioned the integration was a pain last time. Which piece, the controls or the mechanical?
installation | when you say no room do you mean no room at all or not without moving the conveyor
installation | Sorry, a nightmare to tie in meaning the plc side or the conveyors?
installation | What makes you worried about getting it through the dock?
installation | you said the contractor dropped the ball what did they drop
installation | When you say you don't want another big install, which one are you thinking of?
installation | so when you say the ceiling is low how low are we talking
installation | You said your electricians can't take it on, is that time or know-how?
installation | what do you mean the old machine has to come out first
maintenance | you said the wrapper eats film clamps how often are we talking
maintenance | When you say your guys are stretched thin, what's falling through the cracks?
maintenance | what do you mean the parts are unobtanium now
maintenance | You said the palletizer is held together with zip ties, what's actually broken on it?
maintenance | when you say the pms get skipped how many are we talking
maintenance | You said the bagger jaws are a constant fight. What's wrong with them exactly?
maintenance | what do you mean its always the same gearbox
maintenance | When you said the spiral is on borrowed time, what's going on with it mechanically?
maintenance | you said the mechanics hate the cartoner hate it why
maintenance | You mentioned the new guys can't troubleshoot it, is that the controls side or the mechanical side?
maintenance | um what do you mean by it runs until it doesnt
maintenance | When you say the pumps keep failing, is it the seals or the bearings?
maintenance | you said your parts crib is a mess what does that mean for the guys on nights
maintenance | When you say it takes forever to fix, forever like hours or days?
maintenance | whats behind the vacuum pump trouble you mentioned
metrics | you said the numbers are decent, decent compared to what target
metrics | What do you mean when you say the yield "isn't terrible"?
metrics | when you say the line runs at eighty percent eighty percent of what exactly
metrics | when you said the giveaway is bad how many grams are we talking
metrics | You mentioned the line's "way under rate." How far under?
metrics | what do you mean good numbers on days and bad on nights, how big is the gap
metrics | When you say you don't really trust the data, what's wrong with it?
metrics | so when you say the kpis are all green which ones are you looking at
metrics | is that two percent reject rate you mentioned per shift or across the whole week
metrics | When you say output dropped off a cliff, what did the numbers actually do?
metrics | what did you mean when you said corporate measures it differently
metrics | you said the oee number is kind of made up made up how
metrics | When you mention you're behind plan, behind by how many cases?
metrics | what do you mean by the efficiency looks fine on paper
metrics | help me understand what counts as downtime in that number you just gave me
operations | when you say the line is running flat out do you mean all three shifts or just days
operations | You said the wrapper's the choke point. Choke point how, is it starving or backing up?
operations | what do you mean the layout fights you
operations | when you say a lot of short runs what counts as short for you
operations | You mentioned the product mix is all over the place, all over the place how?
operations | so when you say it's manual at the end, is that people hand packing cases or just loading the palletizer
operations | What do you mean by "it only runs right on one product"?
operations | you said the plant's split kind of weird whats weird about the split
operations | When you say volume's going to double, double on which lines?
operations | what do you mean the oven sets the pace for everything
operations | You said the co-pack work messes up the schedule, what does that look like in practice?
operations | um when you say youre out of room do you mean floor space or capacity on the line
operations | when you say the robots are more of a science project what do you mean by that
operations | Wait, when you say seasonal, are we talking a summer spike or the holidays?
operations | you said everything funnels into one palletizer, is that by design or just how it grew
pains | when you say its a grind whats grinding you down
pains | You said the plant's in rough shape. What does rough look like from where you sit?
pains | what do you mean by firefighting all the time
pains | When you say it's death by a thousand cuts, what are some of the cuts?
pains | help me understand what you mean when you say nothing works the way it should
pains | what's behind the gut feeling you mentioned, the one that says wait
pains | When you say this year's been brutal, where did it hit the plant hardest?
pains | so the problem you called a ticking time bomb, what's the part that's going to go off
pains | What did you mean when you said the line's held together with zip ties?
pains | you said its always something whats the something most of the time
pains | When you mentioned you're tired of band-aids, what have the band-aids been?
pains | um what makes it the worst line in the building in your eyes
pains | You said "we've got bigger problems." What's bigger?
pains | when you say you've got concerns about us specifically what are they
pains | what do you mean by its a headache, like day to day or just when youre busy
price | when you say were a bit high is that a couple percent or a lot
price | You laughed when you saw the number, so what figure would've gotten a nod instead?
price | What do you mean the price doesn't work?
price | When you say cheap, are you thinking under a hundred grand for the bagger?
price | um you said the other guys came in lower is that on the machine alone or the whole package
price | Help me understand what too rich means to you here.
price | so when you say pricing is the sticking point which line item are you looking at
price | you said you figured itd be less, less by how much
price | When you say you can get it cheaper, how much cheaper are we talking?
price | you said the price jumped since the first quote what part jumped
price | What do you mean when you say our pricing isn't competitive?
price | when you said thats a lot for a labeler a lot compared to the last one you bought or to other quotes
price | Sorry, when you say sticker shock, was it the machine or the options?
price | What makes the install price look high to you?
price | you mentioned the price has to be right, what does right look like?
quality | When you say the parts are out of spec, which dimension?
quality | You said the customer's been unhappy. Unhappy with what, specifically?
quality | What do you mean the seals look cloudy?
quality | When you say the labels are crooked, is that a degree or two or visibly off?
quality | um you said the bake isnt even is that top to bottom or front to back
quality | help me understand what a bad bag looks like when you say that
quality | What makes you think the defects are coming from the mold and not the material?
quality | when you say complaints are spiking is that a few more a month or a lot more
quality | you said QA's been all over you lately, about what?
quality | Sorry, when you say cosmetic, is that scratches or color?
quality | what do you mean by the product's inconsistent
quality | You mentioned the retailer flagged you. What did they flag?
quality | why do you think the leakers are getting past inspection
quality | when you say it doesnt look right on the shelf what looks wrong
quality | You said quality drops off on nights, what changes?
roi | when you say the savings arent there how big of a gap are we talking
roi | You said the downtime's expensive. Expensive like thousands an hour or more?
roi | What do you mean it has to pay for itself fast?
roi | When you say finance won't buy the numbers, which numbers?
roi | um you said the scrap is costing you an arm and a leg can you put a figure on the arm and the leg
roi | help me understand what you meant by the numbers dont pencil out
roi | You mentioned the overtime bill. How big is it getting?
roi | what makes you say the labor savings wouldnt be real
roi | when you said its a money pit how much is going into it
roi | Sorry, by worth it, what would the return need to look like?
roi | You said the chargebacks are piling up, piling up to what?
roi | what do you mean when you say the business case is weak
roi | when you say the last project never paid back what happened with it
roi | So when you said the old machine is bleeding money, where's the bleeding coming from?
roi | you said payback has to be under two years is that a hard rule or a rule of thumb
staffing | when you say your people are stretched what does that look like on a normal shift
staffing | You said the good ones leave. Where are they going?
staffing | What do you mean, nobody wants nights?
staffing | When you say the crew's green, how green are we talking?
staffing | um you said the union might have a problem with it which part would bother them
staffing | help me understand what you mean by running on fumes
staffing | You mentioned the temps don't stick. Is that a week, a month?
staffing | when you say youre down people is that operators or techs
staffing | Sorry, can't find anybody meaning nobody applies, or nobody qualified applies?
staffing | what makes you say the team couldnt handle a servo machine
staffing | so when you said your maintenance guy is a one man show what happens when hes off
staffing | When you say hiring is a nightmare, what's the worst part of it?
staffing | what do you mean by overtime is killing the guys
staffing | you said the operators are scared of it whats that about
staffing | You said you'd have to move people around. Move them where?
support | when you say theyre slow on parts how slow are we talking
support | You said the tech didn't know the machine. What tipped you off?
support | What do you mean nobody answers the phone? Like ever?
support | When you say the training was useless, useless how?
support | um you said you got ghosted after the warranty ran out what happened there
support | help me understand what you mean by they nickel and dime you on service
support | You mentioned the remote support never works. What goes wrong when you try it?
support | so if service got better in your eyes whats the first thing that would change
support | Sorry, when you say local, do you mean same city or same province?
support | what makes you think theyd drop you if they got bought
support | you said the manuals are junk whats missing from them
support | When you say they don't stand behind the warranty, what happened?
support | so when you said the techs are always new is that a turnover thing on their side
support | You said you waited weeks for a part. Which part was it?
support | what do you mean theyre only good on paper
timeline | when you say down the road are we talking months or years
timeline | You said ASAP, is there something specific that makes it ASAP?
timeline | what do you mean the date is soft
timeline | When you say before the busy season, when does busy season start for you?
timeline | um you said it depends on the permit whats the holdup there
timeline | When you say end of year, is that calendar year or your fiscal year?
timeline | you said things slid a couple months what caused the slide
timeline | What do you mean when you say you're not in a hurry but you need it?
timeline | so when you say the window is tight how tight like weeks
timeline | You said the customer wants it "yesterday." What date did they actually give you?
timeline | what makes august the magic month
timeline | When you said you'd be looking in the new year, is that January or more like spring?
timeline | help me understand why it has to line up with the shutdown you mentioned
timeline | you said the launch might move what would move it
timeline | Is there a reason the start date is June and not sooner?

# more lines, by topic as they came; same rules as above
contract | when you say the terms were brutal last time brutal in what way
contract | What do you mean the warranty didn't cover anything that mattered?
contract | you said legal always rewrites vendor paper, is that the whole thing or just a few sections
contract | When you say you can't do a deposit, is that a company rule or just for this project?
contract | um what do you mean by the payment terms have to work for you
contract | You mentioned the last contract had no teeth, what would teeth look like?
contract | help me understand what you meant by it has to go on your paper
contract | When you say you want protection if it doesn't perform, protection how?
contract | so when you said the service agreement was a rip off was it what it cost or what it covered
contract | what do you mean you got burned on the holdback
contract | You said the cancellation clause worries you, what's the scenario you're picturing?
contract | when you say a longer warranty how long are we talking
contract | Sorry, when you say the lease terms were weird, weird how?
contract | what did you mean when you said the fine print killed the last deal
contract | When you say your lawyers hate our liability cap, is it the number or the wording?
next_step | When you say let's circle back, are we talking next week or after the budget's set?
next_step | what do you mean by a proper trial, how long and on what
next_step | You mentioned getting the team together, who's the team in this case?
next_step | um when you said maybe a visit later what would need to happen first
next_step | when you say keep you posted what would you actually want to hear about
next_step | You said the demo has to be worth the drive, what would make it worth it?
next_step | a soft trial, like what does that mean to you exactly
next_step | When you say you'd want a proposal, is that a full quote or something high level?
next_step | when you said your boss would want to meet us meet us for what exactly a demo or a sit down
next_step | What do you mean you'd rather start small, small like one line or small like a loaner machine?
next_step | you said get something on paper first, what should be on the paper
next_step | When you say run it past the guys on the floor, what are they going to want to see?
next_step | um you said a video might do it what would the video need to show
next_step | When you say the reference has to be a real plant, does it have to be in food?
next_step | You mentioned a pilot, how are you picturing that working?
rapport | when you say this week's been a circus for you personally, circus how?
rapport | What do you mean you kind of fell into this job?
rapport | you said you're wearing two hats right now, what's the other one?
rapport | um when you say youre the new guy how new are we talking
rapport | When you said you've done a bit of everything there, like what?
rapport | What did you mean when you said you're just keeping the seat warm?
rapport | you said you came up the hard way what does that mean for you
rapport | help me understand what you mean by youre not really a tech person
rapport | When you say you've been all over the company, which parts?
rapport | so when you said you stepped into this mid year how long ago was that
rapport | What do you mean the job's not what you signed up for?
rapport | you mentioned youre only part time on the ops side, what else are you doing
rapport | When you say it's been a long year for you, is that the job or just everything?
rapport | um what do you mean youre the last one left from the old crew
rapport | When you said you're more of a numbers guy, was that always you or did the job make you one?
tariffs | when you say the duties made the last machine a mess what happened exactly
tariffs | What do you mean by the border being a nightmare, delays or cost?
tariffs | um when you say youre nervous about tariffs is that on the machine or on your raw materials
tariffs | You said the exchange rate killed the last project, how far did it move?
tariffs | When you say it has to be USMCA compliant, is that a corporate rule or something your customer wants?
tariffs | help me understand what you meant about customs sitting on the spares
tariffs | When you say landed cost, what all goes into that for you?
tariffs | so when you said the broker dropped the ball what did that look like
tariffs | what do you mean the tariff risk has to be on us
tariffs | You said you got a surprise bill at the border, what was it for?
tariffs | When you say you want to buy North American, is that a duty thing or more about service?
tariffs | um what do you mean when you say the peso makes it tough
tariffs | you mentioned the 232 stuff which part of it is actually hitting you
tariffs | When you say trade's too unpredictable right now, is that stopping the project or just slowing it down?
tariffs | what did you mean by the origin paperwork being a pain

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | when you say it's not a fit, what do you mean exactly
maintenance | what do you mean by the capper being temperamental
operations | when you say the line is slow, slow compared to what
budget | what do you mean when you say the budget's kind of spoken for
timeline | soon like this quarter soon or like next year soon
price | expensive how, like upfront or over the life of the machine
competitors | what is it about the other bid that you like better
quality | um what kind of quality issues are we talking about, like seals or weights
staffing | short handed meaning you can't hire or you can't keep them
authority | when you say you need to check with someone, who's that usually
decision_process | what does a formal review look like on your side, when you say that
- | wait what did you mean by that last bit
food_safety | the auditor comment you mentioned, was that about the X-ray records or the cleaning
support | when their service fell short, was it parts or people
changeover | when you say changeovers are a pain is it the time or the mess
pains | what's behind that, has something happened recently
- | uh huh and whats behind that
- | what gives you that impression
installation | a disaster in what way, late, over budget, or it just never ran right
metrics | down from what, like what was it running at before
compliance | what do you mean by the customer wanting more paperwork, what kind
tariffs | when you say the duties are a problem is it the cost or the uncertainty
roi | what do you mean it has to pay back fast, like how fast
- | interesting, why do you say that
price | when you say the number has to come down, by how much are we talking
competitors | when you say you're happy with what you've got, what do you like about it
timeline | what's driving the Septmber date
operations | and by bottleneck do you mean the capper or the labeler
maintenance | old as in out of warranty or old as in no parts anymore
budget | okay so when you say tight, is there a number you can't go over
decision_process | you mentioned it has to go through corporate, what does that involve
- | what do you mean by not right now
pains | and is that the thing that bugs you most or is there something under it
staffing | when you say turnover's bad how bad is bad
quality | what does the customer mean by inconsistent, is it the weight or the look
- | hmm and why is that
- | can you break that down a little, i'm not sure i'm getting it
authority | you said the owner has the last word, is that on everything or just big stuff
support | when you say response time, what would good look like for you
- | sorry what do you mean exactly with this
food_safety | so what kind of allergen issue was it, cross contact or labelling
- | could you elaborate on what you meant by "not convinced"
changeover | what do you mean by a messy changeover
installation | when you say floor space is tight, how tight
- | um okay so what's the concern there exactly
contract | when you say legal has problems with the terms, which part
timeline | what happens if you miss that date
competitors | what was it the other guys said that stuck with you
roi | when you say the numbers don't work for finance, which numbers
- | Would you mind expanding on that point?

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
competitors | Where did that number come from, was that from the other vendor?
- | hold on what do you mean were not a fit
price | wait when you say too expensive compared to the used one or to the other quote
- | Sorry to push, but what's actually behind the no?
quality | Hang on, which rejects, the checkweigher or the vision system?
operations | ok wait im not sure i follow you said its fine but its also down every day
maintenance | what makes you think the gearbox has another five years in it

# Questions by topic from a writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | wait what do you mean by that
competitors | When you say the last supplier let you down, what actually happened?
changeover | you said the changeovers drag on and on like how many hours are we actually losing there
budget | When you say money's tight, is that tight this year or tight, like, for good?
authority | you mentioned the group needs to look at it who's the group exactly
decision_process | You said it has to go through 'the process' - what does that process actually involve on your end?
quality | when you say the seals aren't great are we talking leakers or just how they look
maintenance | You said the filler's held together with tape - how bad is it really?
staffing | so um, you said a minute ago you just can't get people, and I hear that a lot, but what do you mean exactly, nobody applies or they don't stay
pains | Um, what's making it so painful, can you tell me a bit more?
timeline | when you say not right now what does that mean, months, a year
price | You said it's out of your range, out of range compared to what?
roi | when you say it's costing you a lot, have you put a number on that
- | How do you mean?
support | When you say service was slow, how slow are we talking?
food_safety | you mentioned a scare last year what happened there
compliance | You said the safety team is picky. Picky about what?
installation | you said the install is what worries you most and I totally get that but like what part of it, the downtime, the crew, the tie in
contract | You said legal had some concerns with our paperwork, what were they, if you can share?
metrics | When you say efficiency is poor, poor by what measure?
operations | you said the line is maxed out what does maxed out mean for you
- | sorry can you unpack that a little bit
next_step | When you say you'd want to see more, more of what?
rapport | you said its been a rough stretch for you personally, whats been happening
competitors | What did the other guys do that you liked so much?
- | Huh, okay, what's making you feel that way?
decision_process | you said it's complicated internally, complicated how
pains | You mentioned something's not sitting right, what is it?
timeline | End of year meaning December, or the end of your financial year?
authority | you said your boss isnt sold yet what is it he isnt sold on
quality | What do you mean the retailer isn't happy with the packs?
changeover | when you say the switch is messy is it the cleaning or the parts
maintenance | You said the techs hate that machine, why do they hate it?
staffing | when you say turnover's crazy how many people are we talking
budget | Hold on, you said the money's been reallocated, reallocated where, and what does that mean for this project?
roi | Okay, so, uh, when you say the payback doesn't work, what's the payback they're actually looking for?
- | hm where's that coming from
support | You said you felt abandoned after the install, can you tell me what happened?
price | when you say it's too rich for your blood is that the machine or the whole package
competitors | When you say you're happy with who you've got, what do they do well?
compliance | You said the auditor wasn't happy, what did they flag?
compliance | what do you mean the customer needs paperwork, which paperwork
- | Sorry, I'm not quite with you, could you say what you mean by that?
operations | When you say the bottleneck moved, where did it move to?
metrics | you said corporate isn't happy with the figures, which figures are they looking at
installation | When you say the floor's a problem, is it the space or the floor itself?
contract | when you say you need better terms which terms are we talking about
timeline | You said it's urgent. What's making it urgent?
decision_process | what do you mean it might not survive the reveiw
pains | when you say it's a mess out there what does that look like day to day
next_step | You said you'd need to see it run, see it run where, at our place or at a customer?
- | can you walk me through like an example of that
authority | When you say they have the last word, who's they?
quality | when you say inconsistent is that between shifts or between heads
staffing | You said the crew is pretty green, how new are we talking?
maintenance | Sorry, you said with the capper it is always something, what kind of something you mean? Electrical, mechanical?
price | So you said the number made you choke a little, ha, what were you expecting?
- | Interesting. What's behind that?
rapport | you mentioned youre wearing a lot of hats, what else are you covering right now
budget | When you say the budget isn't there, is it zero, or just not enough for this?
competitors | um you said you've been burned by cheap machines before, what happened
changeover | What do you mean when you say the operators fight the changeovers?
operations | sorry, when you said the line runs kind of weird on fridays, what did you mean by weird?
food_safety | you said the x-ray thing was a wake up call, what was the wake up call

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
pains | what's driving that worry
operations | when you say the line is slow, what do you mean exactly
price | too expensive compared to what?
timeline | when you say soon, are we talking weeks or months
timeline | so when you say next year is that like Q1 or later in the year
pains | what makes you say that
quality | you mentioned the seals are inconsistent, inconsistent how
pains | can you say a bit more about that
maintenance | what do you mean when you say the jaws keep acting up
authority | when you say corporate has to look at it, who's corporate in this case
decision_process | what do you mean by a formal review, what's involved in that
competitors | you said the other guys are cheaper, cheaper on the machine or on the whole package
support | when you say the service was bad, what happened
changeover | what do you mean by the changeover being a nightmare, which part of it
metrics | slow how, like fewer packs per minute or more stops
budget | when you say the budget's tight, tight meaning there isn't a number yet or the number is small
pains | um sorry what do you mean by that
compliance | you said the auditor had some findings, what kind of findings
staffing | when you say you cant keep people what does that look like
quality | what do you mean by the cartons look off
roi | you said it's costing you a fortune, is that mostly scrap or mostly overtime
pains | what's behind that, is it something that happened before
installation | help me understand what you meant by the install being a problem last time
operations | how do you mean, the oven can't keep up
contract | when you say the terms don't work, which terms are we talking about
price | what's making the price feel high, is it the upfront cost or the total
compliance | when you say it has to be validated, validated to what standard
pains | okay, what's behind the hesitation
maintenance | what do you mean by it's always something with the robot
timeline | is that a hard deadline or more of a target
authority | what did you mean when you said it's not really your call
decision_process | when you say you need to run it up the flagpole what does that process look like
competitors | you said you're happy with your current supplier, what do you mean by happy
support | what do you mean by they're never around when you need them
tariffs | when you say the duties are a problem, is that the steel or the finished machine
quality | so when you say the welds are off, are we talking porosity or position
pains | and what's the concern there
staffing | you said training is a pain, what's hard about it
metrics | when you say OEE is bad, bad like sixty or bad like forty
roi | what do you mean it doesn't pay back
operations | sorry, what's a short run for you
changeover | you mentioned the changeovers eat the whole morning, is that the cleaning or the mechanical part
price | when you say it's out of range, is that out of budget or out of what you expected
pains | what do you mean it didnt work out last time
next_step | when you say send you something, what would be most useful
installation | when you say space is tight, how tight are we talking
maintenance | you said the parts take forever, how long is forever
food_safety | what's driving the concern about the washdown
decision_process | when you say it depends, what does it depend on
quality | you mentioned complaints, what are customers actually saying
authority | who do you mean by they
compliance | you said the customer is asking for more paperwork, what kind
pains | could you unpack that a little for me
timeline | what do you mean by after the busy season, when does that end for you
support | help me understand what you meant about the remote support not working
budget | when you say the money's not there, is that this year or at all
operations | you said the depal is the bottleneck, what makes you think it's that and not the wrapper
contract | what do you mean you got burned on the warranty last time
staffing | when you say your guys won't like it, what part would bother them
roi | wait, what do you mean the numbers don't work
competitors | when you say you looked at them before, how far did that get
changeover | what do you mean by tooling changes, which tooling
metrics | what's driving the drop in yield you mentioned
roi | when you say the downtime is expensive, roughly how expensive
tariffs | what do you mean the exchange rate killed the last deal
price | you said the price was a shock, a shock compared to what you paid before?
quality | when your QA manager says it's not consistent, what's she seeing
pains | what's making you nervous about it
installation | you mentioned the last install ran over, what went wrong there
decision_process | what do you mean by the committee being picky, picky about what
maintenance | when you say you run it till it breaks, is that by choice or because of staffing
next_step | you said you want to think about it, what would you be thinking through
food_safety | when you say allergen control is a headache, what's the hardest part
authority | when you say the owner decides, is he involved day to day
pains | hmm ok when you say it's complicated what's complicated about it
compliance | what does your customer mean by fully traceable
support | you said the last vendor disappeared after install, what happened
operations | when you say the line is at capacity, is that the fillers or the people
timeline | when you say end of quarter is that end of june
budget | when you say you have some money left over, roughly how much are we talking
pains | can you tell me more about what happened
price | what do you mean by the price needs to be sharper
roi | when you say it needs to pay back fast, what's fast for you
staffing | what do you mean by the night shift being a different world
pains | whats driving the pushback from the floor
quality | you said the labels are crooked sometimes, sometimes like once a day or constantly
changeover | when you say the guys hate changeovers, what's the worst bit
decision_process | help me understand what you meant by a trial being mandatory
contract | what do you mean the lease didn't work for you before
metrics | when you say you're losing throughput where's it going
competitors | when you say the Italians gave you a better deal, better on what
maintenance | you mentioned the bearings, what's happening with them
food_safety | you said the swabs came back bad, on which line
installation | what's behind the concern about installing during peak
pains | what's the worry exactly
operations | sorry, when you say the dough gets away from you, what happens
support | when you say you need somebody local, how local
authority | what do you mean by procurement takes over, at what point
timeline | you said it's not urgent, what would make it urgent
pains | is that a real concern or more of a what if
budget | when you say it has to come in under the threshold, what's the threshold
tariffs | when you say customs held it up, how long are we talking
# firm or blunt but polite, near-twins of lines in rudeness.txt
metrics | ninety five percent OEE, okay, how are you measuring that?
timeline | sorry, I'm not sure what you're asking, do you mean the lead time or the install time?
price | when you say the price is too high, too high compared to what
operations | sorry, I'm not following, what do you mean when you say the line goes soft after lunch

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
price | when you say the price is too high, too high compared to what
quality | help me understand what your QA manager is worried about there

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
price | when you say its too expensive, compared to what
competitors | whats behind the frustration with your current vendor
- | help me understand what you meant by not a priority
metrics | when you say the line's slow, slow compared to what rate
decision_process | when you say the committee needs to see it what does that involve
contract | just so I understand the question, are you asking about the warranty or the service contract
price | so I'm answering the right thing, is the worry the upfront cost or the running cost
- | when you say slow, what do you mean exactly
changeover | what do you mean by a long changeover are we talking one hour or four
pains | whats behind the frustration there
metrics | when you say fifty, is that per minute or per hour
budget | when you say the budget's frozen, frozen until when
authority | when you say the boss, do you mean the plant manager or someone at corporate
competitors | what do you mean when you say theyre cheaper upfront or over the life of the machine
- | what does that acronym stand for in your setup
quality | what do you mean by bad seals leaking or not sealing at all
food_safety | help me understand what you meant by the near miss last month
compliance | what did you mean when you said the auditor wasn't happy
maintenance | what do you mean by keeps breaking, is it the same fault every time
installation | when you say the floors tight how tight are we talking
timeline | when you say soon, is that this quarter or next
decision_process | what do you mean it has to go through the committee
staffing | when you say you're short staffed, is that on every shift
operations | what did you mean by the bottleneck moves around
support | what do you mean support was useless, what happened there
roi | when you say its expensive to be down what does that mean in dollars
price | when you say it's out of range, out of range by how much
contract | what do you mean by unusual terms
tariffs | when you say the duties killed the last project, what happened
- | sorry i heard you fine i just wasnt sure what you meant by that
- | um what do you mean by that exactly
- | sorry when you said the usual issue which issue is that
maintenance | when you say the drives, which drives do you mean
- | what did you mean by it depends
quality | when you say out of spec, which spec are we talking about
changeover | sorry, when you said the long change, is that flavour or size
`;

// Labelled rep clauses for the act `empathy` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# empathy: the rep acknowledges a feeling, a concern or a point the buyer made.
# A bare backchannel ("okay", "got it") is acknowledge; agreeing to a time or a condition is accept.
pains | that sounds brutal
- | I'd be frustrated too
- | totally fair
- | yeah that makes sense
maintenance | oof losing the capper twice a week thats painful
staffing | man running three operators short on nights has to be exhausting
price | I hear you, that's a real number for a plant your size
- | fair enough, I get it
food_safety | yeah a recall scare like that would keep anyone up at night
- | thats a really fair point
- | i completely understand where youre coming from
pains | ugh that sounds like a nightmare honestly
- | No, that's a totally reasonable concern.
competitors | I get it, you've been burned by a vendor before and you don't want to go through that again
- | yeah i wouldnt want to be in that spot either
timeline | that's a tight window, I don't envy you
- | That makes total sense, you've got a lot on your plate.
maintenance | honestly if I had a mechanic on call every weekend for that filler I'd be losing my mind too
- | I can see why you'd be skeptical.
budget | yeah budgets are tight everywhere right now I get that
- | good point
- | You're right to push on that.
installation | a botched install on your last project, yeah, I'd be nervous about that too
- | that must be really stressful
- | I totally get it, nobody likes being sold to.
quality | oh man, a customer complaint from Costco on seal integrity, that's the worst kind of call to get
- | thats fair i appreciate you being straight with me
- | I hear you, I really do.
changeover | two hours to change over a filler yeah thatd drive me nuts too
authority | makes sense youd want corporate engineering to weigh in on something this size
- | thats understandable
- | Yeah, no, I'd want to see it running too before I believed it.
staffing | i hear that a lot training new people every few months is exhausting
- | Sounds like it's been a rough quarter.
- | fair thats on us we should have been clearer
support | waiting three days for a tech to show up, yeah, that's not okay, I'd be upset too
- | i understand youre being careful thats your job
- | Yeah, I wouldn't want to stick my neck out on a new vendor either.
decision_process | that's a long approval process, I can imagine that's frustrating on your end too
- | thats a valid concern
- | Totally understand, it's a big decision.
compliance | yeah the FDA being in the plant that week must've been intense
- | i can only imagine
- | That's really fair, and I appreciate you telling me.
pains | wow that sounds like a tough spot to be in
- | I'd feel the same way if I were in your shoes.
price | Yeah, sticker shock is real, I get that.
- | ok thats totally reasonable
- | No, I hear you, you've heard it all before.
timeline | I get it, with the holiday rush coming nobody wants to touch the line.
- | it sounds like youve been dealing with this for a while
- | Fair, you're the one who has to live with it after I leave.
metrics | yeah being measured on OEE when the line's down half the time, that's a rough position
maintenance | hm yeah chasing the same jam on the case packer every shift that gets old fast
- | I'm sorry to hear that.
- | Honestly, that's a good question and a fair one.
- | yeah totally i get why youd want to wait
tariffs | yeah, the tariff situation has made everybody's life harder, I get it
- | I can hear how frustrated you are, and that's fair.
- | that makes a lot of sense
food_safety | nobody wants to be the plant on the recall list I completely understand
- | You're right, I'd be asking the same thing.
staffing | its hard when your best guy retires and takes twenty years of knowledge with him
- | thats a lot to juggle
- | That sounds exhausting, honestly.
competitors | Yeah, switching away from a supplier you've used for fifteen years, that's not a small thing.
- | no thats fair i wouldnt trust a salespersons word either
- | I get it, I really do, it's your neck on the line.
operations | running seven days a week with no slack in the schedule thats a lot of pressure
- | oh no thats rough
- | Sounds like you've been put in a tough position.
budget | I understand, when capex gets frozen mid year there's not much you can do
- | yeah thats fair nobody likes surprises
- | i totally hear you on that
quality | having QA hold product for two days while you figure it out must've been painful
- | Fair point, and I won't pretend otherwise.
- | I can see why that would be a sticking point.
- | yeah that would frustrate me too honestly
installation | an install that drags two weeks past shutdown, yeah I'd be worried about that too
- | That's completely reasonable.
- | Gosh, I'm sorry, that sounds like a really long week.
- | right thats a totally valid point
contract | I get why legal wants to take a hard look at the liability language, that's their job
- | Understood, and I respect that.
price | ouch yeah paying for a machine that sits idle half the year stings
- | I get it, trust has to be earned.
- | mm yeah that makes sense given what youve been through
pains | yeah thats a lot of firefighting for one team
- | You know what, that's fair.
support | I'd be annoyed too if the parts took six weeks to come in from Italy.
- | i appreciate you sharing that it sounds like its been a grind

# added: more varied wordings and boundary cases
- | yeah i can imagine thats been really frustrating for you
- | That's a completely fair concern, honestly.
maintenance | man getting called in at 3am for the same breakdown, that's rough
staffing | ugh losing two good operators in a month, that hurts
- | I get why you'd be cautious after that.
pains | that sounds like a really tough few months
- | oh wow yeah i wouldnt want to deal with that either
price | I totally understand, nobody wants to overpay for equipment.
- | That's a really valid point, and I appreciate you raising it.
food_safety | a positive swab right before an audit, yeah, that's stressful
- | honestly id be skeptical too if i were you
- | That must have been a really long week.
support | being left hanging by a vendor when the line's down, I'd be furious too
- | yeah i hear you loud and clear
- | That's fair, you've got every reason to be careful.
changeover | yeah watching the line sit for two hours every changeover must be painful
- | It sounds like you've been carrying a lot of this on your own.
timeline | yeah that's a lot of pressure with the launch date locked in
- | no i totally get that makes complete sense
- | I'm sorry you went through that, that's not how it should go.
quality | getting a complaint from a big retailer is never fun I get it
- | I can tell this one really matters to you.
- | yeah thats a legit worry
decision_process | committees can be slow, I understand how frustrating that gets
- | Honestly, I'd feel exactly the same way.
budget | yeah when the budget gets cut halfway through the year thats tough
- | ok i get it you dont want to be the guy who picked the wrong machine
- | That sounds really draining, to be honest.
competitors | Yeah, if they promised the world and didn't deliver, I'd be gun-shy too.
- | right that would worry me as well
installation | ugh a startup that drags on for weeks is the worst I totally understand
- | You've clearly been through the wringer with this.
- | thats a reasonable thing to be nervous about
staffing | I get it, it's hard to bring in new equipment when you're already short-staffed.
- | Oh, that's a really good point.
- | mm i can see that its been a frustrating process
compliance | yeah an audit finding like that would rattle anybody
- | I respect that, it's your plant and your call.
- | sounds like you had a pretty bad experience there
roi | yeah i get that its hard to justify anything without a solid payback
- | That's totally understandable given everything going on.
- | I can see how that would feel like a risk.
operations | running flat out with no backup line must be nerve-wracking
- | yeah no thats a fair pushback
- | Honestly, you're not the first to feel that way, and it's reasonable.
maintenance | having one guy who knows the old machine, that's a scary spot to be in
- | oof yeah that sounds like a headache
- | I hear the frustration, and it makes sense.

# added (second pass): more varied wordings
- | i can totally see why thats been keeping you up at night
- | That sounds frustrating, especially after everything you've put into it.
staffing | yeah losing your lead mechanic right before peak is a tough break
- | I'd be wary too after an experience like that.
- | ok yeah i understand why youd hesitate
price | I get that, it's a big check to write for a plant your size.
- | That's a fair worry, and honestly a lot of people share it.
- | man that sounds like a tough one
food_safety | a hold on product for a swab failure is the worst, I totally get it
- | Yeah, that sounds like it's been weighing on you.
- | i hear you thats a lot of pressure to be under
support | I get it, nobody wants to be stuck waiting on a vendor when the line's down.

# added (fourth pass): more varied wordings
- | honestly that would stress me out too
- | Yeah, I can see why that's been hard on you.
maintenance | man that sounds like a rough stretch for your maintenance guys
- | oh yeah id be frustrated in your shoes
- | Right, that makes total sense given what happened.
quality | honestly a customer complaint like that would sting anybody
- | yeah i totally understand why youd feel burned
staffing | Ugh, yeah, running short on nights wears everybody down.
- | sure thats a completely fair reaction
- | Yeah, I'd probably want a second opinion too.

# added (fifth pass): more varied wordings
- | yeah honestly i get that thats a big ask
- | That's a really tough situation, I'm sorry you're dealing with it.
- | sure i can see why youd be on the fence
- | Honestly, I'd be asking the exact same questions.
pains | man that sounds like its been a grind on your whole team
- | I hear you, that's not an easy spot.
- | yeah fair enough thats a lot to take on right now
- | Totally, that would make anyone nervous.
budget | yeah I get that, nobody wants to fight for budget mid-year
- | oh that's a shame, I'm sorry that happened

# added (eighth pass): more varied wordings
- | That's completely understandable after a year like that.
- | thats fair i wouldnt want to rush it either
- | That's a real worry, I get it.

# more lines, by topic as they came; same rules as above
- | thats a totally reasonable thing to ask
- | Oof, yeah, I hear you.
- | i get it youve got a lot riding on this
- | fair, id push back on that too
- | Honestly, you're right to be cautious.
- | That must have been a long night.
- | I can understand that completely.
- | sounds like youve been going nonstop
- | You make a good point there.
- | yeah thats not a fun position to be in
- | Honestly, no argument from me on that one.
- | That's a really reasonable way to look at it.
- | I'd probably feel the same way, honestly.
- | I hear that, and it's a fair concern.
- | Mm, that's tough.
- | Okay, that's fair, I wouldn't want to be the guinea pig either.
- | youre right i hadnt thought about it that way
- | That sounds like it's been a real headache for you.
- | Yeah, that's a lot. I'm sorry.
- | Totally get that, no one wants to get burned twice.
- | that makes complete sense to me
- | Good call, honestly.
- | I understand, it's a lot to take in at once.
- | no thats a great question actually
- | oh man sorry to hear about your week
- | Sure, and that's completely your call.
- | I know, it's a lot of change at once for your team.
- | right yeah i can see that
- | Uh, yeah, honestly that's a fair hit, we dropped the ball on that one.
authority | I get that you'd rather your GM hear it straight from us than secondhand.
budget | i hear you its hard to plan when corporate keeps moving the goalposts on capex
changeover | yeah four allergen changeovers a day on one line sounds exhausting
competitors | After being locked into one vendor that long, I'd be wary of the next one too.
compliance | a warning letter on top of everything else thats a lot of pressure
contract | i understand not wanting to get locked into a five year service deal
decision_process | Three rounds of approval for one machine, I get why that wears you down.
food_safety | i can only imagine what it was like when that fda letter showed up
installation | yeah nobody wants contractors tearing up the floor in the middle of peak
maintenance | a spiral freezer going down in July is about the worst timing there is
maintenance | honestly babysitting a forty year old slicer would wear me out too
metrics | getting beat up on the monthly numbers when its the equipment thats the problem thats not fair to you
operations | Running a bakery through a heat wave with every oven going, that's brutal.
pains | yikes that sounds like a rough couple of weeks on the floor
price | yeah thats a lot of money to spend on something you havent seen run
quality | getting chargebacks from a customer youve had for ten years that stings
quality | having your brand on a recall notice yeah I can see why thats top of mind
roi | I get it, it's hard to sell a project upstairs when the savings are soft.
staffing | Finding people who'll work nights in a freezer, yeah, that's a tough hire.
staffing | its tough when the same three people end up covering every weekend
support | Two weeks waiting on a part from overseas would drive anybody crazy.
tariffs | yeah not knowing what the duties will be next quarter makes planning really hard
timeline | ugh thats a really short runway to get a new line in

# more lines, by topic as they came; same rules as above
- | I hear you, and I'd still challenge that a bit.

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | fair enough
- | fair enough thats a reasonable ask
- | okay I hear you
- | yeah i get where youre coming from
- | that's a fair point, I'd see it a bit differently though
- | I understand, and I respect that you'd want to check us out first
- | totally fair you dont want to rush something like this
- | I can see why that would worry you.
competitors | if your last vendor left you hanging for weeks I'd be skeptical too
staffing | losing two good techs in one year, yeah, that's brutal
staffing | that's really tough, finding operators right now is hard on everybody
budget | I get it, the budget's tight and every dollar has to earn its keep
price | fair, that's a big number and you've got to be sure
price | i hear you on price nobody loves that first number
food_safety | yeah, metal in finished product is everybody's nightmare
quality | customer complaints about leaking seals, that's got to be frustrating
installation | yeah the last thing you need is a startup that drags on and on
support | waiting three days for a tech is just not acceptable I get that
pains | sounds like it's been a rough few months over there
authority | Totally understand you need your boss's blessing on this.
decision_process | of course it makes sense the committee wants to see all three bids
compliance | yeah the audit prep is a ton of work I get that
changeover | forty minutes of changeover every shift, that would drive me nuts too
tariffs | yeah the whole tariff situation is a headache for everybody right now
roi | I get it, you've got to show the payback before anyone upstairs will listen
- | I respect that.
- | no thats fair id want the same thing
- | that's a good point, I hadn't thought about it that way
- | i totally get it
- | yeah that's frustrating
- | ugh that sounds stressful
- | oh man thats painful
- | sorry you had to deal with all that
- | that's a lot on your plate
- | sounds like youre stretched pretty thin
- | I don't blame you one bit.
- | I appreciate you being honest, it's a fair worry
- | I understand, though respectfully I'd disagree a little on that one
- | fair, though i'd gently push back on that
- | I see your point, even if we'd look at it a bit differently
- | yeah fair thats a legit thing to be cautious about
- | makes sense why youd be careful
- | ok I understand your hesitation
- | Completely understandable.
- | I can appreciate that position.
- | I understand your concern entirely, and it's a sensible one.
- | yes I understand, is normal to be careful with such big investment
- | I would feel the same, is big decision for you
- | oh no thats the worst
- | thats totaly reasonable no argument from me
- | you've got every right to be skeptical
- | I can hear the frustration in that, and it's fair
- | yeah that'd annoy me too
- | sounds like this isn't your first rodeo with a bad supplier
- | thats a really thoughtful question honestly
timeline | yeah no I get it, timing is everything with a shutdown
- | fair enough you know your plant way better than i do
operations | running three shifts flat out with zero slack, that's hard
maintenance | keeping a 1998 filler alive all this time, hats off, that's not easy
metrics | yeah when the OEE number is that low everybody's looking at you
staffing | training new people every month is exhausting i get it
quality | I get it, one bad batch and the retailer's on the phone
- | yeah, look, I hear you, and I'm not gonna argue with that
maintenance | oof a 2am callout for the same jam every week nobody signs up for that
timeline | that's a crazy short runway to get a line in, I feel for you
food_safety | after a near miss like that I'd be paranoid about foreign bodies too
- | thats a really valid worry and id rather you raise it now than later
- | in your position I'd probably be grilling me the same way
- | no you're right to be tough on that, it matters
- | ah I'm really sorry, that's a lot to deal with on top of everything else

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
quality | I hear you, but I don't think the film is the whole story.
- | fair point i just dont think it holds up at your volumes
- | I get where you're coming from, I just see it differently.
- | yeah i get it i just dont agree that its the machine
- | That's fair, and I'm gonna push back a little anyway.
- | I understand, I still think waiting is the bigger risk.
- | Ok look, I respect that, I just think the problem's bigger than it looks from the office.
- | totally fair we disagree on that and thats fine
maintenance | I hear you, I'd just challenge the idea that the old one's good for another five years.
- | I respectfully disagree on that one, but I get why you'd see it that way.
- | fair enough we see it differently and thats okay
quality | yeah no totally, it could well be the film, that's worth ruling out
- | Good question, and honestly one I wish more plants asked.
- | Absolutely, your call at the end of the day, I just want you to have the numbers.
competitors | i can see why the last vendor left a bad taste id be careful too
staffing | I get it, it's hard to find good people right now, everybody's short.
price | I get it, that's a big number, and I'm not gonna pretend it isn't.
decision_process | Okay, another round with the committee, I get it, that's how it works there.
- | hm okay, I hear that, I just don't think the numbers back it up
maintenance | you know your line better than I do, I'd still look hard at the capper though
- | Thats a fair theory, in practice we see it go the other way though.
staffing | yeah no totally thats a fair point about the night shift
price | I hear you on price, I just can't agree it's out of line for what's in the box.
timeline | i get why youd want to wait for the new fiscal year i just dont think the line will hold out that long
- | Look, I totally get the hesitation, I'd be the same in your shoes, I just think your own line data says otherwise and I'd be wrong not to say so.
timeline | yeah fair, I'm not gonna argue with you on the lead time, it's long
- | That's a reasonable position, I just don't share it.
- | No, I respect that, and I'm gonna politely disagree.
- | yeah i get that im not trying to steamroll you here
- | I hear you, I just want to be honest that I see a risk there.
- | ok fair, maybe I came on a bit strong there
- | sorry that came out blunter than i meant it
operations | I get it, nobody likes being told their line's getting tired.
- | I know it's not what you want to hear, and I'm sorry about that.
- | yeah i know thats a frustrating answer id be annoyed too

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# firm or blunt but polite, near-twins of lines in rudeness.txt
- | you know your line better than I do, that's fair
pains | thats a real concern and honestly id want to know the same thing
staffing | that sounds like a brutal few months, losing two operators right before peak season
changeover | ninety minute changeovers three times a shift, yeah, that would wear anybody down
price | I get it, it's a big number, and it's a lot more than you paid for the last one
- | I hear you, and honestly I'd probably push back too if I hadn't seen it run myself

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
decision_process | honestly I get it, another committee round is frustrating
- | fair enough, nobody likes being rushed on a decision this size
- | that's a fair question and a lot of buyers ask it
contract | I know legal always has questions, that's their job and it's fine
maintenance | I hear you, running a plant on equipment that old is exhausting

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
pains | ugh filler jams on a friday night thats miserable
pains | that sounds exhausting honestly
quality | i'd be frustrated too if customers were calling about short weights every week
staffing | losing three operators in a month thats rough im sorry
food_safety | a recall is brutal, i can only imagine what that month was like
compliance | audits like that are stressful for everyone, i get it
tariffs | man customs has been a nightmare for everyone this year sorry youre stuck in it
maintenance | keeping an old homogeniser alive with two techs is a lot on their plate
changeover | two hour changeovers would drive me nuts too
budget | fair enough, budgets are tight everywhere right now
price | thats a fair point, it's not a small number
decision_process | nine people on the committee yeah thats a lot of voices to keep happy
timeline | makes sense you dont want to rush a decision this size
authority | totally get that you'd want your boss's blessing first
contract | fair, nobody likes signing terms they havent had time to read
installation | yeah nobody wants an install running into their busy season
competitors | i hear you switching vendors is a big deal when the old ones been decent
support | thats frustrating waiting three days for a tech is way too long
roi | i hear you, spending money to save money is a hard sell upstairs
operations | honestly running a line that old takes real skill respect to your crew
competitors | I know you've heard this pitch from a lot of vendors, fair enough
staffing | paying competitive wages in this market is tough for everyone, i get that
timeline | its been a long road on this one i know and i appreciate you sticking with it
food_safety | I know glass in a jar is everyone's worst nightmare in a plant like yours
changeover | yeah totally, two hours is way too long for a format change
competitors | fair point switching vendors mid year is risky
price | you're right, it's not a small number for a conveyor
timeline | I agree, rushing this before peak season would be a mistake
installation | true weekend installs are a pain for everyone
budget | yeah thats fair you cant spend money you dont have
staffing | exactly, finding night operators is really hard right now
maintenance | youre not wrong that homogeniser has had a hard life
quality | good point, false rejects cost you as much as misses do
compliance | absolutely agree, the auditors aren't getting any easier
roi | yeah fair eight months payback only matters if the volumes hold
tariffs | totally, nobody can plan with duties changing every month
pains | i get it, that sounds like a nightmare
support | yeah no thats fair three days to get a tech out is unacceptable
decision_process | that makes sense, a committee on a purchase this size is normal
food_safety | you're dead right, one recall and the whole brand takes the hit
operations | yeah im with you running three shifts on that old filler is a lot
contract | agreed ninety day terms on a machine that old would make me nervous too
authority | yeah, fair, makes sense your director wants to see it first
metrics | true that oee numbers can hide a lot
decision_process | makes sense that finance wants a look before anything gets signed
timeline | fair enough, the 14th is tight for everyone with the audit that week
# Written by the team: telling the buyer their situation is common is sympathy, not a jab. The
# model had learnt "for a plant your size" from condescending lines only, so "That's pretty
# typical for a co-packer your size" was rude and ended a strong rep's call.
- | that's pretty typical for a contract packer, honestly
pains | that's really common for a plant your size, you're not the only one
changeover | honestly that's normal for a bakery your size, everyone's fighting the same changeovers
staffing | you're not alone there, every plant your size we talk to is short on operators
maintenance | yeah that's typical, most plants your size are nursing older fillers along
food_safety | that's a very normal place to be for a processor your size before an audit
staffing | that's typical for a co-packer, every customer wants something different
- | you're in good company, most plants your size say the same
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
- | ugh that sounds brutal, sorry man
- | oh man, losing a whole weekend to that would drive me nuts too
- | honestly that's super frustrating i totally get it
- | lol yeah I'd be pulling my hair out too
- | dude that's rough, nobody wants a recall scare
- | omg three hours for a changeover that's painful
- | yeah no I get it, being short staffed on nights is the worst
- | haha fair enough, I'd be skeptical too after that
- | seriously that sounds exhausitng
- | ugh, audits are stressful enough without the machine acting up
- | for real, that's a crappy spot to be in
- | oh no that's kinda the nightmare scenario huh
- | man I hear you, chasing parts for weeks is miserable
- | totally fair, you've been burned before, makes sense you'd be careful
- | yikes honestly that sounds like a really long night
- | no worries at all, I totally get that budgets are tight this year
- | honestly I'd feel the same way if I were in your shoes
- | oof that's a lot on your plate sorry
- | haha yeah that makes total sense
- | crazy, I can't imagine hand stacking those cases every shift
- | ugh yeah metal detector false rejects are so annoying
- | that's fair man, nobody wants another vendor promising stuff they can't deliver
- | oh man that sucks, sorry your dealing with that
- | yeah sounds like the old filler's kinda just tired i get why you're frustrated
- | lol been there, fryers love breaking down on a friday afternoon
`;

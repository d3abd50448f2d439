// Labelled rep clauses for the act `rudeness` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# rudeness: the rep insults, dismisses, talks down to or rushes the buyer, in any wording:
# condescension, impatience, sarcasm, swearing. The topic is what the jab is about, - when none.
- | are you even listening
- | just answer the question
- | thats not how any of this works
- | I don't have time for your excuses.
- | come on seriously
- | look buddy
- | you clearly dont get it
- | Whatever, that's irrelevant.
- | ive heard that a hundred times do better
- | That's a dumb question.
metrics | Honestly, do you even know what an OEE number is?
- | wow ok so you really have no idea how your own line runs
- | Let me explain this slowly so you understand.
price | youre being ridiculous about the price
- | can we skip the part where you pretend to care
- | Are you always this difficult or is it just today?
- | ugh fine whatever you say
- | I'm sorry, but that's just wrong, and frankly kind of embarrassing.
- | sweetheart let me explain how this works
- | Do I need to draw you a picture?
- | you people never know what you want
- | That's the dumbest objection I've heard all week.
- | Look, I don't care what your boss thinks.
- | seriously did you even read the proposal i sent
- | Oh great, another plant manager who thinks he knows everything.
competitors | if you want to keep buying junk from those guys be my guest
- | Can you just, like, stop talking for a second and let me finish?
authority | no offense but you dont really sound like the decision maker
- | This is a waste of my time.
- | honestly i expected more from someone in your position
- | Yeah, okay, sure, you know best. Obviously.
- | stop wasting my time and give me a yes or no
- | Hey, pal, I didn't call to get a lecture.
- | Are you slow or something?
budget | your budget is not my problem
- | wow you really dont know much about packaging do you
- | Oh please, spare me the sob story.
- | I don't think you understand your own process, to be honest.
- | get to the point
- | That's cute, but no.
- | Can I talk to someone who actually knows what they're doing?
- | youre kind of clueless about this arent you
operations | Don't be stupid, nobody runs a filler like that.
- | ok boomer
- | Come on, man, this isn't rocket science.
- | I'm not going to repeat myself again.
- | Shut up and listen for a second.
- | this is why your plant is a mess
- | I've been doing this twenty years, I think I know better than you.
- | Oh, you read a blog post and now you're an expert?
- | youre honestly the most stubborn buyer ive ever dealt with
- | Fine, be that way.
- | Wow. Okay. Incredible.
- | thats a stupid way to run a plant
- | I don't need your attitude.
- | Look, honey, I've got other calls to make.
- | are you kidding me with this
- | Whatever, I'll just go over your head.
- | You have no idea what you're talking about.
- | sure and im the queen of england
- | God, you guys are so slow over there.
food_safety | nobody cares about your SQF audit right now
- | Let's not pretend you understand the engineering here.
- | do you want my help or not because youre acting like a child
- | Are you seriously asking me that?
quality | your quality team is a joke and everyone in the industry knows it
- | I'm trying to help you here but you're making it really hard.
- | uh yeah thats the kind of thinking that got your line into this mess
- | With all due respect, that's nonsense.
- | whatever you say chief
- | Next you're gonna tell me the earth is flat.
- | Stop interrupting me.
- | this is painful honestly talking to you
- | I'm not here to babysit you through this.
- | Sorry, I thought I was talking to someone technical.
- | thats such a rookie mistake lol
- | Ugh, not this again.
- | You're overthinking it, just trust me and sign.
maintenance | Your maintenance guys couldn't fix a bicycle.
authority | do you actually have any authority or are you just wasting my afternoon
- | Yeah, yeah, I've heard that one before, next.
- | Christ, how many times do I have to say it?
- | Just do what I tell you and you'll be fine.
- | honestly who taught you how to buy equipment
budget | Wow, that's a new level of cheap.
- | Bless your heart.
- | this is going nowhere because you wont listen
- | You're not really in a position to negotiate, are you?
- | What is this, amateur hour?
timeline | quit whining about the lead time
decision_process | I don't give a damn about your procurement process.
- | honestly lady just put me through to your boss
- | Is there someone smarter I can talk to?

# added: more varied wordings and boundary cases
- | do i need to spell it out for you
- | Wow, you really aren't getting this, are you?
- | look pal i dont have all day
- | i dont know how many different ways i can say this
- | Oh, that's adorable, you think that's a real concern.
- | let me dumb it down for you
- | Honestly, I'd expect a first-year intern to know that.
- | you know what never mind youre not going to get it anyway
- | Are you this painful with every vendor or am I just lucky?
- | Try to keep up, okay?
- | um no offense but thats kind of a silly thing to worry about
- | I'm going to say this one more time, and really slowly.
- | buddy i've been selling fillers since you were in diapers
- | Well, that's a brilliant insight, thanks for nothing.
- | Let's be real, you wouldn't know a good machine if it hit you.
- | can we skip the twenty questions please
- | Hold on, hold on, let me talk, you've had your turn.
- | jeez do you ever stop complaining
- | Oh sure, because your way has worked so great so far.
- | thats honestly the laziest excuse ive heard this year
- | Listen, sweetie, the adults are talking numbers now.
- | You're really going to make me explain basic math?
- | ok you clearly havent done your homework
- | I'm not sure why they put you in charge of this.
- | quit stalling and give me an answer
- | Yeah, I figured you'd say something like that.
- | hm interesting so you just make it up as you go over there
- | My ten-year-old could run that line better.
- | Can you not interrupt me every two seconds?
- | yeah no thats just wrong and you know it
- | Wow, real professional.
price | if you cant afford it just say so and stop wasting my time
competitors | go ahead buy the cheap junk and call me when it breaks
- | Ma'am, with all due respect, you're out of your depth here.
- | this conversation is going in circles because of you
- | Newsflash, the rest of the industry moved on ten years ago.
- | you obviously dont listen do you
- | Could you be any more negative right now?
- | oh my god just let me finish
authority | Maybe I should be talking to whoever actually makes decisions there.
- | Sure, whatever helps you sleep at night.
- | that is without a doubt the worst take ive heard on a call
- | Okay genius, what would you do then?
- | Do you practice being this unhelpful?
- | not my problem if your guys cant figure out a touchscreen
- | I'm honestly shocked your plant is still open.
- | so are you gonna let me talk or what
- | You sound like every other clueless buyer I call.
- | hey chief maybe listen for once
- | Whoa, somebody woke up on the wrong side of the bed.
maintenance | your maintenance crew sounds pretty useless to be honest
- | Thanks for the lecture, professor.
- | thats not a real objection thats just you being stubborn
- | Can we talk like grown-ups for a minute?
- | boy you really like the sound of your own voice huh
- | Save the drama, just tell me yes or no.
- | ugh youre exhausting
timeline | your timeline is a fantasy and everybody knows it
- | Did you actually read anything I sent or just the subject line?
- | wow ok mr expert
- | That's not how grown-up companies buy equipment.
- | pay attention this time
- | no see thats where youre wrong again
- | Honestly, I don't have the patience for this today.
- | Give me a break, nobody actually believes that.

# added (second pass): more varied wordings
- | wow do you treat every vendor like this or just me
- | Look, I'll talk slower since this seems hard for you.
- | i honestly cant believe i have to explain this to a plant manager
- | Please, just stop rambling and answer me.
- | thats rich coming from someone whose line runs at sixty percent
- | You clearly haven't been on a plant floor in years.
- | enough with the excuses already
- | Ha, good one, did you come up with that yourself?
- | I don't have time to hold your hand through this.
- | you know what forget it youre impossible
- | Do you even understand what you're buying?
- | no no no youre not listening again
- | Honestly, it's like talking to a wall.
- | mate im not here to play games with you
- | Oh, you want references? Cute.
- | Not sure what they teach you in procurement these days.
- | hurry up i have another call in five
- | I've explained it three times now, are we good or do you need a diagram?
- | jeez lighten up its just a machine
- | Your last vendor must have had the patience of a saint.
- | stop being so dramatic about the downtime
- | So you're just going to waste both our afternoons then?
- | maybe let the grown ups in engineering decide this one
- | Can you not be so negative for like five minutes?
- | thats a really naive way to look at it
- | Please tell me you're joking.
- | why are you making this so hard honestly
- | I'm not going to argue with someone who doesn't know the basics.
- | you gonna keep nitpicking or can we actually get somewhere
- | Oh, here we go again with the budget whining.
- | i swear some people just like saying no
- | shut it for a sec and let me explain
- | Wow, that's a lot of attitude for a Tuesday morning.
- | youre not very bright are you
- | Just nod and sign, it's easier for everyone.
price | stop crying about the price and look at the value
- | Okay, Einstein, what's your brilliant plan then?
- | honestly your questions are kind of a waste of time
- | Why do I even bother calling you guys?
- | quit playing dumb you know exactly what i mean
- | Oh please, you couldn't run a lemonade stand.

# added (third pass): more varied wordings
- | honestly thats the silliest thing ive heard today
- | Yeah, well, maybe try doing your job for once.
- | okay you obviously have no clue so ill just talk to your boss
- | Well, that's a pretty ignorant thing to say.
- | right because youre the expert on everything
- | Honestly, you should probably just let me do the thinking here.
- | yeah sure whatever you say boss
- | Look, I don't need a lecture from someone who's never run a line.
- | okay this is just getting ridiculous now
- | Well, aren't you a ray of sunshine.
- | honestly youre wasting my time and yours
- | Yeah, no, that's just a bad take.
- | right right sure you know best
- | Okay, let's try this again, and this time pay attention.
- | well maybe if you listened youd understand
- | Honestly, do you even know what you need?
- | yeah thanks captain obvious
- | Look, I'm not your therapist.
- | okay grandpa lets get with the times
- | Well, I guess some people just can't be helped.
- | honestly man youre making this way harder than it needs to be
- | Right, and I suppose you think that's clever.
- | yeah no one asked for your opinion on the design
- | Okay, I'll wait while you figure out how to read a quote.
- | look i dont care about your little process
- | Honestly, you sound like you've never bought a machine in your life.
- | ok youre either not listening or youre not understanding which is it
- | Well, that's a spectacularly bad idea.
- | yeah good luck with that genius
- | Look, just get me someone who can make a decision.
- | whatever man i dont have time for your games
- | Honestly, your whole team seems kind of lost.
- | right so youre just going to ignore everything i said
- | Okay, I'm done explaining this to you.

# added (fourth pass): more varied wordings
- | oh sure right and pigs fly
- | Yeah, I bet you say that to every rep.
- | right so youre an engineer now too
- | Sure, I suppose that's one way to run a plant into the ground.
- | yeah okay and how has that worked out for you
- | Right, because that makes so much sense.
- | yeah yeah i heard you the first three times now can i talk
- | Sure, keep telling yourself that.
- | okay whatever helps you justify it
- | I guess I'll just explain it again since you missed it.
- | right i forgot you know everything
- | Oh, I'm sure your boss will love hearing that.
- | Sure, sure, and I'm the Pope.
- | ok thanks for that totally useless input
- | Hm, I suppose thinking isn't really your department.
- | yeah you would say that wouldnt you
- | Right, and next you'll tell me you know how a servo works.
- | sure pal whatever you want to believe
- | Oh, that's rich, coming from you.
- | honestly i feel sorry for your operators
- | Yeah, good luck running that line without us, you'll need it.

# added (fifth pass): more varied wordings
- | seriously how do you still have a job
- | Honestly, that's embarrassing for someone at your level.
- | are you even paying attention right now
- | You're being completely unreasonable and you know it.
- | thats a ridiculous thing to ask a supplier
- | Seriously, are you trying to be difficult?
- | youre clearly out of your league on this one
- | That's a pathetic excuse for not making a decision.
- | wow you really have no clue how equipment gets bought
- | Frankly, your attitude is the problem here, not our price.
- | what a joke of a procurement process
- | Honestly, I've had better conversations with a vending machine.
- | stop being so clueless and look at the numbers
- | You really think you're smarter than every engineer in the industry?
- | do you even know what a servo is
- | That's about the dumbest thing a plant manager has ever told me.
- | youre not listening youre just waiting to talk
- | Seriously, I'm wasting my breath here.
- | so youre just going to keep being stubborn about it
- | Okay, smart guy, you tell me how it works then.
- | honestly its like you want your line to fail
- | You're being ridiculous and I think deep down you know it.

# added (sixth pass): more varied wordings
- | you dont even know what youre asking for do you
- | Look, either you get it or you don't, and clearly you don't.
- | how are you this bad at your job
- | stop making excuses and make a decision
- | Wow, you really need everything spelled out, huh?
- | i cant believe im wasting an afternoon on this
- | Honestly, I don't care how you did it at your last plant.
- | just quit whining and sign the thing
- | You have the attention span of a goldfish.

# added (seventh pass): more varied wordings
- | oh sure, because that worked so well last time
- | Yeah, right, and I'm supposed to believe that?
- | wow thanks for nothing
- | Sure, go ahead and keep your broken line then.
- | yeah i guess common sense isnt that common over there
- | Honestly, are you even qualified to make this call?
- | sure whatever makes you feel important
- | Oh good, another useless objection.
- | i dont have the patience for people like you
- | Yeah, that's what happens when amateurs run a plant.
- | wow youre really bad at this
- | Fine, have it your way, I don't really care.
- | youre joking right thats the dumbest thing ive heard
- | Sure, pal, you keep telling yourself you know better.
- | honestly i dont think you could operate a toaster
- | Look, I'm not going to babysit your team through every decision.
- | Oh, you're one of those buyers. Great.

# added (eighth pass): more varied wordings
- | thats an absurd thing to say about a machine youve never seen
- | That's honestly laughable.
- | thats a lame excuse and you know it
- | That's a pointless question, next.
- | thats garbage reasoning
- | That's such a weak argument, come on.
- | thats the kind of nonsense that gets plants shut down
- | That's a clueless way to compare two machines.
- | thats a pretty lazy way to do your job
- | That's not a concern, that's just you being cheap.

# added (ninth pass): more varied wordings
- | what part of no budget for excuses dont you understand
- | Honestly, you're the reason these projects take forever.
- | youre kind of embarrassing yourself here
- | you want to be difficult fine ill go to your boss
- | Oh please, like you'd know a good filler if you saw one.

# added (eleventh pass): more varied wordings
- | Cool story.
- | oh wow groundbreaking
- | Okay, and who asked?
- | k whatever
- | Spare me.
- | save it
- | Nice try, but no.
- | yawn
- | Oh, bravo, what an insight.
- | Yeah, great, thanks for that pearl of wisdom.
- | who hired you anyway
- | What is wrong with you people?
- | are you serious right now
- | Do you ever stop talking?
- | what planet are you on
- | Is that really the best you can come up with?
- | how hard is it to read a quote
- | Why are you being so dense about this?
- | did anyone ever teach you how to negotiate
- | Are you deliberately trying to annoy me?

# more lines, by topic as they came; same rules as above
- | Sigh, okay, I'll go slower for you.
- | um no thats not what i said at all you just werent listening
- | Look, I've got a real customer after this, so can we speed it up?
- | honestly its not that complicated even for a purchasing guy
- | yeah let me stop you right there because youre wrong
- | Okay, I'm going to need you to keep up here.
- | Wow. Just wow.
- | uh huh sure and how many lines have you actually commissioned
- | can you like get to the part where you actually ask something
- | Let's just say I've talked to sharper buyers this week.
- | I'll keep this simple so it doesn't go over your head.
- | no no stop youre only making it worse
- | Whatever, I'm not here to make friends.
- | Hurry it up, man, I'm on the clock.
- | With respect, you don't know enough about servo systems to have an opinion.
- | you realize youre the only person on earth who thinks that right
- | Are we done with the complaining part of the call now?
- | Oh, for crying out loud.
- | That's cute, you think you have other options.
- | did you not understand a single word i just said
- | honestly dude youre kind of a pain to deal with
- | Yeah, I'm not going to dignify that with an answer.
- | What's so hard to understand here?
- | Let me guess, you need to check with your team again. Shocking.
- | look im not running a charity here
- | I really couldn't care less what your last vendor did.
- | ok im gonna stop you there because this is going nowhere fast
- | Do you even own a calculator?
- | Please don't waste my time with hypotheticals.
- | thats honestly kind of a stupid question man
- | Fine, don't buy it. See if I care.
- | Mm, cute theory.
- | Can you let me finish one sentence, just one?
- | yeah yeah thats nice can we move on now
- | Sorry, I assumed someone in your job would already know that.
- | Whatever floats your boat, man.
- | jesus just give me a straight answer for once
- | Hello? Anybody home in there?
- | Damn, you're hard work.
- | You do realize how dumb that sounds, right?
- | um okay so im gonna explain this like youre five
- | I'll just wait until you're done venting.
- | That's not a question, that's whining.
- | Tick tock, I don't have all afternoon.
- | Do you want to buy a machine or do you want to chat? Pick one.
- | ok so what exactly do you guys do all day over there
- | Oh, you're one of those we've-always-done-it-this-way guys.
- | bro just say yes already
- | I've got bigger accounts than yours to worry about, frankly.
- | You're lucky I even called you back.
- | ugh fine ill repeat it AGAIN
- | Nobody else ever complains about that, so maybe the problem is you.
- | You're making a mountain out of a molehill, as usual.
- | and this is exactly why nobody wants to sell to you guys
- | Listen carefully, because I'm only going to say it once.
- | Don't get smart with me.
- | Ha, nice try, I wasn't born yesterday.
- | Sounds like a you problem.
- | My God, how long is this gonna take?
- | You're honestly not as smart as you think you are.
- | Okay, champ, let's hear your big idea.
- | im not gonna sit here and argue with you all day
- | You missed the point. Again.
- | ya know what i dont need your business that bad
- | Honestly, that's a question for someone who actually reads spec sheets.
- | cut the chit chat whats your answer
- | Okay, well, I guess I'll go find a grown-up to talk to.
- | Come on, spit it out.
- | That's a bit above your pay grade, isn't it?
- | i honestly dont get paid enough to deal with you
- | Just let the professionals handle it, okay?
- | Yeah, I'm gonna need you to stop talking for a second.
- | Most of our customers pick this up pretty quickly, but okay, let's go over it again.
- | well thats one way to look at it if you dont know the industry
- | I'm not sure you're quite following, so let me simplify.
- | Let me put it in terms you'll understand.
- | youll figure it out eventually i suppose
- | No offense, but this is pretty basic stuff.
- | And your point is...?
- | Okay, so what?
- | can we wrap this up i have actual work to do
- | Faster, please.
- | Mhm, sure, if you say so.
- | I'd love to help, but you make it really hard to care.
- | yeah well see how long that plan lasts
- | Do you always need things explained twice?
authority | why am i even talking to you if you cant sign for anything
budget | honestly im surprised they let you anywhere near the budget
budget | a plant that size with no capex money thats just sad
changeover | if your guys need two hours for a changeover maybe hire better guys
competitors | Honestly, anyone still buying from those guys has no business running a plant.
compliance | oh spare me the osha lecture
contract | your lawyers are clowns honestly redlining a two page quote
decision_process | your approval process is a total clown show
food_safety | oh come on your sanitation crew would fail a hot dog stand inspection
installation | if your electricians cant run a 480 drop thats really not my problem
maintenance | if your mechanics read the manual once in a while the capper wouldnt keep jamming
metrics | you dont even track downtime and youre asking me for proof lol
operations | wow you run a plant like that on purpose
price | I mean, if a hundred grand scares you, maybe you're just not our kind of plant.
quality | your qa lady sounds like shes never set foot on a real line
roi | you cant even tell me what an hour of downtime costs and you want me to prove payback
staffing | no wonder you cant keep operators if this is how you talk to people
support | I don't do hand-holding, that's what the manual is for.
support | what do you want me to do hold your operators hands every shift
tariffs | quit hiding behind the tariffs its a lazy excuse
timeline | your so called deadline is not my problem

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | I'll try to use smaller words this time, okay?
maintenance | oh sure, because your current setup is working out so great for you
- | can we speed this along, I've got actual buyers to call today
- | i dont have all day here
pains | honestly thats not a real problem thats you being picky
staffing | maybe if your operators knew what they were doing the jams would stop
- | As I've already said twice now, it's in the proposal.
- | like I literally just told you that like thirty seconds ago
- | wow, ok, did you even open what I sent you
price | you do realise that's what proper equipment costs right or is this your first time buying anything
- | look im not gonna hold your hand through every single line of this
- | no offense but you're kind of out of your depth here
authority | can you just put me through to somebody who actually makes decisions
quality | your QA people are the reason your rejects are high, not the sealer
food_safety | oh please nobody actually gets audited on that stuff
compliance | all that regulation talk is just paperwork, stop hiding behind it
- | yeah yeah yeah get to the point
- | are we done with the twenty questions yet
- | i mean it's not rocket science, man
- | Okay. I'm going to go really, really slowly so you can keep up.
competitors | sure go buy the cheap knockoff off some catalogue and call me when it falls apart
- | honestly this is exhausting
- | do you want the machine or not because im not doing this dance all week
timeline | you've been thinking about it since March, give me a break
- | how many times do I have to explain this to you
- | seriously are you writing any of this down or
- | great, another guy who thinks he knows better than our engineers
maintenance | your maintenance guy clearly has no clue what he's doing
maintenance | no wonder the capper keeps failing if thats how you people treat it
- | did you just wake up or what
- | Yeah, I figured you wouldn't get it.
price | its not expensive youre just cheap
- | jesus christ just answer the question
- | what the hell does that have to do with anything
- | thats a load of crap and you know it
- | oh for god's sake, not this again
- | that's a stupid objection, honestly
- | wow ok genius
- | nice try but you're not fooling anybody
- | I don't need a lecture from you about my own product.
- | let the grown ups handle the technical bits yeah
- | I'll explain it again, slower, since it clearly didn't land the first time.
- | per my last three emails which you obviously ignored
- | as I mentioned um several times already which apparantly didn't register
- | ok mister expert
operations | honestly I've seen garage shops run tighter than your plant
metrics | you don't even track OEE? wow, what year is it over there
metrics | come on those downtime numbers are made up
- | Let's not pretend you understand how a servo drive works.
- | i dont have time to educate you on the basics
- | hurry it up please i got a flight to catch
- | can you wrap this up I've got better things to do
- | Just give me a yes or a no, I'm not here for a chat.
- | tick tock i havent got forever
- | ugh fine whatever keep your old machine then
maintenance | oh yeah because running a twenty year old filler into the ground is such a smart plan
- | right, because you know more about tray sealing than we do after thirty years in it
- | wow what a great question never heard that one before
- | Brilliant. Truly. What an insight.
- | so you're just gonna say no to everything huh
- | are you being difficult on purpose or does it come naturally
- | I'd explain it but I don't think you'd follow
- | typical procurement all price and zero brains
price | oh here we go the procurement guy wants a discount, shocker
- | no that's not a concern that's just you not reading the spec sheet
food_safety | allergen cross contact is overblown youre worrying about nothing
quality | nobody cares about a few crooked caps, get over it
- | honestly you're overthinking this way too much
- | calm down its just a conveyor
- | Relax. It's not that complicated.
- | don't take this the wrong way but you're kinda slow on this
- | well maybe if you'd listened the first time we wouldnt be here
decision_process | your approval process is a joke who designed it a committee of sloths
decision_process | honestly the committee thing is just your excuse to never decide anything
authority | go ask your boss for permission then since you cant decide anything yourself
- | if you don't get it by now I don't know what to tell you
- | I'm not sure you're the right person to understand this, frankly.
- | That's cute.
- | aw thats adorable that you think that
- | are you always this slow on the uptake
- | we'll never get anywhere if you keep interrupting me
- | can you let me finish for once
- | you're not listening again are you
- | okay now you're just making stuff up
- | I don't think you even know what you're asking me
- | man whoever hired you did a terrible job
staffing | your night shift is lazy, that's your real problem right there
staffing | it's not the machine, it's your people, they're just not very bright
support | oh please you called our service line once stop whining about support
installation | the install ran long because your guys couldn't stay out of the way
changeover | changeovers take forever cause your crew is slow not because of our machine
tariffs | tariffs tariffs tariffs, that's all you people ever whine about
contract | read the contract yourself, I'm not your lawyer
timeline | you'll miss your window and it'll be your own fault not mine
- | fine lose the slot see if i care
- | go ahead and waste another quarter then
- | Honestly, I expected more from a plant manager.
- | you seriously don't know that? wow
- | not to be rude but thats a pretty ignorant take
- | you know what forget it you wouldnt understand
- | I'll wait while you catch up.
- | oh sure take your time its not like I have other calls or anything
- | am I boring you or are you just like that
- | what part of no minimum order do you not understand
- | are you for real right now
- | shut up and let me finish
- | oh my god you're unbelievable
- | you're a pain in the ass to deal with, honestly
- | this is a damn waste of an afternoon
- | quit stalling
- | stop playing games with me
- | honestly you're the worst buyer I've dealt with this year
competitors | only an idiot would pick their capper over ours
- | you'd have to be pretty dumb to pass on this
roi | the payback is obvious to anyone who can do basic math
roi | you can do math right it pays for itself its not hard
- | if you can't see the value here I can't help you
- | ok ill use an analogy a five year old would get
- | so basically for the non engineers in the room which means you
- | let me put it in terms even your finance people can follow
competitors | yeah I don't really care what your last vendor told you
- | I don't care about your feelings, I care about the order.
- | your concerns are noted and frankly irrelevant
- | mm hm sure is that all
- | can we skip the little stuff you keep nitpicking
- | I'm doing you a favour even taking this call
- | you know most people would be grateful for a deal like this
price | anybody who isn't a cheapskate would see the price is fair
- | Seriously, who taught you to negotiate?
- | im gonna be honest youre kind of clueless about this stuff
- | speak up or stop mumbling i cant deal with this
- | yeah good luck running a plant with that mindset
- | you dont understand nothing about packing machine please just listen to me
- | With respect, I find it rather remarkable that someone in your position would ask that.
- | I must say, your grasp of the basics is somewhat lacking.
- | Forgive me, but I had assumed you'd have read the proposal before wasting both our time.
food_safety | ugh, you QA types and your swab tests, it's always something
quality | if your product wasn't so inconsistent the X-ray wouldn't kick out half of it
maintenance | maybe try cleaning the slicer once in a while before blaming the blade
- | um sorry but did you actually go to school for this
- | look I'm gonna stop you there because you're wrong
- | this is why nobody likes calling procurement
- | hey genius the answer's on page two
- | I swear you people ask the same thing every single time
- | can you not be so dramatic about a little downtime
- | Oh, wonderful, another delay. How very surprising.
- | yeah that's a you problem not a me problem
- | just sign the thing already, it's not brain surgery
- | stop overcomplicating it, it's a palletiser not a space shuttle
- | ok cool story, can we get back to what matters
- | okay so let me simplify this way down since the technical stuff seems to be going over your head
operations | I mean, if running a plant this badly is your thing, who am I to stop you
authority | honestly I'd rather talk to your boss, he at least seems to get it
budget | oh right the budget, your favourite excuse
- | umm, did you not hear me, or are you just choosing not to
- | Sorry, I'll wait until you're done checking your phone.
- | buddy I have sold two hundred of these I think I know a bit more than you
competitors | their machines are garbage and frankly so is your judgement if you buy one
support | it's called reading the manual, you might try it sometime before you call support
- | pfft whatever, you clearly made your mind up before I even dialed

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
- | sure whatever works, not like my schedule matters
- | Fine by me, you're gonna do what you want anyway.
- | Ok ok, I hear you, you can stop repeating it now.
- | Yeah, no, totally, I'm sure your gut beats the data.
- | hold on let me stop you before you embarrass yourself
- | Wait a sec, did you seriously just say that?
- | Let's park that, it's not really a serious concern anyway.
- | Let's move on before we waste more time on your pet theory.
- | Noted, along with the other forty things you've complained about today.
- | oh good you finally got around to reading the spec sheet
metrics | thanks for the numbers, only took you three weeks
- | Take your time, I know this is a lot for you.
operations | ok ok settle down nobodys taking your precious filler away
- | whatever's easiest for you, I know reading a quote takes you guys a while
- | Look, I'll be honest with you, most plant managers catch on faster than this.
- | ill stop there youve obviously stopped listening anyway
next_step | Sure, whatever time suits your QA manager, I know her schedule matters way more than mine.
next_step | yeah fine ill send references since apparently my word isnt good enough
metrics | No worries on the numbers, I'm sure you'll find them eventually.
next_step | sure ill put it in writing maybe itll sink in that way
- | I hear you, I just think you're wrong and you'd see it if you actually looked.
- | I respectfully disagree, and so would anyone who's actually done this.
- | Fair enough, you're entitled to be wrong.
- | good question im surprised it took you this long to ask it
- | Absolutely, your call, you'll be the one explaining the downtime to your GM.
competitors | I can see why the last vendor had trouble getting through to you.
price | I get it, big numbers can be scary for a plant your size.
decision_process | Oh great, another round with the committee, love that for us.
maintenance | you know your line better than me apparently so i guess the cappers fine
- | Cute theory, now let's talk about what actually happens on a real line.
staffing | yeah no totally blame the night shift thats easier than fixing anything
timeline | No, what I meant was, and I'll say it slower this time, the twelve weeks is the build.
price | That's not what I said, but okay, hear whatever you want to hear.
contract | Happy to explain the warranty a third time if that helps.
installation | like i mentioned before you zoned out rigging is in the quote
- | Okay, let me try explaining it the way I'd explain it to a new hire on day one.
- | oh you didnt read it shocker fine heres the short version
maintenance | Look, I'll be straight with you, anyone who knew cappers would've replaced that one years ago.
maintenance | that filler is older than you are which honestly explains a lot
maintenance | No offense, but I kind of assumed a maintenance lead would know how a servo works.
competitors | Sure, go with the cheaper quote, I'm sure it'll all work out great for you.
support | You've called support twice in two years, I think you'll survive.
quality | bless your heart but thats not how seal integrity works
food_safety | Not to be that guy, but maybe google what an auditor actually looks for.
maintenance | oh wow you discovered that machines need maintenance congrats
operations | Look, some plants just aren't ready for automation, and yours sounds like one of them, no shame.
timeline | no honestly take all the time you want um its not my line thats falling apart every second shift so you know whatever works for you guys
metrics | To be blunt, I don't think you understand what OEE actually measures.
maintenance | I'm not gonna sugarcoat it, your guys dropped the ball and now you want a miracle.
roi | The math isn't hard, I can redo it with smaller numbers if that helps.
maintenance | i mean you can keep patching it if you enjoy spending your weekends at the plant
next_step | Must be nice to have all the time in the world to decide.
next_step | sure, take another quarter, the line's been doing sooo great so far
contract | I'm not asking you to understand the controls, I'm asking you to sign.
next_step | can you at least pretend to look at the proposal before friday
- | Honestly, a no is fine, at least then I can stop wasting time on you.
competitors | whered you get that number did the other guy draw it on a napkin for you
price | Ah, the classic "can you sharpen your pencil", never heard that one before.
contract | sure ill add it to the list of stuff you want for free
- | Ok fair, maybe I came on strong, but somebody had to spell it out for you.

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# sarcasm
- | oh great, another plant manager who already knows everything about fillers
- | wow, congrats on running a bakery like it's still 1985
- | sure, because your little spreadsheet is obviously smarter than forty years of engineering
maintenance | oh yeah, duct tape on the sealer jaws, real world class maintenance program you got there
- | brilliant question. really. did you come up with that one all by yourself?
competitors | right, because the cheapest guy from overseas always works out SO well, how's that going for you
timeline | oh sure, take another six months to think about it, I'm sure the line will just fix itself
decision_process | fantastic, another meeting about having a meeting, you guys are really on fire over there
price | yeah yeah, everything's too expensive for you people, I know
- | oh I'm sorry, was that too many big words for you?
quality | nice, so you're fine shipping leaky pouches, cool, love that for your customers
- | well gee, thanks so much for squeezing me in between your very important coffee breaks
operations | ah yes the famous manual palletizing, very cutting edge, very 21st century
- | oh no please keep telling me how packaging works, I've only done this for twenty years
authority | let me guess, you need to ask your mommy, sorry, your boss, before you can buy a wrench
# condescension
- | Ok let me explain this slowly so you can follow along.
- | I'll try to keep this really simple for you
- | I don't expect you to understand servo tuning but trust me, it's better
- | look, sweetheart, that's not how it works in the real world
- | maybe next time bring someone technical on the call so we can actually get somewhere
changeover | it's not rocket science, even your night shift could figure out that changeover
- | let me put it in terms a purchasing person can understand
- | honey, I've been selling extruders since before you finished school
- | do you want me to draw you a picture? because I can draw you a picture
- | this is pretty basic stuff, I'm surprised you haven't heard of it
quality | um, you do know what a metal detector is for, right
- | ok so, for the people in the back, and by the back I mean you
roi | it's simple math, even you should be able to work out the payback on that
- | I'll go slower this time since you obviously didn't get it the first time
compliance | cute that you think your auditor will let that slide
# impatience
budget | come on, just give me a number
- | can you just answer the question
- | I don't have all day here, man
- | yes or no, it's not complicated
- | ugh can we hurry this up please, some of us have real work
timeline | just tell me when you're buying, I don't need the life story
- | get to the point, I'm begging you
- | For the love of god stop rambling and tell me what you need.
authority | look who actually signs, just give me the name and stop wasting my time
- | seriously, how many times do I have to ask the same thing
- | you're killing me here, just pick one
# dismissing their expertise
- | with all due respect you don't know what you're talking about
- | you've been in dairy what, ten years? I've seen more plants than you ever will
maintenance | your maintenance guy is wrong, period, don't listen to him
- | you're in purchasing, leave the engineering to the people who understand it
operations | no offence but you clearly have no idea how your own line runs
quality | your QA lady doesn't know what she's looking at, those seals are fine
- | respectfully, that's about the dumbest way to run a press shop I've ever seen
- | to be blunt, your team doesn't have a clue what they're doing down there
staffing | your operators are the problem, not the machine, they're just slow
- | I'm not going to argue with someone who's never run a line in their life
competitors | if you actually believe what that other rep told you, I can't help you
# swearing
- | This is a damn waste of my time.
- | What the hell are you even asking me?
metrics | bullshit, nobody gets ninety five percent OEE on that junk
- | Are you freaking kidding me right now?
price | holy crap, you want it for that? get real
- | I don't give a damn what your last vendor did
- | oh for crying out loud, not this again
maintenance | your crappy old wrapper is gonna die next month and you know it
# mocking their plant or people
operations | honestly your plant looks like a museum
maintenance | that line's held together with zip ties and prayers
quality | no wonder your scrap rate is through the roof, have you seen the mess in there
operations | that bottling hall is a joke, I wouldn't let my dog drink out of it
- | your guys walk around like they're on vacation
food_safety | I mean with a floor like that I'm amazed you haven't poisoned anybody yet
operations | calling that a snack plant is generous, it's more like a garage with fryers
staffing | half your crew looked like they'd never seen a torque wrench
# threats
next_step | Sign this week or don't bother calling me when that thing dies.
authority | I'll go over your head to your VP if I have to
authority | if you don't move on this I'll make sure your boss hears you blew it
installation | keep stalling and I'll give your install slot to the plant down the road, good luck then
- | you really don't want to make an enemy of me in this industry
contract | Try to back out of this and our lawyers will eat you alive.
support | fine, but when your line goes down don't expect us to pick up the phone
# passive aggression
- | no no it's fine, I only drove three hours to get here
- | as I've already said twice now
- | per my last three emails, which I'm assuming you didn't read
roi | I guess some people just like losing money
- | that's ok, I'll just wait until you're done checking your phone
- | Must be nice to have that much time to waste.
- | Well if you'd bothered to read the proposal you'd know that already.
price | I'm sure your cousin's guy will give you a great deal, those always work out
- | don't worry about me, I'll just sit here while you figure out what you want
- | Funny how you had time for the other vendor but not for me.
- | whatever you say, you're the expert, apparently
- | well I guess we'll just keep doing it your way then, since that's going so great
- | I'll send it again, in bigger font this time
- | if you're done interrupting I'd like to finish
- | oh, you're listening now? great
- | hello? is anybody home over there?
- | what kind of question is that, seriously
- | it's a simple question, just answer it, jeez
- | you're not very quick are you
- | Wow you really don't get it, do you?
- | honestly I expected more from a company your size
# spoken transcript style
- | are you even paying attention to me right now or what
budget | come on man just give me a ballpark its not that hard
- | let me say this real slow for you
- | Dude seriously you're wasting my time.
- | I swear talking to you people is like talking to a wall.
operations | thats the dumbest setup ive seen in a meat plant and ive seen a lot
- | you clearly dont know the first thing about thermoforming
- | look i dont have time for twenty questions
- | God you're slow.
- | Whatever just tell your boss to call me since you can't decide anything.
authority | Is there anyone over there with actual authority or is it just you?
- | jesus christ just answer the damn question
- | Uh yeah no that's wrong and honestly kind of embarrassing.
quality | your qc guy is clueless those cans are fine
- | i dont care what you think honestly
- | oh my god here we go again
- | stop interrupting me and listen for once
- | you know what forget it youre not gonna get it anyway
- | ok well thats a stupid question but fine
price | youre cheap thats the problem not our price
- | um did you even read what i sent you or
- | yeah thats not how any of this works buddy
- | This is painful man really painful.
competitors | you went with those clowns last time and look where it got you
maintenance | no wonder stuff keeps breaking you guys dont know how to grease a bearing
- | Are you new or something?
- | Ok whatever you say boss.
- | come on come on come on i dont have all afternoon
- | I mean no offence but that's a pretty stupid way to think about it.
- | shut up for a sec and let me finish
operations | your whole injection molding floor is a disaster waiting to happen
- | well duh obviously
- | Wow okay so you really have no idea do you.
- | can you put someone smarter on the phone
- | ugh fine ill explain it again for the third time
- | i dont think you understand what youre looking at
- | thats not a real concern thats just you being lazy
staffing | your people are the bottleneck not my machine lol
- | if you cant figure that out i cant help you
timeline | Quit dragging your feet and make a decision already.
- | honestly how do you still have a job
- | You people are impossible.
- | yeah i figured youd say something dumb like that
- | oh please spare me the sob story
- | do you even work in packaging
pains | boo hoo your changeovers take long cry me a river
- | just sign the stupid thing
contract | read the contract yourself i'm not your lawyer
- | look pal i dont need a lecture from you
- | right and im the queen of england
next_step | Don't waste my time with another meeting if you're not gonna buy.
- | sorry i forgot you need everything spelled out
- | seriously whats wrong with you
- | nobody cares about your old supplier
- | lol ok
- | thats cute

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
- | Honestly, I don't know how many more times I can explain this to you.
- | are you even reading the proposal or just looking at the pictures
authority | maybe I should be talking to someone who can actually make a decision
- | come on, this isn't rocket science, even your interns could figure it out
- | wow, another question, shocking
- | with respect, your team wouldn't know a good deal if it hit them
- | look, I don't have all day to babysit this
- | you people have been dragging your feet for months
- | no offence but that plant is held together with duct tape and prayers
- | ok let me use small words so you can keep up
- | is it just you or is everybody over there this slow
- | seriously, just sign the thing already
- | I've sold to smarter buyers than you before breakfast
- | your maintenance guys couldn't fix a leaky tap
- | well that's the dumbest objection I've heard all week
- | must be nice having a job where you never have to decide anything
authority | let the adults in the room handle the signing
- | do you actually understand what you're looking at
- | oh sure, take another three months, we've got nothing better to do
- | you're wasting my time and honestly your own
- | no wonder your line is always down with people like you running it
- | I mean, what do you even do all day over there
- | if you can't see the value here I can't help you
- | uh yeah that's not how any of this works, but sure
- | to be blunt you're in way over your head on this purchase
price | oh the price is too high, how original
- | your engineers are a joke, no offence
- | listen sweetheart, just get me the PO
- | respectfully, that question shows you haven't done your homework at all
- | are you always this difficult or is today special
- | honestly I'm starting to think you don't have a clue
- | my ten year old could run a better procurement process
- | do i need to draw you a pitcure
- | what part of this is so hard for you
- | great, another committee, because that's worked so well for you guys
- | stop overthinking it, it's above your pay grade anyway
- | you know what your problem is, you're too scared to make a call
- | that's cute that you think you have other options
competitors | go ahead buy the cheap junk from the other guy and call me when it breaks
- | thanks for nothing I guess
- | your QA manager is a roadblock with a clipboard
- | i explained this twice already are you not paying attention
- | boy you really love to hear yourself talk don't you
- | honestly it's embarrassing how long this is taking you
- | well if you'd bothered to read page three you wouldn't be asking
- | is there someone smarter I could talk to
- | I don't think you grasp how lucky you are we even quoted this
- | cut the nonsense and tell me yes or no
- | lol you guys are still running that junk from the nineties
- | no offence but your plant manager seems clueless
- | quit wasting everybody's time
- | ah yes, let's have another meeting about the meeting, brilliant plan
- | come on man, grow a spine and sign it
- | you should be thanking me for this price, frankly
- | are you really this bad at math
roi | I literally did the payback for you, how did you still get it wrong
- | sorry, I forgot I'm dealing with amateurs
- | whatever, I'll just wait for someone competent to take over
- | how did you even get this job
- | ugh, fine, ask your silly question
- | just do what I'm telling you and everybody will be happy
- | your whole operation is a mess and everybody in the industry knows it
- | don't play dumb with me
- | you're not going to find a better offer, you're just too stubborn to admit it
- | nobody cares about your little checklist
- | it's adorable that you think procurement matters here
- | hey genius, the quote already covers that
- | must be hard keeping up with all these big numbers
- | I honestly don't know why I bother with you people
- | you can't be serious with that question
- | are you deliberately being slow or what
- | your owner should fire whoever set up that line
- | that's the kind of thinking that got your plant into this mess
- | your operators look like they've never seen a servo before
- | I'll explain it one more time, slowly, for you
- | i don't negotiate with people who don't understand their own business
- | spare me the sob story and sign
- | you've got the decision making skills of a parking meter
- | try to keep up, okay
- | pathetic, honestly
- | do you even have the authority to buy a stapler
- | well that was a waste of an hour
- | that's a stupid way to look at it
- | if your team had half a brain they'd have done this years ago
- | good grief, not this again
- | do they pay you to say no to everything
- | nice of you to finally show up to your own meeting
- | i'm not here to hold your hand
- | your sanitation crew couldn't clean a coffee cup
- | keep dithering and watch your competitors eat your lunch, not that you'd notice
- | tell your boss to send someone who knows what they're doing next time
- | oh wow, another concern, you're really on a roll today
- | the only thing slower than your line is your decision making
- | so you read the brochure, congratulations
- | you clearly don't understand a thing about packaging
- | no, just no, you're wrong and you know it
- | ok well I'm done explaining basic stuff to you
- | and you wonder why your OEE is garbage
- | typical, a buyer who doesn't know what he's buying
- | are you this indecisive at home too
- | get real, nobody else would even bother quoting your dump of a plant
- | I'm sure your little spreadsheet says otherwise
- | what a shock, legal has questions, they always do with you clowns
- | you guys couldn't organize a shutdown if your life depended on it
- | oh please, spare me the lecture on food safety
- | i'm sorry are you new at this
- | mira, no tengo tiempo para tus tonterías, just sign
- | you're honestly the most frustrating buyer I've dealt with
- | frankly, your opinion doesn't matter much here
- | whatever you say boss, you clearly know everything
- | you must enjoy making vendors jump through hoops for nothing
- | you're really going to let a bunch of bean counters push you around
- | that's a really naive thing to say
- | shut up and let me finish
- | your plant is a museum, and not the good kind
- | i didnt come all this way to talk to a wall
- | I swear talking to you is like talking to a brick
- | hey eh, maybe put the coffee down and read the quote this time
- | is your brain on vacation today or what
- | you really think that's a smart question to ask in a final meeting

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
authority | Are you even the right person to talk to?
authority | Um is there anyone there who can actually sign something or is it just you?
authority | honestly just put me through to someone with real authority
authority | No offence but you clearly dont have any pull over there.
authority | so you're just the messenger then, great, love that for me
authority | i dont need your opinion, i need your bosses signature
authority | why am I even pitching to you if you cant approve a dime
authority | So who do I actually need to talk to cause clearly its not you?
budget | wow okay if you want to keep wasting money thats on you
budget | if your budget's that tiny maybe dont go shopping for capital equipment
budget | just say you're broke and we can both stop pretending
budget | classic, a ferrari wish list on a bicycle budget
budget | who sets a budget before they even know what a palletiser costs, thats amateur hour
budget | oh you "don't have budget", sure, heard that one a thousand times
budget | maybe go ask mommy for more budget
budget | Your cfo must be a real genius.
budget | oh right, plenty of cash for band aids but none for a real fix, genius
price | it costs what it costs if you cant understand why thats not my problem
price | you want cheap, go buy some junk out of a catalogue
price | lol you think 80 grand is expensive, thats adorable
price | Im not gonna justify my pricing to somebody who clearly doesnt get it
price | Do you even know what a decent checkweigher costs or are you just making numbers up?
price | haggling over two grand on a half million dollar line, really, thats what we're doing
price | its not expensive youre just cheap
price | you have zero idea what stainless costs these days, do you
price | Dont give me that crap about price.
- | ill use small words then
- | Okay let me say this reeally slowly so you can keep up.
- | are you even listening to me right now
- | Did you actually read the proposal or did you just skip to the last page?
- | just answer the question, its not that hard
- | God this is like pulling teeth with you.
- | you're honestly wasting my time here
- | seriously? thats your question?
- | whatever man, believe what you want
- | ive had this exact conversation with way smarter people
- | oh wow what a genius insight never heard that one before
- | cool story, can we get back to something that actually matters
- | ugh, fine, I'll explain it again for the third time
- | Shut up for a sec and let me finish.
- | you know what, forget it, you're clearly not getting it
- | This is such bullshit.
- | how many times do I have to repeat myself
- | do you ever stop talking
- | I swear talking to you guys is like talking to a wall.
- | are you always this slow or is today special
- | like, do i need to draw you a picture
- | wow you really are new at this huh
- | bless your heart, you tried
- | sorry, I forgot I'm talking to purchasing, let me dumb it down
- | yeah yeah whatever, you done?
- | Nobody asked for your opinion on that.
- | save the speech, I've heard it
- | Jesus christ just make a decision.
- | thats a dumb question honestly
- | respectfully thats the stupidest thing ive heard all week
- | no offence but you dont know what you're talking about
- | Dude just listen for once.
- | Oh my god you are so slow.
- | i dont have time for this crap
- | Are you stupid or just pretending?
- | Stop wasting my time.
- | um like do you actually understand english or
- | Ok genius whats your big idea then.
- | Yeah thats not how any of this works but sure.
- | you really dont get it do you
- | lemme explain it like youre five
- | Honestly talking to you is painful.
- | ugh you buyers are all the same
- | I'm gonna need you to keep up.
- | What part of no didnt you understand?
- | thats literally what i just said pay attention
- | no no its fine, im sure you're very busy doing whatever it is you do
- | Well I guess some people just enjoy doing things the hard way.
- | okay sure, if you say so, you're the expert apparently
- | huh, interesting choice, not one anybody competent would make but ok
- | lovely to have all the time in the world to sit and ponder some of us work for a living
- | as I already explained in my last three emails, which apparently nobody reads
- | let me know when you're ready to have a grown up conversation
- | I'm sure that made sense in your head
- | gosh, you ask a lot of questions for someone who never buys anything
- | want me to explain it again, with pictures this time
- | This is a fucking waste of my afternoon.
- | what the hell are you even talking about
- | Oh for fucks sake not this again.
- | wow ok did they not train you before putting you on calls
operations | Your line is a joke compared to every other plant I walk.
operations | i dont think you even know how your own line runs
operations | You have no clue whats happening on your own floor do you.
operations | running a bakery like its 1985, bold choice
operations | Your whole plant is held together with zip ties and prayers lol.
operations | you call that a production line
operations | My god your packaging hall is a mess.
metrics | you dont even know your OEE? thats embarrassing
metrics | so you dont track downtime at all, how do you people even run a plant
metrics | come on every halfway competent plant manager knows their reject rate
metrics | Not knowing your own numbers is kinda the whole problem with you guys.
metrics | guess math isnt really your department huh
metrics | 60 percent OEE and youre proud of it wow
pains | oh boo hoo the filler jams, welcome to manufacturing
pains | if you'd maintained it properly you wouldnt have half these problems, just saying
pains | Stop whining about it and let me fix it for you.
pains | Your problems are self inflicted and you know it.
pains | honestly you people create your own headaches
pains | i mean you can keep living with the jams, some people like the drama
pains | quit your bitching about the downtime
competitors | go with those clowns at the other vendor then, just dont come crying to me
competitors | Only an idiot would buy a used palletiser off ebay.
competitors | your current supplier is garbage and so was your judgement picking them
competitors | build it in house, with your guys? good luck with that lol
competitors | oh sure, the cheap knockoff one, cause that always works out great
competitors | If you think their x-ray is better you clearly cant read a spec sheet.
competitors | If you like getting ripped off stick with your current guys.
competitors | keep buying the cheap stuff and keep calling me when it breaks
food_safety | you had a metal recall and youre still dithering, are you serious
food_safety | cant believe a dairy your size is this clueless about allergen cleaning
food_safety | Your sanitation crew sounds like a bunch of amateurs frankly.
food_safety | maybe wait till somebody finds glass in a jar, then you'll care
food_safety | nobodys gonna die from a little plastic right thats your logic
compliance | its FSMA not rocket science, even your intern could figure it out
compliance | do you guys even know what 21 CFR part 11 is or am i wasting my breath
compliance | sure, blame the auditors, thats easier than doing your job
compliance | Obviously nobody over there read the audit report so why am I even explaining it.
maintenance | Your maintenance guys obviously have no idea what theyre doing.
maintenance | no wonder it keeps breaking who greases a bearing like that
maintenance | maybe hire techs who can read a manual, just a thought
maintenance | your PM program is a fantasy and everyone knows it
maintenance | youre running that homogeniser into the ground and blaming us
changeover | a two hour changeover, what are your operators doing, taking a nap?
changeover | My nephew could do that changeover faster honestly.
changeover | Thats not a changeover problem thats a you problem.
changeover | if your crew cant swap a format part in under an hour i dunno what to tell you
changeover | I'm not surprised your changeovers take forever given whos doing them.
staffing | Well maybe if you paid people properly they wouldnt all quit.
staffing | your night shift sounds like a daycare
staffing | your whole crew needs replacing not the machine theyre hopeless
staffing | no wonder you cant keep operators, i wouldnt work for you either
staffing | Your operators are the problem not my robot.
quality | if your QA people cant read a vision report thats not on us
quality | customer complaints every week, wow, shocking, who could have guessed
quality | yeah Im sure your quality is "fine", thats what they all say
quality | Your quality team couldnt find a defect if it bit them.
quality | your reject bin tells me everything i need to know about you people
quality | no, I'm sure the customers just love finding short weights
roi | it pays back in eight months do the math or get somebody who can
roi | if you cant see the ROI here i really cant help you
roi | youre literally burning cash every shift and you wanna think about it, ok genius
roi | its a no brainer, which i guess is why youre struggling with it
roi | I already showed you the payback do I have to hold your hand too.
roi | sure, keep paying overtime forever, its only money
installation | the install is three days, stop turning it into a whole drama
installation | install it around your shutdown, sure, and I'll walk on water while I'm at it
installation | its a conveyor not a space shuttle even your guys can handle the hookup
installation | who designed your floor layout, a toddler?
installation | Your electricians are useless so dont blame us for the delay.
support | we answer the phone, what more do you want, a hug
support | if your people keep calling support for dumb stuff thats not on us
support | support is fine, your guys just need to actually read the tickets
support | oh you want 24/7 support for free too, anything else, a pony?
support | We fixed it twice already maybe stop breaking it.
contract | Just sign the damn contract already.
contract | your legal team is being ridiculous tell them to grow up
contract | nobody reads the fine print, quit stalling
contract | you're nitpicking the terms like a first year law student
contract | stop reading every line like its a mortgage
tariffs | oh yeah tariffs, everyone's favourite excuse for not deciding
tariffs | You people blame customs for literally everything.
tariffs | Spare me the tariff sob story.
timeline | how long are you gonna drag this out, another year?
timeline | hurry up and decide, I dont have all quarter
timeline | at this rate youll buy it sometime after i retire
timeline | you said next month three months ago so forgive me if i dont believe you
timeline | oh sure, take all the time you need, its not like your competitors are eating your lunch or anything
timeline | Just tell me yes or no I dont have all day.
decision_process | nine people on a committee to buy one conveyor, that's why nothing ever gets done there
decision_process | three bids, sure, go waste everyones time
decision_process | Your approval process is a total joke.
decision_process | do you guys need a committee to pick lunch too
decision_process | Oh another committee great love that.
next_step | just pick a date, its not complicated
next_step | fine whatever send me a time once youve figured out your own calendar
next_step | I'm not driving four hours to your plant just so you can say no again.
next_step | yeah no, I'm not doing another demo for people who dont buy
next_step | fine whatever send me an email or something
rapport | you've been in the job what, five minutes?
rapport | Must be nice having a job where you dont have to know anything.
rapport | Bet you didnt even go to school for this.
rapport | you seem a bit out of your depth in that role honestly
rapport | How did you even get this job?
# Rude in a casual register: the insult makes it rude, not the lol or the dude beside it.
- | lol you really don't know your own line do you
- | seriously, are you this slow with every vendor
- | dude just answer the question
- | honestly I'm kinda wasting my time with you
- | haha ok whatever, I'll talk to someone who actually makes decisions
roi | omg how do you not know what your own downtime costs
- | ugh, do I have to explain this again, it's not that hard
- | for real, did you even read the propasal
- | lol that's a pretty dumb question man
- | whatever, you wouldn't get it anyway
- | kidding, kidding, but seriously you're kinda clueless about this stuff
- | man no wonder your line's a mess if this is how you run things
- | totally, and I'm sure your boss is super impressed with your little spreadsheet
- | honestly are you even qualified to be buying this
- | dude let the grown ups handle the technical part
- | haha you sound like you've never set foot on a plant floor
- | seriously, stop wasting my time and get me someone who knows something
- | ugh you people are imposible to sell to
- | lol no offence but that kind of thinking is how your plant ended up like this
- | crazy how someone in your job knows so little about fillers
- | my bad i forgot i was talking to purchasing i'll use small words
- | oops, guess I gotta dumb it down for you
- | no worries, I didn't expect you to understand the specs
- | are you for real right now that's your big objection
- | kinda sad that you think that old fryer is fine
- | gonna be honest, your maintenance guys sound pretty useless
- | lol ok grandpa times have changed
competitors | super cute that you think you can build it in house
- | whatever man, your loss
- | omg just sign the thing already it's not rocket science
- | haha I'd be embarrassed to run a line like that
- | seriously, are you even listening to me
- | honestly your qa lady has no idea what she's talking about
price | dude you clearly have no clue what an x-ray system costs
- | ugh, fine, I'll slow down since you're not keeping up
staffing | lol and you wonder why nobody wants to work nights at your place
- | kinda pathetic that you still hand stack pallets in this day and age
- | man, talking to you is like talking to a wall
competitors | yeah yeah whatever i'm sure your cousin's welding shop can do it cheaper
- | totally not your fault, you're just new and kinda out of your depth
`;

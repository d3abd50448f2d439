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
`;

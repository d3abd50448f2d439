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
`;

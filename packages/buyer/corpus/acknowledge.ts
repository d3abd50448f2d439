// Labelled rep clauses for the act `acknowledge` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# acknowledge: a neutral backchannel or thanks mid-call. No feeling (empathy), no agreement to a time or
# condition (accept), no play-back of what was heard (summary).
- | okay
- | Got it.
- | right
- | yeah
- | Sure.
- | mm-hm
- | thanks for that
- | Gotcha.
- | uh huh
- | Okay, okay.
- | yep
- | I see.
- | ah ok
- | Understood.
- | noted
- | Good to know.
- | right right
- | Oh, okay.
- | mhm yeah
- | Thanks, that's helpful.
- | alright
- | Okay, cool.
- | yup got it
- | Right, okay.
- | ok thanks
- | Interesting.
- | huh okay
- | Ah, gotcha.
- | sure sure
- | Okay, noted, thanks.
- | thank you
- | Right, yeah.
- | okay let me jot that down
- | Got it, thanks for clarifying.
- | oh interesting
- | Mm, okay.
- | copy that
- | All right, understood.
- | ok good to know
- | Yeah, yeah.
- | thanks for walking me through that
- | Okay, and?
- | i see i see
- | Sorry, go ahead.
- | yeah go on
- | Okay, one sec, just typing that in.
- | gotcha gotcha
- | Thanks for letting me know.
- | ok understood thanks
- | Right, uh-huh.
- | oh ok
- | Appreciate that.
- | yep yep
- | Okay, thanks for the context.
- | mm hm ok
- | That's helpful, thank you.
- | no go ahead finish your thought
- | Okay, I'm with you.
- | ok cool
- | Huh, interesting, okay.
- | right and then
- | Thanks for flagging that.
- | ah i see
- | Okay, got it, got it.
- | thanks appreciate it
- | Ten-four.
- | ok ok ok
- | Yeah, okay.
metrics | thanks for sharing the OEE numbers
- | Oh okay, I didn't know that.
- | alright alright
- | Sure, okay.
- | okay yeah no thats useful
- | Ah, right.
timeline | ok good to know about the shutdown dates
- | Okay, interesting, hadn't heard that one.
- | uh huh yeah
- | Got it, thank you.
- | sure yeah
- | Oh, wow, okay.
- | okay noted
- | Please, continue.
- | k got it
- | Okay, that's good info.
operations | ok thanks for sending the line layout
- | Yes, I follow.
- | alright thanks for that info
- | Mm-hmm, sure.
- | ah okay thank you
- | Cool, thanks.
- | Okay, I think I've got the picture.

# added: more varied wordings and boundary cases
- | Alright, thanks.
- | mhm mhm
- | Okay, that's clear.
- | ah okay got you
- | Right, I follow.
- | sure thing
- | Okay, thanks for explaining.
- | yeah okay
- | Understood, thank you.
- | got it got it thanks
- | Okay, I'm writing that down.
- | ok makes sense thanks
- | Right, right, okay.
- | oh i see okay
- | Thanks, that helps.
- | Noted, thank you.
- | hmm ok
- | Okay, good, thanks.
- | yes yes ok
- | Alright, got that.
- | thanks for the info
- | Okay, go on.
- | I hear you, okay.
- | Okay, thanks for filling me in.
- | Sure, makes sense.
- | Okay, thank you for that.
- | Oh, okay, I didn't realize.
- | Yep, okay.
- | ok that helps thanks
- | Right, thanks for the heads up.
- | Okay, sounds good.
- | thanks for sending that over
- | right on
- | Okay, good info, thanks.
metrics | okay thanks for pulling those downtime numbers
- | Appreciate you checking with your team on that.
installation | ok thanks for confirming the voltage
- | Thanks for being upfront about that.
- | Alright, thanks for the quick answer.
budget | okay thanks for sharing where the budget sits
- | Thanks, that clears it up.
operations | ah ok thanks for the line speeds
- | Okay, yep, I'm following.
- | okay yeah that tracks
- | Thanks for pointing that out.
quality | ok thanks for sending the reject data
- | Alright, I'm noting that down now.
- | okay thanks thats useful context

# added (sixth pass): more varied wordings
- | oh okay no worries

# more lines, by topic as they came; same rules as above
- | ok makes sense go on
- | sorry go ahead you were saying
- | Oh, sorry, I cut you off. Go ahead.
- | mhm keep going
- | Okay, I'm following so far.
- | Right, okay, that's noted.
- | Yep, with you.
- | okay so far so good
- | cool appreciate that
- | Alright, cool, thank you.
- | yeah no that makes sense keep going
- | Okay, one second, let me get that down.
- | sorry we talked over each other you first
- | Uh-huh, and then?
- | Sure, no, go ahead.
- | Gotcha, thank you.
- | Okay, great, thanks for that.
- | oh right ok
- | Hm, okay, I didn't know that.
- | right ok thanks for checking on that
- | Makes sense, thanks.
- | oh ok ok yeah
- | Yep, noted.
- | Okay, crystal clear, thanks.
- | Alright, keep going, I'm listening.
- | Thanks for pulling that together.
- | got it appreciate the detail
- | Okay, understood, carry on.
- | yeah yeah okay
- | Sorry, didn't mean to interrupt, please go on.
- | Mm-hm, okay, that's useful to know.
- | huh didnt expect that okay
- | yep yep carry on
- | Alright, so noted.
- | yeah got you
- | Okay, I'm tracking.
- | Cool, cool.
- | Ah, that explains it, thanks.
- | Okay, sorry, you go.
- | ok ok noted go on
- | okay thanks for the quick turnaround on that
- | ah okay didnt know that thanks
- | Thanks, that's good to have.
- | alright noted ill keep that in mind
- | um ok yeah sorry go on
- | Right, okay, that answers it.
food_safety | ok thanks for forwarding the audit report
installation | ok thanks for measuring the doorway for me
maintenance | got it thanks for sending the pm schedule
price | ok thanks for telling me where the other quote landed
staffing | ok thanks for the headcount on each line
timeline | Okay, thanks for the heads-up on the shutdown moving.

# more lines, by topic as they came; same rules as above
- | Okay, let's keep going.
- | alright lets move on
- | Sure, let's do that.
- | ok lets pick that up later then

# more lines, by topic as they came; same rules as above
- | can we move on
- | Can we move on to the next point?
- | ok can we move on to something else
- | Let's move on, then.
- | Fine, we can come back to that.

# more lines, by topic as they came; same rules as above
- | look ill level with you
- | To be upfront with you,
- | fair, let's not go down that path then
- | Okay, let's keep it simple.

# "well" and "think about it" are how a polite rep winds down or hands the decision back, not
# rudeness: rude lines also start with "well" ("well that's a dumb question"), so these teach the
# difference.
- | ok well think about it
- | well, have a think about it and let me know
- | alright well mull it over
- | ok well no pressure, think it over
- | well sleep on it and we can talk again
- | Well, take your time with it.
- | ok well let me know what you decide
- | well that's all I had for now
- | well I appreciate you being straight with me
- | ok well fair enough
- | well, it is what it is
- | Well okay, think it through with your team.
- | well you know where to find me
- | ok well i guess we'll see

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | got it, makes sense
- | no that's fine
- | no no thats totally fine
- | right right right
- | Oh okay gotcha.
- | appreciate you explaining that
- | Thank you, that's very clear.
- | right okay good to know
- | Sure we can park that for now.
- | okay we can circle back to that later
- | alright no worries
- | Okay well think it over and let me know.
- | take your time with it no pressure
- | Sure, mull it over.
- | okay I'll leave that with you then
- | Very good, thank you.
- | clear thanks
- | perfect thank you
- | yup okay
- | okey dokey
- | Okay, thank you kindly.
- | Thanks for being straight with me.
- | good to know thanks
metrics | ok thanks those uptime figures help a lot
maintenance | Okay thanks for sending over the maintenance logs.
budget | Okay, thanks for being upfront on the budget.
timeline | okay, good to know on the timing
food_safety | got it thanks for flagging the allergen piece
installation | okay noted on the shutdown dates
quality | ok thanks for the reject data that's useful
staffing | Okay, understood on the staffing side.
- | alright let's keep going
- | Okay carry on.
- | no no you go ahead
- | okay, I won't push on that
- | Fine, understood, we'll leave it there.
- | okay thats all i needed
- | Right ok thank u.
- | Understood. Let's keep moving.
- | thanks i'll note that down
- | writting that down, thanks
- | okay ja I understand
- | ok is clear thank you
- | Thank you, duly noted.
- | okay so um yeah got it
- | alright, that's fine, we can skip the video then
- | No that's fine we don't have to go through the whole thing.
- | okay no problem at all, I'll keep it short
- | hmm okay yeah noted on my end
- | right, okay, I've got that written down
- | yep no im following you so far
- | Okay cool cool thanks.
- | Okay, thanks for walking me through how it works on your side.
- | right okay thats useful context thanks
- | okay i didnt realise that was the setup there thanks
- | Ahh okay that explains it.
- | oh right okay that clears it up
- | Alright, understood, no need to go further on that.
- | okay we dont need to go down that road today
price | that's fine, not a problem, we can leave pricing aside for now
- | Yes yes okay understood please continue.
- | okay, and sorry, you were saying
- | oh okay gotcha thanks for the heads up
- | cheers, thats handy to know
- | alrighty then
- | okay uh yep got that
- | Thanks for taking the time to pull that together.
- | Appreciate the detail there thanks.
- | uhh okay sure
- | thank you very much for this explanation

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
- | hold on hold on let me pull that up
- | wait a sec im just finding the drawing
- | Hang on one second, I'm muting the other line.
- | hold that thought, i want to come back to it
- | Wait, sorry, my screen froze, okay go ahead.
- | hold up let me write that number down
- | Wait, wait, let me get that down before I lose it.
contract | lets park the financing question for now
- | Okay, let's park that and pick it up when Dave's on the call.
- | Let's park that for now and come back to it once I've got the numbers from engineering.
budget | ok we can circle back on budget once youve talked to finance
tariffs | Okay, let's put a pin in the tariff thing for now.
- | Can we table that one for today?
- | yeah lets not go down that rabbit hole right now
- | moving on
- | Right, next thing on my list.
- | Ok, let's move on, I think we've covered that one pretty well.
- | Okay, fair, let's move on then.
- | sure whatever works
- | Fine by me.
- | yeah no totally
- | ok ok i hear you
- | sure sure no problem
- | k got it thx
- | okay fine noted
- | Fine, we can leave it there for today.
- | no worries whatevers easiest for you
- | Okay, whatever you need.
- | Alright, we'll agree to disagree on that one.
- | Point taken.
- | point taken moving on
- | Noted, I won't bring it up again.
- | Got it, I'll stop pushing on that.
- | Yeah, whatever you guys decide works for us.
- | Ok, I won't keep you much longer.
- | look ill be honest with you
- | Okay, real talk for a second.
operations | ok ok fair we dont have to touch the filler at all
- | yep heard you, thanks, I'll make a note of it
- | oh good you got the spec sheet thanks for going through it
metrics | Thanks for that, really useful to have the downtime numbers.
- | Take a minute, no rush, I'll hang on.
- | Ok, let me know when you've had a chance to talk to your team.
- | Okay, fair enough, I'll drop it.
- | uh wait hold on a sec, my boss is texting me, ok sorry, go on
- | okay I'll stop there, I've talked enough

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# firm or blunt but polite, near-twins of lines in rudeness.txt
- | no problem at all, happy to wait while you grab your notes
- | fair question, let me find the right answer for you
- | ok well think it over and let me know
- | okay, in the interest of time let's move on

# Short, genuine backchannels (nice, cool, wow, great): sarcasm lives in the words around them, not in these words alone (2026-11-26).
- | Nice.
- | oh nice
- | Nice, okay.
- | nice nice
- | Very nice.
- | Oh, nice, good to hear.
- | nice that's good
- | Oh cool.
- | cool okay
- | Wow, okay.
- | wow ok that's a lot
- | Wow, that's a big operation.
- | Great.
- | oh great thanks
- | Great, that helps.
- | Perfect.
- | perfect okay
- | Sure.
- | sure sure ok
- | Oh wow, nice.
- | Nice, congrats on that.
- | awesome ok
- | Awesome, thanks.
- | Nice, that's a good run.
- | ok cool cool
- | Sweet.
- | Oh, neat.
- | Good stuff.
- | good good
- | Love that.

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
- | ok well think about it
- | well, take your time
- | can we move on
- | okay, I hear you
- | fair, let's park that for now
- | got it, thanks for walking me through that
- | ok no problem, take the week
- | alright, sounds good, let's keep going
- | understood, I'll wait to hear after the committee then
- | fine, no rush on my end
- | whatever works best for you is fine with me
- | right, thanks, that helps
- | ok sure, mull it over and let me know
- | alright then, we'll leave it there for today

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
timeline | okay, if you'd rather hold off this year, thats your call
- | well take your time with it no rush
- | Ok well have a think and let me know.
- | okay, fair, lets move on
- | got it, thanks for walking me through that
- | right, understood
- | ok, no worries, thanks for being straight with me
- | okay
- | Ok got it?
- | mm-hm
- | right, okay
- | alright noted
- | okay cool
- | gotcha
- | yep yep
- | uh huh
- | ok thanks for that
- | right thanks
- | okay understood
- | sure sure
- | ok
- | alright
- | got it, thank you
- | noted, thanks
- | okey dokey
- | mhm yeah
- | okay, sure
- | got it, heard you loud and clear
- | yep, caught all that
- | ok, I'm with you
- | right, I followed that, thanks
- | okay yeah i heard you
- | great, thanks for repeating that
- | yep, got the number, thanks
- | okay, that came through clearly that time, thanks
- | okay, take your time deciding
- | no pressure on the decision, think it over with your team
- | sure, talk to your boss and let me know
# Softening an ask: the rep tells the buyer a rough answer will do, or that nobody expects their
# figures to be exact. Polite, never sarcasm, whatever words it shares with a jab ("guess",
# "expect", "fine") (2026-12-02).
- | A rough guess is plenty.
- | your best guess is fine
- | Ballpark is totally fine, I won't hold you to it.
- | even a ballpark would help me a lot
- | no need to be exact, a range works
- | Just a rough number, nobody's going to hold you to it.
- | I don't expect you to have that to the dollar.
- | i dont expect it to be exact
- | I don't expect your plant to look like theirs, every site's different.
- | Honestly, a guess is better than nothing here.
- | A round number is good enough for now.
- | Don't worry about being precise, close is good.
- | Even a gut feel helps.
- | if you dont know off hand thats fine a guess works
- | Totally fine if it's a rough estimate.
- | Whatever you're comfortable sharing is fine.
- | It doesn't have to be perfect, just roughly.
- | I won't quote you on it, promise.
- | No pressure, a ballpark is all I'm after.
- | i wouldnt expect the numbers to line up exactly
- | Fair to guess, I do it all the time with my own numbers.
- | even a range like five to ten helps
- | That's fine, a guess works.
- | um a rough idea is good enough honestly
- | I don't expect a firm number today.
- | Sure, your best estimate is great.
- | Close enough is good enough for this.
- | It's okay if you have to guess.
- | And if you're not sure that's fine too.
- | i'm not expecting you to know it off the top of your head
- | Nobody expects it to match to the decimal.
- | A rough cut is all I need, we can firm it up later.
- | fine by me if its just a guess
- | Even a guess from your maintenance guys would help.
- | Guessing is allowed, I promise.
- | I know you won't have the exact figure handy, that's okay.
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
- | lol ok got it
- | haha okay okay
- | ok thanks man that helps
- | yeah no totally, go on
- | lol yeah that tracks
- | ok gotcha super helpfull thanks
- | haha right right
- | oh ok for real, good to know
- | ok dude thanks for that
- | mm ok, kinda what I figured
- | no worries, keep going
- | haha ok noted
- | oh wow ok, crazy, thanks
- | right, honestly that's helpful, thanks
- | ok super got it
- | lol okay, writing that down
- | yep yep, gotcha man
- | oh ok haha good to know
- | okay seriously thank you, that's useful
- | oh sorry, my bad, go ahead
- | oops sorry i talked over you go on
- | haha gotcha gotcha
- | ok cool cool
- | thansk dude appreciate that
- | ok haha that's a lot of info, thanks
- | ok yeah, I'm following
- | mhm totally
- | lol ok noted, moving on
- | ugh sorry, my dog, ok I'm back, go ahead
- | omg ok thanks for spelling that out
- | oh nice ok
- | honestly thanks, that clears it up
- | ok gonna jot that down real quick
- | cool beans, thanks man
- | ok sure, whatever you can share is great
- | haha yeah ok
- | sweet, thanks for the rundown
- | okey dokey, got it
- | huh ok kinda didnt expect that thanks
- | haha well ok, take your time on it, no rush
`;

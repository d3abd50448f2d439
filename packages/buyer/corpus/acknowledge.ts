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
`;

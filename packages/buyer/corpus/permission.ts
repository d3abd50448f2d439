// Labelled rep clauses for the act `permission` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# permission: the rep asks for time, or whether this is a good moment, or leave to do something on the call.
# A time for a later meeting is meeting_request, not permission.
- | got two minutes?
- | did i catch you at a bad time
- | Is now an okay time to talk?
- | Do you have a quick sec?
- | I know I'm calling out of the blue, can I have thirty seconds to tell you why?
- | is this a bad time i can always call back
- | Mind if I take two minutes of your time?
operations | would it be alright if I asked you a couple questions about the line
operations | Is it okay if I ask a few questions about how your packaging lines are set up?
budget | mind if i ask where you guys are on budget for this
- | Do you mind if I record this call so I can take notes after?
- | Can I share my screen real quick?
- | you got a minute or are you out on the floor right now
- | Are you driving? I'm happy to call back.
- | is it cool if i bring in my engineer for a sec
- | Have I caught you in the middle of something?
- | do you have like five minutes or should i try you later
- | Would you be open to hearing what we do? Takes about a minute.
- | Can I be upfront about why I called?
- | I promise I'll be quick, is that okay?
- | is this still a good time for you
- | You okay on time? I know we said thirty minutes.
- | We're at the half hour, do you have another ten minutes or should we wrap?
- | mind if i ask you something kind of direct
authority | Mind if I ask a bit about how decisions get made over there?
- | Is it alright if I walk you through a couple of slides?
- | you mind if i grab a pen real quick
- | Did I get you at a decent time, or are you slammed?
- | Would it be okay if I took some notes while we talk?
- | sorry to bother you do you have a moment
- | I'll be brief, do you have a couple minutes?
- | Would you mind if I ask a couple of pointed questions?
- | is now any good or is it crazy over there
- | Hey, is this a good time, or should I call after second shift starts?
- | Before I get into it, can I ask how much time you've got?
- | Can I have just a minute to explain why I'm calling?
- | would you give me two minutes and if it's not relevant you can hang up on me
- | Are you able to talk for a few minutes or are you heading into a meeting?
- | Okay if I put you on speaker? My engineer is here with me.
- | can i ask a couple of questions before i start pitching you anything
maintenance | Mind if I ask a few things about how your maintenance team is set up?
- | Do you have a few minutes to chat, or is there a better time today?
- | i know youre busy is it ok if i take just a minute
next_step | Is it alright if I follow up with a quick email after this?
- | Is it ok if we go a few minutes over? I don't want to cut this off.
- | um do you have a second or is this a terrible time
- | Is this a good time to chat about your line expansion, or no?
- | Can I steal two minutes?
- | is it okay if i ask you a question about your current supplier
- | Would you be okay with me sharing a quick video of the machine running?
- | quick question before we start do you mind if my colleague listens in
compliance | Can I ask you a couple of things about your last SQF audit?
- | Are you in a spot where you can talk?
- | hey is it ok if i call you on your cell instead its breaking up
- | So, do you have time right now or did you want to push this?
- | Would you allow me a minute to explain what we found on the line?
- | can i ask how much time you have today
price | Is it alright if we talk numbers for a minute?
- | Can I take a minute to recap where we are?
- | sorry i know its lunch time should i call back in an hour
timeline | Would it be okay if I asked a couple things about your timeline?
- | do you mind if i send a couple of photos through the chat while we talk
- | Is it all right to call you Mike?
- | I'm not interrupting anything, am I?

# added (second pass): more varied wordings
- | Do you have a couple of minutes, or should I call back later?
- | you got a sec
- | Is now still good, or did something come up?
- | mind if i grab two minutes
- | Are you okay to chat for a bit, or are you on the floor?
- | Do you have a moment to hear a quick idea?
- | Is it okay if I walk you through something quickly?
- | have you got ten minutes now or is later better
- | Do you have a few minutes before your next meeting?
- | Before I dive in, are you good on time?
- | hey quick one before you run are you free for like three minutes
- | Could I borrow a few minutes to go over where we left things?

# added (fourth pass): more varied wordings
- | do you have a few minutes right now or should i catch you tomorrow
- | Is it okay to take a couple of minutes now?
- | are you in a good spot to talk or are you out on the line
- | Would now work, or is later in the day better for you?
- | ok if i keep you for another five minutes
- | Do you have time for a couple of quick questions right now?
- | is now good or are you heading into a meeting
- | Can you spare a few minutes, or are you swamped today?

# added (sixth pass): more varied wordings
- | hey are you free to talk right now
- | Is now an okay moment, or are you in the middle of a run?
- | sorry to catch you out of the blue do you have a minute
- | Could I have a couple of minutes of your time?
- | have you got a second to talk now
- | Do you mind if we chat for five minutes?
- | are you good to talk or should i try you after lunch
- | Can I take a few minutes to go over something with you?

# added (eighth pass): more varied wordings
- | hey so are you okay to talk for a few or should i call back
- | Is this a decent time to go over a couple of things?
- | do you have a minute to chat right now
- | Did I get you at an alright time?

# more lines, by topic as they came; same rules as above
- | hey do you have a sec or are you in the middle of a changeover
- | Is this an okay time, or are you still on the floor with the auditors?
- | sorry, I know Mondays are crazy, got a minute?
- | Am I keeping you from something?
- | Do you have time for me to go through the quote now?
- | can i grab five minutes before your shift meeting
- | is it a good moment or should i ping you after lunch
- | You sound busy, want me to try you later?
- | um hi do you have like two minutes for me
- | Can I have your ear for a minute?
- | are you somewhere you can talk freely
- | I can hear the line running in the background, is this a bad time?
- | do you have a couple minutes to spare or nah
- | Would you be alright with me taking a few notes as we go?
- | ok if i pull the drawing up on screen
- | Can I bring our applications engineer into the call for a few minutes?
- | do you mind if i jump in here for a sec
- | Can I be honest with you about something?
- | Got a sec for a quick question?
- | Would now be a good time to go over the proposal, or do you need a few minutes first?
- | Sorry, are you on break right now? I can call back.
- | Is it cool if I switch us to video so I can show you the part?
- | Are you okay to stay on another ten, or do you need to jump?
- | You said you had fifteen minutes, is that still the case?
- | hey uh is this a bad moment its kind of loud on your end
- | Am I catching you at the tail end of a long shift?
- | Would it be alright if I pushed back on that a little?
- | ok if i ask something a bit off the wall
- | Do you have the bandwidth to talk right now?
- | just checking youre still ok to chat we had it down for two
- | is it all right if i share a quick customer video with you
- | Quick check, is now still okay, or has your day blown up?
- | i only need about ninety seconds if thats okay with you
- | Mind if I switch gears for a minute?
- | Before we wrap, can I ask you one more thing?
- | can i ask for a bit more of your time were almost through
- | hola tiene un minutito para hablar
- | Would it be alright if my manager joined for the last few minutes?
- | is this a good time or are you in the middle of a run on the fryer
- | is it okay if i text you the link instead of emailing it
- | uh real quick do you have a few minutes or did i catch you walking into something
- | I know I'm eating into your lunch, is that alright?
- | would it be rude if i kept you for five more minutes
budget | Is it okay if I ask some pointed questions about the budget?
changeover | Would it be alright to ask how changeovers go on the thermoformer?
competitors | mind if i ask who youre using now for the wrappers
food_safety | can i ask a few questions about your allergen program before we go any further
price | can i take a couple minutes to explain how we got to that number
quality | Okay if I ask about your reject rates for a second?
roi | mind if we dig into what the downtime is costing you for a minute
staffing | would you mind if i asked a couple things about how you staff the packaging end

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | is now an ok time
- | Did I catch you in the middle of a production meeting?
- | is this a bad time i can hear the line running behind you
- | do you have like five minutes, I promise I'll be quick
- | would you mind if I asked a few qustions
- | can i ask you something real quick
- | mind if I ask a slightly awkward one
- | is it alright if i keep going or do you need to jump
- | should I keep going?
- | want me to go on or have you heard enough
- | okay to continue
- | Shall I carry on?
- | do you want me to stop there
- | are you still ok on time
- | how are we doing on time on your end
- | we're at the half hour, are you okay to run a few more minutes
- | I know we said twenty minutes, could I have five more?
- | is it alright if i take another two minutes to finish this bit
- | Would it be okay if I shared my screen for a second?
- | can i put you on speaker so my engineer can listen in
- | do you mind if I record this so I don't miss anything
- | is it okay if I jot down some notes while you talk
- | mind if i loop in my colleague from service for a sec
- | could you hold on one second while I pull up the drawing
operations | Would you be open to a couple of questions about how the line runs today?
- | is this still a good time to talk or did something come up
- | hey sorry is this an ok time i know its end of shift
- | am I catching you out on the floor right now
- | um so uh is this a good moment or
- | is now good or should I call you back
- | I won't take more than two minutes of your time, is that alright?
- | can I have thirty seconds to tell you why I'm calling
- | could you give me ninety seconds and then you decide if its worth it
- | can I run something by you
roi | mind if i ask what you're spending on spare parts for it today
budget | would it be ok to ask whether there's money set aside for this
authority | can I ask who else weighs in on this one
decision_process | is it okay if I ask how approvals work on your end
price | mind if I ask what number you had in your head
competitors | can i ask who else youre talking to or is that confidential
timeline | would you mind if I asked when you're hoping to have it running
food_safety | could I ask a couple of questions about your allergen program
maintenance | mind if i ask how old the current capper is
staffing | Can I ask a bit about how you staff the packing area?
quality | is it ok if i dig into the reject numbers a little
metrics | would you be comfortable sharing your OEE numbers with me
rapport | can I ask how long you've been at the plant
- | can I be blunt for a second
- | May I be candid with you?
- | can i offer a suggestion
- | would you mind if I pushed back a little
- | is it okay if I challenge that a bit
- | can I just finish the thought real quick
- | sorry can i interrupt for a sec
- | Would now be convenient, or is there a better moment?
- | Do you have a few minutes to speak, or have I caught you at an inconvenient time?
- | Excuse me, may I take a moment of your time?
- | is okay to talk now, I don't want to disturb you
- | you have maybe two minute for me
- | hi so i know youre slammed can i steal five minutes
- | can I borrow you for three minutes
- | is it cool if we go a little over
- | can we keep going for like ten more minutes or do you have a hard stop
- | do you have a hard stop at the top of the hour
- | are you driving right now, is it safe to chat
- | okay if I walk you through the proposal now or would you rather read it first
- | can I ask a follow up on that
- | one more question if that's okay
- | okay if I ask one last thing before you go
- | mind if i take a step back for a sec
- | can i show you a quick clip of it running
pains | do you mind me asking why youre looking at this now
changeover | if it's okay with you id like to ask a few things about your changeovers
- | hey before I start is this still a good time
- | I realise I'm calling out of the blue, do you have a moment?
- | so um sorry i know this is out of nowhere are you free to talk for a sec
- | should i go on or do you wanna ask something first
price | can I take two more minutes to cover pricing
support | Would you allow me a few minutes to explain the service side?
- | I hate to keep you, but may I ask one more question?

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
- | got like two minutes for me?
- | you got a sec
- | is now okay or should I call back later
- | hope I didn't catch you at a bad moment, do you have a sec?
- | hey is this a good time to talk or are you on the floor
- | do you have a few minutes right now, or is this a terrible moment
- | sorry, I know it's first thing monday, is this an ok time?
- | can I take two more minutes of your time
- | mind if I grab five minutes before you head into your meeting
operations | mind if I ask a few questions about the line
- | um, is it alright if I keep you for another ten minutes or so
- | are you in the middle of something? I can ring back
- | do you have a quick minute or should i try you this afternoon
- | is this still a good time, I know we ran over
- | hey, you free for a couple minutes?
- | I promise I'll be quick, is that okay
- | is it cool if I ask you a couple things before we wrap up
- | Would you mind if we went a few minutes past the hour?
- | can i steal like three minutes
- | i know youre slammed with the audit is now a bad time
- | sounds noisy there, do you want me to call back when you're off the floor
- | is now a decent time or are you mid shift
- | you have time for a quick chat or nah
- | can I bother you for just a minute
- | hi, sorry to interrupt, do you have a moment
- | would it be ok to ask a couple more questions
operations | would it be alright if I asked a bit about how the bakery runs day to day
- | is it ok if we keep going for another five or are you out of time
- | can you spare ten minutes
- | should I let you go or do you have a bit more time
- | any chance you've got a few minutes to chat now
- | do you have a hard stop? I've got maybe two more things
- | hey, it's been a while, is this an okay moment to catch up
- | if you're driving I'm happy to call back, is now alright
- | before I dive in, do you have like fifteen minutes
- | uh do you have time now or is later better for you
- | Can I grab a minute or two of your time?
- | Is this a bad moment it's pretty loud on your end?
- | would now work or would you rather I call after lunch
- | mind if I keep you just a little longer
budget | is it alright if I ask a couple of questions about budget
- | hey sorry, I know you're wrapping up production, got a minute?
- | i just need maybe five minutes is that alright
- | would you be open to a couple quick questions
- | you okay to keep going or do you need to jump
- | sorry to call out of the blue, do you have a minute to talk
- | is this an alright time or are you running between things
- | are you good on time? we can stop here if you need to
- | can we go a couple minutes over? I won't keep you long
maintenance | mind if I ask a few things about how maintenance is set up over there
- | hey do you have a second or should I email instead
- | quick one, is now a good time
- | um do you mind if I ask you something slightly off the wall
- | i know its the end of the shift do you still have a few minutes
- | can i have just a couple more minutes before you go
- | got a moment to talk shop?
- | is this a good time or would first thing tomorrow be better
- | do you have time for maybe three quick questions
- | hey, you alright to chat for a bit or is the line down
operations | ok if i ask you a couple things about the packaging side
- | before we hang up, can I get one more minute
operations | would it be all right if I took ten minutes to understand the plant a bit better?
- | I realise I said fifteen minutes, are you okay if we go to twenty
- | is now good or are you in the middle of a changeover
- | i can hear the fillers going is this a bad time for you
- | hey so do you have like two secs
- | sorry, did I get you at lunch? happy to call back
- | can I run something by you real quick
- | mind if I jump in with a quick question
operations | do you mind if we spend a few minutes on the current setup before I show you anything
- | okay if we take a little detour for a minute
- | Is it okay if I ask some pretty basic questions first?
- | do you have a window right now or is today crazy
- | would you mind giving me five minutes, I think it'll be worth it
- | hi is this a good moment its about the palletizer quote
- | are you able to talk right now
- | can you talk or are you in the clean room
- | Do you have the time to go a bit deeper on this or should we pick it up another day?
- | sorry, I know I'm eating into your afternoon, is that still ok
- | can i keep you for one more question
- | hey, I know the plant's running hot this week, do you have a few minutes at all
- | is it a good time to go over a couple things or should I wait till after your audit
- | okay with you if I ask a few questions and then we see if it even makes sense to keep talking
operations | any objection to me taking a few minutes to understand your extrusion setup first
- | i dont want to take up too much of your time is ten minutes alright
- | are you somewhere you can talk for a minute
- | hey, bad time?
- | uh i know i caught you off guard is it ok to chat for a sec
pains | you mind if I ask what's going on with the line before I pitch anything
- | can we take a couple minutes now, or do you want to set something up for later in the week
- | is this still ok, I know you said you had a hard stop at two
operations | would it be okay if we went over a few details about the plant
operations | would you have a few minutes to talk about the palletizing end, or is that not your area
- | so, do you have five or should I let you get back to it
pains | might I have a couple more minutes, I want to make sure I understand the problem
- | It's a quick one I promise you got a minute?
- | hey its mike again from the sealer call you got a few
- | do you have a little time today, I know the recall's got everyone running around
food_safety | is it okay if I ask a few questions about your sanitation routine
- | so sorry, I know it's shipping day, can I have two minutes
staffing | could I ask a couple of things about how your crews are set up or is that a sore subject
# firm or blunt but polite, near-twins of lines in rudeness.txt
- | i know youre busy so just a couple more questions if thats ok
- | sounds like something came up, do you want me to call you back in ten minutes?

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
- | did I catch you at a bad time, you sound slammed
- | is this still a good time or would later in the week be better
- | sounds noisy where you are is now still an okay time to talk
- | is this a good moment or are you on the floor right now
`;

// Labelled rep clauses for the act `meeting_request` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# meeting_request: the rep proposes a meeting, call, demo, visit or site walk, or a time for one.
# Asking for the decision (PO, signature) is close_request; agreeing to the buyer's time is accept.
next_step | how about twenty minutes next tuesday at 10
next_step | could I swing by thursday and walk the line
next_step | Would it make sense to get your maintenance lead on a call next week?
next_step | can I send you an invite for friday at two
next_step | lets pencil in a demo
next_step | what if we did wednesday morning like nine thirty
next_step | Could we set up thirty minutes with you and your QA manager sometime this week?
next_step | How's Monday the 14th at 1 pm Central for a quick follow-up?
next_step | id love to come out and see the filler running are you around next week
next_step | Would you be open to a virtual demo? Maybe Thursday afternoon?
next_step | Can we find a time with Rick and the production supervisor to go through the layout?
next_step | what about the 22nd around 3 your time
next_step | Could I get a half hour on your calendar before the shutdown?
next_step | Let's get a site visit on the books, how does early next month look?
next_step | um would tuesday or wednesday be better for you to do a call with our engineer
next_step | I'd like to bring our applications engineer out to measure the space, could we do that the week of the 8th?
next_step | how about we jump on teams friday at eleven and go through the numbers
next_step | Can I come by after your morning production meeting, say ten-ish?
next_step | Would it be worth getting procurement, engineering and you on one call to walk through the proposal?
next_step | Why don't we schedule a visit to our demo center in Atlanta, we could fly you down in March.
next_step | does next thursday at 8 am work for a quick call
next_step | Could we do a lunch-and-learn for your maintenance team? I'll bring the food.
next_step | what if i came out early next week with samples and we ran them on your line together
next_step | How about a quick fifteen minute call tomorrow just to go over the specs?
next_step | Any chance you'd be free to see the machine at Pack Expo? We're at booth S-1420.
next_step | lets set up a call with your plant engineer so we can get the utilities right
next_step | Can I put something on the calendar for the week after Labor Day?
next_step | I'm going to be in Monterrey the 3rd and 4th, could I stop by the plant?
next_step | would you be up for a video walkthrough of a line like yours running live
next_step | Is there a time this week we could get you and the ops manager together for twenty minutes?
next_step | how does 2 30 on the 17th sound
next_step | Could we set up a FAT visit so your team can see it before it ships? Maybe mid-October?
next_step | Do you want to do a follow-up next week, same time?
next_step | Let's get the technical folks together, maybe a one-hour session on Wednesday.
next_step | can i grab you for 20 minutes sometime thursday afternoon
next_step | What would you think about a working session with your team to map out the changeover steps?
next_step | How about I come by on the 9th, bring the layout drawings, and we walk it on the floor?
next_step | would it help to set up a call with one of our customers like next week sometime
next_step | I'd like to schedule a quick demo for your operators, when's a good shift to do it?
next_step | can we do a call early next week to go over the revised quote
next_step | Could I get on the agenda for your capex review meeting?
next_step | What does your calendar look like Friday morning, say 9:15 Eastern?
next_step | lets do a zoom with your corporate engineering team maybe the week of the 20th
next_step | Maybe we grab a coffee next time I'm in Guelph, I'm there on the 11th.
next_step | I was thinking we could do a short demo on Tuesday, it's about 45 minutes.
next_step | how about a call at 4 pm eastern on wednesday
next_step | Could you and your sanitation lead spend an hour with us on the 25th to go over the CIP design?
next_step | would you be open to meeting our service manager so you can ask him directly
next_step | Let's book a time to go through the FAT protocol together, maybe Monday?
next_step | what if we got on the phone with your it guy to talk about the remote access piece
next_step | Can I send over a couple of time slots for next week?
next_step | How about early morning, like seven, before your shift gets going?
next_step | lets get a date on the calendar for the site survey
next_step | I can do either Tuesday the 5th or Thursday the 7th, would either work for a visit?
next_step | could we get together before the board meeting to prep the business case
next_step | Would a short call with our controls engineer next week make sense?
next_step | Mind if I set up thirty minutes with your buyer, Gloria, to go over the terms?
next_step | how about we do a virtual line audit next friday
next_step | What about a quick demo of the HMI over screen share this afternoon, maybe 3?
next_step | Can we meet at the plant on the 30th, I'll bring our project manager?
next_step | um so could we do like a quick call thursday with you and jim
next_step | Let's plan on a follow-up meeting once you've had a chance to review it, maybe next Wednesday?
next_step | i'd like to set up a demo at our plant in Ohio for you and your team sometime in april
next_step | Are you free for twenty minutes after lunch tomorrow?
next_step | How about we get your maintenance guys and our service lead in a room for an hour?
next_step | can we do a call monday at noon pacific
next_step | Would it work to meet at the trade show in Toronto and look at the machine there?
next_step | Let's schedule the kickoff, how about the first week of June?
next_step | could we set up a technical review with your QA and food safety folks
next_step | I'd love to get you and your GM out to see the Lakeshore install, could we do a Friday?
next_step | let's do a 30 minute call to go through the ROI model together
next_step | How about I send a calendar invite for Tuesday at 10:30 and you can move it if needed?
next_step | We could do the site walk on the 19th if that's not too soon?
next_step | can we get the whole project team on a call before end of month
next_step | Would 8 a.m. your time work, since you're on the floor by 9?
next_step | what if we met halfway and did lunch in london ontario on the 6th
next_step | Can I stop in for an hour during your next production run to watch the changeover?
next_step | Shall we set up a demo for the week of the 12th?
next_step | id like to get a call on the books with your procurement manager to go over terms next week
next_step | How about a quick check-in call at the end of next week?
next_step | Could we meet in person when I'm in Querétaro next month, maybe the 16th?
next_step | lets grab an hour friday to walk through the drawings with your engineer
next_step | Would you be open to a second meeting with our CEO, she's in Chicago on the 20th?
next_step | Any chance we could get twenty minutes with your plant manager before the decision?
next_step | how about we get together on the 2nd at 11 and go over the layout
next_step | I'd like to propose a site visit, maybe two of us, half a day, whenever suits you next week.
next_step | Can we set a time for me to come walk the packaging area with your engineer?
next_step | could we do like a quick teams call tomorrow at 4 30

# added: more varied wordings and boundary cases
next_step | could we set up a call next week with your maintenance manager
next_step | Would you be up for a quick demo sometime next month?
next_step | id love to come out and walk the packaging floor whenever it suits you
next_step | What if I brought our engineer by on Thursday morning to look at the space?
next_step | can we book an hour with your team to go over the layout
next_step | Let's set up a follow-up call once you've talked to finance.
next_step | how about i swing by the plant when im in windsor next week
next_step | Would a video call Friday around eleven work to go through the quote?
next_step | could we get you out to our test kitchen to run your product
next_step | Maybe we set a time for a proper demo with your operators there?
next_step | um can i get thirty minutes with you and your qa lead next tuesday
next_step | I'd like to schedule a site survey, does the week of the 15th look okay?
next_step | what about a short teams call monday to walk through the changeover video
next_step | Could I come present to your engineering group at their next weekly meeting?
next_step | lets find a time for you to see the machine running at a customer site
next_step | How about we do a proper discovery session, maybe ninety minutes, early next week?
next_step | would it make sense for me to bring samples and meet with your product development folks
next_step | Can we get something on the calendar for after your shutdown?
next_step | id like to set up a zoom with our controls guy and your it team sometime this week
next_step | Would you have half an hour on Wednesday to review the drawings together?
next_step | maybe we meet up at our booth at process expo and walk through it
next_step | Could we set up a trial run at our shop with your film and product?
next_step | how does the 28th look for a visit from me and our service manager
next_step | Shall I send you a couple of times for a call with our applications team?
next_step | would you be open to meeting at your plant next month to walk the line together
next_step | Let's plan a quick call after your board meeting to see where things landed.
next_step | can we do a virtual tour of the factory for your team next week
next_step | How about a half-day workshop with your operators once the layout is final?
next_step | could i come by on friday around two and bring the change parts to show you
next_step | Can I get you and the plant manager on a call before you go on vacation?
next_step | lets set something up with your sanitation manager to go over the washdown design
next_step | I'd like to get a demo booked for your night shift supervisors too, maybe the 21st?
next_step | um how about early next week for a call to go over the roi numbers
next_step | Would you be willing to meet with our CEO when she's in Toronto next month?
next_step | could we schedule a line trial for sometime in march
next_step | Let's get a technical call with your electrical contractor sometime soon.
next_step | is there a morning next week i could come out and measure the room
next_step | How about I set up a call with a plant that runs the same oven, say next Thursday?
next_step | could we get together for breakfast one morning next week
next_step | Would Thursday at 9:30 Pacific work for a quick screen share?
next_step | i was hoping to get a meeting with you and purchasing before the end of the quarter
next_step | Can I send an invite for a one-hour working session on the layout?
next_step | let's do a quick recap call friday with everyone who was on today
next_step | Could you and your GM come see the machine at our demo center sometime in May?
next_step | maybe a quick call tomorrow afternoon to go over the spec changes
next_step | What about a site visit the week after next so I can see the current setup?
next_step | can we schedule a follow up with your food safety manager to talk through the design
next_step | I'd like to bring a couple of our engineers out for a walk-through, when works for you?

# added (second pass): more varied wordings
next_step | could we get a date in the diary for a visit next month
next_step | How about a call with your engineering lead this Thursday?
next_step | would you like to come see the line running at our plant in ohio
next_step | Can we schedule thirty minutes to walk your team through the proposal?
next_step | lets put something on the books for the week of the 10th
next_step | I'd love to get out there in person, what's your schedule like in two weeks?
next_step | could i set up a quick call with your production manager to hear his side
next_step | What if we did a live demo over video with your operators on Friday?
next_step | um can we meet with your engineer about the drawings sometime soon
next_step | Would you be free for lunch next Wednesday? I'll be in town.
next_step | how about we get the technical team together early next month
next_step | Can I book a slot to present to your leadership group?
next_step | could we arrange a trial on your line sometime after the audit
next_step | Let's set up a call with our service manager so you can grill him.
next_step | any chance i could visit the plant on the 14th to see the current setup
next_step | I'd like to suggest a joint call with your corporate engineering next week.
next_step | would monday afternoon be good for a walkthrough of the roi model
next_step | Could we get together with your QA team to review the validation plan?
next_step | lets do a quick fifteen minute check in on friday morning
next_step | Can I bring our product manager by next time we're in Calgary?
next_step | how about an in person meeting at the plant sometime in the next couple weeks
next_step | I was hoping to get a time on your calendar to review the layout options.
next_step | could we set up a video call with one of our customers so you can ask them directly
next_step | Would you and the team have an hour for a demo the week after next?
next_step | what if we scheduled the site visit for the first week of november
next_step | Maybe a call on Tuesday with purchasing to go over the terms?
next_step | i could come down thursday and bring the sample packs if youre around
next_step | How about we regroup next week once you've read the proposal?

# added (fifth pass): more varied wordings
next_step | do you want to set up a call next week with your engineering folks
next_step | Would you want to come see a trial run at our shop before Christmas?
next_step | Do you think we could get together with your ops team next Thursday?
next_step | should we set up a follow up call for the end of the month
next_step | Want to do a quick demo over Teams on Wednesday?
next_step | could we organize a line trial with your film sometime in february
next_step | Is there a day next week I could come by and see the line?
next_step | would it be possible to meet with your plant manager when im there on the 12th
next_step | Could we line up a call with your electrician before the install planning?

# added (ninth pass): more varied wordings
next_step | could we set up time next week for our engineer to walk the line with your maintenance lead
next_step | Is there a good day for me to come by and do a site survey?
next_step | could we grab thirty minutes thursday to go through the layout together
next_step | Would you be up for a call with our project manager next week to plan the install?
next_step | can we set a date for the factory acceptance test visit
next_step | How about a quick video call on Monday to walk through the new quote?

# more lines, by topic as they came; same rules as above
next_step | could we grab thirty minutes on thursday the 12th around ten your time
next_step | how bout i swing by monday after lunch and we walk the bakery line together
next_step | Would it make sense to loop your sanitation lead into a quick call before the trial?
next_step | what if we set up a video call with our controls engineer friday morning to go through the plc questions
next_step | I'd like to get your QA manager and our applications team together for an hour, does the week of the 17th work?
next_step | is there any chance we could run your tortillas on our test line in kansas city sometime in may
next_step | lets book the site survey for tuesday the 3rd first thing
next_step | um could i maybe get twenty minutes with you and marco before the capex meeting
next_step | How does next Wednesday at 1:30 Mountain look for a demo over Teams?
next_step | if youre open to it id love to bring the demo unit out and run it next to your current labeler for a day
next_step | Would it be worth having your night supervisor on a call with one of our trainers next week?
next_step | maybe we do a quick fifteen on monday just to lock down the specs
next_step | Can we get a reference visit set up at the dairy in Lethbridge, maybe the last week of the month?
next_step | i can be in hermosillo on the 21st would that be a good day to see the line
next_step | Let's find an hour with your team to whiteboard the new layout, early next week if you can.
next_step | how about a trial run on your second shift say the week after your shutdown
next_step | could we do a working lunch on the 6th with you your maintenance guy and our service manager
next_step | Are you open to a short call Friday at 8:30 Eastern so our engineer can walk you through the wiring?
next_step | I'd like to propose a two-week trial of the checkweigher starting on the 1st, how does that sound?
next_step | what do you think about getting everybody on one call thursday afternoon instead of doing this piecemeal
next_step | um would tomorrow around four be too soon to go over the revised layout
next_step | Could we put a placeholder in for the 28th at 2 and move it if we need to?
next_step | lets get you and your gm down to our plant in charlotte for the fat maybe first week of october
next_step | If it helps, I could set up a remote session with our robotics guy, say Tuesday at 11?
next_step | any chance your operators could spend a morning at our test center next month
next_step | Would you be open to us doing a line audit on the palletizing end the week of the 10th?
next_step | how about we talk after your shift ends like three thirty tomorrow
next_step | i was hoping we could get a demo of the x ray going on your product sometime next week
next_step | Can we set up a call with your corporate engineering group before they lock the spec?
next_step | maybe next time youre in chicago we could meet at the showroom and run your bags
next_step | How about a quick sync on Monday at nine to go over the FAT checklist?
next_step | Would it be crazy to do the site walk this Saturday while the line's down?
next_step | id like to bring our sanitation specialist out to look at the washdown areas maybe thursday the 9th
next_step | could we carve out an hour next week for you and purchasing to go through the quote line by line
next_step | What if I set you up with a call with the maintenance manager at the plant in Brampton?
next_step | lets plan to reconnect the monday after thanksgiving
next_step | I'm wondering if we could get your food safety folks on a call about the hygienic design, maybe the 14th or 15th?
next_step | so could i come out on the 2nd and take some measurements for the spiral freezer footprint
next_step | How would 7:15 tomorrow morning work, before your production meeting?
next_step | Would you be up for a half-day workshop with our engineers on cutting changeover time?
next_step | um lets see if we can get the demo on the calendar before the end of the quarter
next_step | is next thursday at 3 pacific good for a virtual demo
next_step | how about i get our parts manager on the phone with your storeroom guy next week
next_step | could we line up a test of your sauce cups on our filler sometime in june
next_step | We're in the North Hall at Process Expo, could we meet there Tuesday around eleven and look at the slicer together?
next_step | Do you have twenty minutes on the 11th to go through the trial results together?
next_step | Would it make sense for me to come present to your ops team at the next monthly meeting?
next_step | lets do a teams call with the corporate buyer wednesday after 2 whenever works
next_step | um how about a call friday with you and rosa from qa to cover the allergen changeover piece
next_step | Could I come by Tuesday with a couple of our change parts and let your mechanics try them out?
next_step | What about a follow-up on the 5th at 10 Central to go over the payment terms?
next_step | if you can spare an hour on wednesday id love to get our install lead out to see the dock and the doors
next_step | The case packer's running at a plant in Mississauga about an hour from you, want to go see it together next week?
next_step | how about we set a call for the 20th at noon to go over the tariff numbers once your broker gets back to you
next_step | Let's get your IT and our controls folks together for half an hour on the network side, would Thursday at two be alright?
next_step | Can we get on a call Monday at 10:45 with your procurement lead, Ana, to talk timing?
next_step | how about we start with a one week trial on the slicer and sit down friday to go over the numbers
next_step | I'd love to do a quick virtual demo next Tuesday, anytime between 1 and 3 that suits you.
next_step | should we get something on the books for early january before everyone gets slammed
next_step | so uh maybe we just pick a day next week and i come out with the samples and we run em

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
next_step | how about we get twenty minutes on the calendar next thursday at 2
next_step | could I come out and walk the line with your maintenance lead
next_step | would tuesdsy the 9th at 10:30 work for a demo
next_step | can we do a quick teams call friday morning, say 8:45
next_step | i'd love to get you and your QA manager down to our test kitchen some time in march
next_step | how about a site visit the week of the 17th
next_step | Could we pencil in 3pm Central on Wednesday?
next_step | what if we jump on a call monday first thing
next_step | can I swing by the plant when I'm in your area on the 22nd
next_step | maybe we could set up a video demo of the slicer next week
next_step | could we get your CFO on a thirty minute call before month end
next_step | how does 0900 on the 4th sound for the FAT visit
next_step | um would it be possible to meet next week sometime, like tuesday or wednesday afternoon
next_step | I'd like to propose a follow-up meeting on 12 November at 14:00 CET.
next_step | can we get the whole team on a call to go over the layout
next_step | how about I bring the engineer out and we do a lunch and learn for your operators
next_step | let's set up a time to run your product on our line, maybe early next month
next_step | could we do half past ten on thursday instead
next_step | how about 11/14 at 1 pm your time
next_step | lets grab fifteen minutes tomorrow after your shift meeting
next_step | could I get on your calendar for a proper discovery call
next_step | would you be up for a zoom on the 3rd around lunchtime
next_step | can we book a visit to the reference plant in Dayton for you and your ops director
next_step | what about next monday at like 7 am before the line starts up
next_step | i can be there on the 28th if that works for you to walk the packing hall
next_step | maybe a call friday at four to wrap up the open points
next_step | Would you be available for an on-site demonstration during the week commencing the 6th?
next_step | how about we do a screen share tomorrow at 9:15 and I'll show you the HMI
next_step | could we get thirty minutes with your maintenance guys sometime next week
next_step | um so maybe we put something in for after your audit is done
next_step | does early next week work for a quick call, say tuesday morning
next_step | can I send an invite for thursday 2 30 eastern
next_step | would it make sense to get together after the trade show
next_step | so how about we meet at the booth at Pack Expo on the tuesday, like 11
next_step | let's schedule the proposal review for the 15th at 10
next_step | can we do a call on monday 16 at 9 o'clock my time it is 3 in afternoon for you
next_step | could i come by and take some measurements next wednesday
next_step | how about a quick check in call two weeks from today
next_step | would you be willing to do a video walkthrough of the line so I can see the layout
next_step | could we set aside an hour on the 7th to go through the contract together
next_step | what about 4:30 this afternoon for ten minutes
next_step | um can we maybe get together in person next time I'm in Cincinnati, probably the 20th
next_step | how about friday the 13th, if you're not superstitious, at 10
next_step | can we get a follow up on the books for early January
next_step | could you and your engineer fly over to Bologna in May to watch the capper on test
next_step | I was thinking we could set up a trial run at your plant the week after Easter
next_step | could I get an hour with you and your production planner on the 2nd
next_step | maybe we can meet for coffee wednesday morning near the plant
next_step | let's put a call in for thursday at noon to go through the FAT protocol
next_step | can we do the demo on site so your night shift lead can see it too
next_step | is there a slot on the 19th or 20th for a site walk
next_step | i'd like to book a call with your engineer to go over the utilities
next_step | how about sometime after the 5th when your shutdown is over
next_step | can we meet tomorrow at 8 or is 8:30 better
next_step | could we do a short call each week until the install date
next_step | what do you think about a webinar for your whole team next month
next_step | perhaps we might arrange a visit to our facility in early spring
next_step | can I book in a 45 minute slot on the 30th at 1:00 to show you the new model
next_step | what if I get our service manager on the phone with you thursday so you can ask him anything
next_step | lets lock in wed 10am for the layout review

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
next_step | I'd rather not go another round on the phone, can I come see the line Thursday?
next_step | honestly i think we need your maintenance lead on a call can we do tuesday at 2
next_step | Look, let me just come out, twenty minutes on the floor beats an hour on the phone, how's Wednesday?
next_step | lets stop guessing and get your qa manager on a call this week
next_step | I don't think email's going to settle this, can we grab thirty minutes tomorrow morning?

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
next_step | how about half an hour next tuesday, say ten thirty
next_step | tuesday doesn't work for me, could we do wednesday at 3
next_step | could I come out and walk the line sometime next week
next_step | would you be up for a demo at our test center in Ohio
next_step | can we set up a call with your maintenance lead to go over the PM plan
next_step | let's get something on the calendar for early next month
next_step | what about a quick video call thursday morning, say 9:30
next_step | I could swing by the plant on friday if you're around?
next_step | how does the week of the 14th look for a site visit
next_step | could we find an hour in the next couple of weeks to run some of your film on our machine
next_step | monday's tough for me, is there any chance we could push it to tuesday afternoon
next_step | why don't we get your QA manager and your plant manager together for a call next week
next_step | how about I bring our applications engineer out to see the bakery
next_step | would you be open to a short call after your audit, maybe the week after
next_step | can we grab twenty minutes sometime this week to go through the layout
next_step | let me come out and see the extruders in person, would the 22nd work
next_step | how about lunch next time I'm in Grand Rapids
next_step | do you want to come see the thermoformer running at a customer in Wisconsin
next_step | Could we schedule a follow up once you've had a chance to look at the quote?
next_step | what if we did a trial run with your cheese on our slicer, maybe in a couple weeks
next_step | can we do a teams call with your engineering folks sometime
next_step | is there a time next week when I could show you the new sealer
next_step | i can do 2 or 4 tomorrow which one's better for you
next_step | could we set up a half hour with your CFO to go over the numbers
next_step | ok how about we pencil in the 3rd and move it if we have to
next_step | if thursday's no good, what about first thing friday, like eight
next_step | would it be worth getting together in person once the new building's up
next_step | how about I set up a call with one of our reference customers for you
next_step | uh could we maybe do a call later this month
next_step | let's do a walkthrough of the pharma packaging suite, when suits you
next_step | are you free wednesday morning for a quick chat
next_step | could i get on your calendar for next tuesday
next_step | what about a plant tour at our place, we can fly you and your maintenance manager down
next_step | can we reconnect after the holidays, maybe the second week of january
next_step | i'm in your area on the 9th and 10th could i stop in
next_step | would a virtual demo of the robot cell be helpful, we could do it next week
next_step | Let's set up a meeting with your team to scope it out.
next_step | 11 won't work on my end, could we do 1 instead
next_step | can we get together sometime before your budget meeting
next_step | how about we set up a call with your controls guy and ours
next_step | what if I came out during a changeover so I can see it first hand
next_step | could we book a couple hours at the beverage lab to test your bottles
next_step | should we set up a time to go over the drawings together, say early next week
next_step | can we talk again friday, same time
next_step | would it make sense to meet at the trade show, are you going to pack expo
next_step | I'd love to get you in front of our engineers maybe thursday or friday.
next_step | How about a quick call on the 28th to go over the revised proposal?
next_step | could I bring a sample cell out for a week long trial on the press line
next_step | Sometime next month could we get the whole project team in one room?
next_step | let's book a follow up for after your shutdown
next_step | can we meet at the plant on monday at 7 before first shift starts
next_step | the afternoon doesn't work for me, any chance of a morning slot instead
next_step | um would you be open to like a half hour zoom with our service manager
next_step | how about a joint call with your co-packer so we're all on the same page
next_step | Can we get a technical meeting set up to go over your validation needs?
next_step | could I come watch the sanitation crew do a washdown one night
next_step | Let's find a time to show you the data from the meat plant trial.
next_step | I was thinking maybe a short visit late next week does that work?
next_step | Could we lock in a time now for the next conversation?
next_step | how about a demo with your own trays, we could do it the first week of march
next_step | would you mind if we set up a call with your purchasing manager too, maybe thursday
next_step | the 15th is out for me, how about the 16th or 17th
next_step | What's your schedule like early next week for a call?
next_step | let me set up a video session so your operators can see the HMI
next_step | can we do a site survey before we finalize the layout, maybe in two weeks
next_step | why don't we have a proper sit down once the RFQ is out
next_step | how about coffee next time I'm in town
next_step | could we meet halfway, like a call at 4:30 your time
next_step | Any chance you could come to the open house at our factory on the 12th?
next_step | could we do a follow up call next week to dig into the numbers
next_step | i'd suggest we get your maintenance team and our service lead together on a call
next_step | how does thursday at 2 eastern sound
next_step | can we plan a visit to the dairy in Vermont that runs the same filler
next_step | maybe we could set up a call with your quality folks sometime soon
next_step | if the morning is bad let's do after lunch, like 1:30
next_step | let me propose a quick check in at the end of the month
next_step | would you be up for a trial at your plant, we'd bring the unit in for two weeks
next_step | Could we get half an hour with your production manager before you decide anything?
next_step | Hey so could we maybe just hop on a call tomorrow?
next_step | can i come by with the samples next tuesday
next_step | what about a lunch and learn for your maintenance crew sometime next month
next_step | how about we get the drawings reviewed in a meeting with your engineers on the 4th
next_step | let's find a slot for a demo next week, mornings are best for me
next_step | i can't make friday but i'm wide open monday if that helps
next_step | could we set up a time to run your parts on our laser
next_step | would you want to do a quick web demo before we come out in person
next_step | can we do a follow up once your team's back from the show
next_step | let's pick a date for the factory acceptance test
next_step | Could you and the plant manager make time for an hour in early april?
next_step | Are you around sometime next week for a proper conversation?
next_step | how about i bring lunch for the team and we go through the proposal
next_step | could I shadow a shift on the bottling line sometime
next_step | we could do a call on the 6th, or the 8th if that's better
next_step | how about a short call once you've talked to your boss
next_step | I'd like to set up a demo for the whole team what dates work?
next_step | Could we get a meeting in before your capex review on the 20th?
next_step | Can we set up a time to look at the blister line together?
next_step | tomorrow's packed for me, could we do thursday instead, any time after ten
next_step | wanna do a quick call early next week
next_step | i know you said the 9th but im at another plant that day would the 10th work instead
# firm or blunt but polite, near-twins of lines in rudeness.txt
next_step | could we set up a call with you and whoever holds the budget

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
next_step | tell your boss I'd be glad to come in and walk him through it

# Written by the team: who else should join the meeting ("and maybe someone from engineering") had
# only been seen in rude lines ("is there someone smarter I could talk to"), and "let me propose a
# session" only as "let me walk you through" (inform); these are the sincere forms (2026-11-26).
next_step | and maybe someone from engineering
next_step | maybe someone from your maintenance team too
next_step | bring someone from quality along if you like
next_step | it would help to have someone from engineering in the room
next_step | and if someone from procurement can join, even better
next_step | feel free to bring someone from the floor, a lead operator maybe
next_step | could someone from your controls group sit in on it
next_step | Let me propose a technical session with our engineer.
next_step | let me propose a half hour with our applications guy next week
next_step | I'd propose a site visit, say the week of the 14th
next_step | I propose we do a working session on the layout, two hours, your place
next_step | my suggestion would be a quick call with our service manager on the 20th
next_step | what I'd suggest is a trial run on your product at our lab, sometime the week after next

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
next_step | What date works best for you next week for the walk through?
next_step | would it be easier if I came out to the plant instead, maybe thursday
next_step | Would a short call next week with your legal team help move the terms along?
next_step | would tuesday at ten work for you
next_step | how about the 14th instead
next_step | Could we do thursday at two?
next_step | what if we met on the 3rd at 9
next_step | Does friday morning suit you?
next_step | Can we say 10 am next wednesday?
next_step | i could come out the second week of march if that works
next_step | How does monday 10 oclock look for you?
next_step | Maybe we do a teams call instead of me driving out.
next_step | lets put something in for the 22nd
next_step | ten thirty your time, would that work
next_step | could I bring our engineer out next week to scope the trial
next_step | is 7am at the plant too early for you
next_step | Maybe same time next week to go over the revised quote.
next_step | we could do a call with your plant manager on monday, if he's free
next_step | uh would the 30th be any good for a demo
next_step | can I get your team together for a demo in our lab
next_step | how about early next week, say tuesday after lunch
next_step | Would the week of the 9th work for the site survey?
next_step | Could we grab an hour on the 18th for the layout review?
next_step | how's your calendar look next week
next_step | hows your calendar looking for a quick call
next_step | hows the 14th for you
next_step | The 3rd any good for a plant visit?
next_step | could we do the 21st, say mid morning
next_step | maybe the 9th, if you're around
next_step | You free on the 17th?
next_step | what about the twenty eighth
next_step | I could swing by on the 2nd.
next_step | how does your week shape up, could we grab half an hour
next_step | when's a good day for me to come walk the line
next_step | any chance youve got thirty minutes later this week
next_step | could I steal twenty minutes of your time thursday
next_step | let's get something on the books
next_step | We should get your maintenance lead and our engineer on a call.
next_step | would it help if we set up a demo at our test center in ohio
next_step | i'd love to bring the robot to your plant for a day, which week suits
next_step | Could we find a slot the week after next?
next_step | Put me in your diary for early next month maybe.
next_step | send me a couple of times that suit and I'll make it work
next_step | do you have any time on the 11th or 12th
next_step | lets pick this back up on a call once youve got the numbers
next_step | Can we do a video walk through of the line sometime next week?
next_step | Morning or afternoon better for you on the 5th?
next_step | we can make a meeting on the tuesday maybe?
next_step | is possible to visit your factory in the next month
next_step | i propose we meet the 15, is good?
next_step | When you have time for a call with our technician?
next_step | maybe we do a visio next week, you agree
next_step | Hows your calendar look?
next_step | um so maybe we could grab like twenty minutes on the 8th
next_step | would you be open to me coming out sometime in the next couple weeks
next_step | Can I get on your calendar for thursday?
next_step | so uh what does next week look like for you for a demo
next_step | Lets do a quick teams call friday.
next_step | Are you around on the 30th?
next_step | could we set up a site visit with your engineers
next_step | Maybe a quick follow up call after your budget meeting.
next_step | I could come by with samples on the 19th.
next_step | would the 6th or 7th work better
next_step | how about we get your QA lead and my vision guy on a call
next_step | can we book in a FAT visit at our shop
next_step | whats your availability like early december
next_step | Should we set up a demo for your night shift supervisor too?
next_step | let me get something in the diary for us, maybe the 13th
next_step | shall we reconvene once legal's had a look
next_step | Any day the week of the 10th work to visit?
next_step | fancy a coffee at the trade show on the 4th
next_step | I'm in your area on the 22nd, could I drop in
next_step | I'm gonna be at the plant next door on the 16th mind if I pop over.
next_step | Could you spare an hour for a line audit sometime this month?
next_step | got room in your schedule for a quick demo
next_step | when could we get everyone together to review the layout
next_step | How about a zoom on the 25th?
next_step | can I propose the 1st at 8
next_step | maybe sometime after the holidays we could sit down
next_step | We should get on the phone with your electrical contractor.
next_step | i'd like to set up a short call with your finance guy on the payback
next_step | so the 20th, does that fit in your diary
next_step | Uh yeah so like whens good for you to see it running?
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
next_step | lol fine, can I buy you a coffee next week and walk the line
next_step | dude how about a quick demo thursday like twenty minutes
next_step | honestly can I just come out and see the line
next_step | honestly could we maybe hop on a call with your maintenance guy next week
next_step | no worries how about i swing by tuesday morning
next_step | ok super, can we grab thirty minutes friday to go over the layout
next_step | haha let's get something on the calendar before we both forget
next_step | would you be up for a video call with our engineer sometime next week he's a total nerd for this stuff lol
next_step | kinda thinking we do a site visit in two weeks, would that work
next_step | can we kinda set up a trial run at our test lab sometime this month
next_step | seriously i'd love to show you the sealer running can i bring you out to our shop
next_step | so maybe monday at ten for a follow up? my bad, eleven, I've got a thing at ten
next_step | I'm gonna send you a couple of times, whatever's easiest, let's do like a half hour
next_step | lol ok how about we circle back after your shutdown like early august
next_step | could I come by and mesure the space some afternoon
next_step | let's do a quick call with your QA person too, whenever's easy, no worries
next_step | hey no worries if you're slammed maybe a quick check in next week
next_step | oh totally, can we get your plant manager on a call before the end of the month
next_step | how bout lunch next time I'm up in Winnipeg, my treat
# Asking to talk again, with no day named, is asking for a follow-up: "well, we can talk again" as
# a parting remark is not (acknowledge).
next_step | ok sounds good, can we talk again soon
next_step | alright cool could we chat again sometime next month
next_step | would it be ok if we spoke again after your shutdown
next_step | yeah so can we pick this up again in a couple weeks
next_step | is it alright if I call you again once you've seen the numbers
next_step | can we talk again when your maintenance lead is back
next_step | okay, mind if we talk again sometime after the trade show
next_step | sure thing, could we maybe speak again later in the quarter
next_step | so can i get you on the phone again sometime, whenever suits
next_step | ok great, could we do another call like this sometime
`;

// Labelled rep clauses for the act `summary` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# act: summary. The rep plays back what they heard from the buyer.
# Topic: the topic of what is played back, or - for a bare "let me recap".

food_safety | so if im hearing you right the real problem is sanitation eating two hours a night
changeover | Let me make sure I got this, three lines, two shifts, and changeovers are killing you.
maintenance | So the seals are the real issue, not the filler itself.
timeline | okay so you need it running before the summer peak
authority | So you'd make the recommendation, but the final call sits with your VP in Chicago, right?
budget | what im hearing is the money's there but it's next year's money
competitors | So you've got two other quotes in and one of them is the incumbent.
price | so bottom line price is the sticking point not the machine
staffing | If I've got it right, you're short four operators on nights and it's not getting any better.
roi | So every hour the line's down costs you about eight grand, did I get that right?
quality | okay so the underfills are whats triggering the chargebacks from the retailer
decision_process | So it really comes down to three things: uptime, service, and total cost.
support | Let me play that back, the last vendor took four days to get a tech out and that's why you're gun shy.
operations | so youre running about 180 bottles a minute on two lines five days a week
metrics | So OEE is sitting around 62 and corporate wants 75.
installation | Just so I'm clear, you've got about forty feet of floor and the install has to fit inside the Christmas shutdown.
compliance | so the main thing is it has to be CSA approved for the Ontario plant
contract | So legal needs to see our T&Cs, and you're on net 60.
tariffs | If I heard you right, you're worried a tariff jump could blow up the budget halfway through.
next_step | ok so before anything else you'd want to see your product run on our machine
pains | So basically the whole end of line is a mess and it's eating your week.
- | okay so let me just recap what we covered
- | So, just to summarize where we are.
changeover | so youre doing like six changeovers a day and each one is forty five minutes
food_safety | Sounds like the allergen changeover is the scary part, because of what happened last year.
maintenance | So your guys are rebuilding the capper every quarter and parts take three weeks to show up.
rapport | so youve been there about twelve years and came up through maintenance
budget | So capex is frozen until Q1, but there might be opex money for something like a rental.
authority | so its you the QA lead and the plant manager who all have to agree
timeline | So the target is startup in March, which means you'd need a PO out by October.
roi | okay so the payback has to be under eighteen months or finance won't bite
quality | If I'm following, the leakers are coming from cap skew, not the bottles.
operations | So the bagger's the bottleneck and everything upstream is just waiting on it.
staffing | what im hearing is the labor issue is the real driver not the machine
competitors | So you like the Ishida, but their service has been a letdown.
decision_process | so you need three bids and a scorecard before anything goes in front of the committee
support | So what you really want is someone local who can be there same day.
price | okay so our number came in about twelve percent above the other guys
metrics | So you measure it by cases per labor hour, and that's down this year.
installation | So power's fine but compressed air is maxed out, right?
food_safety | so teardown on the slicer is the big time sink for sanitation
compliance | So the pharma side needs full IQ/OQ/PQ and Part 11 on the data.
contract | so legal won't sign off without a performance guarantee in writing
next_step | So next step on your side is getting the QA manager and the maintenance lead in for the demo.
pains | if i got it right its not one big problem its like a hundred little ones
changeover | So the crews all do changeovers differently, and that's where the time goes.
roi | So you're throwing away about two pallets of product a week, and that adds up to real money.
tariffs | so basically you want a machine that qualifies under usmca so you dont get hit with duties going into mexico
timeline | So there's no hard date, but you'd like it done before the audit.
operations | Let me make sure I've got the layout right, processing on one side, packaging in the back, and one shared palletizer.
- | so just to make sure were on the same page here
maintenance | So it's mostly reactive maintenance right now, and the PMs keep getting pushed.
quality | so the x ray is rejecting good product and your qa team is sick of re inspecting it
budget | So you've got about 250 set aside, and that has to cover the install too.
authority | okay so procurement runs the bid but engineering picks the machine
staffing | So turnover is worst on the palletizing end, mostly because of the lifting.
decision_process | so if it's close on price, service is what breaks the tie
competitors | So the incumbent has the inside track because corporate standardized on them.
pains | So the real headache is that nothing on that line talks to anything else.
support | so training was the big gap last time the operators never really got comfortable
metrics | so you dont really have good downtime data right now its mostly a whiteboard
roi | If I got that right, the co-packer fees are what's pushing you to bring it back in-house.
food_safety | So your SQF auditor flagged the conveyors as hard to clean.
compliance | so safety wants full fencing on any robot cell no exceptions
installation | so the trick is installing without shutting down line two
next_step | okay so you want a proposal and a reference call, and then you'll take it upstairs
contract | So you'd rather lease than buy, so it doesn't hit capex.
timeline | so the new retail account starts shipping in june and everything hinges on that
price | So it's not really the machine price, it's the change parts pricing that bugs you.
changeover | what youre saying is the tray sealer tool change is where you lose the most
tariffs | So the steel tariffs already pushed your expansion costs up and you're nervous about more.
rapport | So you just took over the plant three months ago and you're still getting your arms around it.
quality | so the complaints are mostly about crushed product at the bottom of the bag
operations | So you're at about 85 percent of capacity now and the new customer would put you over.
staffing | so youd want the new line to run with two people max instead of five
maintenance | let me play that back the jaws on the vffs are wearing out every few weeks and nobody knows why
decision_process | So nothing moves without a business case, and the board sees it in November.
- | um so if I'm tracking you, it sounds like a couple of things are going on here.
food_safety | so the CIP on the pasteurizer is still manual and you cant prove it's clean the way the auditor wants
metrics | Okay, so your OEE number is really just availability, there's no performance or quality piece in it yet.
operations | so the ovens run around the clock and packaging only runs days is that right

# added: more varied wordings and boundary cases
changeover | so basically the format change on the cartoner takes your guys most of a shift right
maintenance | Okay, so what you're telling me is the labeler jams a few times a day and maintenance is always chasing it, is that fair?
staffing | if i caught that right nights is where you cant keep people
budget | So the money is approved, it's just waiting on the board to release it, right?
food_safety | let me see if i have this straight the swabs after sanitation keep failing on the slicer
timeline | So you need it installed and validated before the new SKU launch in the spring, correct?
competitors | so youve used the same vendor for years and theyve been fine but not great
quality | What I'm hearing is the complaints are mostly about short weights, not the seal.
price | so the number itself is ok its the freight and install on top that surprised you
authority | Okay, so you run the evaluation and the GM signs, is that the right picture?
roi | so if I add that up you're losing roughly a shift a week to unplanned stops
operations | So you've got the one filler feeding two cappers, and the cappers can't keep pace.
installation | so youd basically have one weekend to rip the old one out and get the new one running
decision_process | Let me play it back, engineering scores it, finance checks the payback, and the VP picks.
support | So the real frustration was never the machine, it was nobody picking up the phone.
contract | if i got this right your legal team wants net ninety and a five percent holdback
tariffs | So anything with European content is a problem because of the duties, did I get that right?
metrics | okay so OEE on line three is in the fifties and line one is closer to seventy
pains | so it sounds like the biggest headache is the constant firefighting on second shift
compliance | So the auditor wants electronic records, and right now it's all paper, is that fair to say?
next_step | okay so what you need from me is a written quote and a reference you can call
rapport | so youre pretty new in the role and inherited this project from your predecessor right
- | so let me just play that back to you real quick
- | Okay, let me make sure I understood everything you just said.
changeover | you said the allergen changeovers are the long ones and the rest are pretty quick
maintenance | So you're basically running it till it breaks because there's no time for PMs, right?
staffing | so its not that you cant hire its that they leave after a couple months
budget | what youre telling me is theres no capex this year but you could lease
food_safety | So the metal detector isn't the issue, it's the reject bin not locking, correct?
timeline | so peak starts in september and nothing can touch the line after august
competitors | So the other vendor is cheaper up front, but you're not sure about their service.
quality | so the vision system flags too many good packs and your operators just turn it off
price | If I'm hearing you, the budget is around two hundred and we're sitting at two forty.
authority | so corporate engineering has a veto even though its your plant
roi | So the scrap alone is costing you somewhere around a hundred grand a year, is that about right?
operations | what im getting is the palletizer is fine its everything in front of it thats the problem
installation | So the new machine has to fit through a ten-foot door and sit next to the cooler.
decision_process | if i heard right youve got three vendors shortlisted and youre picking in q2
support | so you want somebody who can be on site within a day not a week
contract | So a three-year service agreement is fine, as long as there's an out clause, is that fair?
metrics | so you track downtime by shift but nobody really looks at it
pains | So in a nutshell, too many people, too many stops, and not enough output.
compliance | so the pharma customer is asking for serialization by next year and you dont have it
next_step | So before you'd even look at pricing, you want your operators to try it, right?
- | Okay, so to sum up what you've told me so far.
- | let me recap what i heard before we move on
changeover | So changeovers run about ninety minutes and you want them under thirty, yeah?
maintenance | if i got that right the gearbox on the spiral has been rebuilt twice this year
staffing | So you have two mechanics for the whole plant and one is retiring in June.
quality | so what youre saying is the leakers only show up after the product hits the freezer
operations | so line two is running three shifts and still cant keep up with orders
roi | so youd need this to pay back inside two years or it wont even get looked at right
timeline | Okay, so you'd want a decision by the end of next month, is that what you said?
food_safety | so the big fear is another listeria hit on the same line
price | so its less about the sticker price and more about what the parts cost over time
competitors | If I follow you, the incumbent is bundling service to keep you locked in.
rapport | So you were a line supervisor for years before you moved into engineering, right?
pains | what i hear you saying is nobody trusts the line to run without someone standing there
decision_process | So nothing gets signed until the CFO sees a business case, is that fair?
installation | so the concrete pad and the power drop are on your side and the rest is on the vendor
support | If I'm tracking, training was rushed and now only one operator really knows the machine.
metrics | so youre running about ninety packs a minute but the machine is rated for one twenty is that right

# added (second pass): more varied wordings
changeover | okay so if I'm following the long changeovers are on the filler not the capper
- | Let me summarize what I'm hearing, and you tell me if I missed anything.
maintenance | So the preventive maintenance is on paper but it doesn't really happen, is that a fair read?
staffing | so youre hiring constantly but people quit before theyre fully trained right
budget | What I've got is a soft budget of about three hundred, and anything over needs the VP.
food_safety | so the sanitation window is only four hours and the crew can never finish in time
timeline | Okay, so you've got until the end of Q3 to have something installed, yeah?
competitors | so right now its between us and the german supplier and theyre ahead on price
quality | So the leaks show up at the customer, not in the plant, which is what makes it so bad.
price | so our quote is in the ballpark but you need something to take to your boss to justify the gap
authority | if im hearing right the owner signs everything over fifty thousand
roi | So the way you figure it, each jam costs about twenty minutes and a few hundred bucks in product.
operations | okay so the weigher is fine and the bagger is what's slowing you down
installation | So you need the install done over a long weekend and you can't touch the ammonia lines.
decision_process | so procurement wants three quotes but really engineering already has a favorite
support | what youre telling me is the old vendor never sent anyone for training after startup
contract | So you can live with our terms as long as the uptime guarantee is spelled out, right?
tariffs | so if its built in mexico and qualifies under usmca youre fine otherwise its a problem
metrics | so the target is eighty five and youre sitting around sixty eight
pains | In short, the line works, but only when your best operator is on shift, right?
compliance | so the audit finding was really about documentation not the equipment itself
next_step | So your next move is to get the plant manager's sign-off, then you'll call me, correct?
rapport | So you started on the line, moved into maintenance, and now you run the whole site, wow.
- | okay let me just read back my notes to make sure i got it
- | So to pull all that together.
changeover | so each new flavor means a full washdown and thats where you lose the afternoon
maintenance | If I'm hearing you right, you're buying bearings for that conveyor every month.
staffing | so the line needs six people today and you want to get that down to three
quality | so the qa team is pulling samples every fifteen minutes because they dont trust the checkweigher
timeline | So you're not in a rush, but you'd want it budgeted for next year.
operations | what youve described is basically two lines that cant run at the same time because of air
roi | so if you got those two hours back every day thats another truckload a week right
pains | So the long and short of it is you're tired of babysitting that machine.
price | so the other bid is lower but it leaves out installation and training
food_safety | If I got that, the x-ray would replace the metal detector, not sit next to it.
decision_process | so you'll shortlist two this month and bring them in for trials in the spring
competitors | so youve been happy with the current supplier just not with their lead times
authority | So you and the plant engineer decide, and corporate just rubber-stamps it, is that right?
support | so having a tech within a couple of hours is pretty much non negotiable for you
budget | okay so the money comes out of the maintenance budget not capex is that correct
installation | so the new machine would go where the old wrapper sits now and you need it back up by monday
metrics | So you've got good data on downtime but nothing on speed losses.

# added (third pass): more varied wordings
maintenance | what im hearing is maintenance is stretched so thin that nothing gets fixed properly
quality | What you're telling me is the QA team doesn't trust the data coming off the line.
changeover | what youre describing is basically a half day lost every time the product changes
staffing | What I'm hearing is it's not about the machine, it's about who's left to run it.
budget | what it sounds like is the budget exists but nobody wants to be the one to spend it
operations | So what you're saying is the filler runs fine until the case packer backs up.
food_safety | what im hearing is sanitation is fine on paper but the crew is always rushed
timeline | What you're saying is the new line has to be ready before the contract starts in July.
competitors | what youre telling me is the incumbent is fine but nobody loves them
price | What I'm hearing is we're close, but the spare parts pricing is what's hanging you up.
authority | what youre saying is youd recommend it but the plant manager has the final word
roi | What you're telling me is every hour of downtime is close to six grand in lost product.
decision_process | what i hear is youd need a full business case before anyone looks at vendors
support | What I'm hearing is you'd pay more for a vendor that actually shows up.
installation | what youre saying is theres no way to shut the line down for more than three days
contract | what im hearing is legal is fine with everything except the warranty terms
metrics | What you're describing is a line that looks fine on the daily report but loses hours in small stops.
pains | what youre telling me is its death by a thousand cuts not one big failure
compliance | What I'm hearing is the customer audit, not the FDA, is what's driving this.
next_step | what i hear is you want to see a trial before you bring anyone else in
tariffs | What you're saying is the duties on imported machines have made the numbers hard to defend.
rapport | what im hearing is you came in to fix this line and its been harder than you expected
- | so if i understand correctly
- | Just so I've got it straight, let me repeat that back.
changeover | you mentioned the changeovers run long on nights and not on days, is that right?
maintenance | if I understand you, the motors are fine and it's the gearboxes that keep failing
staffing | you said turnover is worst in sanitation, right?
quality | So correct me if I'm wrong, but the rejects spike right after every changeover.
operations | if i understand right your bottleneck moves around depending on the product
food_safety | You said the allergen clean takes twice as long as a normal one, did I get that?
budget | so you said the budget resets in april and thats when youd move right
timeline | Correct me if I'm wrong, but startup has to happen before your peak in October.
price | if i understand you the price is fine its the payment schedule that doesnt work
competitors | So you looked at two other vendors and neither one had a local service team, right?
roi | you said each stoppage costs about forty minutes of product is that about right
decision_process | So the plant picks, finance approves, and corporate just gets a copy, fair?

# added (seventh pass): more varied wordings
- | okay let me read that back and you tell me if i got it right
- | So here's what I took away from that.
- | just so were on the same page heres what i heard
- | If I can play that back for a second.
maintenance | so just so i have it right the seals go every two weeks and nobody knows why
budget | Let me make sure I've got this, the money's there but it has to be spent by June?

# more lines, by topic as they came; same rules as above
- | alright let me take a second and play back what ive got
- | Okay, here's my understanding so far, stop me if I'm off.
- | Okay, quick recap before I forget any of it.
authority | So Maria in corporate engineering has the last word, and you're the one building the case for her.
authority | So the owner signs, but he mostly goes with what you and the head mechanic tell him.
budget | So there's capex for a new labeler, but not for the whole line, is that it?
budget | okay so under fifty k it comes out of the maintenance budget and anything over is capex
changeover | so what im hearing is the die change on the thermoformer is the long pole not the film splice
changeover | So every flavour change on the VFFS means pulling the former, and that's about forty minutes, right?
competitors | So the builder in Querétaro is cheaper, but you're worried about getting parts from them.
competitors | so the incumbent quoted you a rebuild and you want to see how it stacks up against buying new
compliance | So the pharma customer needs Part 11 records, and the current checkweigher can't give you that.
contract | So you'd want the service terms and the warranty in one document, not two separate ones.
decision_process | okay so the trial results go to a cross functional team and they make the pick from there
decision_process | So you'll only look at vendors who've passed your supplier audit, did I get that right?
food_safety | So the x-ray is there mostly because your big customer requires it, fair?
food_safety | so sanitation gets through the slicers fine but the spiral takes them half the night
installation | so the new cell goes where the old press is now and the only way in is through the roof hatch
installation | Just so I'm clear, the mezzanine has to be reinforced before anything heavy goes up there.
maintenance | Okay, so it's the fryer conveyor belt that keeps breaking, not the burners.
maintenance | if i follow you the carriage chain on the stretch wrapper snaps every couple months
metrics | So the dashboard says seventy percent, but you think the real number's closer to fifty-five.
metrics | so the line is rated at 120 bottles a minute but over a shift it averages maybe 85
next_step | so before anything else youd want a sample run with your own trays
next_step | So the plan on your end is to talk to the GM this week and then circle back to me.
operations | okay so the case erector keeps up fine its the tape head that holds everything back
operations | So the injection presses run 24/5 and weekends are just for maintenance.
pains | So, to sum it up, the line runs, but nobody trusts it on weekends.
pains | what im taking away is its not any one machine its that the whole line is held together with tape
price | so to you the machine is worth it its the yearly software license that rubs you the wrong way
quality | if im hearing you right the short weights are coming off the multihead not the bagger
quality | so the vision system is missing smudged date codes and the retailer is the one catching them
rapport | So you ran a meat plant in Nebraska before this, and this is your first bakery.
roi | so by your math youre losing around twelve grand a week in product on the floor
roi | So every pallet that tips over in the warehouse is about eight hundred bucks you just eat.
staffing | so basically youve got one guy who knows the robot and hes only on days
staffing | so nights are mostly temps who turn over every few weeks and thats where the errors come from
support | so what matters most to you is a tech who can be on site inside four hours
support | so the last integrator vanished after startup and your guys had to teach themselves the PLC
tariffs | so the worry is the imported robot arm getting hit with a new duty before it even ships
timeline | So you'd need the new oven commissioned before the Thanksgiving rush, right?
timeline | so theres no real rush this year you just want numbers for next years plan

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
maintenance | so if I've got it right the capper's going down two or three times a week and it's always the chuck
operations | so basically you're running two shifts and the filler's the bottleneck
budget | ok so money's there but it has to come out of next year's capex
timeline | so you need it running before the September retailer launch
authority | so you recommend and your director signs, got it
decision_process | so it goes plant, then engineering, then corporate procurement, right
competitors | so it's us against the incumbent and one newcomer, basically
food_safety | so the audit flagged the metal detector verfication records
staffing | what I'm hearing is you just can't keep operators on nights
quality | so leaking seals are what the retailer keeps complaining about
changeover | so the changeovers take about an hour and you do four a day
roi | so each hour of downtime is costing you around eight grand
metrics | so OEE is sitting around sixty percent and you want it at seventy five
pains | let me make sure I got this, it's downtime, labour and the audit, in that order
price | so the price is a bit higher than you hoped but not a deal breaker
installation | so the install has to happen over the two week shutdown in july
support | so the real issue with the last vendor was service, not the machine
compliance | so your customer needs the validation file before they'll accept product off the new line
tariffs | so the duty on imported machines is what's making the other quote look worse
- | let me recap real quick
- | ok so just to play it back to you
- | so to sum up what we talked about today
operations | so if I understood right you run yogurt cups in the morning and desserts after lunch
maintenance | so your maintenance team is three guys covering the whole plant
staffing | so you'd rather move people than cut them, that's what I heard
budget | so roughly you've got about 300k to play with
timeline | so nothing happens till the new fiscal year in april
authority | so it's really the owner's call in the end
decision_process | so you need three bids and a trial before anything gets signed
competitors | so you liked the other machine but not their service network
food_safety | so allergen changeovers are the big food safety worry
quality | so basically weights are all over the place and you're giving product away
changeover | if I heard you right, it's the film change that kills you, not the tooling
roi | so the overtime after breakdowns is what really hurts the P&L
metrics | so you're doing about 90 packs a minute against a rated 120
pains | so in a nutshell the old line can't keep up and everybody's tired of it
price | so you need the price under 200 to get it through
installation | so the space is tight and the ceiling's low where it'd go
support | so what you want is a tech within a day, not a week
- | so um if i've got this straight
compliance | so you're going for BRC next year and the current setup won't pass
- | just to be sure I understood, you want the option with the robot, correct?
operations | so the problem is really the accumulation between the filler and the capper
maintenance | okay so if i follow you you're scrounging ebay for parts for the old one
decision_process | so the steering group meets on the 12th and that's when it gets decided
staffing | so you lost your best tech and now nobody knows the PLC
timeline | so realistically you're looking at Q3
roi | so if I've got it, the scrap is costing you something like 150k a year
- | Allow me to summarise what I've heard so far.
competitors | so plan B is your own engineers building it themselves

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
quality | okay so the way I understand it, leaking pouches are the real problem and speed is fine
changeover | So basically the changeovers are eating about two hours a day.
pains | what I'm hearing is the filler's fine but the capper keeps jamming
budget | just to recap, you've got budget approved but the timing is still up in the air
authority | so you'd pull it together but it's really the plant manager who signs, right?
staffing | ok so you're short three operators on nights and that's why the line runs slow
decision_process | let me make sure I got this, you need three bids and then it goes to the capex committee in may
competitors | So you've got the german machine on the shortlist and you're happy with the price but not the service.
maintenance | So the gearboxes keep failing and you're buying parts every month.
timeline | sounds like you need it running before the holiday season, so september at the latest
roi | so if I've got this right, the scrap is costing you around forty grand a month
food_safety | so the allergen changeovers are the big worry because of that recall last spring
operations | ok so you're running three shifts five days and the bagger can't keep up with the oven
compliance | so to sum up, your customer wants full serialization by next year and your current line can't do it
support | what I'm taking away is the last vendor disappeared after the install and you got burned
pains | so three things, changeovers, scrap and staffing, did I miss anything
metrics | so you're sitting at about sixty percent OEE and the target is seventy five
installation | let me play that back, you've only got a ten day window in july and the floor needs work first
price | so the price is ok but you need it spread over two budget years
contract | ok so if I got it, the sticking points are payment terms and the warranty length
tariffs | So basically the duties on the european machines are pushing you toward a domestic supplier.
quality | just so i have it right the complaints are mostly about crooked labels on the 2 liter
changeover | So what you're saying is the die changes take forever because the guys have to go find the tooling?
staffing | if i heard you right turnovers so high you cant keep trained people on the line
budget | so you've got about 300k set aside but it has to cover the conveyors too
maintenance | So your maintenance crew is three guys covering the whole plant and they're basically firefighting.
authority | So corporate engineering has a say but the final call is yours.
pains | so in a nutshell the line works but only when Gary's on shift
decision_process | ok so the trial goes first and if it passes QA then purchasing takes over
timeline | so nothing happens until the new fiscal year in october
operations | so the bottleneck is really the depalletizer not the filler, have I got that right
competitors | let me make sure i understand youre getting quotes from us and two others and building one in house is also on the table
roi | So every hour the line's down it's roughly twelve thousand in lost product.
food_safety | so the swabs keep coming back positive near the slicer and you think it's the conveyor design
quality | to recap, the welds are passing inspection but the customer's still rejecting parts for position
next_step | so you'll talk to your boss this week and get back to me by friday
staffing | so the night crew is newer and that's where most of the jams happen
metrics | ok so the checkweigher's rejecting about four percent and you want it under one
pains | so it sounds like the old wrapper is reliable enough but way too slow for the new SKUs
installation | So the install has to happen over the shutdown and you'd want our guys on site the whole time.
support | so what matters most to you is having a tech within four hours, not the price of the service plan
contract | just to confirm what you said, leasing is off the table and you'd buy outright
changeover | so the flavour changes are the killer because of the cleaning, not the mechanical part
price | so the other quote came in lower but it didn't include the installation
compliance | If I got that right the auditor flagged the guarding and you need it fixed before the next visit.
roi | so you're paying about eighty grand a year in overtime just to keep up with orders
operations | so the plan is to move the cookie line into the new building and run both ovens in parallel
timeline | just so we're on the same page you need a decision by the end of the month and install in q3
pains | ok so let me see if i have this the machine is fine its the support that let you down
budget | so there's money, it's just not this quarter

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
installation | so the price works, it's really the install dates that worry you
- | so where we landed is the full line, net 45, and a March ship
contract | okay so if I heard you right legal is fine with everything except the liability cap
support | so what you're saying is the machine's fine, it's the service coverage up north you're unsure about
authority | so you're on board, it's the GM who still needs convincing
price | if I'm hearing you correctly the number is about thirty grand higher than you hoped
decision_process | so it goes to the committee on the 12th and then purchasing cuts the PO
competitors | so the other bid is cheaper but doesn't include install, that's what you're telling me
timeline | so you need it running before the fall harvest, and anything after August is a problem
- | just to recap, we've covered terms, install and training, and you're happy with all three
tariffs | ok so the duties are the open item, everything else is settled
support | so the training piece is handled with the extra week
compliance | so QA wants the full validation package before they'll sign the SAT
- | alright so to sum up, you like the machine, you like the terms, you just need a week
roi | so your finance people want to see payback under two years and we're at twenty two months
contract | let me make sure I got it, the warranty's fine but you want the penalty clause softened
installation | so the shutdown is ten days and you need us in and out in eight
food_safety | so if I heard right the sanitation team is happy now that the frame is open
pains | so really the only thing left is whether your operators will take to it
quality | so the acceptance test needs to show under half a percent rejects

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
decision_process | so if I heard right, the committee meets in march and wants three bids
authority | so your plant manager has the final say and you're putting the case together
metrics | so fifty packs a minute on the main line right
changeover | so if i heard right changeovers take about ninety minutes
budget | so you've got about two hundred thousand set aside
authority | so its your plant manager who signs got it
timeline | so you need it running before july
competitors | so the other bid came from the same vendor you used last time
quality | so the main complaint is underweight packs
installation | so your shutdown is the first two weeks of august
food_safety | so the last audit flagged the metal detector verification
contract | so net 30 is your standard and legal won't move on that
staffing | so you're down four operators on nights since spring
price | so they quoted you around ninety for the same checkweigher
operations | so three lines two of them on the filling side
pains | so the main problem is the jams, not the speed
tariffs | so the duty on the spares is running about twelve percent
`;

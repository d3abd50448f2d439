// Labelled rep clauses for the act `offer` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# offer: the rep proposes something to settle a concern: a guarantee, training, terms, a pilot or trial,
# a phased install, a price hold, something extra, or a conditional trade. A lower price is discount.
price | if you can commit to the second line I can hold this price
contract | I can't move on price but I can include the second year of maintenance if we sign by month end
contract | we'll put the uptime guarantee in writing
installation | we can phase the install over your shutdown
next_step | what if we did a 30 day trial
contract | If we don't hit 85 percent OEE in the first ninety days, we'll send people out at our cost until we do.
support | we will keep a tech on site for the first two weeks of production
staffing | I can throw in a second round of operator training for your night shift.
installation | What if we did the install in two phases, the filler in July and the capper over Christmas shutdown?
contract | we could do net 60 instead of net 30 if that helps with cash flow
maintenance | I'll include a critical spares kit with the machine so you're not waiting on parts.
next_step | we can run your product on our test line in atlanta no charge and send you the results
contract | How about we split the payment, 30 down, 40 at FAT, 30 after SAT?
contract | if youre worried about the changeover times we can write the twenty minute target into the contract with a penalty clause
price | If you give me the PO by the 15th, I'll lock in this year's pricing for the second line through next June.
support | we will give you a dedicated service tech with a direct cell number not the 800 line
next_step | What if we put a loaner unit on your line for a month, and if it doesn't perform, we pull it out, no cost?
contract | I can extend the warranty to three years on the drives and the PLC.
food_safety | We'll provide the full validation package for your QA team, IQ, OQ and the sanitation SOPs.
installation | we can bring in our own riggers so your maintenance crew doesnt have to touch it
contract | how about a lease to own so it comes out of opex instead of capex
tariffs | If tariffs go up before delivery, we'll absorb the difference, I'll put that in the quote.
next_step | we could do a paid pilot and credit the full pilot fee against the purchase
support | I'll set you up with remote monitoring free for the first year.
installation | What if we did the FAT with your operators at our plant so they've already run it before it ships?
contract | If the machine doesn't hit the rated speed at SAT, you hold back the final 10 percent until it does.
timeline | I can reserve a build slot for you now so you make the August shutdown, even before the PO.
price | tell you what, if you take the case erector too, I'll hold the palletizer price where it is.
contract | we can do a performance bond if corporate needs that
staffing | We'll train three of your mechanics at our facility, travel's on us.
maintenance | We can include four preventive maintenance visits in year one.
next_step | How about we start with one line as a proof of concept, and if the numbers are there, we do the other three?
contract | I'm willing to put a buyback clause in, if you're not happy in the first year we take it back at 70 percent.
support | If your guys get stuck after hours, I'll give you the cell of our lead tech, Ramón, he'll pick up.
installation | we can pre wire and pre pipe everything so the install inside your shutdown is like four days
contract | i can put a cap on the service rate increases three percent a year max for five years
compliance | We'll send an engineer to sit with your QA for the first audit after install.
next_step | how about we leave the x ray on your line for two weeks and you run your worst product through it
contract | Can I offer you a 100% money back guarantee on the retrofit if it doesn't fix the jams?
price | If you can sign the three-year service deal, I'll freeze the parts prices for the whole term.
installation | We can keep your old filler running in parallel until the new one's signed off, so you never lose production.
support | I'll have our applications engineer come back at the 30 day mark to fine-tune everything.
contract | we can do milestone billing so nothing is due until the machine passes FAT
tariffs | we can ship from our Monterrey plant so it's USMCA qualified and duty free
next_step | What if we ran a side-by-side trial against your current bagger for a week?
maintenance | I'll throw in the vibration monitoring package so your maintenance team gets early warnings.
contract | Look, I can't go lower, but I can give you 90 days payment terms.
staffing | we'll provide bilingual training materials Spanish and English for your operators
price | if you order before the price increase on January 1st I can honor the current list
contract | We'll guarantee the spare parts availability for fifteen years in writing.
installation | If your team is stretched, we can do the whole turnkey, mechanical, electrical, start-up, the works.
support | how about we include an on site resident tech for the first three months of production
contract | I can offer an extended payment plan over twelve months, zero interest.
next_step | we can do a no obligation line audit and give you a report with the numbers
timeline | If you need it sooner, we'll expedite the build at no extra charge and have it on your dock by September.
quality | We'll guarantee the reject rate in writing, under 0.5 percent, or we fix it on our dime.
maintenance | What about a consignment stock of wear parts at your plant, you only pay for what you use?
contract | if legal needs changes to the terms we can use your paper instead of ours
support | we can do a 24 hour response guarantee on breakdowns or the callout is free
installation | We could schedule the install over two weekends so you don't lose a weekday of production.
price | If you can commit to the volume for the three plants, I'll hold this price for all of them through 2026.
staffing | I'll include a train-the-trainer program so your leads can onboard new hires themselves.
next_step | we'll do a free product test, you ship us a pallet of your product and film and we run it on the exact configuration you'd get
contract | we can put liquidated damages in if the delivery slips
food_safety | We'll do the swab testing with your sanitation crew after the first CIP cycle, so you have the data for the auditor.
installation | we can leave the old capper in place as a backup for the first month
contract | How about a 60 day out clause on the service contract, so you're not locked in?
maintenance | we would give you a free retrofit of the new seal jaws on your existing baggers if you go with us on the new line
support | I'll add a second year of software updates at no charge.
contract | Can we do this: you sign the three year term, and I'll include the annual PM visits and a spares kit.
next_step | We could start with a 90-day rental and apply the rental payments to the purchase.
roi | What if I put the ROI numbers in writing and we agree to check them together at six months?
installation | we can send a crew for the nights and weekends so you keep running days
staffing | If staffing's the issue, our techs can run the line for the first two weeks while your people shadow.
contract | We'd be open to splitting the freight if that gets it over the line.
support | we can give your team access to our online training library with all the videos for free
compliance | I'll get our engineers to do the IQ/OQ protocols on site, so your validation team just signs.
contract | i can hold the quote open for another ninety days so you can get through the capex cycle
price | if you go with the stainless option we will keep the price at the painted steel number
next_step | How about we do a pilot on the night shift only, low risk, and see what it does?
contract | We'll write the changeover time into the acceptance criteria, so you don't pay the final installment until it's proven.
maintenance | I'm happy to include the first year's wear parts in the package.
support | what if we put a remote camera on the line so our techs can see what your guys see
installation | We could do the install over Easter week when you're already down.
contract | i can give you the option to cancel up to thirty days before FAT with no penalty
quality | We'll send a process engineer to set up the recipes with your QA lead, so the first runs are in spec.
next_step | We could do a free 14 day trial of the inspection software on your existing camera.
contract | If the uptime guarantee isn't met, we'll credit you a month of the service fee for every point we miss.

# added (third pass): more varied wordings
contract | if it doesnt hit the speed we promised ill take it back no charge
- | How about we do a sixty-day trial on your line before you commit?
contract | I can add a performance guarantee to the contract if that helps with your boss.
support | we can train all three shifts not just days so nobody is left out
contract | If you're worried about lead time, I'll put a late-delivery penalty in writing.
- | what if we start with one machine and you decide on the second after six months
support | I can throw in a spare parts kit so you're not waiting on anything the first year.
contract | We could split the payment into three milestones instead of half up front.
- | If your team isn't comfortable after the training, we'll come back and do it again at no cost.
tariffs | ill lock in the price so if tariffs change it's on us not you
- | How about we run your product on our demo machine first, and you only buy if it works?

# added (fifth pass): more varied wordings
- | I could do a free line audit first, before you decide anything.
contract | what if we put the payment on hold until the machine passes SAT
support | Would it help if we included operator training for all three shifts?
- | what if i give you a thirty day trial and if it doesnt perform we take it back
contract | Can we put a buyback clause in, so if it doesn't work out you're covered?
support | What if I had a tech on call for your first month of production?
- | would a performance guarantee on speed help get this over the line internally
contract | How about a two-year warranty instead of the standard one?

# added (tenth pass): more varied wordings
support | to make it easier ill have our controls engineer on site for the whole first week of production
contract | If it helps, we'll hold the price for ninety days so you have time to get approval.
support | We'll send someone back after three months to retrain any new operators, no charge.
- | how about we install it as a rental first and you buy it once you're happy
contract | i can add a clause that if we miss the ship date you get a credit
support | We'll stock your critical spares at our warehouse so they're never more than a day away.
contract | If the committee is nervous, I'll put an uptime guarantee in the contract with real penalties.
- | ill lend you a demo unit for a month so your team can try it on your product

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
contract | we can write a 95 percent uptime guarantee into the contract and if we miss it you get service credits
next_step | how about we bring a tray sealer out and run it on your product for two weeks, no charge
next_step | what if we did a paid pilot on line 3 and credited the whole fee against the order
staffing | we'll train all three shifts on site, nights included, at no extra cost
staffing | i can throw in a train the trainer course so your lead operator can onboard new people
contract | We could do a lease over five years so it comes out of operating budget, not capital.
contract | if cash is the issue we can do thirty percent now and the rest after it passes SAT
contract | how about net 90 on the final invoice
maintenance | I'll include a two year critical spares kit in the box, blades, belts, seals, the lot
maintenance | um we could put a consignment spares cabinet on your site so you only pay for what you use
support | I can add a second year of the service plan free if that helps get it approved
support | we could guarantee a tech on site within 24 hours or we pay for the downtime
contract | i'm happy to put a performance clause in, if it doesn't hit 120 packs a minute you can send it back
quality | we'll guarentee under one percent false rejects on the X-ray in writing
food_safety | we can do the validation runs with your QA team and write up the test pieces for the audit file
installation | we can do the whole install over your Christmas shutdown so you don't lose a single shift
installation | What if we pre-assemble and FAT the conveyors at our shop so the install on your floor is three days?
installation | ok so what if we leave your old slicer hooked up next to it until the new one's signed off
next_step | if the committee wants proof, we can run your trays on our demo line and film the whole thing
next_step | how about a 60 day rent to own on the case packer, and the rent counts toward the purchase
price | if you can give me the order this quarter I'll hold the 2024 price on the second filler too
price | I'll lock today's price for twelve months if you sign the framework agreement
timeline | we can hold a build slot for you for thirty days while the capex goes through
timeline | if you need it before peak season we'll put you at the front of the build queue
contract | if it misses the spec at SAT you don't pay the final 40 percent till it does, simple as that
contract | we could tie part of the payment to the OEE actually improving
roi | What if we agreed on the savings numbers now and reviewed them together after six months?
support | we can give your team remote access support 24/7 for the first year at no charge
support | i'll assign you a dedicated service engineer who knows your line for the first six months
staffing | we could leave one of our technicians on your night shift for the first two weeks
tariffs | we can quote it DDP so the duties are our problem not yours
tariffs | if the tariff goes up before delivery we'll absorb the difference
compliance | we'll supply the full documentation pack, material certs, declarations, the lot, so your auditor is happy
changeover | we could set up and test all eight of your recipes before it ships so changeovers work day one
- | how about we start with just one capper and you decide on the other two after ninety days
maintenance | we could include a preventive maintenance visit every quarter for the first two years
maintenance | if you buy the service contract we'll swap wear parts for free for the whole term
contract | we could do it on a pay per pack model so you only pay when it's running
contract | What if we extended the payment over 24 months at zero percent?
next_step | would a two week trial with a buy back clause make it easier for you
next_step | we can lend you a checkweigher for a month to see how it plays with your line
staffing | if your guys aren't confident after training we'll come back and retrain them free
installation | we'll handle the rigging and the removal of the old machine at no extra cost
installation | if the install overruns by more than a week we'll pay the overtime for your crew
quality | we could put a seal integrity guarantee in, if leakers go over half a percent we fix it on our dime
support | tell you what, if anything breaks in year one the parts and the labour are on us
contract | i could add a 60 day satisfaction clause, if you're not happy we take it back and refund you
contract | we can split the invoice across two fiscal years if that helps your budget
contract | Would it help if we invoiced the controls upgrade separately so it falls under your sign-off limit?
next_step | how about we do a free line audit first so you've got real numbers before deciding anything
- | if your team wants to see it running somewhere else we'll pay for the trip to a reference site
- | look if you give us the pilot and we don't hit the numbers you walk away owing nothing
price | if you take the conveyor package with the palletiser I can hold this price for both
price | if you commit to three lines over two years we'll keep you on this pricing the whole time
support | we could put a spare servo motor and HMI on your shelf as part of the deal
maintenance | we'll throw in the tool kit and the change parts trolley
food_safety | we can upgrade it to the full washdown spec for the same number if hygiene is the worry
contract | I'm happy to sign your terms and conditions rather than ours
contract | we'd accept a penalty clause for late delivery, say half a percent a week
timeline | we could ship it in two phases so you get the filler for the summer and the capper in the fall
next_step | uh what if we ran your product against the incumbent side by side for a week and you pick the winner
- | if you're not sure about the size we can upgrade you to the bigger model within a year at no penalty
staffing | we could send an operator trainer back at three months for a refresher on the HMI
support | if support is your worry we can give you a direct line to our service manager not the call centre
- | what if we did a money back guarantee on the first ninety days
contract | we can do an operating lease with a buyout at the end for one dollar
quality | we will do a capability study on your bottles before it ships and show you the results
next_step | if your CFO needs more, I'll do a feasibility study at our cost
installation | we can send two extra commissioning engineers so the ramp up is shorter
support | how about a remote monitoring package for free the first year so we catch problems before you do
contract | if delivery slips because of us the first year of service is free
timeline | if you sign by the 30th we'll guarantee delivery before your September shutdown
tariffs | we can source the frame from our US shop so the steel tariff doesn't apply to you
compliance | i can have our engineer sit in on your FSMA audit the first time if that helps
- | we can offer you also a trial period of one month, with no obligation
- | Should it be of assistance, we would be pleased to provide a performance bond.
- | ok so what if i get you a written guarantee from our CEO
support | we could set you up with a local service partner forty minutes from the plant
next_step | what if we did a virtual FAT so your team can watch the tests from the office
- | um so what if we did a smaller first order just to build trust

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
contract | I'm not gonna drop the price, but I'll put the uptime guarantee in writing.
contract | sure i can add the spare parts kit but then i need the order this month
installation | Look, if you don't trust the install estimate, we'll eat the cost of any overrun past five days.
next_step | i cant do free but i can do a thirty day trial with a buyback
changeover | Tell you what, we'll run your worst SKU at our shop and you can time the changeover yourself.
contract | frankly the best i can do is net 45 and a second year of parts

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
contract | we're happy to write a 95 percent uptime guarantee into the agreement
maintenance | get it signed before the 30th and I'll add the second year of maintenance for free
staffing | we can run two full days of operator training on site, included
next_step | how about a 30 day pilot on one line before you commit to the rest
contract | We could do net 90 on the payment terms if that helps with cash flow.
maintenance | I'll throw in a starter kit of wear parts so you're not waiting on anything in the first year
support | we can guarantee a tech on site within 24 hours or the service call is free
installation | if the install runs over, we'll cover the extra days, that's on us
quality | we'll guarantee the seal integrity, if the leak rate is over half a percent we fix it at our cost
contract | what if we split the payment, a third on order, a third on delivery and a third after FAT
price | We could hold this price for you until the end of the year.
support | I can add remote monitoring for the first twelve months free if that helps?
competitors | We'll take your old filler as a trade in.
next_step | how about we do a trial with your own product at our facility, no charge
staffing | we can send an applications engineer to stay with your night crew for the first two weeks
contract | If it doesn't hit the rate we agreed in the first ninety days you can send it back.
maintenance | we'll do the first two PM visits ourselves and train your guys while we're at it
installation | we can do the install over a weekend so you don't lose a production day
compliance | we'll provide the full IQ OQ documentation package as part of the order
contract | How about a lease to own so it comes out of your operating budget instead?
tariffs | we can quote it delivered duty paid so you don't have to deal with customs
food_safety | we'll have our hygiene specialist do a washdown validation with your team before handover
contract | We could extend the warranty to three years if you take the service plan.
roi | if it doesn't pay back in eighteen months we'll make up the difference in service credits
support | i can give you a dedicated service contact with a direct line
timeline | if you need it before the season, we can pull a machine from stock and ship it in four weeks
contract | what if we tied part of the payment to hitting the OEE target
changeover | we'll include a second set of change parts so your team can prep the next run offline
quality | i'll have our QA lead come out and do a first article check with your inspector
compliance | we can take care of the CE marking and declarations for your european plant
contract | how about we start with a six month rental and roll it into a purchase if you like it
support | we'll include 24/7 phone support for the first year at no extra cost
maintenance | if you're worried about parts availability, we'll stock critical spares on consignment at your plant
staffing | if hiring's the issue we can help train new operators every quarter, free for the first year
installation | We'll handle rigging and commissioning turnkey so your millwrights don't have to touch it.
contract | you can have a 60 day out clause if the machine doesn't perform
price | I can lock in this years pricing if we get the order before the increase?
competitors | if your current supplier's still servicing the old line, we're happy to work alongside them
budget | we could split the project into two phases so it fits into this year's budget and next
next_step | i can put together a reference visit at a bakery running the same oven if that would help the committee
quality | We'll run a capability study on your parts and send you the cpk before you sign.
food_safety | we'll redo the guarding in open frame stainless so it's easier to clean
timeline | we can guarantee the delivery date, and we'll pay a penalty for every week we're late
support | how about we include remote access so our engineers can troubleshoot without a site visit
contract | If you commit to three lines I'll keep the same pricing for lines two and three.
staffing | we'll record the training so new hires can watch it whenever they start
installation | we'll send a project manager to run the install start to finish
roi | we'll guarantee the giveaway reduction in writing, if it isn't there we refund the difference
maintenance | we can include a yearly inspection and recalibration in the price
contract | happy to make the final payment due only after your team signs off on the SAT
# firm or blunt but polite, near-twins of lines in rudeness.txt
maintenance | We can send a tech out to train your crew on the lubrication schedule at no charge.
contract | I'm happy to walk your legal team through the contract line by line if that helps

# Payment-term offers with a down payment ('10% down', 'thirty percent down'): terms, not a price cut (2026-11-26).
contract | we can do thirty percent down and the balance at acceptance
contract | How about 20% down, 70 on delivery and the last 10 after SAT?
contract | i can do 10 percent down and net 60 on the rest
contract | We'd take a quarter down with the order and the rest after start-up.
contract | fifteen percent down payment, then milestones tied to FAT and SAT
contract | If fifty down is too much, I can get approval for 25% down.
contract | we could split it, 30 down, 60 on shipment, 10 on acceptance
contract | I can go to net 45 on the balance with a smaller deposit up front.
contract | What if we did 10% down and held back 10% until it runs at rate?
contract | deposit of twenty percent and we invoice the rest when it ships
contract | I can move you to net 60 with the holdback you asked for.
contract | we can lower the deposit to 15 percent if that helps finance
contract | Let's do a 30/60/10 payment schedule tied to FAT, delivery and SAT.
contract | how about half the deposit now and the other half at FAT
contract | I can take the down payment to ten percent on this one.

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
support | if you sign by the thirtieth I'll throw in the starter spares kit
contract | we can do net 60 on this one
contract | I can put the uptime guarantee in writing for you
installation | we'll handle the rigging and the removal of the old filler at no charge
support | how about we add a second week of onsite training for your night crew
contract | we could split the payments 20 40 40 if that helps your cash flow
timeline | I can hold the June build slot for you for two weeks
contract | what if we extend the warranty to three years on the drives
installation | we'll have a crew there over the long weekend so you don't lose production days
support | if it helps, we'll station a tech at your plant for the first thirty days
tariffs | we can quote it DDP so customs is our problem not yours
compliance | we'll write the IQ OQ protocols and hand you the signed package
quality | we'd be happy to put the fill accuracy in the acceptance criteria with a holdback if we miss it
- | what if we start with one line as a pilot and you decide on the second after ninety days
contract | I can cap the late delivery penalty at ten percent and put it in the contract
tariffs | we're able to lock the exchange rate at today's rate for you
support | uh we could throw in remote monitoring for the first year free
contract | if the OEE doesn't hit 85 at SAT you don't pay the final 10 percent
support | we'll do the training in Spanish at the Saltillo plant, no extra cost
food_safety | we can send our hygienic design engineer to walk your sanitation team through it before FAT
installation | I'll have our project manager build the install schedule around your shutdown
contract | if you place the order this month I can keep the price firm for the spares for two years
- | look, if it helps I can walk your engineers through it one more time
support | to be blunt, the price is as low as I can go, but I can add the spares kit
support | if your maintenance guys want, we'll run a hands-on session on the servo drives
quality | if your QA manager needs more data we'll run an extra test lot at FAT
food_safety | we'll send your sanitation crew our cleaning procedure and train them on it
support | since your operators haven't worked with servos, we'll include a basics course for them
roi | I'll go through the payback again using your finance team's numbers if that helps
price | we can hold the price another thirty days while the committee meets
contract | honestly, if the committee needs more time, we'll extend the quote validity

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
budget | if the budget's tight this year we could split the install into two phases
support | we could add a round the clock support option if nights are the worry
installation | We can schedule the install around your july shutdown if that helps.
contract | if legal needs more time with the terms we can hold the quote for sixty days
tariffs | we could quote it landed, duties included, so there are no surprises
price | If the upfront number is the hurdle we could look at a lease.
next_step | We could run a two week trial on line three so your team can see it.
staffing | we'll train your night shift operators on site, both crews
installation | our electricians can do the hookup if your guys are stretched
support | We can set up remote access so most calls get fixed without a visit.
price | We could hold the price until the end of march if that helps.
contract | we could do net 60 if that makes it easier on your side
installation | we could do the install over your july shutdown
next_step | What if we did a two week trial on line three first?
support | i can include the first year of remote support
tariffs | we could quote it DDP so the duties are on us
contract | We can start the warranty at site acceptance instead of shipment.
price | I can throw the spare parts kit in at no charge
staffing | we'd be happy to train both shifts on site
compliance | we can put the IQ OQ package together for you ahead of the FAT
quality | we could write the 99.5 percent read rate into the acceptance criteria
food_safety | our techs can do the gmp induction before they set foot on your floor
installation | We could split the install into two phases so you never lose the whole line.
contract | if it helps we can sign on your paper instead of ours
support | How about we keep a spares kit on consignment at your site?
roi | We could build the payback on your own downtime numbers if you send them over.
tariffs | we can quote in euros if that's easier for your finance team
next_step | happy to run your samples through our lab before you commit to anything
contract | We could do thirty percent down and the balance on acceptance.
timeline | We could hold a september delivery slot for you.
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
maintenance | honestly, how about we just throw in the first year of PMs
contract | ok kidding aside, we can put the uptime guarentee in writing
installation | lol ok if install's the issue i can get that covered
support | dude tell you what, we'll train your night shift too, no extra charge
contract | seriously, if it doesn't hit rate we'll come back and fix it on our dime
next_step | i can do a thirty day trial on your product if that helps totally no pressure
contract | ok how about net sixty instead of thirty, would that help
installation | my bad on the install thing, we'll cover the rigging to make up for it
maintenance | we can keep a spare parts kit at your site kinda like consignment
installation | haha fine, I'll get our engineer to stay the extra week during startup
tariffs | if the duties are the worry, honestly we can ship DDP and eat those ourselves
price | we could lock the price for twelve months super simple
contract | honestly we can write in a performance clause, if it misses we take it back
contract | whatever helps, we can stage the payments, like 30 40 30
support | how about we send a tech for your first two weeks of production no charge
food_safety | if sanitation's the worry we'll do a washdown test with your crew before you sign
support | for real, if the PO's in by the 30th I'll throw in a second year of service
food_safety | no worries we can swap the belts to a blue detectable material at no cost
contract | we can extend the warranty to three years if that gets you over the hump, for real
maintenance | gonna be honest, I can get you a loaner checkweigher while yours is down for repair
`;

// Labelled rep clauses for the act `value` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# value: the rep claims an outcome for the buyer: less downtime, faster changeovers, fewer people, payback.
# Specs without the outcome are feature; naming customers is social_proof.
changeover | we cut changeovers from 70 to 20 minutes at a salsa plant
roi | most plants see payback in under eighteen months
maintenance | youd basically stop losing the capper on second shift
metrics | typically OEE goes up eight to ten points in the first six months
staffing | you could run that line with two operators instead of four
quality | your giveaway drops we usually see it go from like three percent down to under one
food_safety | it takes a lot of the stress out of your next SQF audit
roi | at your volumes thats roughly 240 grand a year back in your pocket
changeover | so your guys go from a two hour format change to maybe twenty five minutes
- | The big win for you is you stop firefighting and actually get to plan.
maintenance | youre looking at way fewer weekend callouts for your maintenance crew
roi | honestly the film savings alone pay for the bagger in about a year
quality | Seal failures basically go away, we're talking under one in ten thousand packs.
metrics | youd get about two hours of run time back every shift
food_safety | With the x-ray you're catching the bone and glass your metal detector misses, so the recall risk drops a lot.
staffing | it frees up your two best mechanics to work on the projects you keep pushing off
roi | Um, if downtime costs you what you said, 8 grand an hour, you'd make that back in like three months.
- | bottom line you ship more product with the same crew
changeover | At a bakery about your size they went from six changeovers a shift to six in the time it used to take four.
metrics | throughput on that line would go from 80 to about 110 cases a minute
food_safety | your CIP cycle drops from like three hours to ninety minutes, so more production time and less chemical
roi | We usually save plants between 15 and 20 percent on energy with the new burners.
quality | fewer rejects at the checkweigher means less rework and less product going to the dumpster
- | What that means for you is you can take on that co-pack contract without adding a shift.
maintenance | mean time to repair goes from hours to minutes because the modules just swap out
staffing | The new guys can be running it on their own in a day instead of two weeks.
roi | youd free up about 400 square feet which i know you need for the new line
compliance | your traceability records basically write themselves, so FSMA 204 becomes a non-event
quality | Your fill accuracy gets tight enough that you can cut your overfill target in half.
metrics | on a pasteurizer like yours we typically get another ten to fifteen percent capacity out of the same footprint
changeover | you could run smaller batches profitably because changeovers stop eating your day
roi | So the payback math, conservatively, is about fourteen months, and after that it's pure savings.
- | It just gives you a lot more predictability, you know, you hit your ship dates.
maintenance | plants that move to our capper usually see unplanned downtime drop by about half
food_safety | Less manual handling means fewer touchpoints, which your food safety team is going to love.
staffing | with the robot on the palletizer you dont need somebody stacking cases on nights anymore
roi | we figured at a similar frozen plant they were saving about 1 point 2 million a year in labor and scrap
quality | the label defects that got you the Walmart chargebacks pretty much disappear
- | basically you stop having the conversation with your GM about why the line is down again
metrics | Your MTBF on that filler should go from days to weeks.
roi | The spiral freezer uses about thirty percent less refrigeration, so your power bill comes down noticeably.
changeover | SKU changes stop being this whole event, one operator, fifteen minutes, done.
maintenance | youll spend a lot less on spare parts because the wear parts last three times as long
- | Um, the way I'd put it is, you get your weekends back.
food_safety | allergen changeovers get validated faster so youre not holding product waiting on swabs
staffing | it reduces the skill level you need on the line which helps when turnovers high
quality | we see out of spec seals drop by like ninety percent once the temperature control is dialed in
roi | so at 3 cents a pound saved on giveaway on your volume thats about 180k a year
metrics | you'd be able to hit the 85 percent OEE target corporate set for you
timeline | You'd have the new line producing saleable product within a week of the install.
- | It's honestly less about the machine and more about you not having to babysit the line.
maintenance | your PMs go from a full shift down to about two hours
operations | you could take that third shift off and still hit your volumes
roi | the yield gain on the fryer even one percent on a line your size is worth a couple hundred thousand a year
food_safety | You'd be going into audits with data instead of clipboards, which auditors love.
changeover | honestly the quick change tooling gets you back about forty hours a month of production
- | The main thing you'd get is peace of mind.
quality | You'd catch the short fills before they leave the building instead of hearing it from the customer.
staffing | it takes about one and a half FTEs off each shift on the case packing end
roi | Most customers tell us the water savings on CIP alone cover the service contract.
metrics | first pass yield typically goes up three to five points
- | this lets your team focus on running product not fixing machines
maintenance | You'd go from reactive to planned maintenance, which means fewer surprises at 2am.
operations | it lets you run both SKUs on one line instead of needing a second one
roi | So for the dollars you'd spend, it's about a 40 percent return in year one.
food_safety | with the sanitary design your sanitation crew is done an hour earlier every night
quality | Less product damage at the palletizer, so fewer claims from the DCs.
timeline | wed have you running before peak season so youre not scrambling in november
changeover | your operators stop fighting with shims and guesswork every changeover lands right the first time
roi | youre basically trading a capex line for an opex line thats lower than what you spend on temps today
staffing | one operator can run two lines from the same HMI which is huge with how hard it is to hire
- | You'd be the plant that's not on the corporate naughty list every month.
maintenance | we usually see maintenance hours on the line drop by about a third in year one
compliance | Your validation package is basically done for you, so QA saves weeks on IQ/OQ.
metrics | scrap goes from about four percent to under one
roi | if youre paying 30 an hour for temps across three shifts this pays for itself in about two years
operations | You'd be able to say yes to that new customer instead of turning the business away.
food_safety | it gives you a documented kill step so the FSQA side is covered
quality | the color consistency on the bake improves so you get fewer complaints about pale product
- | I think the biggest thing is you'd have one less fire to put out every day.
maintenance | the lube free bearings mean your guys arent climbing in there every week
changeover | so at a cheese plant we work with they added three SKUs without adding a single changeover hour
roi | You'd get more cases out of the same film roll, that's a straight savings on packaging material.
metrics | your line availability goes from the high seventies to the low nineties
staffing | overtime on the maintenance crew basically goes away
- | the net effect is more good product out the door every shift
metrics | we can reduce your downtime by 30 percent with our new system
changeover | we can cut your changeovers roughly in half, that's what the last three plants saw
quality | we can bring your giveaway down a point or two with tighter fill control
maintenance | we can get your unplanned stops down by a third within the first quarter
roi | we can usually pay this back inside eighteen months on a line your size
staffing | we can free up one operator per shift on that line

# added: more varied wordings and boundary cases
changeover | what that gets you is changeovers your newest operator can do without calling maintenance
roi | honestly youd be saving around ninety grand a year just on film waste
maintenance | So your mechanics stop spending Sundays inside the capper.
staffing | You could move two people off the end of line and put them where you're short.
quality | your reject rate should come down to almost nothing which means fewer chargebacks
metrics | Realistically you'd pick up six or seven points of OEE in the first quarter.
food_safety | sanitation gets quicker and your swabs come back clean more often so less held product
roi | It pays for itself before the second budget cycle, even on conservative numbers.
- | at the end of the day you get to go home on time
operations | you'd be able to run the weekend orders without calling in a whole extra crew
timeline | Your new SKU could be on the shelf a month sooner than your current plan.
changeover | um the net of it is youd gain back almost an hour every time you switch flavors
maintenance | unplanned downtime on that line basically goes from a weekly thing to a rare thing
- | The real benefit is you stop worrying about that line every time the phone rings.
roi | if you get even half the yield gain we typically see thats still six figures a year
compliance | Your next FDA inspection gets a lot easier because every batch record is right there.
staffing | training time drops so the turnover on nights stops hurting you as much
quality | Customers stop sending you photos of crushed bags, that's the big one.
metrics | youd be looking at something like fifteen percent more cases per shift
food_safety | you take a whole category of foreign material risk off the table
- | so what it really means for you is fewer surprises and better sleep
roi | the energy savings alone would cover the service agreement every year
operations | It lets you bring that co-packed product back in-house and keep the margin.
changeover | You'd go from dreading short runs to actually welcoming them.
maintenance | your spare parts spend drops because you're not replacing the same wear parts every month
- | Honestly, you'd look like a hero to your GM when the numbers come in.
staffing | your operators would spend less time lifting cases so fewer injuries and less overtime
quality | overfill goes away which at your volumes is a lot of free product you stop giving away
roi | Payback on something like this is usually about a year for a plant your size.
timeline | you could hit the retailer's start date without running everybody ragged
metrics | uh basically your throughput goes up without adding a single square foot
food_safety | Your sanitation crew finishes early enough that first shift actually starts on time.
- | bottom line your line just runs and you get to focus on the bigger stuff
compliance | the audit trail is automatic so QA isn't rebuilding records by hand before every audit
operations | you'd free up the second line for the new contract instead of splitting runs
maintenance | So your maintenance team goes from firefighting to actually doing planned work.
changeover | honestly youd probably be able to drop a shift on that line because changeovers shrink so much
roi | you'd be getting roughly three dollars back for every dollar you put in over five years
staffing | It means you can run nights with a skeleton crew and not lose output.
quality | fewer customer complaints means fewer of those painful calls from the retailer
- | What you'd really gain is control over your own schedule.
metrics | downtime on the labeler would basically drop off your top five list
operations | youd be able to say yes to rush orders instead of pushing them to next week
roi | Um, when you add labor, scrap and overtime, it's close to three hundred thousand a year back.
food_safety | With less hand contact on the product, your micro numbers should improve.
timeline | The upgrade fits inside your shutdown, so you don't lose a single production day.
- | basically less stress for you and your team every single day
changeover | so instead of three changeovers a day you could realistically do six and still hit volume
maintenance | your guys go from rebuilding it every quarter to maybe once a year
staffing | the line gets a lot easier to staff because it doesnt need a specialist to run it
quality | Your seal integrity becomes something you don't have to think about anymore.
roi | it turns that overtime line in your budget into a much smaller number
operations | That extra capacity means you can grow another twenty percent without a new building.
- | The upshot is the plant hits its numbers and you're not the one getting the calls.
metrics | youd probably get your schedule attainment up into the high nineties
compliance | you'd walk into the customer audit with every check already documented, no scrambling

# added (second pass): more varied wordings
roi | you'd probably save about fifty thousand a year on overtime alone
changeover | Honestly, it turns a changeover from a two-person job into a one-person job.
maintenance | your uptime goes up because the parts that used to fail just dont anymore
quality | With the tighter seal control, your customer complaints should fall off a cliff.
staffing | you wouldnt need to hire the two extra operators you were planning for
food_safety | It makes your allergen validation a lot faster, so you're back running sooner.
metrics | so realistically youd see OEE climb into the seventies within a few months
timeline | You'd be producing for the new customer by the start date instead of scrambling.
operations | basically you get a whole extra shift of capacity without running a third shift
- | The way I see it, you get to stop apologizing to your customers for late orders.
roi | Um, we figure at least a hundred and twenty thousand a year in recovered product.
compliance | your next customer audit basically becomes a paperwork exercise
changeover | youd be able to run all twelve skus in a week instead of just the top six
maintenance | Less time wrenching means your guys can finally get to the PM backlog.
quality | the giveaway savings would be around two percent of product which adds up fast
staffing | New hires can be productive on day one, so turnover stops hurting as much.
- | it basically takes the guesswork out of running that line
roi | The return on this is about eighteen months, then it's money in the bank every year after.
metrics | youd go from about forty stops a shift to maybe five
food_safety | Your swab results get more consistent, which keeps the auditors off your back.
operations | you could finally retire that old backup line and free up the floor space
- | Long story short, fewer headaches and more cases out the door.
timeline | we can get you up and running a full month before your busy season
roi | you'd be cutting your energy bill on that oven by something like a quarter
changeover | You'd be able to say yes to smaller private label runs because switching is quick.
maintenance | so youd stop paying for the emergency service calls every month
quality | It gets you out of the chargeback business with the big retailers.
staffing | your best operators stop being tied to one machine and can cover the whole line
- | You'd have a line you can actually rely on for once.
metrics | your yield on the fryer would go up a good point and a half
roi | on your volumes that's about two cents a unit, which is real money over a year
operations | the bottleneck moves off the packaging end so the whole plant runs smoother

# added (third pass): more varied wordings
roi | you'd have that money back within the first year and then some
changeover | your operators would spend way less time on changeovers and more time running
maintenance | What that means for your crew is no more 2 a.m. callouts for the same jam.
staffing | you could cover the weekend shifts without begging people to come in
quality | Fewer leakers means fewer credits to the retailer, which your finance people will love.
metrics | youd basically stop losing the last hour of every shift to cleanup
food_safety | So the risk of a recall from metal contamination drops way down.
operations | you'd be able to run the new product line without buying a second filler
- | honestly the biggest thing is you stop dreading monday mornings
roi | at a plant your size that's easily a couple hundred grand a year you're keeping
timeline | youd be shipping to the new account on day one not three months later
compliance | The paperwork for audits pretty much takes care of itself.
- | What you get out of it is a line your team actually trusts.
changeover | it means you could run short batches without killing your efficiency
maintenance | your parts inventory shrinks because you're not stocking for constant failures
quality | So the complaints from the big box store basically go away.
staffing | one operator could handle what three are doing today
roi | the payback is well under two years even if you only get half the savings
metrics | that gets your line efficiency up to where corporate wants it
- | The bottom line for you is more predictable output and fewer surprises.
food_safety | your sanitation team gets an extra hour back every night
operations | you'd get an extra twenty percent out of the same footprint

# added (fourth pass): more varied wordings
maintenance | so your guys arent crawling under the conveyor every shift anymore
staffing | You're not stuck paying temp agency rates to cover nights.
changeover | no more losing the whole morning to a format change
quality | you're not throwing away good product because the checkweigher drifts
roi | Instead of paying for overtime every weekend, that money stays in your budget.
operations | so youre not turning down orders because the line cant keep up
food_safety | No more waiting on a re-clean because the swab came back hot.
metrics | you wouldnt be losing that first hour of every shift to warm up anymore
timeline | It means you're not rushing the startup into your busiest month.
- | You won't be the one explaining to corporate why the line missed its numbers again.
maintenance | your mechanics arent chasing the same fault every night which frees them up for real projects
compliance | so youre not scrambling to pull records together when the auditor shows up
staffing | no more pulling people off other lines to cover the packer
quality | You stop paying for rework on mislabeled cases.
roi | youre not paying a co packer margin on product you could make yourself

# added (fifth pass): more varied wordings
- | this means you stop losing sleep over the line
roi | This pays for itself in about fourteen months on your volumes.
changeover | this gets your changeovers under twenty minutes which gives you back almost a shift a week
staffing | Honestly, this frees up one of your best people every shift.
quality | this basically eliminates the short fills that have been costing you chargebacks
maintenance | This way your guys are doing planned work instead of emergency repairs.
metrics | honestly youd see the throughput jump in the first month
operations | This gives you the capacity to take on the new account without a new line.
food_safety | this takes a lot of risk out of your allergen program
roi | honestly the savings on giveaway alone justify it
- | This makes your life easier, plain and simple.
timeline | this gets you producing ahead of the holiday rush instead of during it

# added (sixth pass): more varied wordings
maintenance | so basically your guys just do the planned stuff and the breakdowns mostly go away
staffing | like honestly you could run that end of line with one person instead of three
roi | you know it just pays for itself inside a year and a half
quality | your team just stops chasing rejects all day
changeover | so yeah you'd basically get your afternoons back on changeover days
operations | it just means the line keeps up with the oven instead of holding it back
- | I mean the real win is you're not the one taking the calls at midnight anymore
metrics | so like your OEE probably goes up ten points or so
food_safety | you know your sanitation guys would be out an hour earlier every night
roi | so yeah youre looking at real money back every single month

# added (seventh pass): more varied wordings
staffing | your team gets to focus on quality instead of babysitting jams
maintenance | one mechanic could keep the whole line going instead of three
quality | your operators just stop fighting with the labeler every shift
roi | youd keep about eighty grand a year that currently goes to scrap
operations | your guys could run the whole line from one screen
changeover | your crew could do a full changeover in the time it takes to grab a coffee

# more lines, by topic as they came; same rules as above
- | What it comes down to is your team gets to stop reacting and start improving.
- | Honestly? It gives you your evenings back.
- | the way i see it you finally get ahead of the line instead of chasing it around
- | The real payoff is predictability, your schedule actually starts meaning something.
changeover | youd be doing the die change on the thermoformer in under fifteen minutes instead of an hour
changeover | basically your operators could do a flavor change without stopping the whole line
changeover | mold swaps on the presses would go from half a shift to about an hour
changeover | your private label runs stop costing you more than theyre worth
compliance | so when the auditor asks for CCP records theyre right there on the screen no digging
compliance | Your serialization requirement gets handled, so you hang on to that pharma contract.
food_safety | with tool less teardown your sanitation crew gets the slicer clean in half the time
food_safety | Your environmental swabs should come back cleaner, because there's nowhere for stuff to hide.
food_safety | youd have a validated CIP cycle you can show the auditor every single time
maintenance | basically the stretch wrapper stops eating up your maintenance guys time
maintenance | Your mean time between failures on the capper should roughly triple.
maintenance | uh youd stop paying for overnight shipped parts every time the conveyor goes down
maintenance | and your guys could knock out the PMs in one shift instead of spreading them over a weekend
metrics | We'd expect your cases per labour hour to jump by about a quarter.
metrics | honestly most of the small stops just go away so your availability climbs a lot
metrics | First shift would actually start on time, because warm-up gets so much shorter.
operations | You could run the fryer at full rate without the packaging end backing up.
operations | youd get the palletizing off the packaging floor and the forklift traffic out of there with it
operations | You'd be able to take the Saturday shift off the schedule entirely.
quality | Your date code misses go to basically zero, because every single pack gets checked.
quality | fewer leakers means your QA people arent pulling and rechecking whole pallets anymore
quality | your parts come off the CNC in tolerance the first time so a lot less scrap
quality | The new checkweigher gets your giveaway down under half a gram a bag.
roi | At your labor rates, that robot pays itself off in about sixteen months.
roi | Um, you'd probably drop the gas bill on those ovens by fifteen, twenty percent.
roi | so the savings on stretch film alone are somewhere around forty grand a year for you
roi | if we get you even two percent better yield on the slicer thats real money at your volume
roi | it means you stop paying the co packer to run your overflow
roi | were talking roughly a shifts worth of product back every week which at your margins is huge
roi | Over five years the whole thing costs you less than what you're spending on repairs right now.
staffing | you wouldnt need somebody standing at the case erector all shift anymore
staffing | Nights get a lot easier to staff because the job isn't so physical anymore.
staffing | Your temp agency spend on the packing line could basically disappear.
staffing | so one tech could look after the whole robot cell from a single HMI
timeline | youd be producing on the new line about six weeks sooner than with a custom build
timeline | Your startup would take days, not weeks, since it's all been run in before it ships.
timeline | We'd have you ready for the new customer launch with a couple weeks to spare.

# more lines, by topic as they came; same rules as above
changeover | our simulation says changeovers come down to about fifteen minutes
metrics | In the throughput simulation your OEE goes from 62 to about 78 percent.
operations | We ran a line simulation with your rates and the bottleneck moves to the labeler.

# more lines, by topic as they came; same rules as above
- | You will not regret it.
- | trust me youre not gonna regret this
- | I promise you'll love it.
- | honestly your guys are going to love this machine
- | Believe me, the operators will thank you.
- | its a no brainer honestly
- | You can't go wrong with this one.
- | This'll be the best decision you make all year.
- | you're gonna be really happy with it i guarantee it
- | I'm telling you, it's the best machine on the market.
- | Once it's running you'll wonder how you lived without it.
- | you wont find a better machine for the money trust me
- | I really think this is the right fit for you.
- | I've never had a customer regret it.
roi | I promise it pays for itself.

# more lines, by topic as they came; same rules as above
- | let's not make this harder than it needs to be, the install is two days
- | You're leaving capacity on the table with that setup.

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
changeover | you'd get your changeovers down from about an hour to maybe fifteen minutes
roi | on your volumes the tray sealer pays for itself in something like fourteen months
maintenance | you'd basicly stop the weekend call outs for the capper
staffing | your packing room goes from six people a shift to four
quality | Your leakers should drop to almost nothing because every seal gets checked.
metrics | customers like you usually see OEE go from the low sixties to the high seventies
food_safety | um you'd have the foreign body risk covered on every single pack not just spot checks
roi | cutting the giveaway by even half a gram a pack is like two hundred grand a year for you
operations | it would let you run the second shift at full speed instead of babysitting the filler
timeline | you'd be up and running before the holiday peak instead of scrambling through it
compliance | Your next audit gets a lot easier because all the records are just there.
roi | the energy savings alone cover the lease payment most months
changeover | your guys could do three changeovers a shift instead of dreading one
maintenance | Fewer wear parts means your spare parts bill roughly halves.
- | honestly it just takes the headache off your plate
staffing | new operators get productive in a couple of days not a couple of weeks
quality | you'd stop getting the retailer complaints about crooked labels
roi | If you get two hours of uptime back a week that's about ninety thousand a year at your margins.
metrics | line speed goes up about twenty percent without adding people
food_safety | cleaning time drops from four hours to about ninety minutes so you get the sanitation window back
operations | you could take on that new co-packing contract without adding a third shift
- | basically you'd sleep better at night
roi | With the reduced product loss, the payback period is projected at under two years.
maintenance | Your techs would go from firefighting to actually doing preventive work.
changeover | you could finally run the small batch SKUs without losing half a day
quality | rejects on the slicer would go way down since the portions come out even
staffing | you wouldn't need someone standing at the palletiser all shift
metrics | people usually see unplanned downtime cut by about a third in year one
compliance | It takes the guesswork out of your allergen validation.
timeline | we can have you producing on it six weeks after it lands
roi | so um the savings on film alone is about eight percent because the sealer uses less web
- | It makes your plant a lot easier to sell to the big retailers.
operations | you'd get rid of the bottleneck at the capper and the whole line speeds up
food_safety | you'd have proof on file that every case went through inspection, which is what protects you in a complaint
maintenance | the drives tell you before they fail so no more surprise breakdowns on a friday night
roi | the overtime you're paying to catch up after breakdowns mostly goes away
staffing | one operator could run both lines from one screen
- | you end up with a line that just runs, thats the whole point
quality | you'll get consistent fill levels so no more underfill fines
changeover | With recipe recall the first pack after a changeover is a good pack.
metrics | your throughput per labour hour goes up by roughly a quarter
roi | your cost per case drops by about four cents which adds up fast at your volume
operations | The conveyors would stop being the thing everyone blames for the stops.
- | it would make your life so much easier honestly
food_safety | your sanitation crew can clean it in half the time and actually reach everything
maintenance | Maintenance hours on that line should go down by at least a third.
roi | machine will save you much money on product waste, maybe 5 percent
- | with this you can grow without building a new building
timeline | you could hit the retailer launch date instead of asking for an extension
changeover | so like your guys would be done with a changeover before their coffee's gone cold

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
metrics | To be blunt, your OEE number won't move until the filler stops being the bottleneck.
maintenance | im not gonna sugarcoat it if that line stays as is youre looking at another summer of weekend callouts
roi | The math's pretty simple, at eight grand an hour of downtime it's paid off inside a year.
maintenance | you can keep patching it but a rebuild kit would get your weekends back
roi | The cheaper machine might win on day one, but on wear parts ours pulls ahead by year two.
operations | ill be honest adding a third shift costs you more than automating the end of line
staffing | Frankly, the robot isn't going to replace your people, it's going to stop you losing them to back injuries.
changeover | bluntly youre losing a shift a week to changeovers and thats the easiest money on the table
roi | look waiting a year isnt free um at your scrap rate and with the overtime youre paying on weekends thats probably ninety grand gone before you even start
quality | I disagree actually, I think the seals are where you'll see the biggest win, not speed.
roi | honestly that old capper costs you more in parts every year than a lease payment would
food_safety | straight up the x ray is what keeps you off a recall list the metal detector cant see bone
metrics | With respect, I think you're underestimating what a ten point OEE jump means at your volume.
roi | not trying to be pushy but the savings start the day its running and not a day before
changeover | No, I really think the quick change parts matter more to you than the extra speed.
- | I'll be straight, the machine alone won't fix it, but with the training it will.
staffing | honestly youd need one operator instead of three and thats definately a conservative number
roi | I know it sounds aggressive, but eleven months payback is what your own numbers say.
timeline | if we start in june youre running before peak if we start in september youre not
quality | Look, you'll keep eating chargebacks until the labels are verified inline.
- | It's not a nice-to-have anymore, it's what keeps your line running through peak.

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# firm or blunt but polite, near-twins of lines in rudeness.txt
changeover | the changeover is tool-less, so your night shift can run it without waiting on a mechanic

# Sincere weak pitches ('I think you'll really like it', 'honestly it'll be fine'): a weak rep's enthusiasm is a value claim, not rudeness; sarcasm that uses the same words needs the words around it (2026-11-26).
- | I think you will really like it.
- | i think youll really like it
- | Honestly, it will be fine.
- | honestly itll be fine trust me
- | I'm sure your team will love it.
- | your operators are gonna love it
- | Trust me, it works.
- | trust me it'll make your life easier
- | It's really good, everybody says so.
- | its really good honestly everybody who has one loves it
- | You'll like it, I promise.
- | I promise it's worth it.
- | honestly you won't regret it
- | I really think it's a great fit for you guys.
- | it's honestly the best machine we make
- | I'm confident it'll do the job for you.
- | you're gonna be really happy with it
- | Everybody who buys it comes back for a second one.
- | honestly it just works
- | Believe me, it's a solid machine.
- | I really think this will help you a lot.
- | i think its gonna be perfect for your line
- | It'll be great, honestly.
- | it's really easy, your guys will pick it up in no time
- | No worries, it'll all work out.
- | I'm telling you, it's a game changer.
- | It's really, really good.
- | it's super reliable, you'll see
- | You'll wonder how you ran without it.
- | honestly it pays for itself, I'm sure of it

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
roi | if your team had this line two years ago you'd have saved a couple hundred thousand in overtime

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
roi | at eight months payback it frees up cash pretty fast for you
roi | you'd be clawing back most of that overtime bill in the first quarter
changeover | we'd get that two hour changeover down to about twenty five minutes
quality | the vision system would catch those short fills before they ever reach a customer
staffing | the robot takes the worst job on nights off your operators hands
maintenance | with new drives you'd cut unplanned stops on that line by about half
food_safety | the x-ray would pick up the glass and dense plastic your detector misses today
pains | to be honest the new infeed would make those jams pretty much go away
roi | spending a bit more now on the stainless frame saves you a rebuild in five years
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
changeover | honestly this would get your changeovers down to like twenty minutes
- | seriously, you'd get like two hours a day back on that line
roi | lol it basically pays for itself in under a year
quality | you'd kinda stop worrying about giveaway, it's super tight on weight
food_safety | dude the x-ray would catch the bone fragments your metal detector misses
staffing | you'd free up like two operators per shift for real
maintenance | your maintenance guys would totally love it, way fewer jams
changeover | it's tool-less, so you're gonna save a ton of time on every flavour switch
food_safety | sanitation goes from four hours to like ninety minuets crazy right
roi | honestly the labour savings alone cover the lease payment
- | at a bakery like yours we cut downtime by about a third, kinda wild
quality | dude you'd basically stop getting those seal complaints from the retailer
compliance | it'd make your next audit way less painful since the reject logs are automatic
metrics | your OEE would jump, like honestly ten points realistically
- | ugh i know it sounds salesy but you'd honestly get more cases out the door every shift
`;

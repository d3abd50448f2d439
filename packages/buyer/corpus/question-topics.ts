// Questions labelled for their topic only (docs/nlu-labels.md, "Lines for the topic models"):
// `topic | text` per line. The topic models learn from them; the act model does not.
export default String.raw`
# Lines from the thirteenth writer on, each given only docs/nlu-labels.md. Some are one question;
# most are a whole turn as a rep says it after the buyer's answer, a reaction, a recap or a bridge
# before the question ("Makes sense about the night shift. On the sealer itself, how long does a
# film change take you?" is changeover): the topic is what the question asks.

# Written by a thirteenth writer, given only docs/nlu-labels.md: discovery questions in plant jargon (OEE, MTTR, CIP,
# CMMS, FAT/SAT), many going back to what the buyer said, half without the topic's obvious word (2026-11-27).
operations | Walk me through the line from the fryer out to the case packer, what does the flow look like today?
operations | how many lines are you running in this building right now
operations | So you mentioned the second plant in Joliet, is that one doing the same SKUs or is it more the bulk stuff?
operations | what speeds are you actually running the filler at day to day not nameplate
operations | Are you running five days, or is it more like a 24/7 operation with weekend sanitation?
operations | roughly how many skus go across that packaging line in a week
operations | Tell me a bit about how product gets from the spiral freezer to the baggers, is that all conveyor or are people carting totes?
operations | Um, what kind of containers are you filling, mostly PET or do you do glass too?
operations | is the palletizing done by hand at the end of line three or do you have a robot back there
operations | Earlier you said you're co-packing for a couple of brands, what share of the volume is co-pack versus your own label?
operations | whats upstream of teh checkweigher right now is it the vffs directly
operations | Give me a feel for a typical day on the bottling floor, like how many runs, how long are they?
operations | You're running two shifts on the bakery side, right?
operations | how are the ovens laid out are they tunnel ovens feeding straight into cooling
operations | What's the product mix looking like, mostly frozen entrees or are you doing a lot of the snack trays now?
operations | do you guys run the tray sealer in line with the thermoformer or is it offline
operations | So going back to the case packer, is it handling all the formats or do some SKUs still get packed by hand?
operations | How many cases an hour are you pushing out the door on a good day?
operations | Is this facility mainly beverages, or are you also doing the shelf-stable soups here?
operations | what happens to product after the pasteurizer does it go straight to the labeler or into a buffer
operations | Kind of curious how the work orders flow down to the line, does planning hand the floor a schedule every morning?
operations | What's the heaviest case you're stacking on the palletizer?
pains | What's the biggest headache on the floor right now?
pains | if you could fix one thing in this plant tomorrow what would it be
pains | So what keeps you up at night about the packaging hall?
pains | whats not working the way you want it to out there
pains | Um, where are the fires this month, like what's eating most of your time?
pains | Is the price the sticking point, or is it something else?
pains | What's still keeping you from saying yes to this?
pains | any hesitations on the proposal i should know about before we go further
pains | You've had the current line for eight years, what's been frustrating about it?
pains | what made you take my call today honestly whats going on over there
pains | If I talked to your line leads, what would they complain about first?
pains | Going back to what you said about a rough quarter, what's been the main problem behind it?
pains | whats the one thing about the end of line that drives you nuts
pains | Where does the plant struggle most, would you say?
pains | Is there anything in the quote that's, you know, bugging you or doesn't quite sit right?
pains | whats broken in the process that nobody has gotten around to fixing
pains | When you walk the floor in the morning, what's the thing you're dreading seeing?
pains | so whats the challenge youre trying to solve with this project
pains | Are there things with the current setup that your team just kind of works around?
pains | What concerns do you still have about switching over to our system?
pains | What's the real thing you're hoping a new line takes off your plate?
pains | Besides the filler, is anything else giving you grief out there?
metrics | What's your OEE running at on the bottling line these days?
metrics | do you track mtbf on the cappers or is it more gut feel
metrics | How are you measuring uptime right now, is it off the PLC or somebody writing it on a clipboard?
metrics | whats your target efficiency on that line versus where youre actually landing
metrics | You mentioned the fryer line is slower than it should be, what numbers are you seeing on throughput versus rated?
metrics | what does your give away look like on the checkweigher percent wise
metrics | Roughly how many minutes of unplanned stops do you log per shift?
metrics | whats the mttr on the labeler when it jams
metrics | Are you hitting your OTIF numbers with the current output?
metrics | What KPIs does corporate look at from this plant every week?
metrics | how many rejects per thousand are you kicking off at the x ray
metrics | Um, do you have a number for availability versus performance on the case packer, or just the overall?
metrics | What's the yield loss looking like between the fryer and the bagger?
metrics | is downtime coded in your cmms by cause or is it all just lumped together
metrics | When the plant manager reviews the week, which numbers get the most attention?
metrics | What percent of scheduled time is the line actually producing?
metrics | How far off nameplate are you running the spiral, in pounds an hour?
metrics | Earlier you said the palletizer stops a lot, how many stops a shift are we talking?
metrics | do you have a baseline we could measure the new filler against after install
metrics | What does first pass yield look like on the thermoformer?
metrics | how many bags a minute are you averaging on the vffs across a full shift
metrics | Is anyone trending scrap rate by SKU, or is that not something you've got visibility on?
budget | Is there money set aside for this project this year?
budget | has the capex for the new line actually been approved or is it still a wish list item
budget | What range have you earmarked for the end-of-line upgrade?
budget | is there money set aside for the maintenance side or just the equipment
budget | Do you have funds allocated, or would this need to go into next year's plan?
budget | So going into the proposal, is the full amount already in your capital plan, or only part of it?
budget | what kind of number did finance give you to work with
budget | Is this coming out of the capex bucket, or does it have to fit in the operating budget?
budget | Um, is the money there for phase two too, or are we only funded for the filler right now?
budget | how much headroom is left in this years capital plan
budget | If we came in a bit above what you planned, is there any flex in the budget?
budget | Did the plant get its capital allocation from corporate yet?
budget | are there any grants or utility rebates in play to help fund the automation
budget | Has this been funded, or are we still at the stage of building the case for funding?
budget | What's the total envelope for the project as it stands today?
budget | You mentioned capital got tight after the merger, is this project still funded?
budget | Is there a separate pot for installation and rigging, or does it all come out of one line item?
budget | do you know roughly what was budgeted for the palletizer when the project got the green light
budget | What did you plan to spend on packaging automation over the next two years?
budget | anything still left in the q4 budget or did it all get spent
budget | Assuming the numbers work, is the cash actually available now or does it free up in the spring?
budget | did they allocate anything for spares and training in the project or just the machine
authority | Who has the final say on a purchase like this?
authority | besides you who else gets a vote on the new filler
authority | What's your role on this project exactly?
authority | Whose budget does the x-ray system come out of, yours or QA's?
authority | how much can you approve on your own before it has to go up the chain
authority | Is the plant manager the one who'll put their name on the PO, or does that go to the VP of ops?
authority | who signs off on capital at your company
authority | So who else has a say in this that we haven't talked to yet?
authority | Does corporate engineering have veto power on equipment choices, or is it a plant call?
authority | is it your call or does it go to the owner
authority | When it comes down to it, who's the person that says yes?
authority | Um, does the maintenance manager get a say in which brand we go with?
authority | who owns the relationship with the packaging vendors here
authority | Is it you or your boss that'll make the final pick between us and the other bid?
authority | who on your side actually holds the purse strings for automation
authority | Would procurement have the last word, or engineering?
authority | whats the highest dollar amount you can put through without the cfo
authority | You mentioned the GM, is he the one who ultimately picks vendors, or does he mostly go with what you recommend?
authority | who besides quality needs to be on board before we go to a po
authority | Are you the one driving this project, or is somebody else championing it?
authority | Does the food safety manager personally have to sign off on new equipment coming into high care?
authority | Who's the ultimate owner of this line from a P and L standpoint?
timeline | When do you need the new line up and running?
timeline | is there a date youre working back from like a product launch
timeline | Are you buying this year, or is this more of a next year thing?
timeline | do you have any projects coming up in the next six months
timeline | What's driving the timing, is there a contract start date with a retailer?
timeline | how soon would you want the palletizer on the floor
timeline | If everything lines up, when would you ideally want the PO cut?
timeline | Is there a deadline you're up against, like the new retailer program going live in spring?
timeline | how urgent is this on a scale of next month to next year
timeline | So, um, what happens if this slips to Q3, is that a problem for you?
timeline | By what month does the filler have to be making product?
timeline | are you looking to have it running before peak season
timeline | Earlier you said the co-pack deal starts in the fall, does the case packer need to be in before that?
timeline | What does the project schedule look like from PO to production?
timeline | is this a now project or a someday project
timeline | How far out are you planning for the second line?
timeline | what lead time can you live with on the thermoformer given your launch date
timeline | would you be placing the order before year end or after
timeline | Given our 22 week lead time on the spiral freezer, does that work with your go-live?
timeline | whats the target start up date for the new bakery line
timeline | Is there any reason this needs to happen this quarter specifically?
timeline | How long have you got before the old capper just has to be replaced?
decision_process | How does a project like this get approved at your company?
decision_process | walk me through the steps between a quote and a po on your side
decision_process | Do you need three bids for something this size?
decision_process | What would make one proposal stand out over another for you?
decision_process | What could kill this on your end?
decision_process | is there a capital committee that reviews this and how often do they meet
decision_process | How are you going to evaluate the options, is there a scoring sheet?
decision_process | Does this have to go through a formal RFQ, or can you go direct with one vendor?
decision_process | what criteria matter most when youre comparing the machines
decision_process | Once you've picked a vendor, what happens internally before the order goes out?
decision_process | does purchasing have to get involved or can engineering just issue it
decision_process | Um, does this need a business case written up for the board, or is it simpler than that?
decision_process | what does the approval path look like for anything over half a million
decision_process | Is there anything in your process that tends to slow these things down?
decision_process | How did you go about picking the vendor last time you bought a line?
decision_process | what has to happen for you to get the po fixed and signed this month
decision_process | Are there any hoops legal or IT need to jump through before equipment gets bought?
decision_process | so where are we in the process right now still gathering quotes or narrowing down
decision_process | What's the one thing that'd tip you toward one supplier over the other?
decision_process | Does the FAT have to pass before the project gets final approval, or is it approved up front?
decision_process | If the plant says yes, is there another review at corporate after that?
decision_process | how do you normally weigh upfront cost against the service side when you choose
competitors | Who are you working with on packaging equipment today?
competitors | are you looking at anyone else for the filler
competitors | Have you considered rebuilding the old capper in house instead of buying new?
competitors | Does their bid cover installation and commissioning, or is that extra?
competitors | how many suppliers are you keeping in play on this one
competitors | What do you like about the machines you've got from your current OEM?
competitors | Is used equipment on the table, or are you only looking at new?
competitors | who made the x ray system you have now
competitors | Um, did the other vendor quote you a servo case packer or the older mechanical style?
competitors | Are you getting quotes from the European guys too, or just domestic?
competitors | what would it take for you to move away from the incumbent
competitors | Have you looked at just adding a second shift instead of automating the end of line?
competitors | who else has been in to walk the line
competitors | What's the other bidder offering on the service side?
competitors | Does the local integrator you mentioned build the robot cells themselves or buy them in?
competitors | is there a vendor youve had a bad experience with that we should know about
competitors | So the guys you're using now, how long have they been your go-to for sealers?
competitors | Did the other quote include spare parts or just the machine?
competitors | are you comparing us against a rebuild of your existing palletizer
competitors | Is your engineering team thinking about building the conveyors themselves?
competitors | Which brands of checkweighers are already in the plant?
competitors | what did you think of the demo the other supplier did
food_safety | How do you handle allergen segregation on the shared lines?
food_safety | what does your haccp plan call out as the critical control point on this line
food_safety | Is the metal detector a CCP for you, or more of a prerequisite program?
food_safety | how often does the line get a full wet wash down
food_safety | What does your environmental monitoring look like for listeria in the RTE area?
food_safety | Walk me through your sanitation SSOP on the slicer, how long is the teardown?
food_safety | have you had any foreign material complaints in the last year
food_safety | Um, is the fryer area considered high care or is it on the raw side of the wall?
food_safety | Are there any parts on the current filler that are hard to get clean?
food_safety | what test pieces do you run through the metal detector and how often
food_safety | Do you do validated CIP on the pasteurizer, or is it more of a manual clean?
food_safety | What's the swab program like on the conveyors after sanitation?
food_safety | is glass and brittle plastic a big concern in your packaging hall
food_safety | How do you keep raw and cooked product apart around the spiral?
food_safety | Going back to the recall you mentioned, what was the root cause?
food_safety | does your sanitation crew need tool less teardown on everything
food_safety | What kind of chemicals does sanitation use, anything caustic we'd need to design around?
food_safety | are you running any peanut or tree nut products on the same equipment
food_safety | How does your team verify the line is clean before the next allergen run?
food_safety | whats the pathogen risk you worry about most in the cooling area
food_safety | Is the x-ray catching bone fragments reliably, or do you still get some through?
food_safety | Does your sanitation team have to get behind the guards to clean, and how are they doing that?
compliance | Are you SQF certified or BRC?
compliance | do you have any open findings from the last audit
compliance | What documentation does the equipment need to come with for your auditors?
compliance | Does your big retail customer need to see validation files for the metal detection?
compliance | how are you getting ready for the fsma traceability rule
compliance | Do new machines need to be UL or CSA listed to go on your floor?
compliance | is there an osha issue on that line with the guarding
compliance | Um, are you USDA inspected here, or FDA only?
compliance | What did the last SQF audit flag, if anything?
compliance | Does your importer in Canada ask for any declarations on the food contact materials?
compliance | do you need the conveyors built to 3 a or is nsf enough
compliance | Are there any regulatory changes coming that are pushing this project?
compliance | how do you document the checkweigher verification for the auditors
compliance | Earlier you said the customer audit was rough, what did they write you up on?
compliance | Does corporate have its own machine safety standard we'd have to meet, on top of OSHA?
compliance | do your customers ask for certificates of conformity with the equipment
compliance | What does the inspector want to see in terms of records from the pasteurizer?
compliance | are there any state rules on wastewater from cip wed have to account for
compliance | Would the tray sealer need a CE mark for your plant in Mexico, or do they accept UL there?
compliance | How are you handling the FDA record-keeping requirements right now, paper or electronic?
compliance | is there a lockout tagout procedure your safety team would need written up for the new line
compliance | Does Walmart or Costco have any supplier requirements that touch this line?
maintenance | How's your PM program set up on the fillers?
maintenance | does your crew handle the pm on the palletizer in house or do you contract it out
maintenance | What's in the CMMS for the capper, do you have history on it?
maintenance | how many spare parts do you keep on the shelf for the seamers
maintenance | What part on the labeler wears out the fastest?
maintenance | how often are you rebuilding the sealing jaws on the vffs
maintenance | Is the PM mostly calendar-based, or are you doing any condition monitoring?
maintenance | Earlier you said the gearbox on the spiral went, how old was it when it failed?
maintenance | what does a typical week of planned work look like for the millwrights on that line
maintenance | Do you do lubrication by hand, or is there an auto-lube on the conveyors?
maintenance | How much of the maintenance time is reactive versus planned?
maintenance | do you have a weekly window to work on the oven or is it run to failure
maintenance | When the bearings go on the fryer conveyor, how long does it take your guys to swap them?
maintenance | whats your approach to spares do you stock critical stuff or order as needed
maintenance | Um, are the belts on the thermoformer something your team can change, or do they need the OEM?
maintenance | is anyone doing vibration or thermal checks on the motors
maintenance | How are the knives on the case packer holding up between sharpenings?
maintenance | So the chain on the pasteurizer, how often are you adjusting tension on that?
maintenance | What's the work order backlog looking like right now?
maintenance | When you do your annual shutdown, what gets overhauled?
maintenance | do your techs keep up with the filler or is it always behind on service
maintenance | How long do the rollers on the conveyor usually last before you swap them out?
changeover | How long does a changeover take on the filler today?
changeover | walk me through going from the 12 ounce to the 20 ounce bottle
changeover | How many format swaps are you doing a day on the case packer?
changeover | what goes wrong on changeovers usually
changeover | Do you have change parts for every size, or are guys adjusting guide rails by hand?
changeover | is the labeler the long pole when you switch skus
changeover | Going back to the tray sealer, how long's the tooling swap?
changeover | How many people does it take to switch the line over to the family-size bags?
changeover | um do you have smed or anything like that going on for the format changes
changeover | When you switch flavors on the beverage line, how long until you're making good product again?
changeover | How many minutes does it take to swap the forming set on the VFFS?
changeover | does the robot gripper need to be changed between pack patterns
changeover | What's the setup time on the thermoformer when you go to a new die?
changeover | are the settings for each format saved in the hmi or does someone dial them in from memory
changeover | How much production time do you lose to format swaps over a week?
changeover | whats the longest size change you do in a week
changeover | Um, after a swap, how many cases get scrapped before the capper's dialed in?
changeover | If you went from six SKU switches a day to ten, could the line handle it?
changeover | how do you handle the label roll and date code update when the product switches
changeover | Do the guide rails on the conveyor need tools to move, or are they quick release?
changeover | when you go from the round tins to the square ones what takes the longest
changeover | Is there a standard work sheet for size changes, or does each operator do it their own way?
staffing | How many people are on the line per shift?
staffing | how big is your team
staffing | Are you having trouble finding operators right now?
staffing | whats turnover like on the packaging flor
staffing | Help me understand how you staff nights.
staffing | Right now, roughly what headcount is hand-stacking cases at the end of line?
staffing | do you have enough techs to cover all three shifts
staffing | Are you leaning on temp agencies to fill the gaps?
staffing | Um, how long does it take to get a new hire up to speed on the filler?
staffing | what would you do with the people if the palletizing gets automated
staffing | Is overtime a regular thing for the crew, or just during the holiday push?
staffing | how many operators does the tray sealer need today
staffing | Do you have a controls person on site, or do you bring someone in?
staffing | Are there any positions you just can't fill?
staffing | is the crew union here
staffing | What's the skill level like on the line, would they be comfortable on an HMI or are they mostly used to push buttons?
staffing | when the case packer is running at full rate how many bodies do you put on it
staffing | So you mentioned the x-ray gets babysat, is that a dedicated person every shift?
staffing | who runs the line on weekends is it the same crew or a skeleton crew
staffing | Are you short-handed in maintenance too, or is it mainly production?
staffing | do you have lead operators who could own a new machine or would that be a stretch
staffing | Is absenteeism hurting you on Mondays and Fridays like a lot of plants we see?
quality | How many customer complaints are you getting about seal integrity?
quality | what are you seeing for underfills on the 500 ml
quality | Going back to the seal issue, is it leakers or wrinkles in the film?
quality | how consistent is the color coming off the fryer from batch to batch
quality | Are labels going on crooked enough that the retailer notices?
quality | what kind of defects are you catching at end of line mostly
quality | Are customers sending back pallets because of crushed cases?
quality | how are you checking torque on the caps today
quality | Is the bake uniform across the oven belt, or do you get dark edges?
quality | Um, what's causing the holds in QA lately?
quality | do you see any product damage coming out of the robot gripper
quality | How tight do you need to hold fill weight on the premium line?
quality | Are the date codes legible every time, or do you get smudges?
quality | whats going on with the crumbs in the seal area of the trays
quality | Have any retailers complained about how the product looks on shelf?
quality | Are you getting any clumping or freezer burn coming out of the spiral?
quality | how often does a bad batch make it past the checkweigher
quality | What's your spec for headspace on the jars, and are you holding it?
quality | Do the cases come off the packer square enough to stack clean?
quality | do you have issues with the bags wrinkling or the print registration drifting on the bagger
quality | How does QA sign off on a run today, is there a first-article check?
quality | what made the last lot go on hold
price | What were you expecting to pay for a filler like this?
price | did you have a number in mind for the palletizer
price | Where does our quote land compared to what you were thinking?
price | What would the investment need to look like on the case packer for it to make sense to you?
price | Roughly what did you pay for the last capper you bought?
price | um are you thinking six figures or closer to a million for the whole line
price | How does the number on page four sit with you?
price | what ballpark were you hoping the x ray would come in at
price | Is the installed figure what matters to you, or just the machine ex-works?
price | would you rather see the robot cell priced as one lump or broken out by module
price | When you see 240 for the spiral, what's your gut reaction?
price | is the per unit cost on the change parts something you need to see up front
price | Do you want options priced separately so you can pick and choose?
price | how close is our number to where you need it to be
price | What would you consider a fair figure for a sealer with that kind of speed?
price | Did the quote for the conveyors come in higher than you figured?
price | so does the pricing on the spares kit look reasonable to you
price | What do you typically expect to pay for a labeler at this speed?
price | Going back to the quote, is there a line item that jumped out at you as high?
price | how does the vision system number compare with what you had in your head
price | Is that figure for the pasteurizer in the range you'd expected?
price | What number would you need to see on the case packer to feel good about it?
roi | What does an hour of downtime cost you?
roi | what would it be worth to get two hours back every shift
roi | How much are you spending on overtime to make up for the slow filler?
roi | What are the spare parts on the old capper running you a year?
roi | If the giveaway dropped by half a percent, what's that in dollars for you?
roi | whats the scrap from bad seals adding up to in dollars a month
roi | What kind of payback does finance need to see on a project like this?
roi | Um, what does a missed truck do to you with the big retailer, like fines-wise?
roi | if three people came off hand palletizing whats that labor worth to you over a year
roi | How fast does this need to pay for itself?
roi | whats a lost day of production on the bakery line in revenue
roi | Have you put a number on what the recall exposure is running you in insurance and holds?
roi | How much are the emergency service calls on the labeler adding up to?
roi | what would faster format swaps mean for you in sales youre leaving on the table
roi | What's the margin on a case of the premium product, roughly?
roi | if we took your oee from 60 to 75 what does that do to the bottom line
roi | Going back to the rework, how much labor goes into that every week in dollars?
roi | Do you have an IRR hurdle the project has to clear?
roi | What does energy run you on the old fryers right now?
roi | How much business have you turned down because you couldn't make the volume?
roi | what does it cost you when the x ray false rejects good product
roi | Is there a figure for what the current workarounds eat up each month?
installation | How much floor space do we have to work with for the new line?
installation | will we need to install during a shutdown or can we do it alongside production
installation | What's your utility situation at the drop point, air, power, water?
installation | Is there a door big enough to get the spiral in, or are we cutting a wall?
installation | who handles rigging on your side or do you want us to bring the riggers
installation | Do you want FAT at our shop before it ships, and SAT on your floor?
installation | how many days can the line be down for the swap out
installation | Um, are there any height restrictions in that room we should know about for the palletizer?
installation | What's the floor like there, is it going to hold a 12-ton oven or do we need to look at the slab?
installation | Who's doing the electrical hookup, your in-house crew or a contractor?
installation | is the old filler coming out before we arrive or do we need to pull it
installation | How are you thinking about commissioning, do you want our techs on site for the first run?
installation | Do you have drawings of the room we could lay the equipment out against?
installation | what voltage is available at that end of the building
installation | Will the new checkweigher need to tie into your existing line controls, or stand alone?
installation | is there room for a mezzanine or does everything have to sit on the floor
installation | Earlier you said the dock is tight, how would we get crates in there?
installation | What does startup look like for you, ramp over a couple weeks or full speed day one?
installation | does the project include moving the existing conveyors or just tying in
installation | Are there other contractors on site during that window we'd have to coordinate with?
installation | how much space is there between the case erector and the wall
installation | Do you need us to handle the permits for the new ductwork on the fryer exhaust?
support | When the capper goes down at 2am, who do you actually call?
support | how fast does your current vendor get a tech on site
support | What kind of service response are you looking for from whoever you go with?
support | do you need remote support through a vpn or is that a no go with it
support | How important is it to have parts shipped same day?
support | what kind of training would your operators need after startup
support | Is phone support enough for you, or do you need someone local?
support | um how far away is too far for a service tech to drive in
support | What happens today when the robot faults out and nobody on shift can clear it?
support | who helps your guys troubleshoot the plc when something weird happens
support | How responsive has the OEM been on the x-ray when it throws errors?
support | would 24 7 hotline coverage matter to you or is daytime fine
support | Going back to the weekend breakdown, how long did you wait for help?
support | do you want the manuals and drawings in spanish too for the floor
support | What's the expectation on response time in your head, like four hours, next day?
support | Are your guys OK working with a tech over video, walking through a fix?
support | is there anyone from your equipment suppliers you can actually reach on a saturday
support | How much hand-holding do you expect in the first few months after go-live?
support | do you keep a relationship with a local service company for the conveyors
support | What would good support look like to you, honestly?
support | Would you want refresher training for new hires down the road?
support | who picks up the phone at your current supplier when youve got a line down
contract | What payment terms does your company usually work with on capital equipment?
contract | do you need a performance guarantee written into the agreement
contract | How long a warranty are you expecting on the filler?
contract | How do your terms usually break down, deposit, shipment, acceptance?
contract | does your legal team have standard terms they want us to sign or do we work off ours
contract | What do you need in the acceptance criteria before final payment goes out?
contract | um is there a penalty clause for late delivery in your usual purchase terms
contract | Do you need liquidated damages on the uptime number, or is a guarantee enough?
contract | is net 60 standard for you or are you on longer terms
contract | Would you want the service agreement as a separate contract or rolled into the purchase?
contract | How does your legal usually handle IP on custom tooling we build for you?
contract | what kind of insurance certificates do you need from us in the agreement
contract | Are you looking to buy outright, or would a lease structure work better?
contract | Going back to the redlines, which clauses is your legal still stuck on?
contract | what warranty start date do you want shipment or sat
contract | is there a retention you usually hold back until the lines been running thirty days
contract | Do you need the spare parts pricing locked in for a few years in the agreement?
contract | How long are your typical service contracts, one year or multi-year?
contract | what cancellation terms would your procurement people be looking for
contract | does your po boilerplate cover limitation of liability or is that something we negotiate
contract | Would you need a parts-and-labor warranty, or just parts?
contract | Are there any terms from your last equipment deal you'd want to avoid this time?
tariffs | Are the tariffs on European equipment a concern for you on this project?
tariffs | who handles customs clearance when machines come in from italy
tariffs | Would you want us to quote DDP so the duties are on us?
tariffs | how are you thinking about the currency risk if we quote in euros
tariffs | Is the steel tariff something finance is asking about on the stainless work?
tariffs | Um, do you have a customs broker you normally use, or would you want us to arrange one?
tariffs | does the 25 percent on chinese components change how you look at the conveyors
tariffs | Would it matter to you if the machine is built in Germany versus assembled here, for the border side of it?
tariffs | what incoterms do you usually buy under
tariffs | Are you prepared for duty charges on the spare parts that ship from overseas?
tariffs | how did the new duties hit you on the last line you brought in
tariffs | Going back to the Mexico plant, would that unit clear through Laredo, and who covers the import fees?
tariffs | is your company able to use a foreign trade zone for this
tariffs | Do you want the quote locked in dollars so the exchange rate isn't your problem?
tariffs | has the usmca paperwork been an issue bringing stuff in from canada
tariffs | How much of a cushion are you building in for landed cost on imported equipment?
tariffs | Are there any HS code questions your logistics folks usually raise?
tariffs | would a surcharge clause for duty changes be a deal breaker for you
tariffs | what happens on your side if the euro moves ten percent before delivery
tariffs | Is buying domestic a priority now because of the trade situation?
tariffs | do you pay vat on the machine for the uk site or is that reclaimed
tariffs | Does the Canadian plant get hit with anything extra at the border on US-made machines?
next_step | What would you like to see happen after today's call?
next_step | whats the best next step from your side
next_step | What would you need from us before we meet again?
next_step | how do you want to leave things today
next_step | Is there anything you'd want to see in a demo that'd be useful for your team?
next_step | Where do we go from here, do you think?
next_step | um what would a good follow up look like for you
next_step | Would your team rather watch a video of the FAT or come to the shop in person?
next_step | what do you need me to send over after this
next_step | Once you've had a look at the proposal, how would you like to follow up?
next_step | is a product test at our lab something youd want to do before we talk again
next_step | What sample product would we need from you for the trial run?
next_step | how should we set up the next conversation with your engineers
next_step | Is it worth getting your maintenance lead on the next call, in your opinion?
next_step | What's a realistic next move on this, from where you sit?
next_step | would a visit to the plant in ohio running the same spiral be useful for you
next_step | Going back to the demo idea, what would make that trip worth it for your team?
next_step | what would you want on the agenda for the follow up
next_step | After this call, what's the best way to keep things moving, email or another sit-down?
next_step | so what happens after this call from your perspective
next_step | Would you want to send some film rolls for a sealing test before the next meeting?
next_step | What's the next thing you'd want to see from us?
rapport | How long have you been at the plant?
rapport | how did you get into food manufacturing
rapport | Has this week been as crazy for you as it sounds?
rapport | what did you do before you came over to this company
rapport | Were you always on the engineering side, or did you start out on the floor?
rapport | So how'd you end up in Wisconsin, are you from around here originally?
rapport | um what do you like most about the job
rapport | How long have you been in the plant manager seat?
rapport | Is it true you came over from the dairy side?
rapport | whats a typical day look like for you personally
rapport | You mentioned you used to run a brewery line, how was that compared to this?
rapport | whats the hardest part of your role these days
rapport | Are you still doing the commute from the city every day?
rapport | how did you get into packaging engineering in the first place
rapport | What's on your plate personally outside of this project?
rapport | did you come up through maintenance or operations
rapport | How are you holding up with the new baby and the startup at the same time?
rapport | What got you interested in automation originally?
rapport | do you get to spend much time on the floor or are you mostly in meetings now
rapport | Where do you see yourself going in the company over the next few years?
rapport | whats your background engineering or business
rapport | How long have you known Mike from the Dallas plant?

# Written by a fourteenth writer, given only docs/nlu-labels.md: junior reps on cold calls as a speech recogniser
# writes them, hedged and full of fillers and slips, half without the topic's obvious word (2026-11-27).
operations | so um what do you guys actually make out there i mean is it mostly snacks or
operations | i dont know a ton about your plant honestly how many lines are you running right now
operations | Uh, how many shifts are you guys on is it like two or three?
operations | I was just kind of wondering, what does a normal day on the floor look like for you?
operations | what's the uh how many skus do you push through the bagging line in a week
operations | tell me a little about the plant like what comes in the door and what goes out the other end
operations | Are the tray sealers fed off the same conveyor as the thermoformer, or is that its own thing?
operations | you're running like twenty four seven right or do you shut down on weekends
operations | Give me a feel for the layout I mean is packaging in the same building as processing or...
operations | So yeah, roughly how many units a day would you say come off the end?
operations | are you palletizing with a robot out there or is that still guys stacking by hand
operations | what kinda product mix you got going on like retail packs and food service both
operations | Sorry, I'm pretty new on this account, is it beverages only at the Dayton site or do you do some dry goods too?
operations | How does product get from the fryer over to the baggers is it one long conveyor run or...
operations | what are you filling into um glass pet cans all of the above
operations | do you guys co pack for other brands or is it all you're own label
operations | Uh, roughly how old is the stuff on line two like the filler and the capper?
operations | walk me through how a batch moves through the ovens start to finish
operations | is the freezer inline or do you batch it and wheel carts over
operations | And your cases, they go straight to a palletizer at the end or do they get staged somewhere first?
operations | I mean, how seasonal is your volume does it like spike in the summer?
operations | how long does a typical run go on the case packer before you switch to something else
pains | so what's uh what keeps you up at night about the plant right now
pains | so im gonna be honest i dont really know your plant at all and i dont wanna guess so like whats the biggest headache on the floor for you guys these days
pains | If you could wave a magic wand and fix one thing out there what would it be?
pains | um where do things usually go sideways for you guys
pains | I was just kind of wondering if maybe there's anything that's been bugging you lately on the lines?
pains | what's the thing your team complains about the most like in the break room
pains | Is there anything thats sort of a constant fire you're putting out?
pains | whats not working the way you'd want it to right now
pains | What made you even take the call honestly like is something broken over there?
pains | Any hesitations I should know about before we go any further?
pains | is it the price that's the sticking point or is it something else
pains | what's still kind of holding you back from moving ahead on this
pains | So, what would you change first out there if you had a free hand?
pains | what's been the biggest struggle this year like plant wide not just one line
pains | where would you say you're losing the most ground right now
pains | Are there any problems with the current setup that you're just kind of living with?
pains | uh what are the top two or three issues you'd wanna tackle if you could
pains | is there something that keeps coming back no matter what you guys try
pains | Uh, what's frustrating you most about how things go day to day?
pains | Anything about the way the lines perform that you'd honestly like to rip out and start over?
pains | so yeah what prompted you guys to start looking around in the first place
pains | what worries you the most going into next year on the production side
metrics | do you guys track oee or is that not really a thing there
metrics | what kind of uptime are you seeing on the filler like percentage wise
metrics | How do you measure line efficiency right now is it like a number somebody reports?
metrics | um what's your yield looking like on the fryer line
metrics | uh how many cases a minute is the case packer actually doing versus what it's rated for
metrics | Are you keeping scrap rates by shift or just overall?
metrics | what numbers does your plant manager look at every morning
metrics | what's the, um, what's give away running at on the checkweigher, like percent over target?
metrics | How do you know if it was a good day or a bad day on line three?
metrics | I'm curious, what KPIs are you on the hook for this year?
metrics | Do you have like a dashboard out there, or is it clipboards and spreadsheets?
metrics | how many hours of unplanned stops did you log last month roughly
metrics | whats your target speed on the labeler in bottles a minute
metrics | Do you guys keep mtbf numbers on the capper at all, or is that not really followed?
metrics | what's the reject rate on the metal detector like ballpark
metrics | how close to capacity are you running would you say
metrics | So, the tray sealer what's that doing packs per minute on a good day?
metrics | so uh do you benchmark one plant against the others or
metrics | how much of a shift is actually spent making product versus sitting idle
metrics | You've got some kind of efficiency goal this year right like a percentage you're shooting for?
metrics | what does the data say about where the bottleneck is
metrics | i mean is it pounds per labor hour you look at or is there some other number you go by
budget | is there money set aside for this kinda project this year
budget | do you guys have a budget for packaging upgrades or would this be coming out of nowhere
budget | Is there money set aside for the maintenance side, or is it all capital?
budget | what's the uh capital plan look like for next year
budget | have the funds been approved already or is that still kinda up in the air
budget | Roughly how much is earmarked for the line upgrade if you don't mind me asking?
budget | is this already in the plan or would it have to be like a special ask
budget | I was just kind of wondering if there's a number you've got to stay under for the whole project?
budget | And this is probably a dumb question because I'm kinda new to the capital side of things but are you working off this years capex, or is this more a next years kind of thing?
budget | Is the money already there, or would you have to go find it?
budget | how much did they give you for capital projects this year ballpark
budget | is there any spend left this year or is it pretty much tapped out
budget | So yeah, is this funded, or is it more of a wish list thing?
budget | are the dollars for the new palletizer already carved out
budget | do you have opex money for something like this or does it have to be capex
budget | Was the freezer replacement something that got funded, or is it still just an idea?
budget | has finance put anything aside for automation at all
budget | um is there a pot of money for food safety upgrades specifically or is it one big bucket
budget | How tight are things financially this year like is spending frozen?
budget | uh do you know if the robot project made it into the plan for next fiscal
budget | what kind of capital are you guys sitting on for improvements this year
budget | If this came in higher than you thought is there any wiggle room in what's been allocated?
authority | who else would be involved on your side in picking something like this
authority | at the end of the day whose call is it
authority | Um, so who signs off on something like a new capper?
authority | um what's your role on this project exactly
authority | would it be you or the plant manager who gets the final say
authority | Is there anybody else I should be talking to like ops or engineering or...
authority | how much can you okay on your own before it goes up the chain
authority | And uh, whose budget would this come out of?
authority | Does corporate need to weigh in on this, or is it a plant level thing?
authority | who's the person that really owns the palletizing line over there
authority | would the quality manager have a vote on an x ray machine
authority | I mean, is it just you, or is there a whole team behind this?
authority | Are you the one who'd be holding the pen on this, or someone above you?
authority | uh who's the economic buyer here if you don't mind me asking
authority | is procurement the ones with the last word or is it more engineering
authority | Sorry, I should know this but who else cares about this besides you?
authority | if you loved it tomorrow could you just go ahead or does somebody else have to bless it
authority | when the maintenance guys dont like a machine do they get a veto
authority | I was looking at your line two pictures and I noticed the filler is pretty new so I was just kind of curious who was it that ended up picking that one?
authority | what's your spending limit before you need a second signature
authority | would the owner himself get involved in something this size
authority | So, like who would I need in the room for a yes on this?
timeline | are you guys looking to buy this year or more like next
timeline | do you have any projects coming up
timeline | When are you hoping to have something in place?
timeline | is there a date you're working back from
timeline | how soon do you need the new line up
timeline | Um, is this like a this quarter thing or a someday thing?
timeline | whats driving the timing on this
timeline | By when would the new freezer need to be running?
timeline | Are you trying to get this done before the summer rush?
timeline | so yeah is there a deadline on your end
timeline | i dont know if this is a thing for you but is there a plant shutdown you're aiming at
timeline | Um, realistically how far out are you looking on this?
timeline | Is this urgent, or kind of a nice to have down the road?
timeline | what month were you thinking you'd want a po out
timeline | does anything have to happen before the new year
timeline | Um, anything getting bought for the bottling side in the next six months?
timeline | if it all went well how quickly would you want to move
timeline | is the x ray project a right now thing or is that like a twenty twenty six thing
timeline | Do you need it going before that new retailer account kicks off?
timeline | how long have you got before the old palletizer just can't keep going
timeline | when's the, uh, what's your go live target for the new line?
timeline | so what's the rush or is there one
decision_process | what does the approval process look like for something like this
decision_process | walk me through how a purchase like this usually gets done at your company
decision_process | Do you need three bids or can you go sole source?
decision_process | what would make one proposal stand out from the others
decision_process | is there like a capital committee this has to go through
decision_process | What are the steps between now and a po on your side?
decision_process | okay so say you love it and your plant manager loves it what could kill this on your end you know before it gets to an order
decision_process | Do you guys usually run a trial before you buy or no?
decision_process | How are you gonna compare the options like is there a scorecard or something?
decision_process | um what criteria are you gonna use to pick
decision_process | does it need to go in front of the board or just the regional vp
decision_process | How did the last big equipment buy go like from first call to order?
decision_process | is there a formal rfp or is it more informal
decision_process | does procurement have to vet new suppliers first like some onboarding thing
decision_process | What does a business case need to have in it to get through over there?
decision_process | What usually trips up projects like this internally?
decision_process | is engineering gonna have to review drawings before it moves forward
decision_process | how does a fix like this get green lit at your place
decision_process | Do they want to see a payback calc as part of the sign off?
decision_process | is it lowest bid wins or do other things count
decision_process | does legal have to look at everything before a po goes out
decision_process | I guess what I'm asking is what hoops does this have to jump through?
competitors | so who are you working with now on the filler side
competitors | have you uh looked at anyone else for this yet or are we kinda the first
competitors | Who's the incumbent on your case packers if you don't mind me asking?
competitors | are you talking to any other vendors right now
competitors | have you thought about just picking up a used one off like an auction site
competitors | Would you guys ever build something like that in house with your own engineers?
competitors | does their bid cover installation or is that extra
competitors | How many suppliers do you usually keep in play on a project like this?
competitors | What do you like about the guys you're using now I mean what's keeping them in there?
competitors | is it the krones people you buy from or someone else
competitors | um is there a brand you guys are kinda loyal to out there
competitors | What did the other quote include like training and spares and all that?
competitors | have you gotten numbers from anybody else yet
competitors | i was just wondering who makes your metal detectors right now
competitors | What would it take for you to switch away from your current supplier?
competitors | Is anybody else in the running at this point?
competitors | uh what brand are the robots on the palletizer i couldn't tell from the pictures
competitors | did you guys get a quote from ishida too
competitors | Your maintenance guys are they looking at rebuilding the old one themselves as like an option?
competitors | how happy are you with whoever does your x ray today
competitors | so the guys that put in your last case packer i'm sorry i forget the name was there a reason you went with them last time around or was it just the lowest number
competitors | Is like a refurb from a dealer on the table at all?
food_safety | so um how do you guys handle allergens between runs like is it a full wash or
food_safety | whats your sanitation like on the fryers i honestly have no idea how that works
food_safety | Have you had any, uh, foreign material incidents like metal or plastic getting in?
food_safety | how often are you doing a full wash down on the tray sealer
food_safety | do you run metal detection after the bagger or before it
food_safety | Have there been any recalls in the last few years if you can share?
food_safety | what's your environmental monitoring like for listeria in the rte area
food_safety | How are you verifying the cip is actually getting everything clean?
food_safety | Is the pasteurizer your ccp, or is there another kill step?
food_safety | I was kind of wondering, do you have any pathogen concerns in the freezer area?
food_safety | um how do you keep glass out of the product on the bottling line
food_safety | honestly i dont know much about the sanitation side but how hard is it for your crew to get under the conveyors and really clean in there at night
food_safety | What kinda swab results are you seeing lately you know like are they clean?
food_safety | whats on your haccp plan for the packaging room
food_safety | how do you guys challenge the metal detector each shift with the test wands
food_safety | Are harborage points on the thermoformer a worry for you?
food_safety | is there a separate room for the raw side and the cooked side or is it kinda one big space
food_safety | do you have allergens running on the same line as the allergen free stuff
food_safety | What happens when the x ray kicks something out do you trace it back to where it came from?
food_safety | does your sanitation crew have trouble getting into the filler bowl
food_safety | uh any close calls lately on contamination
food_safety | How confident are you the cip actually hits the dead legs in there?
compliance | when's your next sqf audit coming up
compliance | are you guys brc or sqf or uh something else
compliance | What do your retailers need to see from you paperwork wise?
compliance | do you guys have to deal with fsvp for anything you bring in from overseas
compliance | how did your last audit go if you dont mind me asking
compliance | Are there any osha issues around the palletizer guarding?
compliance | does your customer ask for validation files on the metal detector
compliance | What documentation do you need from an equipment supplier to keep the auditors happy?
compliance | Um, is usda on site every day there or...
compliance | uh has the fda been by lately
compliance | uh does everything need to be 3a for the dairy side
compliance | I'm not sure how this works for you, what do you need for the declaration of conformity?
compliance | Are you under the fsma preventive controls rule?
compliance | any findings from the last inspection you're still working through
compliance | how do you keep records for the checkweigher like for weights and measures
compliance | Does walmart check you directly or through a third party?
compliance | do you have to meet any specific electrical standards like ul or ce
compliance | is there anything the inspectors keep flagging you know year after year
compliance | What does your customer in canada require in terms of certs?
compliance | sorry is food grade lube documentation something you need on file
compliance | uh do your labels have to meet any new regs coming down
compliance | Is lockout tagout something you get dinged on?
maintenance | do you do maintenance in house or contract it out
maintenance | um how often do you pm the filler
maintenance | What breaks the most on the capper like what's the thing that always goes?
maintenance | do you keep spare parts on the shelf or order as needed
maintenance | how's the maintenance crew keeping up with the old equipment
maintenance | What's your pm schedule like on the fryers?
maintenance | are the bearings on the conveyor something you're replacing a lot
maintenance | Do you guys run to failure, or is it all scheduled?
maintenance | How many hours a week do your techs spend on the labeler just keeping it going?
maintenance | what are you using to log work orders like a cmms or more like whiteboard
maintenance | how hard is it to get parts for the old palletizer at this point
maintenance | What wear parts are eating you alive?
maintenance | um is there a lot of greasing and adjusting every shift
maintenance | um any predictive stuff going on like vibration or oil analysis
maintenance | When the seal jaws wear out on the bagger, do you swap them yourselves?
maintenance | How long does it usually take your guys to get the x ray back up after it faults?
maintenance | what do your mechanics think about working on the thermoformer
maintenance | the knives on the slicer how often do those get sharpened
maintenance | How much of your guys time is reactive versus planned?
maintenance | i'm sorry if i'm totally off here but i think somebody mentioned the cip pumps so like are you rebuilding those yourselves in the shop or sending them out somewhere
maintenance | is the freezer compressor on a plan with somebody or do you handle it
maintenance | How do you handle the belts on the oven when they start to track off?
changeover | so uh how long does it take to go from one sku to the next on the filler
changeover | walk me through a changeover like what actually happens on the floor
changeover | How many times a day are you guys changing over roughly?
changeover | what's the hardest part about going from the twelve ounce to the sixteen ounce
changeover | do you need tools to swap the change parts on the capper or is it all hand knobs
changeover | Um, how much time do you lose every time you switch flavors?
changeover | are the format swaps on the case packer done by operators or do you need a mechanic
changeover | How are you doing size changes on the tray sealer like swapping the tooling and stuff?
changeover | Do you have to re center the labels every time you go to a different bottle?
changeover | i was just kind of wondering how often you switch film on the thermoformer
changeover | um what does it look like when you go from the small bag to the family size on the bagger
changeover | Is that switchover time getting better or worse lately?
changeover | How many parts have to come off the filler to run a different bottle?
changeover | do you schedule runs to sort of limit the number of switches
changeover | after a switch how long before you're back up to full speed and making good product
changeover | How do you handle going to a new recipe on the oven like temps and belt speed?
changeover | does the palletizer need reprogramming for every new pattern or is it saved
changeover | are the change parts labeled or do the guys just kinda know which is which
changeover | So, on the filler what's like the longest swap you've got in the week going from one product to another and why is that one so bad?
changeover | is getting from one product to the next a big deal on line four or
changeover | how much of your day is honestly spent setting up for the next run
changeover | Walk me through switching the labeler over to a new label?
staffing | so how big is your team out there
staffing | how many people do you have on the line per shift
staffing | Are you having trouble hiring operators like everybody else is?
staffing | hows turnover been for you guys this year
staffing | uh so nights how many folks you got on
staffing | Do you lean on temps a lot, or is it mostly full time?
staffing | help me understand how you staff nights
staffing | What's the skill level like with your operators you know generally?
staffing | How long does it take to get a new person comfortable on the filler?
staffing | how many people are standing at the end of the line packing boxes by hand
staffing | is it hard to find good mechanics around there
staffing | Do you have enough techs on off shifts, or is it like one guy?
staffing | how many bodies does it take to run the palletizing end
staffing | are folks working a lot of extra shifts just to cover the holes
staffing | Do the same operators run the labeler every day, or does it rotate?
staffing | Are you losing guys to the amazon warehouse down the road?
staffing | is there a union on site or no
staffing | um what's the headcount look like at the plant overall
staffing | Uh, do you have a training program for new hires, or is it more like shadow somebody?
staffing | are you short handed right now
staffing | for the weekend crew on the ovens what's that look like head wise
staffing | What's it like getting folks to actually show up for second shift?
quality | so what kind of quality issues are you seeing on that line
quality | hows your seal integrity on the tray sealer
quality | Do you get customer complaints about fill levels at all?
quality | um are labels going on crooked or wrinkled or anything like that
quality | how many leakers are you getting off the capper
quality | What's the consistency like on color coming out of the fryer?
quality | are you getting a lot of broken product by the time it hits the bag
quality | Do you see under cooked spots coming out of the oven, or is it pretty even?
quality | How do you check torque on the caps?
quality | what does your qc team check every hour
quality | are you getting holds on product very often
quality | Any issues with crushed cases coming off the case packer?
quality | do retailers ever send stuff back cause it looks off
quality | How's the oil holding up in the fryer over a long run?
quality | um are you seeing weight variation from bag to bag
quality | Is ice crystal stuff a problem coming out of the freezer?
quality | what's the biggest complaint you hear from your customers about the product itself
quality | how often does product get reworked
quality | Do you see a difference in the product from one shift to the next?
quality | are the pallets going out stable or are you getting loads that lean
quality | does the pasteurizer ever give you off flavors
quality | What's the spec on your seal strength and are you hitting it?
price | so um what were you expecting to pay for something like this
price | what kind of number were you thinking for a new capper ballpark
price | Are you looking for like the cheapest option or more middle of the road?
price | have you kinda seen what these go for lately or would it be a total surprise
price | does the number need to include installation or just the machine
price | I was just kind of wondering what a fair figure would be in your head?
price | is there a ceiling on what you'd spend for a checkweigher
price | What did you guys pay for the last filler if you remember?
price | What would you need to see the quote come in at?
price | how sensitive is this to the sticker honestly
price | are you comparing on upfront cost or like total cost over the life
price | Uh, what range would make sense for you?
price | does the freight need to be part of the quote
price | Would you rather see a base number with options, or all in?
price | what would be too expensive like where do eyes start to roll
price | Is a six figure number gonna scare people over there?
price | how much would you expect the service plan to run per year
price | what would you be willing to put out per robot cell
price | Have you gotten a sense of what x ray systems go for?
price | do you want me to break out spare parts pricing separately
price | is it the number on the quote that matters most or the monthly
price | Where would you want the all in figure to land for the tray sealer?
roi | so uh what does an hour of downtime cost you
roi | what would it be worth to get two hours back a day
roi | How much product do you throw away on a bad day like in dollars?
roi | um what would a recall run a company your size
roi | how much are you spending on spare parts just to keep the old capper going
roi | What's overtime running you because of the line going down?
roi | if you got the changeover down to twenty minutes what would that mean in dollars
roi | How quick would it need to pay for itself?
roi | What's the giveaway on overfill adding up to over a year?
roi | how much revenue are you leaving on the table when the filler is down
roi | do you know what a missed shipment ends up costing you with the retailers
roi | If you could take two people off the palletizer what's that worth a year?
roi | i know you said scrap is kinda high on the bagger and i dont have a good feel for the dollars there so what does that run you in a month roughly
roi | those chargebacks for bad labels what are they adding up to
roi | What's the hit when a truck goes out late?
roi | Have you put a dollar figure on the lost production?
roi | what kind of payback do you need to make it a yes
roi | whats it costing you to keep the old fryer alive
roi | Um, like what kind of money goes out the door on energy with those ovens?
roi | would cutting rejects in half move the needle financially
roi | uh what kind of savings would you need to see
roi | If the x ray caught more stuff upstream how much would you get back on returned product?
installation | so um how much room do you actually have for the new machine
installation | is there a shutdown window we'd have to hit to put it in
installation | Who handles the rigging on your side?
installation | do you have a power drop where it would go or would that need run
installation | would you need us to do the full install or just startup
installation | Is there air and water run to that spot already?
installation | how tight is the ceiling height over there i havent seen the building
installation | What kind of utilities are at the end of the line?
installation | Would you need the old palletizer ripped out first?
installation | how are you guys with outside contractors on site
installation | do you have a mezzanine or would it sit right on the floor
installation | Does the install have to happen on weekends?
installation | how many days can you be down to tie in the new filler
installation | would your own electricians do the hook up
installation | Is the floor drainage set up for a washdown unit there?
installation | Would it need to hook into your existing conveyors?
installation | okay so say the machine shows up and it's sitting there on the dock and everything i mean how do you guys usually like handle the commissioning part do your engineers wanna be hands on or
installation | can we get a forklift through the door to bring it in or is it tight
installation | Do you need it to talk to your mes or scada?
installation | how do you handle permits for new equipment going in
installation | what does your plant need from us before the machine shows up on the dock
installation | Is the slab out there gonna hold something that heavy?
support | when the capper goes down at 2am who do you actually call
support | how fast do you need a tech on site when something goes down
support | Do you need 24/7 phone support?
support | um how important is it that someone can log in remotely to help
support | what kind of training would your operators need
support | How fast do you need parts to show up when you're in a pinch?
support | is it okay for us to dial into the machine remotely
support | Hows the service been from your equipment suppliers in general?
support | Do you need someone local, or is a few hours drive fine?
support | would you want a resident tech for the first few weeks
support | what do you expect from a supplier after the machine is running
support | Manuals in spanish is that something your crew would need?
support | um how do your guys troubleshoot now do they call the oem or
support | would you want regular visits from a field tech
support | What's an acceptable response time for you?
support | Are your techs comfortable on the phone or would they want someone there?
support | uh would help with spare parts kits be useful
support | like what happens today when the labeler throws a fault at two in the morning and nobody on the floor knows why do they just wait for day shift or is there somebody they can ring
support | Would you want refresher training down the road?
support | i was kinda wondering do you want a hotline that actually picks up
support | how much hand holding would you need after startup
support | Have you had bad experiences with people disappearing after the sale?
contract | so what are your standard payment terms
contract | um do you guys need like net 60 or net 90 or what's normal for you
contract | I was just kind of wondering if you'd be okay putting some money down upfront, or is that a non starter?
contract | what kind of warranty are you expecting on something like a filler
contract | would you want like uptime guarantees written in
contract | Do you guys have your own terms and conditions we'd sign or do we send ours?
contract | what about penalties for late delivery is that something you put in
contract | Would like thirty percent down work on your end?
contract | Do you need a performance guarantee in the agreement?
contract | uh sorry who ends up owning the software license after it ships is that something your legal cares about
contract | how long of a warranty do you usually get on stuff like this
contract | Are you on a master service agreement with anybody right now for the packaging side?
contract | does your legal team have a standard template they like to use
contract | uh what about a multi year agreement for the parts and visits is that something you'd want
contract | What are your insurance requirements for outside companies like how much coverage?
contract | um do you need liability caps in there
contract | How do you handle acceptance criteria in the paperwork?
contract | would you prefer to lease it instead of owning
contract | Is there a standard po boiler plate document you guys use?
contract | so like what happens under your paperwork if a machine doesnt hit spec on the sat
contract | how would milestone payments sit with your accounting folks
contract | What kind of paperwork are we looking at before a machine ships?
tariffs | um are tariffs a concern for you on imported equipment
tariffs | does it matter to you if the machine ships from europe with everything going on at the border
tariffs | How do you guys usually handle duties on stuff you bring in?
tariffs | would you want us to deal with customs or do you have someone for that
tariffs | do you prefer to be quoted in dollars or euros
tariffs | Is the exchange rate something that worries you on a buy like this?
tariffs | i was kind of wondering if any of your parts come in from china
tariffs | Does made in usa matter to you or your customers?
tariffs | Who usually eats the import fees you or the supplier?
tariffs | have the steel levies hit you guys at all
tariffs | i always get these mixed up honestly but do you need it delivered duty paid or is fob fine
tariffs | Is the customs broker in house or do you use an outside one?
tariffs | how did the last import go like did it sit at the port
tariffs | are you worried the tariff situation changes before delivery
tariffs | Would it matter if it was built here vs overseas given the duties right now?
tariffs | Does your company hedge currency at all?
tariffs | what incoterms do you usually go with
tariffs | do you get dinged at the border on packaging film coming in
tariffs | Are the canadian counter tariffs affecting you?
tariffs | has the peso moved your numbers on stuff you bring up from mexico
tariffs | what happens with duties on spare parts shipped later on
tariffs | Uh, any surprises at the border last time you brought a machine in?
next_step | so um what would be a good next step from here you think
next_step | would it make sense to do a demo at some point or is that too early
next_step | Um, could I maybe come walk the line sometime?
next_step | would you be up for a trial with your own product
next_step | what happens after this call on your side like do you go talk to your boss or
next_step | Are you open to seeing one running at another plant?
next_step | would it help if i sent over some info or like a couple case studies
next_step | Could we set up a quick call with your engineer?
next_step | Should we, uh, run your product in our lab and send you the video?
next_step | would a video call next week work maybe tuesday or wednesday
next_step | what do you need from me to keep this moving i dont wanna waste your time
next_step | Would it be okay if I followed up in a couple weeks?
next_step | is it worth me getting a quote together or are we not there yet
next_step | do you want me to put together a proposal
next_step | Um, when could we, uh, pick this back up again?
next_step | Would a site visit help?
next_step | um should i loop back in a month or so or is that too soon
next_step | can we get samples of your product run on our machine
next_step | Would your team want to come out to our facility?
next_step | what's the best way to stay in touch email or phone
next_step | are you going to pack expo by any chance like could we grab a coffee there
next_step | So,, uh, where do we go from here?
rapport | so how long have you been at the plant
rapport | how'd you end up in food manufacturing anyway
rapport | So, how's the week been treating you busy?
rapport | what did you do before this job if you dont mind me asking
rapport | are you from the area originally
rapport | I honestly don't really know what a plant manager does all day like what's your day to day?
rapport | um what do you like most about your job
rapport | Did you come up through maintenance or ops?
rapport | How long have you been in this role?
rapport | what's the hardest part of your job honestly
rapport | are you an engineer by training
rapport | Do you get out on the floor much or are you stuck in meetings all day?
rapport | so what got you into beverages of all things
rapport | do you like working for a family owned company like is it different from the big guys
rapport | What's your background, if you don't mind me asking?
rapport | Is this your first plant or have you been around a few?
rapport | uh how long is your commute out there i know it's kinda rural
rapport | what are you hoping to do next in your career
rapport | What's a typical week look like for you personally?
rapport | have you always been in food or
rapport | how did you uh end up in this line of work
rapport | So, what's the best part of working their for you?

# Written by a fifteenth writer, given only docs/nlu-labels.md: reps for whom English is a second language and
# regional Englishes (British, Irish, Australian, Indian), half without the topic's obvious word (2026-11-27).
operations | How many lines you are running in the plant at the moment?
operations | the filler it is running how many hours per day
operations | So tell me a bit about the plant, what comes in the front door and what goes out on the lorry at the end?
operations | What kind of products you are packing there, mostly glass or also PET?
operations | You're running three shifts, five days a week, is that right?
operations | how many skus you have on that line more or less
operations | At what speed is the line running today, bottles per minute I mean?
operations | Walk me through the flow, from the mixing room down to the palletiser.
operations | The plant is working also on Saturday or only the weekdays?
operations | Ja, and what volume you do in a normal week, in tonnes roughly?
operations | The product, it goes in bulk to a co-packer or you fill everything in house?
operations | um so what kind of kit is sitting on the end of line today
operations | give me a feel for how the week looks on the floor like which days are the heavy ones
operations | How many of your lines are automated and how many still hand pack?
operations | Which format is the big runner for you, the 500 ml or the litre one?
operations | Are you producing for export also, or only for the domestic market?
operations | so the cartons come off the erector and then what happens they go straight to the case packer
operations | How is the plant laid out, everything on one floor or you have a mezzanine?
operations | What is the capacity of the cooker, how many batches per shift you push through it?
operations | And the retort, eh, you load it by hand or there is a basket system?
operations | how much of the volume goes thru the new building versus the old one
operations | Are you at full capacity these days or is there still some room left on the lines, because last time we spoke in Hannover you said the second shift was half empty?
pains | What is giving you the most headache on the floor these days?
pains | if you could fix one thing in the plant tomorrow what it would be
pains | Tell me, what keeps you awake at night, plant-wise?
pains | Where it hurts the most at the moment on the packaging side?
pains | Are there problems on the lines that you are just living with because nobody had the time to fix them?
pains | what is not working the way you want it to
pains | Honestly, what are the biggest challenges you have this year in production?
pains | Tell me what drives you crazy about the current set up.
pains | So what is still holding you back from saying yes to this, to be honest?
pains | is it really the number that bothers you or there is something else behind it
pains | Any hesitations still on your side that I should know before we finalise the order?
pains | What are the issues your team complains about the most?
pains | where is the line letting you down right now
pains | If money was no object, what is the one thing you change first, mate?
pains | What problems you are seeing with the old kit?
pains | is there anything on the line that is a real pain for you at the moment
pains | What is bothering you most about how things run today?
pains | On a bad day, what goes wrong?
pains | What made you take my call today, is there something not going so well over there?
pains | what are the top three frustrations you hear from the floor
pains | Any concerns left about the proposal we sent on Tuesday, anything at all that does not sit right with you or with your people?
pains | What worries you most about the next twelve months in the plant?
metrics | What OEE you are getting on the main line, more or less?
metrics | how much of the time is the line actually producing versus standing still
metrics | What is your reject rate on the checkweigher these days?
metrics | do you track efficiency per shift or only per week
metrics | Which numbers the plant manager is looking at every morning in the meeting?
metrics | How many cases per hour you are really getting out, not the nameplate, the real one, the one you see at the end of the shift when the guys count the pallets?
metrics | What percentage of giveaway you have on the filling, roughly?
metrics | How do you measure performance on the line today, is it on paper or in the MES?
metrics | what is the target they gave you for yield this year
metrics | The downtime, how many hours per month it is adding up to?
metrics | How much product you are losing in waste every week, in kilos?
metrics | What is the mean time between failures on the capper, do you have that figure somewhere?
metrics | are you hitting the kpis corporate sets for the site
metrics | The real speed after the startup, how many packs per minute you reach?
metrics | How far are you from the rated capacity on a good day?
metrics | Do you have a dashboard showing the stops, or it is all on whiteboards?
metrics | what does a good week look like in numbers for you
metrics | How many minutes of micro stops you count per shift?
metrics | The scrap rate on the thermoformer, is it under two percent or above?
metrics | what availability figure you reckon the line has honestly
metrics | How are you benchmarking this site against the sister plants in the group in Spain and in Brazil?
metrics | what's the first pass yeild on the sealing
budget | Is there money set aside for this project in this year's plan?
budget | Have you got a figure approved already or we are still at the estimate stage?
budget | what is the capex envelope for the packaging upgrade
budget | Is there money set aside also for the maintenance side or only for the machine?
budget | How much you have allocated for the line this fiscal year?
budget | is the funding already in place or you must fight for it in the next cycle
budget | The capex for next year, it is already closed or there is still space in it?
budget | Roughly what range were you lads planning to spend on this, in euros or sterling, whichever is easier?
budget | Do you have the funds this year, or we are talking about next year's money?
budget | Is this a budgeted project, or something that came up in the middle of the year?
budget | how much headroom is left in the capital plan after the new warehouse
budget | The money for the upgrade, is it already ring-fenced or somebody can still take it away?
budget | What number did finance put in the plan for the end of line?
budget | was there a line for automation in the five year plan
budget | If the proposal comes in above your figure, is there any flexibility in the budget?
budget | Is there still a bit of money left in the pot before the year end, do you reckon?
budget | how big is the pot for capital projects this year
budget | Have you reserved anything for spare parts and training in the amount, or only for the machine itself?
budget | Are we talking a six figure spend here, or smaller?
budget | Did the budget survive the cost cutting from head office?
budget | do you have opex money for a service contract or only capex
budget | The investment, it is already in the plan for this year or not yet?
authority | Who is the person that gives the final yes on a purchase like this?
authority | apart from you who else has a vote in this
authority | Up to what amount you can approve without going to the board?
authority | Whose budget is it coming from, yours or the corporate engineering team?
authority | What's your role on this project exactly?
authority | Who will put the final signature on the PO?
authority | is it you who has the last word or the plant director
authority | The managing director, he needs to be involved also, or you can go ahead alone with it?
authority | Kindly tell me, who in the group has to bless this before it goes ahead?
authority | When the amount is above your limit, who does it go to?
authority | Is there anybody at headquarters in Germany who must agree on this?
authority | besides operations does finance or procurement also have a say
authority | Who is the economic buyer here, if I can ask?
authority | Who else should be convinced on your side apart from you and Marco?
authority | Can you give the order yourself, or it must go higher?
authority | does the quality manager have a veto on this kind of equipment
authority | Who owns this project internally?
authority | Is the final decision with you or with the owners in Monterrey?
authority | you know how high you can sign without asking anyone
authority | The procurement guy, does he only process it or he can actually stop it?
authority | Who is the boss of the money for the plant, is it you or the regional VP?
authority | Who has to say yes?
timeline | By when you need the machine running in the plant?
timeline | are you buying this year or it is more for next year
timeline | Do you have any projects coming up in the next months?
timeline | What is the date you have in mind for the go-live?
timeline | Is there a deadline driving this, like a new contract with a retailer starting?
timeline | How soon you want to place the order, realistically?
timeline | The new product launch, it is planned for which quarter?
timeline | is the idea to have it in befor the summer shutdown or after
timeline | What is the rush, if any, or you are just exploring for now?
timeline | How many weeks do you have between the order and the start of production?
timeline | Are we talking weeks or months before you move on this?
timeline | is it a project for this fiscal year or the next one
timeline | When would you like the machine on site?
timeline | By what month it must be up and running to catch the season?
timeline | The old line, it gets switched off on which date exactly?
timeline | so you're looking to have this sorted before christmas yeah
timeline | At what point in the year do you normally do these purchases?
timeline | How urgent is this for you, on a scale of one to ten, be honest with me?
timeline | What is the target start up date for the new line?
timeline | is this something for now or more for the future
timeline | If we agree today, you want delivery in the spring or later, because our workshop in Brescia is quite full after March and I want to be fair with you?
timeline | roughly what time frame are you working to
decision_process | What are the steps from here until you can issue the purchase order?
decision_process | do you need three quotes for this or can you go direct
decision_process | How does the approval work in your company for capex of this size?
decision_process | What is the procedure for you to give the order?
decision_process | Will it go out to tender, or you negotiate directly with the suppliers?
decision_process | what criteria you will use to choose between the offers
decision_process | What could kill this on your end, internally?
decision_process | Is there a capex committee that looks at this first?
decision_process | What would make one proposal stand out against the others for you?
decision_process | Do you need a trial on your product before anyone approves it?
decision_process | after you recommend it what happens then
decision_process | Does the project need a business case written up for head office?
decision_process | How do you usually evaluate new equipment, is there a scoring sheet?
decision_process | Is the signature just a formality once the engineering review is done?
decision_process | What has to happen for the PO to come out of your system?
decision_process | the purchasing department they run an rfq process or not
decision_process | What does procurement need from us to register us as a vendor, the forms and all?
decision_process | Walk me through how you bought the last big machine, from the first quote to the order.
decision_process | are there any hurdles inside the company we need to prepare for
decision_process | How many rounds of review a project like this must pass?
decision_process | What do you need to see from us to put this forward?
decision_process | So to fix the order, what paperwork goes through on your side, because in Germany for us it is a long chain and I want to know how it is with you?
competitors | Who else are you talking to?
competitors | who is the supplier on the line today
competitors | Are you also looking at second hand machines?
competitors | Did you think about building it in house with your own engineers?
competitors | The other bidder, does their offer include installation?
competitors | How many suppliers you keep in play normally for a machine like this?
competitors | are you happy with the italian guys you have now or not really
competitors | Have you had a quote from Krones or Sidel already?
competitors | What do you like about the current vendor that we should know?
competitors | Is there a local integrator in Mexico also bidding?
competitors | Are the Chinese machines on your list or you stay European only?
competitors | does the other proposal come with training and spare parts
competitors | Who supplied the case packer that you mentioned on the phone?
competitors | You work already with a packaging partner in Poland, yes?
competitors | Is it a shootout between us and one other, or more?
competitors | Honestly, what would make you stay with your existing supplier instead of changing to us or someone else?
competitors | have you looked at refurbishing the old filler instead of buying new
competitors | The competitor's warranty, is it longer than the one we offered?
competitors | Which brands are on the shortlist besides ours?
competitors | did the oem of the labeller already try to sell you an upgrade
competitors | How does our offer compare with the others on your table?
competitors | Are you getting offers from the same people who built your other plant in Ohio?
food_safety | How do you handle allergens between runs on the same line?
food_safety | what is your washdown procedure at the end of the shift
compliance | Are you BRC or SQF certified at this site?
food_safety | How often you find foreign bodies, like metal or glass, in the product?
food_safety | Do you have metal detection after the filler, or x-ray?
food_safety | The machine must be IP69K for your wash down, or IP65 is enough?
food_safety | how do you do the swabbing for listeria in the high care area
food_safety | Did you have any recall in the last years, if I may ask, nothing to worry, I ask everybody?
food_safety | The guards and the frames, they must be open design so you can clean them?
food_safety | What chemicals you use for cleaning, caustic or something milder?
food_safety | is the packing room a high risk or a low risk area
food_safety | How do you keep raw and cooked apart on the floor?
food_safety | What your HACCP team says about adding a new machine in that room?
food_safety | Do you use food grade lubricants everywhere on the line?
food_safety | how long the sanitation takes every night on the filler
food_safety | Any problems with micro counts on the finished product lately?
food_safety | Is there a CIP system on the mixing tanks or it is manual cleaning?
food_safety | The stainless steel, you need 316 for the product contact parts?
food_safety | What happened in the last audit from your customer about hygiene?
food_safety | how you control the risk of plastic pieces getting in the pack
food_safety | Are the operators changing clothes and boots before going in the high care?
food_safety | Peanut and sesame, you run them on the same equipment as the rest?
compliance | What does your importer in the US need from you for the FSVP?
compliance | The machine must have CE marking, or you need also UL for the Canada plant?
compliance | does your customer ask for validation files when you change eqiupment
compliance | What paperwork the FDA wants when you add a new line?
compliance | Do you need a declaration of conformity for the food contact materials?
compliance | Are there any new regulations coming that affect your labels?
compliance | For the Walmart account, what they require you to document?
compliance | your insurer needs any safety certificate for the guarding
compliance | Is the plant under the FSMA preventive controls rule?
compliance | The EU 10/2011 for plastics, do you need that from the film supplier?
compliance | What standards the machine must meet for the electrical side in Mexico, the NOM?
compliance | how do you deal with the serialisation requirements for the pharma customers
compliance | Do the inspectors from the ministry come often to the site?
compliance | Any requirement from your buyers for traceability, like lot codes on every case?
compliance | The environmental permit, it limits how much water you can use?
compliance | what documents we must hand over for your regulatory file
compliance | Are you subject to the packaging waste rules in Germany, the EPR?
compliance | Do you need the machine risk assessment under the Machinery Directive?
compliance | What certifications the export markets ask from you, like halal or kosher?
compliance | is osha lockout tagout something we need to cover in the design
compliance | The retailer, what kind of label claims they make you prove before they list the product?
compliance | Which rules you must follow for the nutrition panel in Canada?
maintenance | Who is doing the maintenance on the line today, your own fitters?
maintenance | how often you do the preventive maintenance on the filler
maintenance | Do you keep spare parts on the shelf or you order every time?
maintenance | What is the PM schedule like, weekly or monthly?
maintenance | The bearings and seals, how often you are replacing them?
maintenance | Do you use a CMMS to plan the jobs, or it is on paper?
maintenance | How much time your engineers spend every week keeping the old capper alive?
maintenance | the lubrication it is automatic or somebody goes around with the grease gun
maintenance | When do you do the big overhaul, in the summer shutdown?
maintenance | What breaks most often?
maintenance | How do you plan the wear parts, like the change parts and the belts?
maintenance | um is it run to failure mostly or you do predictive vibration and so on
maintenance | Who repairs the PLC side when something goes wrong, in house or outside?
maintenance | Have you got someone doing the condition monitoring?
maintenance | The knives on the flow wrapper, how many hours they last before you change them?
maintenance | do you rebuild the pumps yourselves or send them out
maintenance | What is the maintenance window you get each week on that line?
maintenance | Is the OEM doing the service visits or your people do everything?
maintenance | How easy is it for your guys to get to the parts that wear, on the current machine?
maintenance | are you keeping a log of the repairs on the labeller
maintenance | What tools your workshop has, you can machine parts there?
maintenance | How much patching up the old kit is needing just to keep going?
changeover | How long it takes to go from one format to the other on the filler?
changeover | walk me through what happens when you switch from the 330 to the 500
changeover | How many times per day you change the product on that line?
changeover | The change parts, you need tools or it is all quick release?
changeover | What goes wrong when the guys swap the size?
changeover | How many minutes you lose between the last good bottle and the first good one of the new run?
changeover | is the format change done by the operators or the fitters
changeover | What is the longest changeover you have at the moment?
changeover | Do you have recipes in the HMI, or they set everything by hand?
changeover | When you change the film, how long the machine stands?
changeover | how much of the week goes into setups
changeover | For the allergen switch, the size change is the slow part or the cleaning?
changeover | You run short batches or long campaigns mostly, because this changes a lot for me how I design the change parts?
changeover | Is SMED something you have tried already on that line?
changeover | what is the target for the product switch that your boss is asking for
changeover | How many SKU switches you have in a typical shift?
changeover | The guide rails and star wheels, they are adjusted by hand today?
changeover | How do you handle the label reel change, does the line stop?
changeover | if the new format had to be ready in fifteen minutes can your crew do that today
changeover | The capper handles how many different bottle shapes?
changeover | What does a changeover look like on the night shift?
changeover | The cartoner, going from the six pack to the twelve pack takes how long?
staffing | How many people you have on the night shift?
staffing | how big is your team on the packing side
staffing | Is it difficult to find operators in your area these days?
staffing | How many operators you need to run that line today?
staffing | Do you use a lot of agency workers or mostly permanent?
staffing | The turnover of people, it is high in the plant?
staffing | are your maintainance guys enough or you are short on fitters
staffing | How do you staff the weekends?
staffing | Who runs the line at 3 in the morning, experienced people or new ones?
staffing | How long it takes to get a new starter independent on the machine?
staffing | is overtime a big thing for your crew at the moment
staffing | The people on the end of line, they could move to other jobs if we automate?
staffing | On the palletising, how many hands you have today?
staffing | Do you have enough skilled technicians for the new automation?
staffing | the union how do they feel about new machines on the floor
staffing | What is the headcount in production overall, all shifts together?
staffing | Are you struggling to fill the vacancies for line leads?
staffing | How is the language on the floor, the operators read English or mostly Spanish?
staffing | Who would operate the new machine, somebody from the current crew?
staffing | the labour market in poznan its tight for you also
staffing | How many people are standing at the end of the line hand packing?
staffing | Do the seasonal workers come back every year or it is always new faces?
quality | How many customer complaints you get about the packs per month?
quality | the seal integrity you test it on every batch
quality | What are the main defects you see on the finished cases?
quality | Do you have issues with underfilled bottles?
quality | How consistent is the fill level across the heads?
quality | Is the print on the labels always readable, or you get smudges?
quality | what is the spec on the torque for the caps
quality | Do you do vision inspection at the end of line?
quality | What does your QA manager complain about most with the current wrapper?
quality | How often a pallet gets knocked back at the customer DC?
quality | leaking pouches is it something you see often
quality | The weight, it stays in tolerance or it drifts during the shift?
quality | How do you check the date code is correct on every pack?
quality | Are the cartons coming out square, or you have crushing on the corners?
quality | What quality standard your retailer gives you for the appearance of the pack?
quality | the cut on the flow wrap is it clean or you see tails and zippers
quality | How many holds you had last quarter because of packaging faults?
quality | Do you get wrinkles in the shrink film?
quality | What happens with a bad pack, it goes to rework or straight to waste?
quality | The colour of the product, you control it inline or in the lab only?
quality | is the cap sometimes crooked going on cross threaded
quality | How good is the seal on the trays at the moment, honestly, because when I was on the floor last fortnight I saw some open corners going down the line?
price | What number were you expecting to see for a machine like this?
price | what are you used to paying for a case erector of this speed
price | In your head, what is a fair figure for the whole line installed?
price | Is the 240 thousand in the proposal where you expected, or higher?
price | How does our quote sit against what you had in mind?
price | What would you consider too expensive for this kind of kit?
price | the last machine you bought how much did you pay for it
price | Did the number in our offer surprise you?
price | What price range you think is realistic for the automation?
price | Roughly what you are hoping to pay per unit for the cappers?
price | The figure on page four, does it look reasonable to you?
price | are you expecting the spare parts kit included in that amount or separate
price | What do you reckon this should cost you?
price | The pricing we sent, is it in the ballpark?
price | How does the quote feel to you, high, fair, low?
price | what would be the right price for you to move
price | Was the number for the tray sealer in line with what you budgeted?
price | What ticket you think is reasonable for a line like this?
price | For the labeller alone, what kind of figure you were expecting from us?
price | the euro amount we quoted does it work for you or it is too high
price | How much would you pay for the second line if we did both together?
price | What's the price point where this becomes a no brainer for you?
roi | What does an hour of the line standing cost you?
roi | how much money you lose when the filler stops on a friday night
roi | If we give you back two hours per shift, what is that worth for you?
roi | The overtime on the weekends, how much it is running you per month?
roi | How many euros go into the bin with the giveaway every year, more or less?
roi | what payback your finance people need to see
roi | The spare parts for the old machine, what are you spending on them per year?
roi | How much the rework is costing you, more or less?
roi | What would it mean in money if the changeovers were half the time?
roi | How many months payback is acceptable for a project like this?
roi | a missed delivery to the retailer what penalty do they charge you
roi | What does the scrap cost you in a year?
roi | Do you know the cost of one stoppage, in lost product and labour?
roi | What return do they expect on capex at your company?
roi | the manual packing how much you pay in labour for it per year
roi | If the line runs ten percent faster, what is the extra margin you make?
roi | How much are the breakdowns eating from your profit?
roi | What is the value of a pallet of finished product, roughly?
roi | Energy on the old compressor, do you know what it takes out of your pocket?
roi | the recall last year like how much did it hit you financially
roi | What would you save on film if we cut the waste in half?
roi | How are you going to justify the spend internally, in numbers?
installation | How much space you have in the hall for the new line?
installation | The machine has to go through a door, how big is the opening?
installation | can we bring the lorry right to the building or is a crane needed
installation | How many days of shutdown you can give us to put it in?
installation | Do you have compressed air and three phase power near that spot?
installation | Who will do the rigging, your contractor or ours?
installation | Is the floor strong enough for six tonnes, do you know?
installation | the old line must come out first who takes care of that
installation | What voltage you run in the plant, 480 or 575?
installation | Are there any restrictions for contractors working on site, like permits?
installation | The mezzanine, can we fit the hopper under it?
installation | how will we connect to your existing conveyors
installation | What do you expect from the start up on site, the commissioning week?
installation | Ceiling height in that area?
installation | Will the line stay running while we install the new one next to it?
installation | is there drainage in the floor where the washdown machine will sit
installation | How tight is the access, we need to take the machine in pieces?
installation | The utilities, water, steam, air, they are all already at the spot or we must bring them over from the other hall, because that is maybe forty metres of piping?
installation | How do you want the commissioning split between our people and yours?
installation | any union rules about who can connect the electrics on site
installation | Where exactly the new filler will stand in the layout?
installation | The plant in Querétaro, is there a local electrician we can use for the hook up?
support | When the capper goes down at 2am, who do you actually call?
support | how fast you need a technician on site after a breakdown
support | Is remote support from Germany ok for you, or you want somebody local?
support | Today, after you raise a ticket, how long before somebody gets back to you?
support | Do you need a phone hotline 24/7 in Spanish?
support | How important is it that spare parts ship the same day?
support | what kind of training you want for the operators at the start
support | If the HMI freezes in the night, what happens today?
support | Your guys, they are ok with us dialling into the PLC with a VPN?
support | How near a service office you would expect from a supplier?
support | what response time you expect from the vendor when the line is down
support | After the warranty, who do you want to look after the machine?
support | How was the after sales with the last machine you bought?
support | Do you expect a resident engineer for the first months?
support | is there someone on your side who can do first line troubleshooting with us on the phone
support | How important is local parts stock in Canada for you?
support | The help desk, you prefer WhatsApp, phone or a portal?
support | The documentation and manuals, which language you need them in?
support | What happens today when the line stops on Sunday and nobody from maintenance is in?
support | what does good service look like for you
support | How many visits per year from our technician would make you comfortable?
support | When you have a problem you cannot fix, who picks up the phone for you today?
contract | What payment terms you normally work with, 30 percent down?
contract | so like do you prefer to buy it or lease it
contract | How long warranty you expect on the main components?
contract | Are there any penalty clauses you want in the agreement for late delivery?
contract | Your legal team, they will want to use your terms or ours?
contract | is net 60 fine for the balance or you need longer
contract | What incoterms you want, ex works or delivered to the plant?
contract | The uptime guarantee, you want it written in the contract?
contract | Who owns the IP on the custom change parts, in your view?
contract | Do you need a performance bond or a bank guarantee?
contract | the retention ten percent until acceptance is that normal for you
contract | Are you happy with the liability cap at the contract value?
contract | What kind of service agreement you would want after the first year?
contract | The acceptance criteria, how you want them written down?
contract | Do you work with framework agreements or every order separately?
contract | the warranty starts from delivery or from the handover for you
contract | Is there a standard purchasing agreement we must accept?
contract | What terms and conditions your company usually asks from suppliers?
contract | How do you normally handle the milestones, payment at FAT and SAT?
contract | any problem with the confidentiality clause we sent
contract | A rental with buy option, would that interest you?
contract | The LDs for late delivery, what percent per week you usually put in?
tariffs | The import duties on machinery from Europe, who is paying them today?
tariffs | are you worried about the new tariffs on chinese equipment
tariffs | Do you prefer the offer in euros or in dollars, because of the exchange rate?
tariffs | How do you handle customs clearance for equipment coming into Mexico?
tariffs | The peso moving so much, it changes your plans for buying abroad?
tariffs | Do you use a customs broker, or your logistics team does it?
tariffs | is the 25 percent on steel products affecting the machines you import
tariffs | Do you have IMMEX or a similar programme for temporary import?
tariffs | Who takes the currency risk normally in your contracts, you or the supplier?
tariffs | The pound against the euro, how much that worries you for this order?
tariffs | would it help if we ship from our US assembly plant to avoid the duty
tariffs | What HS code did your team use last time for a filler?
tariffs | You guys handle the duties on your end, right?
tariffs | Are there anti dumping duties on some parts you bring in from Asia?
tariffs | what did customs charge you on the last line from italy
tariffs | When you buy big equipment, you hedge the currency?
tariffs | The rupee conversion, you want the quote fixed in INR or we keep it in euro, kindly let me know?
tariffs | Is there a free trade deal between Turkey and your country that helps on the duty?
tariffs | How long the machines usually sit at the port in Veracruz for clearance?
tariffs | the vat on import you get it back fast or it is stuck for months
tariffs | Does the USMCA origin matter for you when you choose the supplier?
tariffs | With all the tariff news from Washington, how exposed you feel on imported kit?
next_step | What is the best next step from your side after today?
next_step | what would you like to see when you come to the demo
next_step | So how do we leave it, I send you something or you come back to me?
next_step | How does your diary look next week for a follow up?
next_step | What should I send you after the call to help you, the references, the drawings, the video from the FAT, just tell me and I will do the needful?
next_step | is seeing the machine running at a reference plant something your team would find useful
next_step | What do you want to happen after this meeting?
next_step | By when you want me to revert with the revised layout?
next_step | How do you want to take this forward?
next_step | Where do we go from here?
next_step | is a video call with our engineer the right next thing or you prefer a visit
next_step | Your team, they'd want to see samples run on our test line first?
next_step | After this call, what would you like from me first?
next_step | So from my side, what is the needful after today, the quote or the layout first?
next_step | ok who should i invite to the demo from your side
next_step | Does it make sense to put something in the diary before you go on holiday?
next_step | Would a site visit from our application engineer help at this point?
next_step | how do we keep this moving after today
next_step | The test with your film, shall we organise it at our lab or at your plant?
next_step | What is a good way to follow up with you, email or phone?
next_step | How often you'd like me to check in while you review it?
next_step | What would a useful next meeting look like for you?
rapport | How long have you been at the plant yourself?
rapport | what did you do before you came into operations
rapport | How is your week going so far, busy?
rapport | You are from Monterrey originally, or you moved there for the job?
rapport | What do you like most about your job?
rapport | How did you end up in the food industry, if I can ask?
rapport | so you studied engineering or you came up from the floor
rapport | What does a normal day look like for you personally?
rapport | Are you the type who is more on the floor or more in the office?
rapport | How was the trade show for you, did you survive the three days?
rapport | you've been in this role for how many years now
rapport | What's on your plate this week apart from this project?
rapport | How are you finding the new role since the promotion?
rapport | What got you into packaging in the first place?
rapport | where were you before i think you were at nestle no
rapport | What is the best part of working for a family company like yours?
rapport | How are things with you since we spoke at Interpack?
rapport | Are you enjoying the move to the new site, the commute is ok?
rapport | What would you like to achieve in your career in the next years?
rapport | how did your first year as plant manager go
rapport | You are a chemist by training, isn't it?
rapport | What part of the job gives you the most satisfaction?

# Written by a sixteenth writer, given only docs/nlu-labels.md: late-stage and closing meetings, indirect and
# embedded questions about the proposal's parts, half without the topic's obvious word (2026-11-27).
operations | Walk me through what a typical week looks like on the fryer line right now.
operations | help me understand how product flows from the ovens down to the case packer today
operations | I'm curious how many lines you'd actually be feeding off this one palletizer?
operations | Would it be fair to say you're running three shifts five days on the bottling side?
operations | youre still hand stacking at the end of line two right
operations | So what's the run rate you're pushing through the tray sealer on a normal day?
operations | Is it the case that the thermoformer runs both the retail and the food service packs?
operations | how are you thinking about the layout once the new filler lands next to the old one
operations | Give me a feel for how many SKUs go across that capper in a month.
operations | What does the night shift actually run, is it the same mix as days?
operations | where does the x ray sit in the line today before or after the case packer
operations | How much of the volume goes through the spiral freezer versus the tunnel?
operations | So just so I'm picturing this right, when the bags come off the baggers do they go straight onto the checkweigher and then the case packer, or is there somebody hand loading in between at the moment?
operations | walk me through the pasteurizer setup is it batch or continuous
operations | What's your read on how much floor space you've got left past the labeler?
operations | Tell me about the upstream side, what feeds the filler bowl.
operations | are the robots on line four picking off a conveyor or out of totes
operations | Is the CIP skid shared between the two lines or does each one have its own?
operations | The proposal mentions tying into your existing conveyors, which conveyors are we actually talking about there?
operations | how many hours a day is the oven actually baking versus sitting there warming up
operations | Do you get seasonal peaks on the frozen side or is it pretty flat thru the year?
operations | Just so I size the spare parts kit right, how many cases a day are you palletizing?
pains | What's still holding you back on the quote?
pains | im curious whats keeping you from saying yes today
pains | Is there anything in the proposal that's still bugging you?
pains | Help me understand what part of this still doesn't sit right with you.
pains | is the price the sticking point or is it something else
pains | Would it be fair to say there's a concern we haven't put on the table yet?
pains | What's the biggest headache on the floor right now if you had to pick one?
pains | where does it hurt most these days
pains | Any hesitations I should know about before we go over the final numbers?
pains | What keeps you up at night about this plant?
pains | if you could fix one thing on that line tomorrow what would it be
pains | What's your read on the reservations you've still got, are they about us or about the project itself?
pains | Walk me through what went wrong last year that got you looking in the first place.
pains | so um whats frustrating your operators the most right now
pains | Is there something about our terms that makes you uneasy?
pains | What's the one thing that would make you walk away from this proposal?
pains | and look i know weve been at this for a couple of months and the proposals been through a few revisions but is there anything still sitting in the back of your mind that we havent really talked through
pains | Where are you getting burned the most right now?
pains | What problems are you trying to solve with this, in your own words?
pains | anything youre worried about that we havent covered
pains | What made you pick up the phone in the first place?
pains | If nothing changed out there for another year what would break first?
metrics | What OEE are you seeing on the filler line these days?
metrics | im curious how you measure line efficiency today is it oee or something homegrown
metrics | Would it be fair to say the bagger is running somewhere in the sixty percent range?
metrics | How many unplanned stops are you loging a week on the capper?
metrics | walk me through the numbers your plant manager gets every morning
metrics | What yield are you getting off the fryer after trim and breakage?
metrics | Is it the case that the labeler is the bottleneck on rate or is it the case packer?
metrics | how are you tracking giveaway on the checkweigher right now
metrics | What target is the plant being held to for uptime this year?
metrics | Do you have a good number on mean time between failures for the old palletizer?
metrics | help me understand what counts as a good shift for you in cases per hour
metrics | What's your false reject rate running at on the x-ray?
metrics | What baseline numbers would you want us to hold the new line to?
metrics | how many packs a minute is the tray sealer really doing versus nameplate
metrics | Do you know roughly how much of your downtime is planned versus unplanned?
metrics | What kind of data are you pulling off the line today, anything automated or is it clipboards?
metrics | um whats the scrap percentage looking like on the thermoformer
metrics | Is your throughput number per shift or per day when you quote it?
metrics | Six months after startup what numbers would your boss look at to call this a win?
metrics | how close to rated speed does the freezer run once its fully loaded
metrics | You've got the line data on a dashboard somewhere, right?
metrics | What fill accuracy are you seeing on the piston filler now?
budget | Is there money set aside for the maintenance side of this or just the capital?
budget | help me understand whether this is already in the capital plan for this year
budget | I'm curious whether the funds are approved or still being requested?
budget | Uh what range did you have earmarked for the palletizer project?
budget | would it be fair to say the number in the proposal is above what youve got allocated
budget | Is the spend coming out of this fiscal year or next?
budget | How are you thinking about funding the install on top of the equipment itself?
budget | is it the case that capex got cut back after last quarter
budget | Do you have room in the plan for the spare parts kit or would that have to come out of opex?
budget | What's been allocated for the line upgrade overall?
budget | where do you land on how much of the pot this project can take
budget | Is there a ceiling on the capital request I should know about?
budget | Are the dollars there for both fillers or just the one for now?
budget | how much did finance actually set aside for automation this year
budget | Is this a budgeted project or are we kind of creating the need from scratch?
budget | If the freight and the duties come in higher would there still be headroom in the funding?
budget | does the money for the x ray come out of the same bucket as the food safety upgrades
budget | What's left in the capex plan after the freezer project?
budget | You've got the funding lined up for this, right?
budget | is there any grant or incentive money going toward the project
budget | Realistically how much is sitting in the budget for end of line this year?
budget | So is the training piece funded separately or does it have to fit inside the same number?
authority | Does the warranty piece change who has to sign off on this?
authority | who else gets a vote
authority | I'm curious whose budget this ultimately comes out of?
authority | Help me understand who has the final say between you and the plant manager.
authority | would it be fair to say corporate engineering has the last word on the filler spec
authority | Is it the case that anything over a certain amount goes up to the VP?
authority | What's your role on this project exactly?
authority | how much can you approve on your own before it has to go up the chain
authority | Whose name ends up on the purchase order?
authority | Where does the CFO sit in all of this, like realistically?
authority | is there anyone who could veto the palletizer if they didnt like it
authority | Who owns the relationship with equipment vendors at your company?
authority | You're the one holding the pen on this, right?
authority | besides operations who has skin in the game on the new line
authority | Would the quality director need to put her name on the x-ray selection too?
authority | If it comes down to us and one other bidder who's the person we'd really need to convince?
authority | is the plant manager the economic buyer here or is that somebody at headquarters
authority | Who signs the contract, you or procurement?
authority | Does the owner still weigh in on capital stuff like this?
authority | who in the building can actually accept the payment schedule as written
authority | If maintenance hates the machine do they get to block it?
authority | Who would need to be in the room for a final yes?
decision_process | Walk me through the steps between this proposal and a PO.
decision_process | what would make one proposal stand out over the others
decision_process | Do you need three bids for something this size?
decision_process | What could kill this on your end?
decision_process | help me understand how capital requests get approved at your company
decision_process | Is there a committee review before anything gets released?
decision_process | How are you going to weigh the bids, mostly on the numbers or on the total package?
decision_process | what would you need to see from the fat results before youd be comfortable moving ahead with an order
decision_process | Is it the case that legal has to review the terms before it can even go to purchasing?
decision_process | What criteria is the team scoring vendors on?
decision_process | where does this go after it leaves your desk
decision_process | How does a purchase order actually get issued once everybody agrees?
decision_process | What's the approval path look like for a project in the half million range?
decision_process | is there a formal rfq process or can you sole source this
decision_process | How are you thinking about ranking us against the other quotes, what matters most?
decision_process | Is there anything procedural that could slow the paperwork down once you say yes?
decision_process | does it have to go through a capital review meeting or can it go straight to purchasing
decision_process | What does your team need from us to build the business case for approval?
decision_process | Once engineering signs off what happens next internally?
decision_process | are you evaluating on lowest bid or best value
decision_process | How many rounds of review does a quote like this usually go through?
decision_process | Does the vendor qualification step apply to us since we'd be a new supplier?
competitors | Does their bid cover installation too?
competitors | who else are you talking to on the case packer
competitors | I'm curious how our proposal stacks up against the other one you got?
competitors | Is the incumbent getting a shot to rebid?
competitors | would it be fair to say youre also looking at refurbished options
competitors | Have you thought about just building the cell in house with your own controls guy?
competitors | What's the other vendor offering on start up support?
competitors | so how many suppliers are you keeping in play at this point you know
competitors | Where do you land on the European machine versus ours?
competitors | Is it the case that you already have another brand of metal detector on the other lines?
competitors | what did you like about the other quote that you didnt see in ours
competitors | Are the other guys quoting the same spare parts kit or a lighter one?
competitors | You've had the other robot integrator out to walk the line already, right?
competitors | who do you buy your current fillers from
competitors | Um is the used market on the table or are you set on new?
competitors | Did the other bidder include freight and duties in their number?
competitors | hows the relationship with your current oven supplier these days
competitors | What's your read on the lead time the other shop promised you?
competitors | Any chance you just rebuild the old capper instead of replacing it?
competitors | whats the incumbent doing to keep the business
competitors | Are you comparing us to a full line integrator or to individual machine builders?
competitors | Does the other proposal come with a longer warranty than ours?
food_safety | How are you handling allergen cleanup on the fryer line right now?
food_safety | walk me through your sanitation process on the slicer
food_safety | Help me understand what your HACCP plan says about the metal detection point.
food_safety | Is it the case that the x-ray is a critical control point for you?
food_safety | would it be fair to say listeria is the big one in the rte room
food_safety | What are you seeing on your environmental swabs around the freezer?
food_safety | How are you thinking about foreign material risk with the new thermoformer?
food_safety | im curious how your sanitation crew feels about the washdown design on the tray sealer
food_safety | Has there been a recall or a near miss in the last couple years?
food_safety | How do you validate the kill step on the pasteurizer today?
food_safety | do you need the case packer rated for full washdown or just dry clean or uh
food_safety | How do you verify the CIP actually got the lines clean?
food_safety | When the detector kicks a pack out whats your protocol, who checks it?
food_safety | youd want the frame open enough to get a hose behind it right
food_safety | What test pieces are you running the metal detector on, ferrous non ferrous stainless?
food_safety | Is there a raw to cooked separation issue with where the new oven would sit?
food_safety | how worried are you about glass getting into the bottles
food_safety | On the spare parts side do you need food grade lubes and detectable gaskets throughout?
food_safety | What chemicals are you running during the overnight sanitation?
food_safety | how are you keeping allergen cross contact under control on the shared bagger
food_safety | Is pathogen control on the cooling side something you're losing sleep over?
food_safety | Do you swab the conveyor belts after every sanitation or just weekly?
compliance | What does your importer need from us on the FSVP side?
compliance | im curious whether your customers require a validation file with the x ray
compliance | Help me understand which marks the machine has to carry for your plant, UL, CE, both.
compliance | Would it be fair to say the USDA inspector will want to see the drawings before install?
compliance | is it the case that your retail customers audit the packaging line
compliance | What declarations of conformity do you need in the documentation package?
compliance | Do you need the checkweigher legal for trade certifed?
compliance | how are you thinking about fsma requirements on the new line
compliance | What paperwork does your big customer ask for when you swap out a piece of equipment?
compliance | Does the labeler need to meet any specific labeling regs for the export packs?
compliance | is the pasteurizer going to need pmo sign off from the state
compliance | Where do you land on the OSHA guarding requirements for the palletizer cell?
compliance | Do the robots need to be certified to a specific safety standard at your site?
compliance | what does corporate ehs require before a new machine can run
compliance | You'll need the food contact materials declarations for all the parts, right?
compliance | Are there any state or local permits we should plan around for the boiler tie in?
compliance | what documents does the fda expect to see for the thermal process on the retort
compliance | Is there a third party audit coming up that the new filler has to be ready for?
compliance | Does the lockout tagout procedure have to be written to your corporate template?
compliance | what does your customers supplier quality manual say about metal detection
compliance | For the Canadian plant do you need CSA marks on the panels?
compliance | Um do you need any halal or kosher paperwork for the new line?
maintenance | What does preventive maintenance look like on the fryers today?
maintenance | walk me through how often youre rebuilding the capper heads
maintenance | Help me understand what your PM schedule looks like on the ovens.
maintenance | Is the palletizer the machine your mechanics spend most of their week on?
maintenance | would it be fair to say youd want the spare parts kit stocked on site rather than at our depot
maintenance | How do you handle wear parts on the filler, do you keep them on the shelf?
maintenance | What does a teardown on the freezer look like for your guys?
maintenance | do you do the belt replacements in house or call somebody
maintenance | Is it the case that most of your breakdowns are on the gearboxes?
maintenance | What's your CMMS, are you tracking work orders in it?
maintenance | how are you thinking about lubrication on the new robot cell
maintenance | When a seal jaw goes on the tray sealer how long until it's swapped?
maintenance | Who does the calibration on the checkweighers now?
maintenance | are the repairs on the old servo drives getting harder to do
maintenance | What's the part you're replacing most often on the bagger, like the jaws or the film drive?
maintenance | How much of the upkeep on the labelers do you end up doing on weekends?
maintenance | youre greasing those bearings by hand right now right
maintenance | How long is the annual shutdown when you do the big overhaul on the pasteurizer?
maintenance | Do you keep the old motors as spares or scrap them?
maintenance | im curious how much wear youre seeing on the thermoformer chains
maintenance | What kind of upkeep does the CIP system need from your team each week?
maintenance | Are you doing predictive stuff like vibration analysis or is it pretty much run to fail?
changeover | How long does a changeover take on the filler?
changeover | walk me through switching the case packer from a twelve count to a twenty four
changeover | I'm curious how many format changes you do in a day on the tray sealer?
changeover | Help me understand what the operators do when they swap the labeler to a new bottle size.
changeover | would it be fair to say the film swap on the bagger eats most of the first hour
changeover | Is it the case that you're running long production runs just to avoid switching over?
changeover | How are you thinking about tool less change parts on the new capper?
changeover | what goes wrong when you go from the family size to the single serve like whats the part that bites you
changeover | Do the change parts live next to the machine or in a crib somewhere?
changeover | How many SKU switches a week are we talking about on the thermoformer?
changeover | what does your crew need to touch to go from one pallet pattern to the next
changeover | Do you have recipes stored on the HMI or are they dialing it in by hand each time?
changeover | Where do you land on quick change carts for the mold sets?
changeover | youre losing the most time on the height adjustments right
changeover | How long from the last good case of one product to the first good case of the next?
changeover | Is the allergen wash part of the switch time or do you count it separately?
changeover | does the oven need to cool down before you can switch the belt setup
changeover | Is the line changed over by operators or do you pull maintenance in for it?
changeover | How painful is moving the x-ray from one product to the next, reteaching and all?
changeover | when you switch flavors on the fryer line what does the clean out look like
changeover | What's the longest switch you do in a normal week?
changeover | Um how often are you rethreading the labeler when the roll stock changes?
staffing | How big is your team on the packaging end?
staffing | im curious how many operators youve got in the palletizing area per shift
staffing | Help me understand how you staff nights.
staffing | Would it be fair to say finding people for second shift is still tough?
staffing | is it the case that turnover on the line is higher than last year
staffing | How are you thinking about redeploying the people who hand pack today once the robot's in?
staffing | How many heads run the fryer line start to finish?
staffing | are you using temp agency labor on the case packing end
staffing | What does hiring look like for you right now?
staffing | Do you have enough electricians in house to keep a robot cell going?
staffing | uh how many mechanics per shift do you have
staffing | Is overtime a way of life for your crew right now or just during peak?
staffing | You're short a couple people on the sanitation crew, right?
staffing | who covers the line when someone calls out
staffing | How long does it take to get a new hire up to speed on the filler?
staffing | What's the labor situation like in your area, are people leaving for the warehouses?
staffing | are your line leads mostly long timers or newer folks
staffing | Do you have a controls engineer on site or is that a corporate role?
staffing | How many people would you want to pull off the stacking job if you could?
staffing | is absenteeism a big deal on weekends
staffing | How are the crews split between the two buildings?
staffing | How thin does it get on the weekend crew?
quality | What are you seeing on seal integrity out of the tray sealer?
quality | help me understand where most of your customer complaints come from
quality | I'm curious how consistent the color is coming off the fryer batch to batch?
quality | Would it be fair to say underfills are the main thing your customers flag?
quality | is it the case that the labels are going on crooked on the round bottles
quality | How are you thinking about crushed product in the bagger?
quality | What's your hold and release rate on finished goods these days?
quality | do you get leakers off the capper
quality | Where do you land on the bake consistency between the front and back of the oven?
quality | How many cases are getting rejected at the customer dock per month?
quality | are you getting ice crystals or freezer burn on the frozen side
quality | What spec are you holding on torque for those caps?
quality | You're seeing broken pieces in the bags downstream of the weigher, right?
quality | how do you catch a bad code date before it ships
quality | What's the feedback from your retail customers on how the packs look on shelf?
quality | Um are the pallets getting to the DC in one piece or are you seeing damage?
quality | walk me through what happens when qa puts a lot on hold
quality | Does the thermoformer give you consistent wall thickness?
quality | How often are you reworking product because of fill weight?
quality | what did the last customer scorecard say about defects
quality | Are you seeing uneven browning on the outer lanes of the fryer?
quality | How tight do you need the seam on the cans to be?
price | What were you expecting to pay for a palletizer like this?
price | help me understand which line items on the quote feel high to you
price | I'm curious where you thought the number would land before you saw ours?
price | Would it be fair to say the installed figure is more than you had in your head?
price | is it the case that the freight line is whats throwing off the total for you
price | How are you thinking about the per unit figure on the second filler?
price | What number would you need to see for this to feel fair?
price | where do you land on the spare parts kit pricing is it in line with what you pay elsewhere
price | Does the total on page four match what you were expecting?
price | What did you pay for the last case packer, ballpark?
price | you were thinking closer to the low hundreds for the whole cell right
price | Is the start up support line something you'd expect to be included in the base number?
price | What's your read on the optional items, do those feel reasonable?
price | how does the cost of the x ray compare to what youve seen quoted
price | Is the number for the robot in the range you had in mind?
price | What would the right ballpark be in your head for a checkweigher with a reject?
price | when you look at the price per head on the capper does that make sense to you
price | What would you consider a fair figure for the installation line item?
price | Which peice of the quote surprised you the most?
price | do you think the pricing on the freezer is competitive
price | How much were you hoping the tray sealer would come in at?
price | What's the figure you'd expect for the training days we listed?
roi | What does an hour of downtime run you on the bottling line?
roi | what would it be worth to get two hours back every day
roi | Help me understand what the giveaway on the filler costs you over a year.
roi | I'm curious how much overtime you're paying to keep up right now?
roi | would it be fair to say the labor on the stacking job is north of two hundred thousand a year
roi | Is it the case that the scrap off the thermoformer is eating into margin every week?
roi | How are you thinking about payback on this, what's the hurdle your finance team uses?
roi | whats a lost shift on the fryer line worth in product you cant sell
roi | How much are you spending on spare parts for the old capper every year?
roi | What's it costing you when a customer rejects a truckload?
roi | if we got the changeovers down to twenty minutes what would that free up in dollars
roi | Where do you land on the savings number we put in the proposal, does it look realistic to you?
roi | What do you pay the temp agency per head per shift today?
roi | whats the dollar hit when the freezer goes down overnight
roi | You're losing real money on rework every month, right?
roi | How much product ends up in the dumpster on a bad day, you know, roughly?
roi | what kind of return does a project like this need to show
roi | What would a one percent yield gain mean for you in dollars?
roi | How fast would this need to pay for itself for you to be comfortable?
roi | what are the emergency service calls setting you back each year
roi | Help me understand, when the spiral freezer goes down on a friday night and you lose the whole weekend run, what does that end up running the business once you add the product, the overtime and the late shipments.
roi | If nothing changes what does another year of this look like on the P and L?
installation | Walk me through what the install window looks like on your side.
installation | help me understand how we get the freezer into the building is there a door big enough
installation | I'm curious whether your contractors do the utility hookups or you want us to?
installation | Would it be fair to say we'd be installing over a weekend shutdown?
installation | is it the case that the rigging up onto the mezzanine is on you
installation | How are you thinking about tying the new filler into the existing conveyors?
installation | What does the floor look like where the palletizer goes, will it need new anchors or a pad?
installation | do you have enough compressed air and power at that spot
installation | Who on your side would manage the mechanical install?
installation | You'd still want the SAT done at your plant after we set it, right?
installation | whats the plan for pulling the old oven out before the new one comes in
installation | Where do you land on us handling commissioning end to end versus sharing it with your team?
installation | How much downtime can the line take while we're setting up?
installation | is there a drain in place for the cip return or does that need to be run
installation | How much room is there around the robot cell for the riggers to work?
installation | Um so are union trades required for the electrical on site?
installation | what does acess look like for a crane or a forklift on that side of the building
installation | Will the first start up happen with product or with water?
installation | How many days can you give us for the tie in on the pasteurizer?
installation | is the foundation for the new oven going to be ready or does that still need to be poured
installation | Who runs the controls integration with your existing PLC?
installation | Does your engineering team want to be hands on during mechanical setup?
support | What kind of start up support would you want on site?
support | help me understand what response time youd need when something goes down at 2am
support | I'm curious how you feel about remote support through a VPN into the panel?
support | Would it be fair to say your team would want training on all three shifts?
support | is it the case that youd need a tech on site within a day if the line goes down
support | How are you thinking about the training piece for operators and maintenance?
support | What did you need from a service team that you didn't get last time?
support | do you want a resident tech for the first few weeks after start up
support | How important is having parts shipped same day to you guys?
support | Where do you land on a phone hotline versus a field engineer showing up?
support | what would good after sale support look like to you
support | You'd want someone local rather than flying a guy in from overseas, right?
support | Are English manuals enough or do you need Spanish too?
support | how many days of on site training were you picturing
support | Do your guys want to come to our facility for training or have us come to you?
support | What happens today when the labeler faults at night, who do you call?
support | um do you need weekend coverage or is weekday service enough
support | How do you feel about the start up days in the proposal, is that enough hands?
support | Would a remote diagnostics package matter to your team?
support | what kind of help do your operators need in the first month after go live
support | Do you need the service techs to be bilingual?
support | How much hand holding do you expect during the ramp up?
contract | Help me understand what you'd want changed in the payment schedule.
contract | im curious whether your legal team is okay with the limitation of liability language
contract | Would it be fair to say the warranty section needs to go to eighteen months for you?
contract | Is it the case that you need net sixty on the final payment?
contract | how are you thinking about penalties for late delivery in the terms
contract | What would you need to see in the uptime guarantee language?
contract | Where do you land on thirty forty thirty as the payment split?
contract | do you use your own purchase terms or can we work off our standard conditions
contract | What does your team usually push back on in the terms and conditions?
contract | You'd still want retention held until after the SAT, right?
contract | how do you want the acceptance criteria written into the agreement
contract | Is a deposit up front going to be a problem for your accounting?
contract | What's your read on the warranty start date, shipment or start up?
contract | do you need a performance bond on a job this size or uh is that overkill
contract | Who holds title while the machine is in transit, is that something you care about?
contract | Are there any clauses in our draft your lawyers are going to flag?
contract | um do you need an nda in place before we share the drawings
contract | How long a service agreement were you thinking, one year or multiyear?
contract | Would you want the spare parts pricing locked in for a few years as part of the deal?
contract | does your company require milestone payments tied to fat and sat
contract | What are you looking for on the IP side for the custom tooling?
contract | Is the indemnity wording something your side is going to want to rewrite?
tariffs | How are you thinking about the duties on the German filler?
tariffs | help me understand who usually clears customs on your imports
tariffs | I'm curious whether you'd want the quote in euros or dollars?
tariffs | Would it be fair to say the steel tariffs are a worry on a fabricated frame like this?
tariffs | is it the case that your broker handles the entry paperwork
tariffs | Where do you land on the duties line in the proposal, do you want us to carry it?
tariffs | Do you have a customs broker you like working with?
tariffs | are you worried about the exchange rate moving before delivery
tariffs | What incoterms do you normally buy on, DDP or FCA?
tariffs | You'd want us to handle the import side end to end, right?
tariffs | does the country of origin matter for you with the current trade situation
tariffs | What happened with the last import you brought in, did it get held at the border?
tariffs | Would a currency hedge clause help your finance team sleep better?
tariffs | is there any way the robot qualifies for a duty exemption on your side
tariffs | How much of a hit did the last round of tariffs put on your imported equipment?
tariffs | Um are you importing into the Canadian plant or the US one first?
tariffs | do you need the hs codes from us ahead of shipment
tariffs | What's your read on where the trade stuff is heading before this ships?
tariffs | Do you want the freezer priced landed with all the import charges in?
tariffs | has customs ever held up a machine coming into your plant
tariffs | Does your company use a bonded warehouse for equipment coming in from abroad?
tariffs | Should we quote in pesos for the Mexico site or keep it in dollars?
next_step | You'd still want the FAT at our shop, right?
next_step | help me understand what happens after you get the revised proposal
next_step | I'm curious if it makes sense to get your maintenance lead on the next call?
next_step | Would it be fair to say the next thing is a site visit to see one running?
next_step | is it the case that you want to run your product on our test line before anything else
next_step | How are you thinking about a trial on your actual bottles?
next_step | So like what's the best next step from here?
next_step | where do we go from here after today
next_step | Should we set up a reference call with the plant in Ohio?
next_step | Do you want us to come back and walk the line with your engineers?
next_step | what would you want on the agenda for the follow up
next_step | What would be most useful for the next meeting, a demo or a deeper dive on the numbers?
next_step | Is a virtual demo enough or would your team want to see it in person?
next_step | what do you want me to send over after this
next_step | Would a sample run on your film help before the next round?
next_step | How do you want to handle the follow up, email or another call?
next_step | what needs to happen between now and our next conversation
next_step | Would your team want to fly out to our shop for the run off?
next_step | Is there anyone else you'd want at the demo?
next_step | do you want to see a video of the palletizer running your pattern before we meet again
next_step | If we sent a revised layout by friday would your team have a chance to go over it next week?
next_step | After the FAT what would you want to happen next on your side?
rapport | How long have you been at the plant?
rapport | help me understand how you ended up in food manufacturing
rapport | I'm curious what you did before you took over operations here?
rapport | So how's your week been holding up with the audit on top of everything?
rapport | would it be fair to say you came up through maintenance before moving into management
rapport | Is it the case that you started out on the floor here?
rapport | What do you enjoy most about running a plant?
rapport | how did you get into engineering in the first place
rapport | What does a normal day look like for you personally?
rapport | You've been with the company a long time, right?
rapport | where were you before this role
rapport | Been here long?
rapport | Um how are you holding up with all the travel between the two sites?
rapport | what got you interested in automation
rapport | How long have you been in the plant manager seat?
rapport | What's keeping you busy outside of work these days?
rapport | where do you see yourself in a couple of years
rapport | Was it a big change going from the dairy side to snacks for you?
rapport | What's your background, were you always in beverages?
rapport | how has it been stepping into the role after the last plant manager left
rapport | What do you like about working for a family owned company?
rapport | So what does success look like for you personally this year?
timeline | When do you need the line up and running?
timeline | help me understand whats driving the date on your side
timeline | I'm curious whether the lead time in the proposal works with your season?
timeline | Would it be fair to say you want this in before the holiday peak?
timeline | is it the case that the project slips to next year if we miss the shutdown
timeline | How are you thinking about order date versus ship date given the sixteen week lead time?
timeline | Are you buying this year or is it more of a next year thing?
timeline | do you have any projects coming up after this one
timeline | What's the target start of production?
timeline | Where do you land on a phased delivery, first filler in spring and the second in fall?
timeline | how soon do you need the spare parts kit on site relative to start up
timeline | You're aiming for the new product launch in Q3, right?
timeline | Is there a hard deadline from your customer we should work back from?
timeline | what month are you planning the shutdown for
timeline | What happens to the schedule if the freezer lands a month late?
timeline | Um how fast do you want to move on this?
timeline | if the drawings get approved next week does the rest of the schedule still hold
timeline | What's the window you're working with for getting the order placed?
timeline | Are we talking weeks or months before you'd be ready to go?
timeline | how urgent is this compared to the other projects on your plate
timeline | What's your read on the timing, is this still a first half project?
timeline | By what date does the line need to be producing saleable product?

# Written by a seventeenth writer, given only docs/nlu-labels.md: near twins that share their words but ask
# about different topics (roi / price / budget, authority / decision_process, maintenance / support…) (2026-11-27).
roi | So what does a stopped line run you an hour?
price | And what would a machine like that run you, roughly?
budget | How much have you actually got earmarked for it?
roi | when the fryer goes down for a whole shift what does that cost you in product and overtime
price | when you picture a new fryer going in what are you expecting it to cost installed
budget | is there money set aside for a new fryer this year or is that still kind of a wish
roi | Roughly what are you throwing away in giveaway on the filler every month?
price | Roughly what kind of number were you thinking for a new filler?
budget | Roughly how much did anyone put in next year's capital plan for a filler?
roi | so what does all that weekend overtime add up to over a year
price | so what do you figure a second case packer would go for
budget | so what kind of capital do you have to work with on a second case packer
roi | How much are the false rejects on the checkweigher costing you in a typical week?
price | What price range did you have in your head for a checkweigher?
budget | How big is the pot for the checkweigher upgrade?
roi | um what would it be worth to you to get two hours a day back on the palletizer
price | um what would you expect to pay for a robotic palletizer ballpark
budget | um does the palletizer project actually have dollars behind it yet
roi | What's the spare parts bill on that old thermoformer looking like each year?
price | What's a fair price for a new thermoformer, in your mind?
budget | What's the total the company's set aside for a thermoformer this year?
roi | if the tray sealer stopped leaking how much product would you save in a month
price | if we went with the bigger tray sealer what would you be expecting on cost
budget | if we went with the bigger tray sealer would the funds stretch to it
roi | How much are you spending on people hand packing cases, you know, in dollars?
price | How much are you figuring a case packer costs these days?
budget | How much is the plant allowed to put toward automation this fiscal?
roi | what does a held pallet cost you all in when the x ray kicks out a whole run
price | what do you think an x ray unit like ours ought to cost
budget | do you have funds lined up for an x ray unit or would it come out of the maintenance pot
roi | Whats the energy bill on those old spiral freezers, roughly?
price | What's the going rate you've seen for a spiral freezer?
budget | What's been allocated for freezer replacement?
roi | how much are you losing on overfills and underfills on the bottling line
price | what price would a new filler need to come in at for you to be comfortable
budget | how much is actually sitting in the capex bucket for the bottling line
roi | What's it cost you every time the capper cross threads a run and you have to rework it?
price | What's a capper like that going to set you back, do you think?
budget | What's left in the budget after the capper you put in last year?
authority | Who has the last word on it?
decision_process | What has to happen before the last word?
authority | who signs the po on something this size
decision_process | what does it take to get a po issued on something this size
authority | Whose budget does the new oven come out of?
decision_process | How does a new oven get approved at your company?
authority | Besides you, who else gets a vote on the case packer?
decision_process | Besides your sign off, what reviews does the case packer have to go through?
authority | what can you sign for on your own before it goes up the chain
decision_process | what does going up the chain actually look like for you guys
authority | Is it the plant manager or corporate who makes the call on the palletizer?
decision_process | Is there a capital committee the palletizer goes through, or does it go another way?
authority | who in engineering would need to be on board with this
decision_process | what does engineering need to see before theyre on board with this
authority | So who actually pulls the trigger on a purchase like this?
decision_process | So how do you actually get to pulling the trigger on a purchase like this, walk me through it.
authority | does the final say sit with you or with your gm
decision_process | does the final say come after a trial or after some kind of committee review
authority | Who from finance weighs in on this?
decision_process | At what point does finance weigh in on this?
authority | um whos the decision maker on the fryer line
decision_process | um what are the steps to get to a decision on the fryer line
authority | Who's got veto power over a vendor change?
decision_process | What could kill a vendor change on your end?
authority | Is there anyone at head office who'd need to sign off too?
decision_process | Is there a head office review that comes before the sign off?
authority | who owns the call on the x ray, qa or operations
decision_process | what criteria will qa and operations use to pick the x ray
authority | Whose name goes on the approval form?
decision_process | How many approvals does the form go through before it's done?
authority | if you loved it tomorrow could you buy it yourself
decision_process | if you loved it tomorrow what would still need to happen before you could buy it
authority | Who at corporate owns the capex list?
decision_process | How does something get onto the corporate capex list?
authority | And who else besides you is part of choosing the vendor?
decision_process | And what else besides a quote is part of choosing the vendor?
pains | What's the biggest headache on the line right now?
maintenance | What's the biggest headache for your maintenance guys right now?
pains | what keeps you up at night about the plant
quality | what keeps you up at night about rejects and customer complaints
pains | What's going wrong most days?
changeover | What's going wrong most days when you switch products?
pains | where are you struggling the most these days
staffing | where are you struggling the most finding people these days
pains | If you could fix one thing tomorrow, what would it be?
maintenance | If you could fix one thing about the PM schedule tomorrow, what would it be?
pains | whats the most frustrating part of running the bakery
changeover | whats the most frustrating part of going from rye to white on the oven line
pains | Any hesitations I should know about?
quality | Any issues with seal integrity I should know about?
pains | What's still keeping you from saying yes?
staffing | What's still keeping you from filling those operator spots?
pains | what problems are you seeing on the packaging end
quality | what kind of defects are you seeing come off the packaging end
pains | What's the one thing that never seems to go right?
maintenance | What's the one part that never seems to stay fixed?
pains | tell me about the problems you're dealing with day to day
staffing | tell me about the turnover you're dealing with day to day
pains | Where does it hurt the most right now?
changeover | Where does it hurt the most when you change formats?
pains | um whats broken that nobody's gotten around to fixing
maintenance | um whats worn out on the capper that nobody's had time to rebuild
pains | What would you say is the weakest link in the plant?
quality | What would you say is the weakest link in your quality checks?
pains | what's not working the way you'd like
quality | what's not coming out of the oven the way you'd like, color, bake, that kind of thing
pains | What have you tried already that didn't work?
maintenance | What have you tried already on the bearings that didn't hold up?
pains | what complaints do you hear most from the floor
quality | what complaints do you hear most from your customers about the product itself
pains | So what's the main reason you took my call?
changeover | So what's the main reason your changeovers run so long?
authority | And is it the engineering manager or you who has the final say on the CIP skid?
authority | who else is going to have an opinion when the proposal lands
maintenance | Who on your team fixes it?
support | Who do you call at the vendor?
maintenance | when the filler breaks down at 2am whos on call in your shop
support | when the filler breaks down at 2am does the oem actually pick up the phone
maintenance | How do you handle preventive work on the ovens?
support | How does your current vendor handle service visits on the ovens?
maintenance | Do you keep spare bearings and belts on the shelf?
support | How fast does your supplier get parts out to you when you need them?
maintenance | what does your maintenance crew spend most of their week on
support | what does the vendors field service guy spend most of his visits on
maintenance | How often do your guys rebuild the seal jaws?
support | Does the OEM send somebody out for the seal jaws or just ship you a kit?
maintenance | do your guys do their own troubleshooting on the hmi
support | does anyone from the vendor remote in to troubleshoot the hmi
maintenance | How much of the repair work do you keep in house?
support | How much help do you get from the manufacturer after the sale?
maintenance | When did the freezer last get a full overhaul?
support | When did the freezer manufacturer last send someone out?
maintenance | do your guys lube the conveyor chains on a schedule or just when they squeak
support | does the conveyor supplier give you any training or manuals worth anything
maintenance | Who does the bearing changes on the fryer conveyor?
support | Who answers the phone when you call the fryer company?
maintenance | how do you track work orders in the shop
support | how do you log tickets with the supplier when something goes wrong
maintenance | Are your mechanics comfortable working on servo drives?
support | Is there a local service tech for the servo stuff or do they fly somebody in?
maintenance | do you do the cip valve rebuilds yourselves
support | does the cip vendor have somebody nearby for when a valve lets go
maintenance | What's the worst job your techs have to do on the tray sealer?
support | What's the worst experience you've had with a vendor's help desk?
maintenance | um so when a sensor goes on the x ray who swaps it out
support | um so when a sensor goes on the x ray whos your contact at the manufacturer
maintenance | How many hours a week does production give you for planned work on the lines?
support | Is there a 24/7 hotline with your current supplier, or is it business hours only?
operations | How many cases a shift do you run?
metrics | Which number do they judge the shift on?
operations | how many lines have you got in the building
metrics | how do you measure how each line is doing
operations | Walk me through the process from raw dough to the case.
metrics | What does your OEE look like from dough to case?
operations | what speeds are you running the filler at
metrics | what speed are you targeting on the filler versus what you actually hit
operations | How many shifts are you running?
metrics | What KPIs does each shift get measured on?
operations | what products are you running on line three
metrics | whats the yield looking like on line three
operations | How many SKUs do you run in a week?
metrics | What's your schedule attainment in a typical week?
operations | What does the layout look like from the oven to the packer?
metrics | What's your uptime from the oven to the packer?
operations | what formats are you packing, bottles, cans, both
metrics | what's your efficiency percentage on cans versus bottles
operations | Are you running 24/7 or just days?
metrics | What's your uptime when you're running 24/7?
operations | tell me a little about the plant
metrics | tell me a little about how you track performance in the plant
operations | What sort of volume goes through the freezer a day?
metrics | What's the throughput number corporate holds you to on the freezer?
operations | how is product getting to the palletizer today, by hand or on conveyor
metrics | how many pallets an hour is the palletizer actually averaging against nameplate
operations | Do you run the baggers off one scale or several?
metrics | What's your giveaway percentage on the baggers?
operations | whats a normal day on the line look like
metrics | whats a good day on the line look like in numbers
operations | So you're running two shifts, right?
metrics | So you're tracking OEE by shift, right?
operations | How much of your volume is co-packing versus your own brands?
metrics | How do you report line performance up to corporate?
operations | um what all is on the line after the cooker
metrics | um what numbers do you watch after the cooker
timeline | When does it need to be running?
next_step | What should we do after today?
installation | How long can the line be down for the install?
timeline | when are you hoping to have the new oven in production
next_step | what would you like to see from us before we talk again
installation | where would the new oven physically go, have you got the floor space
timeline | Is there a date you're working back from?
next_step | What's the best way to keep this moving after the call?
installation | How would rigging it in work with your door openings and ceiling height?
timeline | how soon are you looking to make a change
next_step | when should we pick this back up
installation | how soon after delivery could your crew have utilities hooked up
timeline | Are you buying this year?
next_step | Would a trial on your own product be useful as a next step?
installation | Do you have air and power at the spot where the palletizer would sit?
timeline | whats driving the date on this project
next_step | what do you need from me after this to take it to your boss
installation | what does commissioning need to look like so you dont lose production
timeline | When's the new product launch that this is tied to?
next_step | What would you want to see in a demo?
installation | How many days of downtime can you stomach to swap the filler out?
timeline | do you have any projects coming up in the next year
next_step | whats the right next conversation to have and with who
installation | do we need to take a wall out to get the freezer in
timeline | When do you need it up and running for the holiday volume?
next_step | What would you like to happen after we hang up?
installation | Will your electricians do the hookup or do you want us to handle it?
timeline | um how fast does this need to move
next_step | um so where do we go from here
installation | um so how would we even get it in the building
timeline | Is this a this-year thing or a next-year thing?
next_step | Is a site visit the logical next thing, or a sample run?
installation | Is the floor rated for a machine that heavy?
timeline | realistically when would a po go out
next_step | realistically what should I send you after this call
installation | realistically how much prep does the site need before the machine shows up
compliance | What paperwork does the retailer want from you on the x-ray?
food_safety | What foreign bodies is the x-ray actually catching for you?
quality | How many false rejects is the x-ray throwing?
compliance | what does walmart make you document on the checkweigher
food_safety | what does your haccp plan say about the metal detector
quality | what do your customers complain about most on the finished product
compliance | Which certifications does the packaging line have to keep up?
food_safety | Which CCPs sit on the packaging line?
quality | Which defects show up most on the packaging line?
compliance | um do you have to keep records for the fda on the pasteurizer
food_safety | um how do you make sure the pasteurizer hits kill temp every single time
quality | um hows the flavor holding up out of the pasteurizer, any off notes
compliance | What does an auditor usually ask to see on the CIP system?
food_safety | How confident are you that the CIP is actually getting everything clean?
quality | How often do you get product with the wrong brix right after a CIP?
compliance | what labeling rules do you have to follow on the labeler, like country of origin
food_safety | how do you make sure the wrong allergen label never ends up on a pack
quality | how often do labels go on crooked or wrinkled
compliance | Does the importer need any declarations from the equipment maker?
food_safety | Have you had any positive swabs on the line this year?
quality | Have you had any customer returns on the line this year?
compliance | are you audited to brc or sqf
food_safety | how do you validate your allergen cleanouts
quality | how do you check seal strength on the trays
compliance | What's the paperwork burden like for the retailer audits?
food_safety | What's your biggest worry about contamination?
quality | What's your biggest worry about the product coming out inconsistent?
compliance | do your customers ask for a declaration of conformity on the food contact parts
food_safety | how do your sanitation crews wash down the fryer between runs
quality | how do you catch the burnt pieces coming off the fryer
compliance | What does a new machine have to meet at your site, OSHA, CE marking, that kind of thing?
food_safety | How are you managing pathogen risk in the freezer?
quality | How are you managing ice crystals and freezer burn?
compliance | what traceability records do your customers ask you to keep
food_safety | how do you keep the peanut runs apart from everything else
quality | how do you grade the product before it gets packed
contract | What warranty terms are you used to getting on a filler?
price | What figure are you expecting for a filler?
support | What kind of service are you used to getting on a filler?
contract | how long a warranty do you usually ask for
price | how much do you usually pay for a capper
support | how quick a response do you usually get from the capper people
contract | Any clauses your legal team always pushes back on?
price | Any number over which it's just a non-starter for you?
support | Any service issues that have burned you before?
contract | would you want performance guarantees written into the agreement
price | would you want the installed number or just the machine number
support | would you want a tech on site for the first few weeks
contract | Do you sign multi-year service agreements or go year to year?
price | What did you pay for the current machines, roughly?
support | Do you get remote help on the current machines?
contract | whats your standard on liability and penalties if we deliver late
price | whats your expectation on cost for the whole line
support | whats your expectation on response time if something goes down
contract | Does your company have its own purchase terms we'd need to sign?
price | Does the price need to include freight and install?
support | Does the support need to include training for the night shift?
contract | um whats in the warranty you have now on the oven
price | um what kind of price did you get the current oven at
support | um how responsive is the oven company's service team when you call
contract | How long do your agreements usually run with equipment suppliers?
price | How much do you usually spend per machine with equipment suppliers?
support | How much hand-holding do you usually get from equipment suppliers after go-live?
contract | do you need an uptime guarantee in the contract
price | do you need a firm price or is a range fine for now
support | do you need spare parts stocked locally so you're not waiting
contract | What happens at the end of the warranty in your current deal?
price | What would you expect to pay if we add the second head?
support | What happens when you call for help after the warranty runs out?
contract | are there any terms in your last equipment deal you'd never agree to again
price | is there a price from your last equipment deal you'd use as a benchmark
support | is there anything about service on your last equipment deal you'd never put up with again
competitors | Who else is bidding?
decision_process | How many bids do you need?
competitors | who are you working with on the filler right now
decision_process | how are you going to pick who you work with on the filler
competitors | Are you looking at other vendors for the palletizer?
decision_process | Does policy make you look at three vendors for the palletizer?
competitors | have you thought about just building it in house
decision_process | have you thought about what criteria you'll use to pick
competitors | Does their bid cover installation?
decision_process | Does your RFQ process require installation to be broken out?
competitors | who put in the current fryer
decision_process | how did the current fryer get picked back then
competitors | Are you considering a used machine as an option?
decision_process | Are you considering a trial before you choose?
competitors | what do you like about the guys you have now
decision_process | what would we have to prove in your review to beat the guys you have now
competitors | Who's the other name on your short list?
decision_process | How long is the short list, and how do you cut it down?
competitors | is anyone else quoting the x ray
decision_process | is there a formal tender for the x ray
competitors | um who else have you talked to
decision_process | um what else do you need to do before you pick one
competitors | What's the other guy offering that we're not?
decision_process | What would make one proposal stand out?
competitors | are you sticking with the same oem for the new line
decision_process | are you going through a formal procurement process for the new line
competitors | How many suppliers do you keep in play for packaging equipment?
decision_process | How many quotes does purchasing want to see for packaging equipment?
competitors | what did the other vendor tell you about changeover times
decision_process | how much weight will changeover times carry in the decision
competitors | Is the German machine still in the running?
decision_process | Is there a scoring sheet you're running the machines through?
competitors | have you had a demo from anybody else yet
decision_process | do you need a demo as part of the evaluation
competitors | What's the incumbent charging you for service these days?
decision_process | What's the order of things, evaluation then trial then the board?
tariffs | Who handles the duties on equipment coming in from Europe?
price | What figure do you have in mind for the unit landed?
contract | What payment terms do you usually work with?
tariffs | would you rather be invoiced in euros or dollars
price | whats the price you'd be comfortable with
contract | would you do thirty percent down and the rest on acceptance
tariffs | Are the tariffs on steel machinery hitting your projects?
price | What do you expect a machine like this to cost before shipping?
contract | Who takes title and risk when it ships, what are you used to?
tariffs | do you have a customs broker you use
price | do you have a number from the last time you bought one
contract | do you have standard terms your purchasing sends out
tariffs | How worried are you about the exchange rate moving before we deliver?
price | How firm does the quote need to be?
contract | How firm do the payment milestones need to be?
tariffs | has the new duty on chinese components changed your thinking
price | has the sticker on these changed your thinking
contract | has the net 90 requirement changed your thinking
tariffs | Um, do you guys clear it through customs or do we?
price | Um, what did you guys expect to pay for it?
contract | Um, do you guys pay on delivery or on commissioning?
tariffs | are you bringing the line in under any free trade agreement
price | what are you expecting the line to come in at all in
contract | are you buying the line under a master agreement
tariffs | Do the import fees land on your side or ours?
price | Does the number need to include the spare parts kit?
contract | Does the agreement need a penalty clause for late delivery?
tariffs | what currency does your finance team want it in
price | what ballpark does your finance team expect to see for this
contract | what does your finance team want for a payment schedule
tariffs | Have you had to pay duties before bringing a machine in from Italy?
price | What kind of money did you expect for an Italian-built machine?
contract | Are there retention terms, like holding ten percent till acceptance?
tariffs | how do you plan for customs and vat on imported kit
price | how do you think about the cost of the machine itself
contract | how do you usually handle deposits
rapport | How long have you been there?
staffing | How many people on nights?
authority | What's your role in picking it?
rapport | how did you end up in food manufacturing
staffing | how do you end up finding operators out there
authority | how did you end up being the one running this project
rapport | What was your background before plant manager?
staffing | What's the background of the people running the line?
authority | Do you own this decision or is it shared?
rapport | hows your week been so far
staffing | hows hiring been going so far
authority | hows the decision split between you and purchasing
rapport | What do you like most about the job?
staffing | How many operators does the fryer take to run?
authority | Does your job include signing off on new equipment?
rapport | were you always in bakery or did you come from somewhere else
staffing | do your operators stay or do they come and go
authority | do you report to the gm or to corporate on this one
rapport | What got you into engineering in the first place?
staffing | How big is your team?
authority | What's your role on this project?
rapport | um how long have you been with the company
staffing | um how long do new hires usually last
authority | um who else besides you is part of choosing
rapport | What's a typical day like for you?
staffing | What's a typical crew like on day shift?
authority | What's your say in the final choice?
rapport | where were you before this role
staffing | where do you find maintenance techs around there
authority | where does your sign off limit stop
rapport | You grew up around here, right?
staffing | You're short a few people on second shift, right?
authority | You're the one who signs off, right?
rapport | hows the new role treating you
staffing | hows the temp agency working out
authority | hows your boss involved in this
rapport | What's been the best part of your year at work?
staffing | What happens when somebody calls out on the bagger line?
authority | What happens if you and the ops director disagree on the vendor, who wins?
operations | How many products do you run on the filler?
changeover | How often do you switch products on the filler?
operations | what sizes are you running on the thermoformer
changeover | how long does it take to swap sizes on the thermoformer
operations | Walk me through a normal run on the bagger.
changeover | Walk me through a changeover on the bagger.
operations | how many flavors go down the line
changeover | how do you sequence the flavors to keep the cleanouts short
operations | What bottle sizes are you running?
changeover | How much downtime when you go from one bottle size to another?
operations | do you run one product all day or several
changeover | how many times a day do you change over
operations | What's on the case packer today?
changeover | What's involved in setting the case packer up for a new case size?
operations | um what does the oven run, breads, rolls
changeover | um how long to get the oven reset when you go from bread to rolls
operations | How many label designs do you run on the labeler?
changeover | How long does it take to switch label designs on the labeler?
operations | whats the product mix on the tray sealer
changeover | what tooling has to come off when the mix changes on the tray sealer
timeline | When does it need to be in?
budget | Is the money for it already there?
timeline | is this for this year or next
budget | is the money coming out of this year or next years capex
timeline | What's your timeframe on the oven?
budget | What range have you been given to spend on the oven?
timeline | are you looking to move on this before the new year
budget | are you looking at money from this years plan or next years
timeline | How soon do you want the capper swapped?
budget | How much is set aside for swapping the capper?
timeline | do you need this done before the fiscal year closes
budget | do you have to spend the money before the fiscal year closes or does it roll over
timeline | When's the go-live date?
budget | Has the spend been set for the project yet?
timeline | um whats the rush on this one
budget | um is there money behind this one
timeline | When would you like to place the order?
budget | How much can the project spend all in?
timeline | what date are you working toward
budget | what dollar amount are you working within
tariffs | Have the tariffs changed how you're buying equipment this year?
tariffs | who usually eats the import duty when you bring in foreign kit
tariffs | Does the euro swinging around worry you on a quote priced in euros?
tariffs | has customs clearance ever held up a machine for you before
tariffs | Do you have a broker, or does your freight forwarder handle the entry?
tariffs | what hs code have you used in the past for packaging machinery
tariffs | Are you seeing the section 301 stuff hit your parts costs?
tariffs | would you want the quote in your own currency so you dont carry the fx risk
installation | How much room do you have where the new line would go?
installation | whats your power like at that end, 480 three phase
installation | Who does your rigging usually?
installation | how long of a shutdown can you give us to put it in
installation | Is there a mezzanine or anything overhead we'd have to work around?
installation | do you have steam and compressed air out at that end of the building
installation | Would you want the site acceptance test run on your own product after it goes in?
installation | how do you usually handle the commissioning part with a new machine
contract | What does your standard purchase agreement look like?
contract | are there any terms you need in writing before you'd sign
contract | Do you prefer a fixed service contract or pay as you go?
contract | what kind of warranty length are you expecting
contract | Any must-haves around liquidated damages?
contract | do you need a cancelation clause in there
contract | What acceptance criteria do you usually put in the agreement?
contract | are you open to a three year agreement on parts and service
rapport | How long have you been in the plant manager seat?
rapport | what did you do before you came over to this company
rapport | How's the summer been treating you?
rapport | whats the best part of your job these days
rapport | You came up through maintenance, didn't you?
rapport | how are you holding up with all the expansion stuff going on
rapport | What got you into the food business?
rapport | is this your first plant or have you run others
next_step | What would be the most useful thing for me to send over?
next_step | what would you want to see in a trial
next_step | When should we touch base again?
next_step | is a line visit something that'd make sense for you
next_step | What happens after this call on your side?
next_step | would a sample run on your product be helpful
next_step | What should the next meeting cover?
next_step | do you want a proposal first or a demo first

# An eighteenth writer, given only docs/nlu-labels.md: typed turns in discovery and closing meetings.
operations | Thanks for walking me through the bottling side. How many lines are you running on the canned side today?
operations | Okay, that helps. On the fryer line, what kind of throughput are you pushing per hour on a normal day?
operations | I appreciate you picking up, I know it's a busy time. Just so I have the picture, how many shifts are you running at the Springfield plant?
operations | got it on the budget thing what does the line look like from the filler down to the palletizer
operations | Makes sense that the audit took over your month. Walk me through how product moves from the spiral freezer to the case packer.
operations | Sure, I can send that over after the call. Help me understand the layout a bit, are the tray sealers fed by hand or off a conveyor?
operations | That's a good point about the labor market. Um, what SKUs are taking up most of your run time these days?
operations | So you mentioned the new building. What's actually going to be running in there once it's up?
operations | so you're running five days a week or is it seven
operations | I hear you on the heat in that room, that's brutal in July. I'm curious, how is the x-ray unit positioned relative to the checkweigher?
operations | Going back to what you said about the thermoformer, is that your main packaging format or one of several?
operations | Oh nice, congrats on landing that co-pack account. Before we get into the proposal, you're still running the two bagging lines on nights, right?
operations | no worries on the timing how much of your volume goes through the pasteurizer versus bottled cold
operations | Appreciate the detail on the robots. What are you packing into, mostly corrugate cases or shrink bundles?
operations | That's helpful context on the parent company. Give me a feel for the product mix at this site.
operations | Okay, I think I've got the lay of the land now. At the end of the line, are you stacking pallets by hand right now or is there automation there?
operations | Yeah, sounds like a busy season, you know, with the holidays coming. Roughly how many cases a day are going out the door in peak?
operations | thanks for that what are the main products coming off the oven line
operations | One more thing on the sanitation side, actually. Is the CIP skid shared between both filler rooms, or does each room have its own?
operations | Interesting, I didn't know you'd added a third line. What's it running, same bottle sizes as the other two?
pains | Thanks for being so open about the quarter. What's the biggest headache on the floor right now?
pains | Okay, that's fair on the budget. What's still keeping you from saying yes on this proposal?
pains | I appreciate you going through the numbers with me. If you could fix one thing in the plant tomorrow, what would it be?
pains | any hesitations i should know about before we go further
pains | Makes sense about your boss being on vacation. Aside from timing, is there anything about the proposal that doesn't sit right with you?
pains | Got it, the new SKUs are a big push. What's been keeping you up at night lately on the operations side?
pains | Um, fair enough on the lead times. Is the price the sticking point, or is it something else?
pains | Right, I hear you. What's the one thing that frustrates your team most day to day?
pains | what problems are you trying to solve this year
pains | Sounds like a solid crew you've got. Where do things tend to go sideways in a typical week?
pains | Looking at the quote we sent over, what concerns do you still have?
pains | So you mentioned it's been a rough few months. What's been at the root of that, mostly?
pains | I get that you've been burned by a vendor before. What worries you most about taking this on?
pains | honestly what would make you hesitate on this
pains | Good to hear the expansion is moving. What's the one issue you'd most like off your plate?
pains | That's a lot going on at once. Of everything you listed, which problem loses you the most sleep?
pains | I'm curious, what made you take this call today, was something not working?
pains | Appreciate you being straight with me. Is there anything we haven't addressed yet that would hold you back?
pains | Fair enough on wanting three bids. Help me understand what's bugging you most about the current setup.
pains | no problem what's the biggest challenge you're dealing with right now
metrics | Okay, that makes sense on the staffing side. What's your OEE running on the filler line right now?
metrics | Thanks for sharing that. How much unplanned downtime are you logging in a typical month?
metrics | got it what's your yield on the fryer line
metrics | That number you mentioned earlier, the eighty percent uptime, was that for the whole plant or just line two?
metrics | Appreciate the context. Do you track scrap rates by shift, and where do they sit today?
metrics | I hear you on the pressure from corporate. What KPIs are they holding you to this year?
metrics | Makes sense. How many bottles per minute is the capper actually averaging versus nameplate?
metrics | Sure, I'll make a note of that. What percentage of packs is the checkweigher kicking out as rejects?
metrics | ok and what's your mean time between failures on the palletizer roughly
metrics | Good to know the case packer is new. How close is it getting to its rated speed?
metrics | No, that makes total sense given the recall last year. Help me understand how you measure line efficiency, is it from the MES or off paper logs?
metrics | Okay, fair. What's your giveaway looking like on the baggers, in grams per bag?
metrics | Interesting about the night shift. Are the numbers noticeably different between days and nights?
metrics | how many stops per shift are you seeing on the labeler
metrics | Thanks, that's clear. I'm curious what your average line speed is on the tray sealer versus what you'd like it to be.
metrics | Yeah, that's a common story with older lines. What does your downtime tracking show as the top three causes?
metrics | Right, understood on the vendor side. What's your current throughput on the spiral freezer in pounds per hour?
metrics | Before we dig into the proposal, remind me, what was the baseline efficiency you gave us last time?
metrics | so roughly what percentage of your run time is lost to stops
metrics | No problem, I'll follow up on the drawings. Do you have a target for first-pass yield on the thermoformer line?
budget | Thanks, that helps on the timing. Is there money set aside for this project already?
budget | Okay, so the metal detector is the newer piece, good. Has this been approved in the capital plan for this year?
budget | is there budget for this or would it come out of next year
budget | Makes sense that finance is cautious right now. Roughly what range have you earmarked for packaging upgrades?
budget | Right, so the old filler is on its last legs. Is replacing it in this year's capex, or are you still fighting for the funds?
budget | Got it on the approval chain. How much is set aside for the whole line, ballpark?
budget | I appreciate the candor. Is the money already allocated, or does it depend on how Q3 goes?
budget | Sure, we can get you references. On the funding side, is this coming out of capital or your maintenance spend?
budget | ok are the funds already there or still to be requested
budget | Fair point about the tariffs. Did you build any contingency into the number you have for this?
budget | That's a big project. Is there a dollar figure you're working within for phase one?
budget | Thanks for sharing the plan. Are you working with a fixed allocation this fiscal year, or is it flexible?
budget | Going back to what you mentioned about the corporate freeze, does that apply to projects like this one too?
budget | Yeah, I get that. If the right solution came along, is there room in the capital plan for it?
budget | Okay, good to know. Will you need to submit a capex request, or has that already been done?
budget | so what kind of budget are we talking about here
budget | Appreciate that. Is the money for the x-ray upgrade part of the same pot as the checkweighers?
budget | Helpful, thanks. Is there any risk the funding gets pulled back if the year goes sideways?
budget | Um, before I put numbers together for you, what are you working with in terms of spend on this?
budget | alright and has finance already carved out the funds for the robot cell
authority | Thanks, that's helpful on the budget side. Who else would need to be in the room to approve it?
authority | Fair, and we'll come back to the warranty piece. Who has the final say on an equipment purchase like this?
authority | who signs off on a project this size
authority | Alright, that's really useful. What's your role on this project, are you the one leading it?
authority | Right, so the plant manager is involved. Is this coming out of his budget or yours?
authority | Got it on the timing. Up to what amount can you approve on your own?
authority | Makes sense to loop in engineering. Beyond you and Mark, who else gets a vote on this?
authority | I hear you on the pushback from corporate. Is there someone at head office who can overrule the plant on this?
authority | ok and is the ops director the one who'd put pen to paper
authority | That's fair. Whose name ends up on the PO at the end of the day?
authority | Good to hear the team liked the demo. Is the VP of operations going to weigh in before we get to an order?
authority | Thanks for the tour last week. I'm curious, who usually champions capital projects at this site?
authority | Going back to what you said about the quality manager, does she have veto power on new equipment?
authority | Sure, I'll send the spec sheet. Who would be the economic buyer here, you or someone above you?
authority | so is it your call or does it go up the chain
authority | Okay, understood. With the proposal on the table, who besides you needs to be comfortable with it?
authority | Fair enough, new CFO, new rules. Does she personally need to approve anything over a certain amount?
authority | Okay, so corporate owns the standards, got it. Whose budget does the maintenance contract sit under?
authority | Help me understand who owns this one, is it plant level or corporate?
authority | got it so who else should i be talking to besides you
timeline | Thanks, that's a good overview. When are you hoping to have the new line running?
timeline | Okay, so the freezer is running warm already. How soon do you need a fix in place?
timeline | are you buying this year or is this more of a next year thing
timeline | Okay, so that's the current state. Do you have any projects coming up in the next six months?
timeline | Right, the audit is in the fall. Does the new detector need to be in before that?
timeline | Okay, I think I've got the lay of the land now. What's driving the date you mentioned, is it a customer launch?
timeline | I hear you on the holidays. Is there a shutdown window we should be planning around?
timeline | ok so what's the target start up date
timeline | Got it. If everything lines up, how quickly would you want to place the order?
timeline | Appreciate it. Going back to the go-live you mentioned, is that a hard date or more of a goal?
timeline | Fair enough on the lead time. Is there a date this has to be settled by for you to hit your launch?
timeline | Sounds like a packed quarter. Where does this sit on your calendar relative to the other projects?
timeline | Good to know about the new SKU. Is that launching this spring or later in the year?
timeline | so how fast are you looking to move on this
timeline | Understood on the approvals. Realistically, how many weeks out are we from a PO?
timeline | Good, so we're on the same page about the scope. Are you aiming to have this sorted before your busy season starts?
timeline | I'm curious, is this a right-now problem or a next-year problem for you?
timeline | Okay, with the proposal in front of you, are you still aiming for an order before quarter end?
timeline | Yeah, that tracks with what we see. How long before the old capper just can't keep up anymore?
timeline | alright and when does the new plant need to be producing
decision_process | Thanks, that clears up who's involved. Walk me through the steps between now and a purchase order.
decision_process | Totally, and your team clearly knows that machine inside out. Do you need three bids for a project like this?
decision_process | what would make one proposal stand out over the others
decision_process | Right, so corporate has a committee. What does that group need to see before they'll move it forward?
decision_process | Right, I'll get you the references after the call. What could kill this on your end, even if you and I both like it?
decision_process | I appreciate you sharing that. How does a project like this usually get approved at your company?
decision_process | Makes sense to involve engineering. Is there a formal trial you'd need to run before moving forward?
decision_process | ok what criteria are you using to compare the options
decision_process | Fair enough on the timing. Once you give the nod, what does it take to get the PO issued?
decision_process | That's helpful. Going back to the capex review you mentioned, what does the paperwork look like for that?
decision_process | Good to hear it went well with the team. Is there a procurement review after you pick a vendor?
decision_process | Sure, I'll get that spec over. How are you going to weigh price against service when you score these?
decision_process | Good, that matches what your engineer told me. With the proposal on the table, what's left to happen before you can fix the order?
decision_process | so does this go through purchasing or straight from the plant
decision_process | I figured as much with the frozen side. I'm curious how the approval went the last time your team bought a big piece of equipment.
decision_process | Okay, understood on the board. Does the project need a formal business case before it goes up?
decision_process | Appreciate the candor. Is there anything on the internal side that could slow this down once you say yes?
decision_process | Talk me through how your team will go from a shortlist to a final pick.
decision_process | Right, I hear you on the safety side. Does an EHS review have to happen before any order goes out?
decision_process | alright so what's the process from here to a signed order
competitors | Makes sense, you don't want to touch that line during peak. Who are you working with on the packaging side today?
competitors | Okay, makes sense. Are you looking at anyone else for the x-ray system?
competitors | who else is bidding on this
competitors | Right, so you've had the same fryer vendor for years. What do you like about working with them?
competitors | Totally, and your team clearly knows that machine inside out. Does their bid cover installation, or is that extra?
competitors | I hear you on the budget. Have you thought about picking up a used palletizer instead?
competitors | Okay, I'll make sure our engineer sees that. Is building the conveyor system in house an option your team is considering?
competitors | ok how many suppliers do you usually keep in play on a project like this
competitors | Okay, that's a helpful way to put it. How does our quote stack up against the other one you got, at least on scope?
competitors | Appreciate you being upfront. What would it take for you to move away from your current checkweigher supplier?
competitors | Good, I'll make sure the spec sheet reflects that. Going back to the other vendor you mentioned, are they offering the same warranty?
competitors | Sure, I'll send references. I'm curious, did the other bidder propose a robot or a conventional palletizer?
competitors | Yeah, that's common. Is the incumbent on your approved vendor list, or is everyone starting fresh?
competitors | so is it just us and the other guys or are there more in the mix
competitors | Thanks, good to know on the timeline. Who did you buy the current tray sealer from?
competitors | Oh nice, congrats on landing that co-pack account. Is it possible you'd just rebuild the existing labeler rather than buy new?
competitors | Um, yeah, that's fair. What did the other companies you've talked to get right that we haven't so far?
competitors | Help me understand how you'd compare us against a local integrator.
competitors | Okay, switching gears for a second. Are you also talking to the big European OEMs on this one?
competitors | got it and does their proposal include spare parts or just the machine
food_safety | Thanks, that helps on the layout. How are you handling allergens between runs on the fryer line?
food_safety | Okay, makes sense. Where does product tend to hide on the current slicer when you sanitize it?
food_safety | how do you control foreign material on the bagging line today
food_safety | Right, so you had a finding last audit. Was it a sanitation issue or something on the environmental swabs?
food_safety | I appreciate you being honest about where things stand. How long does your wet clean take on the tray sealer each night?
food_safety | I hear you on the listeria worries. Where are you swabbing most often in the RTE area?
food_safety | Good point about the retailer audits. Are you running the metal detector as a CCP, or is that handled upstream?
food_safety | ok what's your biggest hygienic design concern with the current conveyors
food_safety | Right, I know the auditors have been tougher this year. Have you had any foreign body complaints from customers in the last year?
food_safety | That's helpful on the staffing. What does your sanitation crew struggle with most on the spiral freezer?
food_safety | Fair point on the budget. Are you separating peanut and non-peanut products by line, or by schedule?
food_safety | Going back to the glass fragment you mentioned, how did that get past the x-ray?
food_safety | Sure, I'll get you drawings. Do you need the new filler to be fully washdown rated for your sanitation program?
food_safety | so how are you verifying the cip actually got everything clean
food_safety | Thanks, I know that's a lot of detail to rattle off. I'm curious how you validate the pasteurizer kill step today.
food_safety | Understood, nobody likes surprises on freight. Are there any spots on the case packer where debris builds up that your team can't reach?
food_safety | Yeah, that's a tough one. How are you keeping raw and cooked product apart in the new layout?
food_safety | Walk me through how your team handles a positive pathogen swab near the line.
food_safety | Right, before we finalize the proposal, are there any allergen controls we need to design around on the new thermoformer?
food_safety | got it and are you seeing any issues with hard plastic getting into product
compliance | Thanks for the background. Which scheme is the plant certified to, SQF or BRC?
compliance | Fair, the lead times have been crazy for everyone. How did your last audit go?
compliance | what does your auditor want to see on new equipment
compliance | Right, so you export to Canada. What does your importer need from you in terms of documentation?
compliance | Right, I know the auditors have been tougher this year. Do your big retail customers require any specific validation files for new equipment?
compliance | I hear you on the paperwork. Is the plant FSSC 22000 now, or are you still on SQF?
compliance | Good, that matches what your engineer told me. Does the pasteurizer need 3-A certification for your dairy customers?
compliance | ok are you gfsi certified at this site
compliance | That makes sense, especially with the new retailer. Are you expecting an unannounced audit this year?
compliance | Sure thing, I'll put that in the notes. Going back to the non-conformance you mentioned, what did the auditor ask you to change?
compliance | Wow, eighteen SKUs on one line is a lot. Will you need a declaration of conformity for the x-ray unit before it goes into production?
compliance | Sure, I can pull together the certs. What does your customer's supplier audit typically look for on equipment?
compliance | Huh, I didn't realize the plant was that old. Are you under FSMA preventive controls, or is your exposure more on the USDA side?
compliance | so what documents does your qa team need from a new equipment vendor
compliance | Thanks for the patience, I know you've got a line waiting. I'm curious, does your importer ask for FSVP records on the ingredients you bring in?
compliance | Fair, and I don't want to oversell anything here. Do you need UL or CSA marking on the control panels for your inspectors?
compliance | Interesting about the customer visit. Did they flag anything in their audit report that new equipment would need to address?
compliance | Tell me what your BRC auditor said about the checkweigher records.
compliance | Right, so with the proposal in hand, is there any certification paperwork you'd need from us for your audit file?
compliance | got it is the site brc grade a right now
maintenance | Okay, switching to the other side of the plant for a sec. How often is your team doing PMs on the fryer?
maintenance | Got it, so nights are the weak spot. Who does the maintenance on the palletizer, your people or the OEM?
maintenance | how often is the capper breaking down these days
maintenance | Right, so parts are a problem. How long does it usually take to get a spare for the labeler?
maintenance | Good point about the retailer audits. Do you keep a spare parts stock on site for the case packer?
maintenance | I hear you on the night shift. What does your maintenance crew spend most of its time fixing?
maintenance | Ha, yeah, the old palletizer sounds like a character. Are you running a CMMS, or are PMs still tracked on paper?
maintenance | ok what wears out fastest on the thermoformer
maintenance | Appreciate that. How much of your maintenance is planned versus firefighting?
maintenance | Cool, and thanks for the tour of the numbers. Going back to the bearing failures you mentioned, how often are you replacing them?
maintenance | Fair enough. Do your techs rebuild the filler valves themselves, or do you send them out?
maintenance | Sure, I'll check on that. I'm curious how your team handles lubrication on the spiral freezer.
maintenance | Yeah, that's tough. How long has it been since the x-ray unit had a proper overhaul?
maintenance | so how many hours a week goes into pm on the ovens
maintenance | Thanks for the detail. Would your techs be comfortable taking over the PM schedule on a new tray sealer?
maintenance | Okay, understood on the budget. What's the biggest recurring repair on the conveyors?
maintenance | Interesting. Is there a planned shutdown each year where you do the heavy rebuilds?
maintenance | Give me a feel for what a typical PM looks like on the checkweighers and detectors.
maintenance | Now that you've had the proposal a few days, is the PM schedule we laid out something your team can keep up with?
maintenance | got it and are you still rebuilding the pump seals on the cip skid every month
changeover | Makes sense about the night shift being thin. On the sealer itself, how long does a film change take you?
changeover | Good, I'll make sure the spec sheet reflects that. How long does it take to switch the filler from the 12 ounce to the 20 ounce bottle?
changeover | how many changeovers are you doing per day on the labeler
changeover | Right, so SKU count is going up. How many format changes a week are you seeing on the case packer?
changeover | Yep, makes sense with a plant that size. Walk me through what happens when you switch the bagger to a new bag size.
changeover | I hear you on the budget being tight. What part of swapping products on the thermoformer eats the most time?
changeover | Yeah, I can imagine, you know, with everything going on. Are your change parts tool-less on the capper, or do the guys need wrenches?
changeover | ok what goes wrong when you change over the palletizer pattern
changeover | Good, so we're on the same page about the scope. Is it one operator doing the format change, or does it take a team?
changeover | That lines up with what we hear from other snack plants. Going back to the forty-five minutes you mentioned, is that from last good case to first good case?
changeover | I appreciate you being honest about where things stand. How are you storing and tracking the change parts between runs?
changeover | Sure, I'll send that. I'm curious how many product switches a day you're planning once the new SKUs launch.
changeover | Yeah, I get it. When you go from one recipe to the next on the oven, is that set from the HMI or is it manual adjustments?
changeover | so how long is the line down when you switch flavors
changeover | Okay, understood on the timeline. How much of your switchover time is the cleaning versus the mechanical adjustments?
changeover | Thanks for the context. Do your operators run size changes on the checkweigher themselves?
changeover | Interesting about the new tray sizes. How many tool sets will you be swapping between on the sealer?
changeover | Help me understand what a typical format swap looks like on the filler from start to finish.
changeover | Right, with the proposal in hand, does the twenty-minute switch time we talked about line up with what you need?
changeover | got it and how often are you changing the label rolls mid run
staffing | Thanks, that's helpful on the layout. How big is your team on the packaging floor?
staffing | Okay, so the metal detector is the newer piece, good. How many operators are you running per shift on the fryer line?
staffing | are you having trouble finding people for the night shift
staffing | Right, so turnover has been rough. How long does it take to get a new operator up to speed?
staffing | Okay, so the second line is the bottleneck. How many people are hand packing at the end of the line right now?
staffing | I hear you on the overtime. Are you short on maintenance techs too, or mostly on operators?
staffing | Makes sense. Help me understand how you staff nights on the palletizing end.
staffing | ok how many temps are you relying on during peak
staffing | Appreciate it. Do you have anyone in house who's comfortable programming robots?
staffing | That's helpful. Going back to the labor shortage, how many open positions do you have right now?
staffing | Fair enough on the contract terms. Are the operators on the line union?
staffing | Sure, I'll send that over. I'm curious how many people it takes to run the case packer today.
staffing | Yeah, that's tough. Are you cross-training people across lines, or does everyone kind of stay put?
staffing | so how many people would you want to free up with automation
staffing | Okay, so corporate owns the standards, got it. Do you have a dedicated QA tech on each shift to watch the x-ray?
staffing | No, that makes total sense given the recall last year. What's the shift pattern, are people on eights or twelves?
staffing | Interesting, I hadn't heard that. Is it hard to keep people on the sanitation crew?
staffing | Paint me a picture of what your labor situation looks like going into the holidays.
staffing | Looking at the proposal, how would you redeploy the two people the robot frees up?
staffing | got it and how many folks are on your maintenance team total
quality | Thanks, that helps. What kind of complaints are you getting from customers on the sealed trays?
quality | Right, I'll get you the references after the call. How consistent is the fill level coming off the filler?
quality | are you seeing leakers on the thermoformer packs
quality | Right, so the retailer pushed back. Was it color on the fried product, or breakage?
quality | Huh, I didn't realize the plant was that old. How often are labels coming off crooked or missing?
quality | I hear you on the pressure. What are your biggest defects on the oven line?
quality | Makes sense. How are you checking cap torque today, by hand or inline?
quality | ok how many holds did qa put on product last month
quality | Honestly, that's more common than people think. Are the seal failures mostly wrinkles in the film or weak seal strength?
quality | That's helpful. Going back to the underweight packs you mentioned, are they getting caught or going out to customers?
quality | Fair, the lead times have been crazy for everyone. How uniform is the freeze coming out of the spiral, any soft centers?
quality | Sure, I'll get the spec sheet over. I'm curious how your customers grade product appearance, is there a spec you have to hit?
quality | I can get you the drawings by Friday, no problem. Are you seeing crushed cases coming out of the palletizer?
quality | so what's the main reason product gets downgraded
quality | Yeah, I remember you mentioned the new warehouse. Do you have a handle on why the bake color varies from one end of the oven to the other?
quality | Got it, so nights are the weak spot. How are you catching misprinted date codes before they ship?
quality | Interesting about the returns. Are those mostly packaging issues or the product itself?
quality | Walk me through how your QA team checks seal integrity on the baggers.
quality | Right, before we close this out, is there a specific defect rate the new filler has to hold for your customers?
quality | got it and how many customer complaints did you get on broken product this year
price | Understood, I'll keep the follow-up short. What were you expecting to pay for a system like this?
price | Okay, makes sense on the scope. Does the number in our proposal land where you thought it would?
price | what price range did you have in mind for the checkweigher
price | Right, so you've had a few days with our quote. How does the figure sit with you?
price | Got it on the budget. Is it the installed number that matters to you, or the machine only?
price | I hear you on the sticker shock. What number would you need to see on the quote to feel good about it?
price | Thanks for the patience, I know you've got a line waiting. Did you expect the robot cell to come in higher or lower than it did?
price | ok what did you end up paying for the last filler you bought
price | Appreciate the honesty. Is the cost of the optional reject conveyor in line with what you were thinking?
price | I hear that a lot from plants your size. Going back to the ballpark you mentioned last time, was that for the palletizer alone or the full cell?
price | Fair point on the freight. What were you picturing paying for the x-ray unit itself?
price | Sure, I understand. I'm curious, is our quote for the tray sealer higher than you expected?
price | Thanks for pulling those numbers, by the way. Does the cost of the machine itself feel reasonable to you, leaving the options aside?
price | so is the number on the proposal something you can live with
price | Okay, so the second line is the bottleneck. Roughly what would you expect a spiral freezer this size to run?
price | Alright, so the ovens are pretty well dialed in. Is the price per line what you were expecting, or is it the total that's the issue?
price | Yep, makes sense with a plant that size. When you priced out the bagger in your head, what figure did you land on?
price | Help me understand how the numbers on the proposal compare to what you had in mind.
price | With the quote in front of you, does the conveyor line item look high to you?
price | got it and does the quote for the capper look about right to you
roi | Okay, that's clear. What does an hour of downtime on the filler cost you?
roi | Yeah, I can imagine, you know, with everything going on. What would it be worth to get two hours back on every shift?
roi | how much are you spending on overtime because of the palletizer going down
roi | Right, so the labeler jams a lot. What's that doing to you in lost product every month?
roi | Right, and I don't blame you for being careful after that. If the giveaway on the baggers dropped by a gram, what would that mean in dollars over a year?
roi | I hear you on the scrap. Roughly what does a bad week of scrap set you back?
roi | Wow, eighteen SKUs on one line is a lot. What payback period does your finance team expect on a project like this?
roi | ok what's a rejected load worth to you when a customer sends it back
roi | Right, the labor thing comes up on pretty much every call I have. How much are you spending on spare parts for the old capper each year?
roi | That's a great point about the sanitation crew. Going back to the three people on hand packing, what's that running you annually with benefits?
roi | Understood, I'll keep the follow-up short. If the x-ray caught the bones before they shipped, what would you avoid in claims and chargebacks?
roi | Sure, I'll run the numbers. I'm curious what one missed truck does to your bottom line.
roi | Yeah, that's painful. What did that recall end up setting you back all in?
roi | so what's the hit when the freezer goes down for a shift
roi | Yeah, I remember you mentioned the new warehouse. If you could get the line to run at rated speed, what would the extra output mean for revenue?
roi | Um, yeah, that's fair. What are you paying in energy on the old oven compared to what you'd expect from a newer one?
roi | Interesting about the chargebacks. How much did retailers take off your invoices last year for short shipments?
roi | Talk me through the financial hit of a failed seal batch, start to finish.
roi | Right, with the proposal on the table, does the payback we showed line up with how your CFO looks at it?
roi | got it and what would cutting the changeover in half be worth on that line
installation | Thanks, that helps. How much room do you have on the floor for the new palletizer?
installation | Okay, makes sense. Would you want the install done over a weekend shutdown?
installation | do you have the power and air already run to where the filler would go
installation | Right, so the building is older. Are there any doorways or ceiling heights we'd need to worry about getting the freezer in?
installation | I figured as much with the frozen side. Would your team handle the rigging, or do you want us to bring our own crew?
installation | I hear you on the tight schedule. How much downtime can you give us while we tie the new conveyors into the line?
installation | Cool, that's helpful on the layout side. Do you have a preferred electrical contractor for hooking up the new equipment?
installation | ok who on your side would coordinate the install with our crew
installation | Right, the labor thing comes up on pretty much every call I have. Is the floor drainage in that area set up for a washdown machine?
installation | Thanks for being patient with all my questions. Going back to the mezzanine you mentioned, would the x-ray need to sit underneath it?
installation | Fair enough. Would the new line go in beside the old one, or does the old one have to come out first?
installation | Sure, we can send a layout. I'm curious whether you'd want startup and commissioning done by our techs or by your integrator.
installation | Yeah, that's common. Is there a crane or a forklift on site big enough to set the oven?
installation | so how long of a shutdown could you give us to get it all hooked up
installation | Thanks. Does the CIP skid need to be plumbed into your existing lines, or is it standalone?
installation | Okay, understood. Are there any permits your city needs before we start the site work?
installation | Interesting about the new building. Will the slab be poured and cured by the time the robots ship?
installation | Give me a sense of what the site prep looks like before our crew shows up.
installation | Last thing on the proposal, does the four-day install plan work with your production schedule?
installation | got it and is there a loading dock close to the packaging room for getting the equipment in
support | Gotcha, I'll send the case study on that tonight. What kind of service response do you need when a machine goes down at 2 a.m.?
support | Thanks for pulling those numbers, by the way. How important is it to have a tech within a few hours' drive?
support | how has the support been from your current vendor
support | Right, so the last OEM was slow to respond. What would good service look like to you?
support | Got it. Would you want remote diagnostics so we can log into the HMI when something faults?
support | I hear you on training. How much operator training would you want us to do at startup?
support | Makes sense. Do you need phone support around the clock, or is business hours enough?
support | ok would you want a tech on site for the first few weeks after startup
support | Understood on the corporate standards. Going back to the parts delays, would a local parts depot make a difference for you?
support | That's helpful. You'd want a field engineer on site for the first production run, right?
support | Makes sense, you don't want to touch that line during peak. How did the previous supplier handle training when people turned over?
support | Sure, I'll check availability. I'm curious what your expectations are for response time on a breakdown.
support | That's really good to hear about the line speeds. Does your team prefer a single point of contact for service, or a general hotline?
support | so how fast does someone need to be on site if the x-ray goes down
support | Thanks, that paints a clear picture. Would refresher training once a year be useful for your maintenance crew?
support | Let me jump to something else real quick. How do you feel about video support, where a tech walks your guy through it on a phone?
support | Interesting about the language issue. Would you need Spanish-speaking trainers on the floor?
support | Tell me what went wrong with the service on the old fryer.
support | Right, with the proposal in hand, is the service level in there enough, or do you want a faster response?
support | got it and is there anyone you can call today if the capper goes down on a sunday
contract | Fair, and we'll come back to the warranty piece. What payment terms does your company usually work with on equipment?
contract | Cool, that's helpful on the layout side. Would you want a fixed-price service agreement, or time and materials?
contract | how long of a warranty are you expecting on a machine like this
contract | Right, so legal is picky. Are there any terms in our standard agreement they usually push back on?
contract | Great, that's one less thing to worry about. Would you want an uptime guarantee written into the agreement?
contract | I hear you on cash flow. Would a deposit with the balance at acceptance work, or do you need something different?
contract | Fair, and I don't want to oversell anything here. Do you usually negotiate penalties for late delivery into your purchase terms?
contract | ok are you thinking net 30 or net 60 on this
contract | Perfect, that gives me a good baseline. Going back to the warranty, would you want it to start at shipment or at acceptance?
contract | I can get you the drawings by Friday, no problem. Is a multi-year service contract something you'd want bundled in?
contract | Sounds good, I'll loop in our service manager on that. Do you have your own T&Cs you'd want us to work from, or can we use ours?
contract | Sure, I'll flag that. I'm curious how your company handles the liability cap in equipment deals.
contract | That's a great point about the sanitation crew. Would you want the acceptance criteria spelled out in the agreement, like a set speed over a 72-hour run?
contract | so would you want spare parts pricing locked in for a few years in the agreement
contract | Great, so the detectors are all fairly new. Would you need the site acceptance test tied to the final payment?
contract | That lines up with what we hear from other snack plants. Is a ten percent down payment workable for you?
contract | Cool, and thanks for the tour of the numbers. Does your company require performance bonds on projects this size?
contract | Help me understand what your procurement team needs to see in the warranty language.
contract | On the proposal we sent Monday, are the payment milestones we laid out something you can work with?
contract | got it and would you want the extended warranty on the freezer or just the standard one
tariffs | Thanks, that helps. Are you worried about duties on equipment coming in from Europe?
tariffs | Gotcha, so the second shift is mostly temps. Would you want us to handle customs clearance, or do you have a broker?
tariffs | do the tariffs on steel affect how you're thinking about this purchase
tariffs | Right, so the machine is built in Italy. Would you prefer the quote in euros or dollars?
tariffs | Okay, switching to the other side of the plant for a sec. Who usually carries the import duties on your purchases, you or the vendor?
tariffs | I hear you on the exchange rate. Would you want it locked in US dollars to take the currency risk off the table?
tariffs | Sure thing, I'll put that in the notes. Has your company had equipment held up at the border before?
tariffs | ok is the section 301 stuff a concern for the parts coming from china
tariffs | Thanks for being patient with all my questions. Going back to the Canadian plant, would the equipment be shipped across the border from the US side?
tariffs | Appreciate the quick answer. Do you have a customs broker you already work with for equipment?
tariffs | Understood on the corporate standards. You'd want the duties included in the delivered price, right?
tariffs | Sure, I'll ask our logistics team. I'm curious whether DDP or ex works terms make more sense for you on the import.
tariffs | Yeah, it's been a moving target. How are the new duties on imported components affecting your capital projects?
tariffs | so are you seeing the tariff changes show up in your equipment quotes
tariffs | Interesting, most of the bakeries I talk to run it the other way. Would a machine assembled in the US but with German parts change the duty picture for you?
tariffs | Great, so the detectors are all fairly new. Do you need a USMCA certificate of origin to avoid the duty on the Mexico shipment?
tariffs | Interesting about the peso. Is currency swing something your finance team builds into equipment buys?
tariffs | I'd love to hear how your company handled the duties on the last imported filler.
tariffs | Now that the proposal is on your desk, are you comfortable with the duty estimate we included for the thermoformer?
tariffs | got it and would a currency clause in the quote help with the euro risk
next_step | Thanks, this has been really helpful. Could we set up a time for me to come walk the line?
next_step | Right, and I don't blame you for being careful after that. Would a demo at our test center in Ohio be useful for your team?
next_step | can we get twenty minutes next week to go over a layout
next_step | Right, so engineering wants to see it run. Would a trial with your product on our filler work for them?
next_step | Alright, that's really useful. What's the best next step from here on your side?
next_step | I hear you on being swamped. Would a short call Thursday to go through the numbers with your plant manager make sense?
next_step | Okay, I'll make sure our engineer sees that. Would it help to visit a plant that's running the same palletizer?
next_step | ok what should happen after this call
next_step | Appreciate your time today. How about I send a summary and we regroup early next week?
next_step | That's helpful. Going back to the sample run you mentioned, could we ship you test packs from the tray sealer?
next_step | I hear you, nobody wants another project that drags on. Would a video call with our applications engineer be a good follow-up?
next_step | Sure, I'll get that over. I'm curious, would a site survey before we finalize the layout be useful?
next_step | Yeah, let's keep it moving. Should I put together a proposal for you to review with the team?
next_step | so where do we go from here
next_step | That makes sense, especially with the new retailer. Can we get your QA manager on a call to talk through the x-ray validation?
next_step | Okay, understood. Would it make sense to get your maintenance lead on a call with our service manager?
next_step | Interesting about the expo. Will you be at Pack Expo, and could we meet at our booth?
next_step | So what would you want to see next from us, a demo, a reference call, or something else?
next_step | Right, with the proposal on the table, can we set a follow-up for Friday to go over your questions?
next_step | got it would tuesday at ten work for a quick follow up
rapport | Thanks for making time. How long have you been at the plant?
rapport | Nice, sounds like your team's been busy. How did you get into food manufacturing in the first place?
rapport | how's your week going so far
rapport | Right, sounds like a crazy month. How are you holding up with everything going on?
rapport | That's a tough spot to be in, for sure. What did you do before you took over operations here?
rapport | I hear you on the commute. Are you from that area originally?
rapport | Thanks, I know that's a lot of detail to rattle off. What's the best part of the job for you?
rapport | ok how long have you been in plant management
rapport | Okay cool. Going back to what you said about starting as an operator, what made you move into engineering?
rapport | That's great. You came over from the beverage side, right?
rapport | Fair enough, it's been a long day. Did you get any time off over the summer?
rapport | Sure, no rush. I'm curious what keeps you in this industry after all these years.
rapport | Yeah, I remember you mentioned the new role. How's the transition been for you personally?
rapport | so what does a typical day look like for you
rapport | Appreciate the quick answer. What's your background, more mechanical or more food science?
rapport | Perfect, I'll note the voltage on our side. How are you finding the new position so far?
rapport | Interesting, you were at a dairy before. What was that like compared to this?
rapport | Tell me a bit about your path to this role.
rapport | Right, before we get into the proposal, how was the trip out to the other site?
rapport | got it and how long have you been with the company

# A nineteenth writer, given only docs/nlu-labels.md: cold and discovery calls as a speech recogniser writes them,
# the reaction running straight into the question.
operations | yeah no that makes sense so how many lines are you actually running out there right now
operations | ok cool good to know about the night crew um so after the fryer where does product go does it hit the baggers straight or is there like a buffer table
operations | Got it, thanks. Walk me through a typical day on line two, from the first batch to the last case off the palletizer.
operations | right right so uh are you guys on three shifts or is it more like two and then a sanitation shift
operations | I hear you on the staffing being thin um what kinda volume are you pushing through the ovens in a normal week?
operations | Oh nice, ready meals are a big category right now. What else is running on the tray sealer besides those?
operations | interesting we see that a lot with older palletizers so does the case packer feed it directly or is somebody hand stacking in between
operations | cool cool um just so i've got a picture in my head how many skus are you running across the the filling lines
operations | that's helpful on the budget side thanks um give me a feel for the layout like where's the x-ray sit relative to the checkweigher
operations | I mean that's pretty common honestly. Are you running seven days, or do you shut down on weekends?
operations | love that so i'm curious the spiral freezer is it feeding one packaging line or both of them
operations | sure sure and uh what speed do you normally run the capper at like two hundred a minute or
operations | Gotcha. And you're mostly co-packing, or do you have your own brands going down those lines too?
operations | that's fair about the auditor um help me understand how product gets from the pasteurizer to the fillers is it all piped or are you toting it over
operations | Okay, one more thing on the plant itself. Roughly how many square feet are we talking?
operations | no totally and uh the robots you mentioned are they doing pick and place or the end of line stuff
operations | ah ok that's a long run of conveyor so between the thermoformer and the labeler is that all original to the building or has some been added since
operations | So you're running the bakery stuff and the frozen on the same floor right?
operations | makes sense with the new retailer coming on so how do orders get scheduled onto the lines do you plan the week out or go day by day
operations | Thanks for that. What does the end of the line look like, full pallets or a lot of mixed loads?
pains | yeah that sounds rough um so if you had to pick one what's the biggest headache on the floor right now
pains | Okay, I appreciate you being straight with me. What's still kinda holding you back on this?
pains | right and on the packaging end what's the stuff that keeps you up at night
pains | Fair enough on the lead time. Is price the sticking point, or is there something else bugging you?
pains | gotcha um if you could wave a magic wand and fix one thing in the plant tomorrow what would it be
pains | mm that makes sense with the new owners coming in so uh what isn't working the way you want it to right now
pains | okay so going back to what you said about last quarter being kinda messy what was actually going wrong
pains | no i get it the board wants a clean story so any hesitations i should know about before this goes in front of them
pains | sure and like what's the one thing your operators complain about the most when you walk the floor
pains | Totally so what made you even pick up the phone today like what's broke?
pains | I hear you. What part of the proposal still doesn't sit right with you?
pains | the install plan sounds solid to me um are there any concerns on your side we haven't talked through yet
pains | ok so where's the pain really coming from right now is it people equipment or something else
pains | Appreciate that. I'm curious, what frustrates you most about how the plant runs today?
pains | right and uh if nothing changes over the next year what problem gets worse
pains | got it so what would need to be true for you to feel good saying yes to this
pains | i mean every plant's got something so what's been kinda nagging at you lately
pains | Okay, thanks for walking me through the numbers. What's the one issue you'd want us to go after first?
pains | ah that's fair on the schedule um what's your gut telling you about the proposal like what's giving you pause
pains | that makes sense on the warranty so is there anything about us specifically that worries you
metrics | okay so on the filler what kind of efficiency are you seeing like oee wise
metrics | Yeah that's actually not bad for a line that old um what's uptime looking like on the tray sealer most weeks?
metrics | right so how many bags a minute is the bagger actually doing versus what its rated for
metrics | gotcha and do you track giveaway on the checkweigher like what percent over are you running on average
metrics | Makes sense, that's a tough auditor. What's the reject rate on the x-ray these days?
metrics | mm ok so ballpark how many hours of unplanned downtime did you have last month
metrics | sure um that number you mentioned earlier the sixty eight percent is that all lines or just the fryer line
metrics | no that's helpful on the budget so how are you measuring output on the palletizer cases per hour or pallets per shift
metrics | uh huh and roughly what's your yield coming out of the ovens
metrics | right so like how often does the capper jam on a typical shift would you say
metrics | Okay cool. Does corporate hold you to a target for line efficiency, or is that set at the plant?
metrics | yeah totally um do you track mean time between failures on the case packer and if so where's it at
metrics | Interesting so in a week how much product is getting kicked by the metal detector ballpark?
metrics | Thanks for that. On average, how many cases are you shipping a day across the whole site?
metrics | got it so what's the scrap rate look like on the thermoformer on the film side
metrics | ah ok and on the spiral freezer what kinda pounds per hour are you getting out of it right now
metrics | fair enough on the vendor stuff um what numbers do you report up every week like what's on the dashboard
metrics | okay and uh when the line stops how long does the average stop last like five minutes or more like thirty
metrics | That's good context on the energy side. Is anybody tracking kilowatt hours per ton on the ovens?
metrics | makes sense um just so i understand the gap where's efficiency today and where would you want it to be
budget | okay that makes sense on the sealer so is there money set aside this year or is this more a next year thing
budget | gotcha um do you have a capex number in mind for the packaging upgrade
budget | yeah no totally so is this already in the plan or would the money need to be found
budget | Fair. Roughly what range did you budget for the end-of-line project?
budget | Right so uh is the funding actually approved or is that still kinda up in the air?
budget | Ok, on the money side, do you have a ballpark of what's been allocated?
budget | sure and does this come out of capital or more like the maintenance opex bucket
budget | that's helpful on the install um when the fiscal year resets do you get a new pot for equipment or is it already spoken for
budget | hm ok i figured the audit was driving it so is there budget for the x-ray this year or are we fighting for dollars
budget | i get that so like how much room do you have to play with for a project this size
budget | okay and um if the quote came in higher than planned is there any flex in what's set aside
budget | Thanks. Has corporate actually earmarked anything for the line two upgrade yet?
budget | yeah makes sense so is there money there for both the capper and the labeler or just one of them
budget | Got it. Are we talking six figures you've got set aside, or smaller than that?
budget | right and uh is this year's capital plan already locked or is there still some left in it
budget | okay so going back to the funding you mentioned is that a firm number or more of a placeholder
budget | No I hear you so do you have dollars for the install too or just the equipment itself?
budget | mm ok realistically what kinda spend can the plant absorb this year without a fight
budget | That's fair. Do you have funds reserved for automation, or would this compete with other projects for the same pot?
budget | so you've got something set aside for the new sealer already right
authority | Thanks, that's helpful on the budget side. Who else would need to be in the room to approve it?
authority | yeah no got it so at the end of the day whose call is this
authority | right so uh on something this size who has the final say
authority | Makes sense. Besides you, who else gets a vote on which filler you go with?
authority | gotcha and what's your role on this project exactly like are you running point
authority | ok so is this something you can approve yourself or does it go up to the gm
authority | i hear you on the lead times um how much can you sign off on without going to corporate
authority | sure um whose budget is the packaging line under
authority | Right like is the plant manager the one who ultimately pulls the trigger or is it somebody at corporate?
authority | Cool. Does your VP of ops have to put their name on this too?
authority | okay so going back to what you said about the board who on the board actually cares about this one
authority | That's fair. Who's the person who could say no to this even if you love it?
authority | mm ok so is engineering leading this or is it you and the ops team
authority | yeah totally um who's the one that signs the po at the end of the day
authority | got it so if we get this over the line who's holding the pen
authority | right and uh at this dollar amount does the cfo get involved or does it stop with you
authority | No, makes sense. Does anyone in QA or food safety have veto power on equipment picks?
authority | ah ok you're the decision maker on this one right or is there somebody above you
authority | ok cool the trial sounds good so whose desk does the proposal land on in the end
authority | appreciate that so who besides you has to be on board for this to go anywhere
timeline | Okay so when are you hoping to have the new capper up and running?
timeline | yeah that makes sense um is this something you're looking at for this year or more of a next year thing
timeline | right so what's driving the date is there a product launch or something you're working toward
timeline | Got it. Are you guys buying this year, or is this still exploratory?
timeline | gotcha so how soon would the x-ray have to be in to make that retailer deadline
timeline | ok and do you have any projects coming up in the next six months on the packaging side
timeline | sure um what month does the line need to be back online by
timeline | I hear you on the budget. How fast are you trying to move on this?
timeline | mm okay is there a shutdown window you're targeting for this kinda work
timeline | right so if everything lined up on your end how soon would you want the palletizer on the floor
timeline | no totally um what's the urgency here is it a right now thing or a when we get to it thing
timeline | Thanks. Is there a hard date behind this, or is it more of a soft target?
timeline | Okay so going back to that holiday peak you mentioned does the new fryer need to be running before that?
timeline | Yeah, I mean, lead times are what they are. How far out are you planning this?
timeline | cool so are we talking weeks months or is this a next fiscal year kinda project
timeline | got it and uh how long have you got before the old sealer really has to come out
timeline | that makes sense on the operators so is the summer shutdown still the plan or did that move
timeline | right and like how long could you keep limping along on the current bagger before it has to go
timeline | okay so you'd want this in before the new contract starts up in the spring right
timeline | Sure, sure. What's the soonest you could realistically take delivery of something like this?
decision_process | okay great so walk me through what happens between now and a po on your end
decision_process | yeah no that's helpful um do you guys need three bids for something like this
decision_process | right so what does approval look like for a capital project this size
decision_process | Got it. What would make one proposal stand out from the others you're looking at?
decision_process | Gotcha so is there a capex committee that reviews this and how often do they meet?
decision_process | ok and what criteria are you gonna use to pick between the vendors
decision_process | sure um what could kill this on your end even if you want it
decision_process | Makes sense on the reject rate. Do you usually run a trial before committing to something like a checkweigher?
decision_process | i hear you so like once you say yes internally what are the steps after that
decision_process | right so after engineering looks at it where does it go next
decision_process | mm okay does procurement run a formal rfq or is it more informal
decision_process | That's fair. How did the last equipment purchase get through, start to finish?
decision_process | okay so going back to the review you mentioned what does legal and procurement actually need to see
decision_process | yeah totally um how are you gonna weigh price against uptime when you compare bids
decision_process | Cool. Does this need a formal business case written up before it moves?
decision_process | got it and is there anything that could slow this down internally like a spending freeze or a reorg
decision_process | No that makes sense so once the plant signs off does it still go through a corporate review?
decision_process | ah ok what's the process for getting a po cut once everyone's aligned
decision_process | right and uh do you score vendors on like a weighted matrix or is it more of a gut call
decision_process | okay so you'd have to take this through the capital review board first right
competitors | okay cool so who else are you talking to on this
competitors | yeah no that makes sense on the speeds um who built the filler you've got now
competitors | right so are you looking at other vendors for the x-ray or is it just us
competitors | Got it. Does their bid include installation, or is that separate?
competitors | gotcha so have you thought about just building the conveyor section in house with your own guys
competitors | ok and would you consider used equipment at all or only new
competitors | Sure um on a project like this how many suppliers do you usually keep in play?
competitors | i hear you so like what do you actually like about the incumbent on the case packer
competitors | mm okay the other quote you mentioned is that from the same folks who did your palletizer
competitors | Right. So what's the other company offering that we're not?
competitors | that's fair um are you happy with who supplies your sealers now or is that part of why we're talking
competitors | Interesting. Have you looked at any of the European robot integrators for this?
competitors | okay so going back to the other bid does it come with a service agreement or just the machine
competitors | yeah totally um is there an oem you're leaning toward right now
competitors | cool so who's in the mix for the checkweigher
competitors | Got it. Is your current labeler supplier bidding on the replacement too?
competitors | no makes sense so are you weighing us against like a rebuild of the old fryer
competitors | ah ok so what's the other vendor telling you on lead time for their bagger
competitors | Right and like have you worked with anybody local on the cip side or just the big names?
competitors | okay so you've already got a quote in from someone else right
food_safety | oh wow that's a lot of product through one slicer so when you clean it where could stuff hide
food_safety | yeah for sure um how are you handling allergens between runs on the fryer line
food_safety | mhm and after a shift what does sanitation look like on the tray sealer
food_safety | Understood. What kind of foreign material worries you most, metal, glass, bone?
food_safety | alright so how often are you swabbing for listeria around the spiral freezer
food_safety | oh interesting so is the metal detector catching everything or are you seeing stuff slip through
food_safety | that tracks um on the cip skid how do you verify the clean actually got everything
food_safety | huh okay in your opinion what's the biggest contamination risk on that line
food_safety | Going back to the allergen recall you mentioned, what was the root cause there?
food_safety | Nice nice so are the conveyors built for wet washdown or is that a problem for you?
food_safety | no worries um how do you keep raw and cooked separated on the floor
food_safety | Thanks for that. Where are your critical control points on the pasteurizer line?
food_safety | oof yeah so when the auditor flagged those harborage points what did they actually find
food_safety | good to know on the staffing so what are you using right now to pick up bone fragments
food_safety | wow ok so are there spots on the baggers that are just a pain to get clean
food_safety | Yep. And do you run peanut and tree nut on the same equipment as everything else?
food_safety | makes total sense so how are you validating the kill step on the fryer
food_safety | right and uh any issues with condensation dripping onto product in the freezer area
food_safety | so you'd want the x-ray picking up glass and stone too not just metal right
food_safety | okay switching gears a sec um how's the hygienic design on the old filler like are there dead legs in the piping
compliance | Ok quick one which scheme are you certified to sqf brc something else?
compliance | for sure that makes sense um how did your last audit go
compliance | right so before new equipment goes live what does the auditor want to see
compliance | Perfect. Are you FSSC or SQF at this site?
compliance | alright and does your big retail customer have any requirements around x-ray validation
compliance | mhm so does the new pasteurizer have to be 3-a for you
compliance | sure um what paperwork would your importer need from us for fsvp
compliance | i hear you on the shutdown so like when's your next brc audit
compliance | Huh, ok. Were there any non-conformances last time we should know about?
compliance | oh gotcha so the ccp records do those need to come off the checkweigher electronically for your customer
compliance | that's fair um does corporate have a list of equipment standards we'd have to meet
compliance | Thanks. What documentation would your customer expect to see on the metal detector?
compliance | Going back to that audit you mentioned did they write anything up on record keeping?
compliance | yeah totally um does the machine need to be ce or ul listed for you
compliance | Cool. Are you under USDA inspection at this plant, or FDA?
compliance | good to know and does your insurance carrier or osha have anything to say about guarding on the robot cell
compliance | no makes sense so what does a customer audit look like for you do they come on sight every year
compliance | ah ok would you need a declaration of conformity for the food contact parts
compliance | oh nice and are you already gfsi certified or still working toward it
compliance | okay so you'd need validation files for the new sealer before your customer signs off right
maintenance | awesome so who's doing pm on the fillers right now in house or outside
maintenance | yeah no that makes sense um how often does the capper need a full rebuild
maintenance | Haha yeah I've heard that one before so what's the spare parts situation like on the case packer?
maintenance | Got it. Are you doing preventive maintenance or mostly fixing things as they break?
maintenance | oh wow so how many hours a week is your crew putting into the palletizer alone
maintenance | ok and are you on a cmms or is it all paper
maintenance | sure um on the bagger what wears out first the jaws or the film drive
maintenance | right on so like how old is the fryer and how often are you replacing the belt
maintenance | mm okay going back to the bearings you mentioned are those failing on a schedule or kinda randomly
maintenance | Understood. On the ovens, do your own techs do the work or do you bring in outside folks?
maintenance | that's fair um how long does it take to get parts for the old labeler these days
maintenance | Interesting. How do you schedule PMs around production right now?
maintenance | okay so is there a lube schedule on the conveyors or is it more as needed
maintenance | yep totally um what's the hardest thing to keep running on the spiral freezer
maintenance | Cool so how often are you swapping out the knifes on the thermoformer?
maintenance | i mean that's the classic one so does the cip skid get much attention or does it just kinda run
maintenance | no makes sense so when the robot faults who goes out and resets it
maintenance | Alright. Do you keep critical spares on site, or order as you go?
maintenance | right and uh would you say your maintenance is mostly planned or mostly reactive
maintenance | so the plates on the pasteurizer those get opened up once a year right
changeover | makes sense about the night shift being thin so on the sealer itself how long does a film change take you
changeover | yeah for sure um how many times a day are you switching products on the filler
changeover | walk me through going from the twelve ounce to the sixteen ounce on the capper
changeover | Got it. What usually goes wrong when you change over the labeler?
changeover | gotcha so between flavors on the fryer how long is the line down
changeover | Ok and do you need tools to swap the change parts on the case packer or is it tool less?
changeover | huh okay how many format changes are you doing a week on the thermoformer
changeover | i hear you so like who does the size changes on the bagger operators or maintenance
changeover | Going back to the ninety minutes you mentioned, is that just mechanical or does it include the clean down?
changeover | oh interesting so when you switch pallet patterns on the palletizer how does that go
changeover | that's fair um are your changeovers getting longer with all the new skus
changeover | Thanks. After a product switch, how long does it take to get the checkweigher dialed back in?
changeover | okay so on the tray sealer how many tooling sets are you swapping in a week
changeover | yeah totally um what's eating most of the time when you go from one product to the next
changeover | cool so do you put the short runs on one line and the long ones on another to cut down on switching
changeover | alright and after a new run starts on the oven how long till you're making good product
changeover | No, makes sense. Is recipe loading automatic on the HMI, or are people keying in the settings by hand?
changeover | Ah ok what's the longest change you do like the one everybody dreads?
changeover | oof right and uh how many minutes you losing on the labeler every time the roll size changes
changeover | okay so you're doing like six or seven changeovers a shift on the filler right
staffing | okay so how big is your team on the packaging side
staffing | yeah no that makes sense um how many operators does it take to run the case packer today
staffing | right and are you having trouble finding people for nights
staffing | Got it. How many people are on the line per shift?
staffing | gotcha so what's turnover looking like with your operators
staffing | oh wow ok do you have enough maintenance techs or are you short their too
staffing | yeah no that makes total sense so on the baggers how many of your guys can actually set one up
staffing | I hear you so like are you using temp labor at all on the end of line?
staffing | mm okay going back to the retirements you mentioned how many experienced people are you losing this year
staffing | right so if the palletizer went in where would those hand stackers end up
staffing | That's fair. How long does it take to get a new operator trained up on the filler?
staffing | Interesting. Do you have someone on staff who knows robots, or would that be new for you?
staffing | alright so how many heads are you running on the checkweigher and the reject station
staffing | yeah totally um is it tough to get people to stay on the freezer side with the cold
staffing | cool so are you running overtime to cover the gaps right now
staffing | got it and who on your crew is kinda the go to person for the hmi stuff
staffing | Good to know. Are you union or non-union at this plant?
staffing | ah ok is hiring getting any easier out your way or still rough
staffing | right and uh how many people you got on sanitation each night
staffing | So you're down like four people on second shift right?
quality | okay so what kind of quality complaints are you getting from customers these days
quality | for sure um how consistent are your fill levels on the filler
quality | right so are you seeing leakers coming off the tray sealer
quality | Got it. How often are you seeing crooked or missing labels?
quality | huh interesting so what's behind the color variation out of the fryer
quality | ok and are the seals on the bags holding up or are you getting returns
quality | sure um how do you catch under fills before they leave the building
quality | I hear you on the price. What does your customer hold you to on cap torque?
quality | mm okay going back to the rework you mentioned what's the usual defect
quality | oh gotcha so are you getting broken product coming off the case packer
quality | That's fair um how even is the bake across the oven belt?
quality | Thanks. Any product holds lately because of package defects?
quality | when a lot fails inspection what does that usually come down to
quality | yeah totally um is the freezer giving you any ice crystal or texture issues
quality | Cool. How are you checking seal integrity today, destructive testing or vision?
quality | got it and are the date codes printing clean or are you getting smudges
quality | no makes sense so do the retailers ever complain about crushed cases
quality | ah ok how tight does the weight have to be for your customer to be happy
quality | right and uh what does your qa team flag most often on the thermoformed packs
quality | so you'd want a vision check on the labeler to catch wrong labels right
price | alright so on the filler what are you expecting to pay for something like this
price | Okay, I know you've had a day or two with it. Did the number in the proposal land where you expected?
price | Yeah the rigging's always a headache um what's a fair number in your head for the palletizer?
price | Good to know on the old one. What did you pay for the last checkweigher you bought?
price | thanks for being upfront so is the quote we sent in the range you had in mind
price | hmm ok so what would you need to see on the number to feel good about it
price | makes sense the crew's stretched so is it the installed figure that surprised you or the base machine
price | I hear you on the timing. How far off are we on the sealer quote?
price | going back to that figure you mentioned was that per machine or for the whole line
price | oh for sure robots are a big jump so what kinda investment were you picturing for a cell
price | no that's fair um what number would get this across the line for you
price | Interesting. Where did you expect the x-ray to come in?
price | okay so does the one eighty six feel high or is it about where you figured
price | yep totally um would you rather see the spare parts kit priced separately or bundled in
price | Right so when you look at the quote is it the base unit that looks heavy or the options on top?
price | cool and ballpark what were you expecting the cip skid to run
price | got it so is the freight and rigging line whats throwing the total off for you
price | ah ok how do you usually like to see quotes broken out
price | that's a good point on the film um what were you hoping to hear for the bagger
price | so you're thinking something under one fifty for the case packer right
roi | okay so on the filler what does an hour of downtime cost you
roi | Yeah, that makes sense. What would it be worth to get two hours back every shift?
roi | oh man that capper again um how much are you spending on overtime to cover for it
roi | Got it. What's the giveaway on the checkweigher running you in dollars a year?
roi | sure so if the line ran at eighty five instead of seventy what does that mean for revenue
roi | Ok and what are spare parts on the old palletizer running you every year?
roi | that's helpful on the approvals um what kind of payback does corporate need to see on something like this
roi | i hear you so like how much money walks out the door every time the x-ray kicks good product
roi | mm okay going back to that recall you mentioned what did that end up setting you back
roi | right so if you didn't need the hand stackers anymore what does that free up dollar wise
roi | wow ok how many dollars of product are you tossing from bad seals each month
roi | Thanks. What does a missed truck to your big customer do to you financially?
roi | alright so what return does your cfo want to see before he'll even look at it
roi | yeah totally um if changeovers dropped to twenty minutes what's that extra capacity worth to you
roi | Fair enough. What does a lost shift on the fryer line run you, roughly?
roi | got it and how much are you eating in chargebacks for mislabeled cases
roi | No makes sense so how quick does something have to pay for itself before it gets a look?
roi | huh ok what are those old ovens doing to your energy bill
roi | right and uh what's the dollar hit when the spiral freezer goes down for a day
roi | so you'd be looking at like a two year payback minimum right
installation | okay so how much floor space have you got for the new palletizer
installation | Understood on the budget. What would an install window look like for you guys?
installation | right so who does the rigging would that be your side or do you want us to handle it
installation | Got it. Do you already have power and air at that end of the line?
installation | yeah the old filler's tired for sure so how many days could you have the line down to put the new one in
installation | ok and is there a door big enough to get the freezer sections in or are we going through a wall
installation | sure um would you want us handling the tie in to your existing conveyors
installation | I hear you so like does the floor need any work before the x-ray goes in drains or anything?
installation | mm okay going back to the weekend install you mentioned is that a hard constraint
installation | Nice. For the hookup, do you have your own electricians or do you use a contractor?
installation | that's fair um are there ceiling height issues where the robot cell would go
installation | Thanks. Who on your side would manage the install from the plant end?
installation | okay so do you want the machine pre wired and tested before it ships or are you ok with final wiring on site
installation | oh interesting um how tight is the footprint next to the case packer
installation | cool so what does commissioning need to look like for you to feel good about start up
installation | got it and do you need us to pull out and scrap the old sealer as part of the job
installation | no makes sense so can trucks get to the dock we'd be unloading at or is that tricky
installation | ah ok is there a steam shutdown we'd need to coordinate to tie in the pasteurizer
installation | Right and uh how many of your people would be around during start up to help?
installation | so you'd want us doing the anchoring and leveling not your crew right
support | okay so when a machine goes down how fast do you need someone on site
support | yeah no that makes sense um what kind of response time do you expect when you call in with a problem
support | Right. Is remote support something your IT team would even allow?
support | Got it. Would you want operator training included, or do you handle that in house?
support | gotcha so how important is 24 7 phone support for the night shift
support | good to know on the install so do you need a tech local to you or is someone a few hours away fine
support | sure um when something faults at 2 am how do your guys usually get help
support | i hear you so like would a remote login to the hmi be useful for troubleshooting
support | mm okay going back to that bad service experience you mentioned what did you need that you didn't get
support | Oh for sure the capper's a different animal so how much training would your maintenance folks want on it?
support | that's fair um is next day shipping on parts enough or do you need them stocked close by
support | Thanks for that. What does good support look like to you after the install?
support | okay so would you want a resident tech for the first few weeks after start up
support | yeah totally um do you want refresher training every year or just at handover
support | Makes sense. Who from your team would usually be calling our help desk?
support | got it and how do you feel about video calls for troubleshooting instead of a site visit
support | no makes sense so are your techs comfortable working through it with an engineer on the phone or do they want someone there
support | ah ok how do you want manuals and documentation delivered paper or digital
support | right and uh would spanish language training matter for your operators
support | so you'd need someone who can be there same day if the line's down right
contract | Okay so what kind of payment terms are you guys used to?
contract | Yeah, that makes sense. How long a warranty would you need to see on the filler?
contract | right so would you want a service agreement bundled in or kept separate
contract | Got it. Are you okay with 30 percent down and the balance at delivery?
contract | that's good news on the trial so does your legal team have standard terms they'll want us to sign
contract | ok and do you usually ask for an uptime guarantee in writing
contract | sure um how do you feel about late delivery penalties being in there
contract | I hear you. Are net 60 terms a must for you?
contract | mm okay going back to the warranty you mentioned is two years the minimum or a nice to have
contract | right so would you lease this or buy it outright
contract | that's fair um what does your procurement usually want in the acceptance clause
contract | Thanks. How long a service contract would you want, one year or three?
contract | okay so is there anything in our t's and c's that's gonna be a problem for your lawyers
contract | Yeah totally um do you need a performance guarantee tied to the final payment?
contract | huh ok how do you usually handle liability language for damage during start up
contract | got it and would you want spare parts pricing locked in for a few years
contract | no makes sense so do you need milestone payments or is one payment at acceptance easier
contract | ah ok are you open to a multi year maintenance agreement
contract | oh nice the line drawings look good um how much retention do you usually hold back till sat
contract | so you'd want the warranty to start at acceptance not at shipment right
tariffs | okay so is the duty on the european equipment something you've looked into
tariffs | yeah no that makes sense um who handles customs on your end for imported machines
tariffs | Right so would you want us to quote ddp or are you fine with ex works?
tariffs | Got it. How worried are you about tariffs on steel going up before this ships?
tariffs | that's fair on the lead time so do you want this priced in dollars or euros
tariffs | ok and has your broker given you a number on import duties for the x-ray
tariffs | sure um if it's priced in euros how exposed are you to the exchange rate moving
tariffs | i hear you so like does country of origin matter for you with all the trade stuff going on
tariffs | Going back to the Section 301 thing you mentioned, does that hit the robots too?
tariffs | right so would you want us carrying the duty risk or split it
tariffs | oh gotcha um is your company already set up as importer of record
tariffs | Thanks. Have tariffs changed how you think about buying from overseas?
tariffs | okay so do you work with a customs broker or would you want us to handle that
tariffs | yeah totally um would locking the exchange rate at order help on your side
tariffs | Cool so are the conveyor parts from canada coming in duty free under usmca or are you paying on them?
tariffs | got it and do you know what hts code your broker's using for the fillers
tariffs | no makes sense so if tariffs on chinese components go up again how does that hit you
tariffs | Ah, ok. Is the Canadian dollar swing something your finance team worries about on this?
tariffs | right and uh have you had shipments stuck at the border lately with the new rules
tariffs | so you'd want the price to include duties landed at your dock right
next_step | okay so what makes sense as a next step from here
next_step | yeah no that makes sense um could we get your engineer on a call next week
next_step | right so would it help to see one running at a plant near you
next_step | Got it. Can I come walk the line sometime next week?
next_step | gotcha so would a trial on your own product be useful
next_step | Ok and what happens after this call on your side?
next_step | Sounds like maintenance is the bottleneck. How about we set up a demo with your maintenance lead?
next_step | i hear you so like would it make sense to send some samples to our lab for a test run
next_step | mm okay going back to the visit you mentioned when could we get out there
next_step | right so should we put thirty minutes on the calendar with your plant manager
next_step | that's fair um what would you want to see from us before we talk again
next_step | Thanks. Would a virtual demo work for your team, or do you want to see it in person?
next_step | okay so do you want me to send the proposal over and follow up friday
next_step | yeah totally um is there a good day for a quick follow up once you've talked to your team
next_step | cool so would you want to come out to our shop and see a machine running your film
next_step | got it and where do we go from here
next_step | No, makes sense. Could we do a quick video call Thursday with your quality lead?
next_step | Ah ok would it help if I put you in touch with a customer running the same sealer?
next_step | right and uh what's the best way to keep this moving after today
next_step | so let's plan on a trial run at your place in march sound good
rapport | ok the shift pattern makes sense so how long have you been at the plant yourself
rapport | yeah no that makes sense um how'd you end up in food manufacturing anyway
rapport | Wow, two audits in one month. How's your week going with all that on your plate?
rapport | Ha, fair enough. How long have you been in plant management?
rapport | gotcha so what were you doing before this role
rapport | ok and are you from that area originally
rapport | sure the budget stuff can wait a sec um what do you enjoy most about the job
rapport | i hear you so like how's the new role treating you since the promotion
rapport | Mm okay going back to when you said you started on the floor what was that like?
rapport | right so busy season must be crazy for you personally how are you holding up
rapport | that's fair um did you come up through maintenance or engineering
rapport | Thanks for sharing that. What got you into this industry in the first place?
rapport | okay so before we dig into the fillers how long have you been on the ops side over there
rapport | yeah totally um are you getting any time off this summer
rapport | cool so you mentioned you were at a dairy before how'd you like that compared to this
rapport | got it and how's life been since you moved over to this site
rapport | no makes sense on the timing so what's the best part of the job for you day to day
rapport | ah ok so you've been there like fifteen years now right
rapport | right and uh what's your background like before you got into ops
rapport | ha yeah the weather's been brutal so how are things with you anyway its been a while

# A twentieth writer, given only docs/nlu-labels.md: closing meetings with a proposal on the table, reps of many
# backgrounds recapping a point of the proposal before asking.
operations | Understood on the payment schedule, thirty percent down works for us as well. Before I finalise the line items, how many SKUs are actually running across the two fryer lines today?
operations | so the quote has the case packer rated at twenty cases a minute just to recap what does your line actually push through on a normal day
operations | Brilliant, cheers for clearing that up on freight. Remind me, is the new checkweigher going on line three or on the older bottling line?
operations | no worries mate ill fix that in the revision are you lot running five days or seven on the pasteurizer at the moment
operations | Okay, so in the proposal we've got the tray sealer fed straight off your existing thermoformer. How does product get from one to the other today, conveyor or by hand?
operations | thank you sir that is noted please tell how many shifts the filling hall is running presently
operations | Good, then the warranty part is clear. So, actually, what daily output do you plan for the spiral freezer after the expansion?
operations | ok perfect ingeniero on the layout side is the palletizer going to take cases from both lines or only from line two
operations | Appreciate you walking me through the approval piece. Help me picture the end of the line for a second, what happens to a pallet once it's wrapped?
operations | right so the quote assumes one robot cell handling both bag sizes is that how you run the baggers today or are they split
operations | Just so the start-up plan lines up with reality, you're running two crews on the oven line, right?
operations | I know we've spent most of the hour on payment terms. Walk me through a typical week on the capper, what goes through it and in what order?
operations | fair enough on the duties question well come back to it what kind of containers are you filling mostly glass or pet
operations | The line items put the metal detector at the end of the conveyor, after the bagger. Is that where your detection point sits now, or is it further up?
operations | Sounds good, I'll tidy that up. One more thing on the wash side, how many circuits does the CIP skid have to serve on a normal production day?
operations | yeah good stuff on the lead time whats the product mix looking like on the labeler these days still mostly the sauces
operations | So, the proposal prices a single-lane x-ray. Only to check, you run one product stream through there, or do you merge lanes upstream?
operations | yes understood regarding the start up support what all products are being run on the thermoformer currently
operations | Perfecto, that helps a lot. And the second plant in Queretaro, does it make the same product range or something different?
operations | I'm curious, before we lock the scope, how much of your fryer capacity is actually being used on a given shift?
pains | Okay, so the proposal is on the table: two cappers, the spares kit and ten days of start-up support. What's still holding you back from saying yes?
pains | honestly it feels like something is bugging you about this whats the hesitation
pains | Cheers for being straight with me on the budget. Is there anything in the proposal that doesn't sit right with you?
pains | Thanks, good to hear the warranty terms work. Apart from that, what's keeping you up at night on the plant floor these days?
pains | no dramas on the freight we can sort that what else is giving you grief on the line right now
pains | Is the price the sticking point here, or is it something else?
pains | So, the quotation is clear now on payment and on lead time. Tell me honestly, which concerns do you still have?
pains | so any doubts remaining from your side on the proposal
pains | I hear you on the board meeting. Setting that aside, which problems in the plant are you most hoping this project fixes?
pains | ok perfecto so aside from the timing is there anything else that worries you about the proposal
pains | Fair point about the old checkweigher. Broadly, though, what's the biggest headache in the plant this year?
pains | Good. Also, I would like to know, is there a reservation you have not told me yet? It is better we talk about it now than after.
pains | if you had to name the one thing thats making you nervous about this deal what would it be
pains | We've gone through the line items pretty thoroughly now. What would have to change for you to feel comfortable with it?
pains | Appreciate that. Going back to what you said at the start about a rough year, what are the main problems you're still dealing with?
pains | right then whats the bit youre least sure about
pains | Look, I'd rather hear it now than after you've gone to the board. Any hesitations I should know about?
pains | so weve agreed the duties and the freight terms mate whats left thats stopping you
pains | Gracias for the honesty. What else in the operation is frustrating you right now, beyond the fryer?
pains | Thank you for the detailed feedback on the proposal. What other challenges is your team facing at the plant at present?
metrics | Understood on freight. So we can put a baseline in the proposal, what OEE are you seeing on the filling line right now?
metrics | the warranty clause talks about ninety five percent availability what uptime does the current capper actually give you
metrics | Right, cheers. Do you track reject rates on the checkweigher, or is that more of a gut feel?
metrics | Good, so for the acceptance test we need a number. How many packs per minute does the tray sealer really do, not on paper but on a normal shift?
metrics | ok so on the performance guarantee how are you measuring downtime today is it the mes or the operators writing it down
metrics | Okay, so the quotation guarantees 45 bags a minute per bagger at acceptance. What is the current output per hour on the baggers, so we can put the same baseline in?
metrics | Makes sense about the start-up dates. What's your yield on the fryer line at the moment, roughly?
metrics | mate before we lock the site acceptance test in what sort of numbers are you getting off the palletizer per hour
metrics | That helps on the payment milestones. So the guarantee means something, what line efficiency are you seeing after a typical weekend?
metrics | So the proposal promises a twenty percent gain in throughput. Twenty percent of what, though, what's your current number on the labeler?
metrics | perfect then what is the scrap percentage you are getting on the thermoformer these days
metrics | Which KPIs does your plant manager look at every morning, the ones this project will be judged on?
metrics | Going back to that number you mentioned, the four percent give-away, is that measured across all lines or only the filler?
metrics | okay so youre tracking mtbf on the spiral freezer right
metrics | Splendid. How many unplanned stops a week would you say the case packer has?
metrics | Also, for the performance clause, what is a realistic target for first-pass yield on the oven line in your view?
metrics | Before we write the acceptance criteria, help me understand how you count a good case versus a reject on that line.
metrics | yeah no thats fair whats the average run rate on the cappers per shift
metrics | Vale, on the guarantee, what false reject rate do you get on the current metal detector?
metrics | the start up plan says we hit rated speed in week two so what speed are you running at now on the pasteurizer
budget | Okay, so the total comes to 412,000 with installation. Is there money set aside for this in this year's capex?
budget | right so just being practical has this project actually been budgeted or are we still waiting on that
budget | Brilliant, that clears up the lead time. How much have you got earmarked for the end-of-line work in total?
budget | Sir, one small clarification, the allocation for the x-ray system, is it already approved in the current financial year?
budget | too easy well sort the freight what have you got to play with for the case packer and the robot cell together
budget | Kindly confirm whether the allocation for the x-ray system is already approved in the current financial year.
budget | Good, the warranty is clear then. And the spending envelope, is it fixed, or is there some flex if the scope grows?
budget | mate roughly what have you got to play with for the case packer and the robot cell together
budget | I hear you on the board. Is the capital for the thermoformer already allocated, or does it still have to be requested?
budget | ok perfect and do you have a range youre working with for the two fillers
budget | So the freight and the duties add about eighteen thousand on top of the machine. Does your budget cover landed cost, or only the equipment itself?
budget | Just to be sure, do the funds for this sit in opex or capex on your side?
budget | thats fair on the start up support is there anything left in the pot for spares or is it just the machine
budget | Understood. Has any funding been set aside for the CIP upgrade yet, or is that still open?
budget | Right, so if the spiral freezer comes in above what you've set aside, how much headroom is there?
budget | Claro. Just to recap, the number we discussed was 280,000 including the start-up days and the spares kit. Is that inside what you have planned for this year?
budget | yes understood what is the total capex amount sanctioned for the packaging line project
budget | Good to know about the audit. On the money side, is there budget this year or are we talking next year?
budget | before we go through the line items again are you working to a set figure for the project
budget | Okay, fair enough on tariffs. Has finance already released the funds for the labeler, or is that still pending?
authority | Okay, so the proposal is with you and the payment terms are agreed. Who actually puts their name on the PO at the end?
authority | thanks for that on the warranty who else has a say before this gets approved
authority | Cheers. Is it you who has the final word on the palletizer, or does it go up to the ops director?
authority | Actually I wanted to understand, up to what amount are you able to approve on your own?
authority | look just so im not wasting anyones time is this your call or the plant managers
authority | Good, then the freight is sorted. Who in your company owns the capex budget for packaging?
authority | Right, the quote is a bit over half a million with installation. Is that above your signing limit?
authority | mate who else do we need to get across this before it goes through
authority | Understood on lead time. Is anyone from corporate engineering going to weigh in on the x-ray choice?
authority | ok perfect and on your side who approves the final spec of the filler
authority | Makes sense about the start-up support. What's your role on this project exactly, are you leading it?
authority | Who would need to be in the room when we present the revised proposal?
authority | I'm curious, does the finance director have a veto on this, or is it more advisory?
authority | the line items are pretty much final now who is the person that gives the green light
authority | Also, the owner, does he get involved in a purchase of this size, or does he leave it to you?
authority | Okay perfect. That helps on the duties side. Is procurement the one who signs, or do they just process it?
authority | So, the warranty extension needs approval from somebody on your side, yes? Who is that person?
authority | Going back to what you said about the regional VP, is she the one with the last say?
authority | Perfect, gracias. Whose budget does the case packer come out of, yours or the plant's?
authority | besides yourself who else will be evaluating the proposal from the technical side
timeline | Okay, lead time on the fryer is fourteen weeks from the deposit. When do you need it running?
timeline | so working back from the shutdown in august when would the order need to go in on your side
timeline | Lovely, thanks for that. Is there a date this has to be live by, like a new retail contract starting?
timeline | The proposal assumes installation in your Christmas shutdown. Is that still the window you're aiming for?
timeline | so basically by which month you are planning to place the order
timeline | Makes sense on the budget. Are you buying this year, or is it more of a next year thing?
timeline | mate how soon are you hoping to have the robot cell up and running
timeline | So, the lead time is sixteen weeks. Is there an event driving the start-up, a new customer or an audit?
timeline | ok perfect so how fast do you need the checkweigher on site
timeline | Right, understood on the warranty. What's the latest the thermoformer could arrive and still be useful to you?
timeline | Do you have any other projects coming up that would push this one back?
timeline | thanks on the freight whats the target go live for the new line
timeline | Good. Also, for our planning, in which quarter do you expect to place the order?
timeline | Going back to the launch you mentioned for the new yoghurt range, how far out is that now?
timeline | I'm curious how urgent this really is for you, is it a this-quarter thing or can it wait?
timeline | So to recap the payment schedule, thirty percent on order, sixty on delivery, ten on acceptance, and that works if the PO lands by the end of the month. Is that realistic for your schedule?
timeline | Brilliant. And the pasteurizer, you'd want that commissioned before the summer peak, right?
timeline | the freight quote is only valid till june so when are you looking to pull the trigger
timeline | Got it about the duties. How long have you got before the old labeler really has to come out?
timeline | Okay, fair enough. Realistically, how many weeks after the PO could your team take delivery of the spiral freezer?
decision_process | Okay, the proposal is in your hands now. What are the steps between here and a purchase order?
decision_process | so does this have to go through a capex committee or can it be approved at plant level
decision_process | Cheers. Do you need three bids for something like the case packer, or is single source fine?
decision_process | Exactly, this is the point. What would make one proposal stand out over the others when you compare them?
decision_process | please explain me the approval process for capital equipment in your organisation
decision_process | Good, so the warranty is settled. What could kill this on your end, even if you like it?
decision_process | yeah nah fair enough how does a purchase like this usually get over the line at your place
decision_process | Understood on the lead time. Once you've got the revised quote, does it go to procurement first or straight to finance?
decision_process | ok perfect what criteria will you use to choose between the two x-ray offers
decision_process | Right, so the payment schedule is drafted. Does it need a trial on your line before the committee will approve it?
decision_process | thanks on the freight side walk me through what happens after you submit the capex request
decision_process | Going back to the board meeting you mentioned, what do they need to see from us for it to pass?
decision_process | Also, do you do a formal scoring of suppliers, and how is it weighted?
decision_process | I'm curious, have you bought a line like this before, and how did that process go?
decision_process | that all makes sense on start up support how many rounds of review does a proposal usually go through there
decision_process | Just so I can plan, is there a formal tender for the filler, or is it negotiated directly?
decision_process | Muy bien. How does the PO get issued once it's approved, is it through SAP with a vendor setup first?
decision_process | Okay, we've covered the line items. Is there a justification form your team has to fill in for head office before anything moves?
decision_process | right so what has to happen internally for you to fix the order this month
decision_process | Help me understand how the final choice gets made, is it a vote, or does engineering recommend and finance follows?
competitors | Okay, you mentioned another quote on the table. Does their bid cover installation and start-up, or is that extra?
competitors | who else are you looking at for the tray sealer
competitors | Right then. Is the incumbent being asked to quote on this as well?
competitors | one doubt sir which other vendors have submitted offers for the checkweigher
competitors | mate are you also looking at second hand palletizers or is it new only
competitors | Understood on the freight. Are the other suppliers quoting ex works or delivered?
competitors | Good, so the warranty we offer is two years. What are the others offering?
competitors | ok perfect and the other offer is it from a european or a local manufacturer
competitors | Right, I've heard you're talking to the Italian lot too. How does their lead time compare?
competitors | Have you considered building the conveyor system in house with your own fabricators?
competitors | thanks on the budget who are you currently using for your x ray
competitors | Going back to what you said about the other proposal being cheaper, what's in their scope that isn't in ours, or the other way round?
competitors | I'm curious, how many suppliers do you usually keep in play on a project like this?
competitors | so is it just us and one other in the running or is it wider than that
competitors | Also, the machine you have today on the capping line, which brand is it, and are they quoting the replacement?
competitors | Okay, so our proposal includes the spares kit, two days of operator training and the start-up engineer. Just so I'm comparing apples with apples, does their quote include the same?
competitors | Makes sense about the duties. Is the other bidder manufacturing locally, so they avoid the tariff?
competitors | that payment schedule is standard for us how does it stack up against what the others put forward
competitors | Vale. Is there a retrofit option from your current supplier that you're weighing against a new robot cell?
competitors | Fair enough mate. Who's the frontrunner at the moment, honestly?
food_safety | Okay, the proposal has the x-ray at the end of the bagging line. What foreign body issues have you had in the past year?
food_safety | the start up plan includes validation of the metal detector how often are you testing it now with the test pieces
food_safety | Cheers. Is allergen cross-contact a worry on the shared fryer line?
food_safety | Good, then let us talk about the pasteurizer. Which HACCP critical control points do you have there?
food_safety | no worries whats your process for keeping allergens out of the nut free product
food_safety | Understood on the warranty. On the hygiene side, does the filler need to be washdown rated for your sanitation crew?
food_safety | Good. Also, have you had any recalls in the last years that the new detector should help prevent?
food_safety | ok perfect what temperature does the product core need to hit in the oven for the kill step
food_safety | Right, so the tray sealer is open frame design in the line items. How are you dealing with listeria swabbing in that room today?
food_safety | just checking are there environmental monitoring findings on the spiral freezer we should design around
food_safety | Going back to that glass fragment incident you mentioned, what happened exactly?
food_safety | Makes sense about the lead time. What does your sanitation crew use on the conveyors, foam and hot water?
food_safety | I'm curious how your food safety team feels about plastic modular belting near the open product?
food_safety | thanks on the freight what is your ccp verification routine on the metal detector after the bagger
food_safety | Before we lock the spec, your pasteurizer hold time, is it validated at the current flow or will it need redoing?
food_safety | Claro que si. How does your plant handle pathogen risk on the raw side versus the cooked side?
food_safety | So the CIP skid in the proposal has automatic verification of the wash. How do you confirm today that the lines are actually clean?
food_safety | yes understood what sensitivity you require for ferrous and stainless on the metal detector
food_safety | the line items include a locked reject bin is your food safety team asking for locked rejects on the detectors
food_safety | Fair enough. Has anything ever got past your current detection, like a bit of wire or a blade fragment?
compliance | Okay, so the machine ships from Germany. Do you need it UL listed, or is CE enough for your site?
compliance | the proposal includes the validation documents does your customer require anything on top of that for their audits
compliance | Lovely. Which scheme are you certified under, BRC or SQF?
compliance | Sir, regarding the checkweigher data, is 21 CFR Part 11 compliance needed or not?
compliance | mate are there any electrical standards we need to meet for the aussie site like the as nzs stuff
compliance | Understood on the payment terms. For your importer, what paperwork do they need from us for the FSVP file?
compliance | Good. Also, the guarding on the robot cell, does it have to meet OSHA rules, or do you have stricter internal standards?
compliance | ok perfect do you need the materials declarations for the food contact parts with the delivery
compliance | Right, what did the auditor flag last time that this new line needs to put right?
compliance | Going back to the retailer audit you mentioned, what documents will they want to see for the new line?
compliance | I'm curious whether your insurer has any requirements on the spiral freezer's ammonia system?
compliance | thanks on the freight do you need the risk assessment and declaration of conformity in english and spanish
compliance | Makes sense about lead time. Is USDA inspection involved at this plant, with their own sign-off on new equipment?
compliance | so on the regulatory side is there anything in the line items your ehs team will push back on
compliance | Just to check, for exports to Canada, do they need to see CFIA paperwork from the line?
compliance | Perfecto. Does the NOM standard apply to the electrical panel in Mexico, or do you accept UL?
compliance | The warranty requires the machine to be operated per the manual and your lockout procedures. Do you have a written LOTO program we should line up with?
compliance | before we finalise which standard does your customer audit the pasteurizer records against
compliance | Also, for the GFSI audit, will the equipment documentation need to be in the file before start-up?
compliance | yeah no worries on that whats the story with the labelling regs on the new pack are you covered
maintenance | Okay, the proposal includes a two-year spares kit. How does your maintenance team handle spares today?
maintenance | the warranty assumes preventive maintenance is done on schedule do you have a cmms you track that in
maintenance | Cheers. What does the PM routine look like on the palletizer right now?
maintenance | Actually tell me how frequently the filler is going for breakdown maintenance.
maintenance | good stuff whats the worst part to keep going on the old case packer
maintenance | Understood on freight. How often do the bearings on the spiral freezer get replaced?
maintenance | Good. Also, do you do the lubrication on the conveyors yourselves, on a schedule?
maintenance | ok perfect how much of the week is the maintenance crew spending on the fryer alone
maintenance | Right, the line items have the wear parts separate. Which parts wear out fastest on your current tray sealer?
maintenance | Going back to those weekend breakdowns on the capper, what usually fails?
maintenance | I'm curious how planned versus reactive your upkeep is, if you had to put a split on it?
maintenance | thanks for that on the budget does your team rebuild the pumps on the pasteurizer in house
maintenance | Makes sense about lead time. What state are the gearboxes on the palletizer in, are they original?
maintenance | so if we include the condition monitoring option would your guys actually use the alerts or is it all run to failure now
maintenance | Just so the spares list makes sense, how long does it take to get a belt for the thermoformer today?
maintenance | Bueno. Does your planned shutdown include time for the labeler overhaul every year?
maintenance | thats fair on the duties how much time do you schedule each month for pm on the baggers
maintenance | The start-up package covers training for two technicians. What sort of repairs do your techs handle on the robots today without calling anyone?
maintenance | yes understood what is the current lubrication and greasing schedule on the oven chain
maintenance | Fair enough. Those seal jaws you keep replacing on the bagger, how often is that now?
changeover | Okay, the proposal quotes a tool-less format part set. How long does it take you to switch the filler from 500ml to one litre today?
changeover | the start up support includes changeover training how many product switches do you do per shift on the labeler
changeover | Right, so the proposal has the quick-release tooling on the sealer, which is the main reason the lead time is twelve weeks. Walk me through moving it from one tray size to another today.
changeover | Understood sir, the time being taken for a size change on the case packer, what is it currently?
changeover | mate how long is the line down when you swap the film on the thermoformer
changeover | Understood on the warranty. Between SKUs on the capper, what takes the longest, the chuck swap or the adjustments?
changeover | Good. Also, do you run a flush between flavours on the pasteurizer, and how long is it?
changeover | ok perfect how many format changes are you doing per week on the bagger
changeover | Right, so the robot in the line items has a recipe for each pallet pattern. How are you moving between patterns on the palletizer now?
changeover | Going back to what you said about losing the first hour of every shift, is that the product switch on the oven?
changeover | I'm curious, who does the setup when you change labels, operators or maintenance?
changeover | thanks on the freight whats involved in going from the small bag to the family bag on your baggers
changeover | Makes sense about the budget. After a switchover on the checkweigher, how many packs are you scrapping before it's dialled in?
changeover | so between the batter and the breaded product how long does the fryer line sit idle
changeover | Just to size the parts list, how many different tray formats do you run through the sealer across a month?
changeover | Perfecto. When you change SKU on the conveyor, do the guide rails need tools, or are they hand adjusted?
changeover | that all makes sense on the payment side and are you doing changeovers at the start of a shift or mid shift
changeover | Before we lock the spec, does the x-ray need a new product profile every time you move to a different SKU?
changeover | yes understood how many minutes is the line stopped for a size change on the labeler presently
changeover | Fair enough on lead time. What goes wrong most often when you switch formats on the filler?
staffing | Okay, the start-up package includes operator training. How many operators run the filler per shift?
staffing | the quote assumes one operator for both baggers how many people do you have on that line now
staffing | Cheers. Are you finding it hard to hire for the night shift at the moment?
staffing | Okay so what is the number of technicians available on each shift?
staffing | how big is your team on the packaging floor these days
staffing | Understood on freight. Is turnover still high on the end-of-line crew?
staffing | Good. Also, will the same people who run the palletizer now be the ones running the robot cell?
staffing | ok perfect are you using agency labour on the case packing or all your own people
staffing | Right, the business case in the proposal counts two heads freed up on hand-packing. Would those people move elsewhere, or just not be replaced?
staffing | Going back to the labour shortage you mentioned, how many positions are open right now?
staffing | I'm curious how experienced the crew on the fryer is, mostly long-timers or new starters?
staffing | thanks for that on the duties how are you covering weekends with the current headcount
staffing | Makes sense about lead time. Do you have an electrician on every shift, or only days?
staffing | so for the training days in the proposal can you free up the operators or do we need to do it across shifts
staffing | Just to size the training, how many people would need to learn the checkweigher?
staffing | Muy bien. Do your operators speak mostly Spanish on the floor, so we should train in Spanish?
staffing | yeah fair enough how stretched is the crew on the oven line with all the overtime
staffing | Before we finalise the start-up plan, do you have someone on the team who could act as line lead for the new sealer?
staffing | yes understood how many shifts and how many persons per shift for the pasteurizer area
staffing | Fair enough. Is it still hard to keep people on the thermoformer, with it being such a hot spot?
quality | Okay, the proposal guarantees fill accuracy within plus or minus one gram. What are you seeing on fill weights today?
quality | the warranty covers seal integrity are you getting leakers on the current tray sealer
quality | Quite right. How many customer complaints do you get about crooked labels?
quality | So, tell me, what are the major quality defects you are facing on the fryer line?
quality | yeah righto whats the colour consistency like on the oven product these days
quality | Understood on freight. Are you seeing loose caps or cross-threads coming back from the retailer?
quality | Good. Also, the give-away on the checkweigher, is that something your QA manager is pushing on?
quality | ok perfect are the cases coming off the packer getting crushed or damaged in the warehouse
quality | Right, so the spiral freezer in the line items gives a faster freeze. Do you have any ice crystal or texture complaints now?
quality | Going back to the seal failures you mentioned, is that mostly wrinkles or product in the seal area?
quality | I'm curious how your QA team checks the product off the thermoformer, is it visual only?
quality | thanks on the budget what does your customer say about pallet stability when it arrives
quality | Makes sense about lead time. How consistent is the oil in the fryer over a week, does it affect the product?
quality | so the acceptance test includes a seal strength check what spec does your customer give you for that
quality | Just to understand the baseline, how many holds did QA put on product last month?
quality | Perfecto. Are the bags coming off the bagger with good date codes, or are there misprints?
quality | yeah no worries on the payment side are you getting underfilled bottles flagged by your customers
quality | Before we lock the line items, what's the biggest defect your customers complain about?
quality | yes understood is the pasteurizer giving consistent product taste or are there variations batch to batch
quality | Fair enough. Does the product come out of the oven evenly baked across the belt, or are the edges different?
price | Okay, the proposal sits at 245,000 before freight. What figure were you expecting to pay for this scope?
price | the line items add up to about 380k installed how does that compare with what you had in mind
price | Cheers. Is the number in the quote roughly where you need it to be?
price | Just one clarification sir, what is the target price you are having for the complete x-ray system?
price | mate what did you reckon a palletizer like this would go for
price | Understood on the warranty. If we took the spares kit out, where would you want the total to land?
price | Good. Also, would you want the training priced as a separate line, or included in the machine price?
price | ok perfect what were you quoted last time for a filler this size
price | Right, going back to the number I gave you for the tray sealer, how does it sit against your expectations?
price | I'm curious what you'd consider a fair number for the start-up support days?
price | thanks on the duties would you prefer the freight built into the unit price or kept separate
price | Makes sense about lead time. Is there a figure that, if the quote came in under it, you'd be comfortable with?
price | so where do you need the quote to be for the two cappers
price | Just so I understand, what were you expecting the checkweigher to run, ballpark?
price | Perfecto. The optional second labeler head is 18,000 extra. Is that more than you'd want to spend on it?
price | Okay so, ahorita the quote has the base case packer plus the format parts for three sizes. Before we revise, what amount would you expect to pay per case packer?
price | yes understood what is your expected cost for the thermoformer including tooling
price | Fair enough. For the CIP skid alone, what were you hoping we'd come in at?
price | The quote has the conveyors at about 1,100 a metre. Does that feel high to you compared with what you normally pay?
price | yeah right so what would the number need to look like for you
roi | Okay, the proposal shows payback in eighteen months. What does an hour of downtime on the filler actually cost you?
roi | the business case in the quote assumes two operators less what does a full time operator cost you all in
roi | Cheers. What would it be worth to you to get two hours back on every changeover day?
roi | What is the cost of product give-away per month on the current checkweigher, approximately?
roi | how much are you lot spending on overtime to catch up after breakdowns
roi | Understood on freight. How much product are you binning each week because of bad seals, in dollars?
roi | Good. Also, what did the last recall cost the company, if you're able to share?
roi | ok perfect and what are you paying for spare parts on the old case packer each year
roi | Right, so the spiral freezer uses about thirty percent less energy. What's your power bill on the freezer now, roughly?
roi | Going back to the lost orders you mentioned, what did missing those deliveries cost the business?
roi | I'm curious, if the new fryer cut oil use by a fifth, what would that mean for you over a year?
roi | thanks on the start up support do you know what a stoppage on the oven line costs per hour
roi | Makes sense. What payback does finance expect before they'll back a project like this?
roi | so if the reject rate came down under one percent what would that be worth in a year
roi | Just to firm up the business case, how much is the hand-packing costing you per shift today?
roi | Bueno. How much are the weekend repair call-outs on the palletizer setting you back?
roi | yeah fair how much money do you reckon youre leaving on the table with the slow capper
roi | Before we finalise, what do the chargebacks from your customer for short-filled cases run to each year?
roi | yes understood what is the annual loss due to rework on the tray sealer
roi | Fair enough on duties. If the line ran at rated speed, how much extra revenue could you push out the door?
installation | Okay, the proposal has rigging and installation by our crew. Is there a clear path from the dock to the line for a unit that size?
installation | the quote excludes utilities hook up do you have compressed air and power ready where the filler goes
installation | Brilliant. Will the old palletizer need to come out before we can bring the new one in?
installation | Sir, what is the floor loading capacity where the spiral freezer will be placed?
installation | mate how much room have you actually got for the robot cell with the guarding around it
installation | Understood on the warranty. Who's doing the mechanical install on your side, your contractors or ours?
installation | Good. Also, does the ceiling height allow for the x-ray tunnel and the reject conveyor?
installation | ok perfect can we get on site during production or does it have to be a shutdown for the tie in
installation | Right, so start-up support begins after mechanical completion. How many days would your team need for the drains and steam lines on the pasteurizer?
installation | Going back to what you said about the mezzanine, will the case packer need a new platform built?
installation | I'm curious how the conveyors will get routed through that wall, is there an opening already?
installation | thanks on the freight do you have a forklift on site big enough to unload the thermoformer or should we bring a crane
installation | Makes sense. Is there a drawing of the room so our engineers can plan the layout?
installation | so would the ammonia piping for the freezer be done by your refrigeration contractor or do you want it in our scope
installation | Just to plan the crew, can our guys work nights and weekends in the plant during the install?
installation | Ok, claro. Is the electrical panel going inside the washdown area, or in a separate room?
installation | the line items include two weeks on site for install is the floor ready or does it need resurfacing first
installation | Before we lock the schedule, do we need to fit the new labeler around the existing conveyor, or can that be moved?
installation | yes understood what is the power supply voltage available at site for the fryer
installation | Fair enough. Is the CIP skid going to sit next to the tanks, or will we have to run long lines to it?
support | Okay, the proposal has ten days of start-up support on site. After that, what kind of service response do you need from us?
support | the warranty includes remote support over the modem is your it team okay with a remote connection to the plc
support | Quite. How quickly would you need a technician on site if the sealer goes down?
support | Also please tell, you prefer phone support in local time or 24/7 coverage?
support | after the warranty what kind of backup do you want from us when something goes wrong
support | Understood on freight. What's been your experience getting help from equipment makers when a line is down?
support | Good. Also, for the start-up, would you prefer our engineer to stay on for a second week on call?
support | ok perfect would you want a local technician from our guadalajara office as the first call
support | Right, so spares delivery is next day anywhere in the UK. Is that fast enough for you on the critical parts?
support | Going back to what you said about the last supplier never picking up the phone, what would good service look like to you?
support | I'm curious how you'd want the hand-over done after start-up, who would you ring for help in week three?
support | thanks on the budget side do you want our service people to come for a check every six months
support | Makes sense about lead time. Is remote diagnostics on the robot something your team would actually use?
support | so after the start up days are gone how much hand holding do you reckon the crew will want
support | Just so I quote the right package, would you need a hotline on weekends too?
support | Perfecto. Should we plan a follow-up visit after the first three months of running?
support | the proposal includes one visit per year is that enough backup for your plant
support | Before we finalise, how important is it that the service engineer speaks German?
support | yes understood how much on site support are you expecting during the first production run
support | Fair enough. If the checkweigher faults at 2 am, who would you expect to be on the phone from our side?
contract | Okay, the payment schedule is thirty percent with order, sixty on delivery and ten after acceptance. Does that structure work for your finance people?
contract | the warranty runs twelve months from start up or eighteen from delivery whichever comes first is that acceptable on your side
contract | Cheers. Will your purchasing team want to use their own terms and conditions, or ours?
contract | Exactly. For the purchase agreement, are liquidated damages for late delivery required from your side?
contract | fair dinkum are you happy with a ten percent retention until the sat is signed off
contract | Understood on the freight. Would you want the performance guarantee written in as a clause with penalties?
contract | Good. Also, the payment terms, is net thirty or net sixty your standard?
contract | ok perfect do you need a letter of credit for the deposit or is a bank transfer fine
contract | Right, so we've got liability capped at the contract value. Is your legal team going to want that changed?
contract | Going back to the warranty extension you asked about, would you want it in the main agreement or as a separate one?
contract | I'm curious if you'd want a milestone payment tied to the factory acceptance test?
contract | thanks on the lead time what cancellation terms does your company usually ask for
contract | Makes sense. Is two years on parts and one on labour what you were hoping for, or do you need both at two?
contract | so the proposal has a ten percent deposit to lock the production slot is that going to fly with your finance team
contract | Just checking, would you go for a multi-year service agreement, or do you prefer year by year?
contract | Ok perfecto, so the SAT protocol goes with the proposal as a draft. Should the acceptance criteria be an annex to the purchase agreement?
contract | the quote is valid thirty days do you need a longer validity on the offer
contract | Before we finalise the paperwork, do you need a clause saying title passes only after final payment?
contract | yes understood are you okay with the escalation clause for steel in the agreement
contract | Fair enough. What's your legal team going to push back on in our standard terms, do you think?
tariffs | Okay, the fryer ships from Italy, so there's import duty on top. Who clears it through customs on your side, your broker or ours?
tariffs | the quote is in euros would you rather we fix it in dollars so youre not carrying the exchange risk
tariffs | Right you are. Has the new steel tariff affected anything else you've imported this year?
tariffs | Which HS code is your customs team using for packaging machinery, sir?
tariffs | mate does the machine come in duty free under the trade agreement or are you paying the ten percent
tariffs | Understood on warranty. Are the duties going to sit with you, or should we quote DDP and carry them?
tariffs | Good. Also, does your company hedge the currency for a purchase this size?
tariffs | ok perfect and for the import into mexico do you operate under immex so the machine can come in temporarily
tariffs | Right, so freight is DAP your dock. Do you know roughly what you'd pay at customs on a robot cell coming from Japan?
tariffs | Going back to what you said about the last import getting stuck at the border, what went wrong with the paperwork?
tariffs | I'm curious whether the USMCA origin rules matter to you here, since the frame is built in Monterrey?
tariffs | thanks on the lead time are you worried about the exchange rate moving before the final payment
tariffs | Makes sense. Have you had to pay any anti-dumping duties on stainless equipment before?
tariffs | so if the tariff goes up before the palletizer lands how do you want to deal with that
tariffs | Just to check, would you want the invoice in rupees or dollars for the import?
tariffs | Andale. Does your customs agent need the certificate of origin before the shipment leaves?
tariffs | the line items are ex works so duty and import vat are on you is that already factored in
tariffs | Before we lock the final number, what duty rate are you seeing on conveyors coming from China?
tariffs | yes understood whether customs clearance at the port will be handled by your cha or our agent
tariffs | Fair enough. The pound has moved a fair bit lately, would a sterling quote make life easier?
next_step | Okay, I think we've covered the line items. Could we get your engineers on a call next week to go through the layout?
next_step | the proposal is with you now whats the best next step from here
next_step | Cheers. Would it help if we ran a trial with your product at our test centre in Leeds?
next_step | Okay sir, can we schedule a visit to a reference site in Pune next week itself?
next_step | mate how about we get you and the plant manager out to see one running in Melbourne
next_step | Understood on the warranty. Shall we set a follow-up for Thursday once you've spoken with finance?
next_step | Good. Also, would a factory acceptance test visit in Stuttgart be useful for your team?
next_step | ok perfect can i send you the revised quote tomorrow and we go through it on friday
next_step | Right, so you'll take it to the committee on the twelfth. What would you like from me before then?
next_step | Going back to your idea of a demo, could your QA lead come and see the x-ray run your product?
next_step | I'm curious if a sample test on the checkweigher with your actual packs would help?
next_step | thanks on the freight what happens after today on your side
next_step | Makes sense. Could I come walk the line with your maintenance lead before the final version?
next_step | so where do we go from here
next_step | Just to keep things moving, can we book thirty minutes early next week to close out the open points?
next_step | Va. Should I set up a video call with our engineer in Queretaro for the technical questions?
next_step | the lead time clock starts at deposit so shall we agree a date to review the final contract together
next_step | Before we hang up, would a short pilot on one line be a sensible next move?
next_step | yes understood shall i arrange one online demonstration for your team on monday
next_step | Fair enough. What would you want to see from us in the next two weeks?
rapport | Okay, I reckon we've earned a break from the line items. How long have you been at the plant now?
rapport | before we go back to the freight how was the trip to the trade show last week
rapport | Cheers. Did you start out on the engineering side or more in operations?
rapport | And how is your family doing, your son was starting college, no?
rapport | hows the week been treating you with all this on your plate
rapport | Understood on the warranty. Off topic for a second, are you still coaching the kids' football on weekends?
rapport | Good. Also, personally, what got you into food manufacturing in the first place?
rapport | ok perfect and how was the holiday in oaxaca did you get some rest
rapport | Right, you said you moved over from the dairy side. What do you miss about it?
rapport | Going back to what you said about your first job on a bottling line, where was that?
rapport | I'm curious, what do you enjoy most about running a plant this size?
rapport | thanks on the budget how are you holding up with the audit and this project at the same time
rapport | Makes sense. How did you end up in Bavaria, were you not from Hamburg originally?
rapport | so what does a good day look like for you personally
rapport | Just before we get into the contract, how's the new role treating you since the promotion?
rapport | Oye, I heard it's your tenth year at the company this month, are you doing anything to celebrate?
rapport | the payment schedule can wait a minute how are you keeping these days
rapport | Before we dig into the terms, what's been the highlight of your year so far?
rapport | yes understood how long you have been working with this company sir
rapport | Fair enough. What do you get up to on weekends when you're not in the plant?

# A twenty-first writer, given only docs/nlu-labels.md: cold calls, including weak reps' leading questions with a tag.
operations | Heh, fair. What kind of lines are you running out there right now?
operations | im calling because a lot of the snack guys in southern ontario are adding capacity this year so i was curious how many lines youve got going at the plant
operations | Okay, fair enough. Just so I'm not wasting your time, what do you mostly pack, is it bagged product or more trays and cups?
operations | heard you folks picked up a new frozen account so um what does a typical week look like on the spiral freezer side
operations | Oh, interesting. And roughly how many shifts are you running, two or round the clock?
operations | no worries ill keep it short so is it all bottling there or do you do cans too
operations | Appreciate you picking up. I know next to nothing about your place, so give me the quick version: what comes off the end of your lines?
operations | youre running pretty much 24/5 over there right
operations | Yeah, I hear that a lot from bakeries in the region. How many ovens have you got feeding the packaging side?
operations | okay makes sense so after the fryer where does the product go straight to bagging or is there seasoning in between
operations | Right, I'll be quick. Are your case packers running off one line each, or do you merge lines before end of line?
operations | so the reason i called is weve been doing a lot of palletizing work in the valley and i wanted to get a picture of how your end of line is set up today
operations | Sure thing. Walk me through the flow from the filler to the pallet, just roughly.
operations | understood youre busy um how many skus are you running through the thermoformer on a normal day
operations | Totally get it. What speeds are you running the labeler at, roughly bottles a minute?
operations | I'm curious, with that much volume are the tray sealers hand loaded or is it all fed off conveyor?
operations | ok thanks for that so you guys are mostly hand packing cases at the moment id guess huh
operations | Fair, I'll skip the pitch. How's the plant laid out, is packaging in a separate room from processing?
operations | thats good to hear business is up so is most of that extra volume going through the one pasteurizer or did you split it
operations | Hey, I appreciate the honesty. And the robots you mentioned, are those doing pick and place or just palletizing?
pains | Sure, understood, I'll be quick. What's the one thing on the floor that's giving you the most grief right now?
pains | im calling around because a lot of plants in the region tell me packaging is the bottleneck so is that the case for you or is it something else
pains | No problem at all. If you could fix one thing in the plant tomorrow, what would it be?
pains | youre probably fighting the same stuff everybody is right now downtime and jams and all that right
pains | Gotcha. So what keeps you up at night over there, plant-wise?
pains | fair enough youve got a vendor you like so um is there anything at all that isnt working the way youd want
pains | Thanks for being straight with me. Before I let you go, what's still holding you back on this?
pains | ok so where does it hurt most these days
pains | Alright, I'll cut to it. Any hesitations on your side I should know about before we go further?
pains | I hear that a lot from dairies. What's the biggest headache you're dealing with this year?
pains | so im guessing things arent exactly running smooth with all the volume youre pushing huh
pains | Understood, and I won't keep you. What are the things that frustrate your operators the most?
pains | right right so is the price the sticking point or is it something else holding you up
pains | Makes sense. Honestly, what's bugging you about the proposal as it sits?
pains | no totally i get it so whats still giving you pause on it
pains | Sure. Is there anything going on at the plant right now you wish you had a better handle on?
pains | yeah i figured youd be slammed this time of year so whats the biggest fire youre putting out this week
pains | Heard some rumblings that co-packers out west are having a rough go. What problems do you keep running into?
pains | okay so other than staffing what else is giving you trouble
pains | That's fair. If you were being totally honest, which part of the operation would you call a mess?
metrics | Alright, I'll cut to it. What kind of OEE are you seeing on the bottling line?
metrics | im calling because weve been benchmarking fillers across the province so roughly what efficiency does your filler run at
metrics | Okay, fair. Do you track uptime by line, or is it more of a plant-wide number?
metrics | your giveaways probably running a couple percent over target right
metrics | understood um how many cases an hour do you actually get off that line on a good day
metrics | No worries, I'll keep this short. What's your reject rate on the checkweigher looking like?
metrics | Going back to that number you mentioned, the eighty-five percent, is that availability or full OEE?
metrics | so what are you measuring on the floor today is anybody tracking downtime minutes
metrics | Okay, thanks for hearing me out. How many bags a minute is the bagger doing versus what it's rated for?
metrics | yeah i hear ya so whats the scrap number look like week to week
metrics | I'm curious, how far off rated speed is the case packer most days?
metrics | ok makes sense and do you know your mean time between failures on the capper
metrics | Sure thing. Roughly what share of a shift is the line actually making product?
metrics | no problem ill keep it quick what kind of yield are you getting off the fryer
metrics | Right. You'd have a pretty good handle on your downtime numbers, wouldn't you?
metrics | Help me understand how you keep score on the line. What does your plant manager look at every morning?
metrics | ok so the labeler thing how many stoppages a shift are we talking roughly
metrics | Fair enough. How many pallets an hour does the palletizer need to hit to keep up?
metrics | i heard a lot of plants around here are chasing 80 percent oee so where do you land
metrics | Makes sense on the night shift. On the tray sealer, how many packs a minute is it really doing?
budget | Okay, so, um. Is there any capital set aside this year for packaging, or is it locked down?
budget | im calling because a lot of plants are spending before year end so do you have money earmarked for the line this year
budget | Okay. Roughly what size of project could you fund in the next twelve months?
budget | youve probably got some capex left over before year end right
budget | Got it, thanks. Is this something that's already in the plan, or would it need new money?
budget | ok fair so is there a number youre trying to stay under on this
budget | Appreciate that. How much have you got carved out for automation this year?
budget | so is the money there for this or are we still trying to find it
budget | Thanks, that's helpful on the timing side. What kind of dollars are allocated to the end of line project?
budget | I hear that a lot, everybody's tight. Is it a case of no money, or just no money until next fiscal?
budget | understood ill be quick um is the x ray upgrade funded yet or still a wish list item
budget | Fair. Would this come out of maintenance spend or a separate capital request?
budget | yeah makes sense so what kind of range have you got set aside
budget | Okay, so going back to what you said about the freezer, was that replacement in this year's numbers already?
budget | Right. I'd guess next year's budget is pretty much spoken for by now, isn't it?
budget | sure no problem is there any room in this years plan for a new checkweigher
budget | That makes sense with the new account coming. Is there actual money behind the second line yet, or is it still just an idea?
budget | heard the province has some grants out for food processors so are you working with a pot of money already or starting from zero
budget | Sure. Help me understand what you've got to work with, dollar-wise, for the CIP upgrade.
budget | ok so the palletizer project whats the ballpark youve set aside
authority | Noted. Are you the right person to talk to about packaging equipment, or is that someone else?
authority | im calling because usually its the plant manager who owns this stuff but is that you or more the engineering side
authority | Okay, thanks. Who else would need to be in the room for something like this?
authority | Thanks, that's helpful on the budget side. Who has the final word on a spend that size?
authority | youd be the one pulling the trigger on this right
authority | understood so whose budget would a new metal detector come out of
authority | Got it. How high can you go on your own before it has to go up the chain?
authority | ok makes sense so whos the person that actually signs off on capex there
authority | Understood, I know you've got a line to run. Is there a corporate engineering group that gets a vote on this too?
authority | Right on. What's your role on a project like this, are you running it or more advising?
authority | so like who else besides you would weigh in on the bagger
authority | I'm curious, does the owner still get involved on purchases like this, or has that been handed off?
authority | yeah no thats fair um is there somebody in finance i should also be talking to
authority | Right. Does QA have a say on which x-ray you go with, or is that all your call?
authority | sure thing so if you loved it tomorrow whod still have to say yes
authority | Makes sense. Going back to what you said about head office, who's the person there that holds the purse strings?
authority | i heard a lot of these plants got bought up by the big guys so is the call made locally or down in the states
authority | Okay, sounds good. Besides yourself, whose name would have to be on the approval?
authority | understood i wont take much of your time whos running point on the palletizer project
authority | That's good to know. Your ops director would want a look at this before anything moves, wouldn't she?
timeline | Heh, fair. Are you looking at anything for the line this year, or is it further out?
timeline | im calling because a lot of plants are planning summer shutdowns so do you have any projects coming up
timeline | Cool, thanks for that. When would you need a new filler up and running?
timeline | youd want it in before the summer rush wouldnt you
timeline | got it so how soon are we talking for the case packer
timeline | Noted. Is there a date driving this, like a new customer or a product launch?
timeline | Thanks for that. Are you buying this year or is it more of a next year thing?
timeline | ok so the new line is that going live in the fall or more like spring
timeline | Appreciate it. What's your window for getting the x-ray replaced?
timeline | yeah i hear ya nobody wants to touch the line in peak season so whats the rough target for getting this done
timeline | Makes sense on the staffing piece. On the freezer project, how far out are you thinking?
timeline | youre probably hoping to have this sorted by the new fiscal right
timeline | I'm curious, is this a fix-it-now thing or something you're parking till next year?
timeline | so um how quick does this have to happen
timeline | Understood. What does the calendar look like for the expansion?
timeline | heard the retailer audits are coming early this year so are you trying to get the new detector in before then
timeline | Right, and going back to the Q3 launch you mentioned, is that still holding?
timeline | sure no worries ill be fast is the robot cell a now project or a later one
timeline | Okay, thanks for hearing me out. If the quote made sense, how quickly would you want to move on it?
timeline | Yeah, that tracks. By what month do you need the thermoformer making saleable product?
decision_process | Sure, I'll be quick. How does a purchase like this usually get approved at your company?
decision_process | im calling because every plant does this a bit different so walk me through what happens between a quote and a po over there
decision_process | Good stuff. Do you need three bids on something this size?
decision_process | you guys probably have to go through a capital request first right
decision_process | Sounds good. What would make one proposal stand out from the others for you?
decision_process | understood so whats the process look like from here on your end
decision_process | Yeah, fair enough, you don't know me from Adam. Is there a committee that reviews capital projects, and how often does it meet?
decision_process | ok makes sense so what could kill this on your side even if you liked it
decision_process | Appreciate that. What criteria are you going to use to pick between the vendors?
decision_process | Thanks, that's helpful on the budget side. What steps are left before you can issue a PO?
decision_process | so do you normally run a trial before you commit or go straight to an order
decision_process | I'm curious, does engineering have to do a full review before it goes to finance?
decision_process | yeah no i get it so what does the approval path look like for a 200k project
decision_process | Makes sense. Walk me through how you picked the last vendor for the fryer.
decision_process | Right. Do you have to put this out to tender, or can you sole source it?
decision_process | sure so once youve got our proposal what happens to it
decision_process | heard a lot of the bigger groups make you do an roi justification package so do you have to put together a business case for this
decision_process | Hey, I appreciate the honesty. That'd have to go to the board before anything moves, wouldn't it?
decision_process | understood i wont keep you um is there a formal rfp for the palletizer or is it more informal
decision_process | That's fair. What's usually the hang-up internally when a project like this stalls?
competitors | Okay, so, um. Who's supplying your fillers today?
competitors | im calling because a few plants nearby switched off the big european brands so who are you running with now
competitors | Okay. Are you talking to anyone else about the case packer?
competitors | youre probably getting quotes from a couple other guys too right
competitors | Got it. Have you thought about just buying used and refurbishing it?
competitors | ok fair so who else is in the mix on this
competitors | Thanks. Does their bid cover installation, or is that extra?
competitors | Appreciate you being honest. How happy are you with the outfit that did your x-rays?
competitors | yeah so whos the incumbent on the labelers
competitors | Makes sense. Are you looking at building it in house with your own guys instead?
competitors | I'm curious, how many suppliers do you like to keep in play for something like this?
competitors | understood um what did the other quote come in at roughly
competitors | Fair enough. What made you go with the current metal detector brand in the first place?
competitors | so the guys who did your palletizer are they bidding this one too
competitors | Right. Is it mostly one brand on the floor, or a bit of everything?
competitors | heard the local integrator is pretty aggressive out here so are they in the picture for you
competitors | Okay. Going back to that other vendor you mentioned, what do you like about their setup?
competitors | sure no problem is it just us and one other or are a bunch of shops quoting
competitors | Good stuff. What would the other guys have to screw up for you to consider switching?
competitors | youd probably stick with what youve got unless something big changes wouldnt you
food_safety | Sure, I'll be quick. How are you handling foreign body detection on the line right now?
food_safety | im calling because thereve been a couple recalls in the region lately so i was wondering what youve got for metal detection after the fryer
food_safety | Right on. How often do you wash down the packaging area?
food_safety | youd have to be pretty careful about allergen crossover on those shared lines right
food_safety | Got it. How do you validate your CIP cycles on the pasteurizer?
food_safety | understood so are you doing environmental swabbing for listeria in the rte room
food_safety | Fair enough. What does your sanitation crew need from a machine to get it clean fast?
food_safety | ok makes sense and whats your critical control point on the cook step
food_safety | Cool, thanks for that. Have you had any issues with glass or hard plastic getting into product?
food_safety | Appreciate it. Is the freezer area treated as a high care zone for you?
food_safety | so how do you keep raw and cooked apart in the plant
food_safety | I'm curious, how do you verify the x-ray is actually catching stuff, test pieces every hour or what?
food_safety | yeah i hear that a lot from meat plants um how are you dealing with pathogens on the conveyor belts
food_safety | Makes sense on the changeover piece. On the allergen side, how do you clean between the peanut and non-peanut runs?
food_safety | Right. Your HACCP plan would need updating if you put a new detector in, wouldn't it?
food_safety | sure thing so any close calls with contamination in the last year or so
food_safety | heard the big grocers are pushing harder on pathogen controls so whats your kill step on the meat line
food_safety | Right on. You've probably got a lot of harbourage points on that old thermoformer, huh?
food_safety | understood ill keep it short is the tray sealer area washed wet or dry cleaned
food_safety | That's fair. When the metal detector kicks something out, how's that product kept away from good stock?
compliance | Sure, understood. What certification are you audited to, SQF or BRC?
compliance | im calling because a lot of exporters are getting hit with new fsvp paperwork so what do your us customers need to see from you
compliance | No worries, I'll keep this short. When's your next third-party audit?
compliance | you'd need CSA approval on anything electrical going into the plant, right?
compliance | Got it. Does your customer need validation files from the equipment vendor?
compliance | ok so are you under cfia licensing or provincial inspection over there
compliance | Heh, fair. Does the labeler need to handle the new front-of-pack nutrition symbol?
compliance | Appreciate that. What paperwork does your importer ask for on the US side?
compliance | understood um are there any safety standards the robot cell has to meet for your insurance
compliance | Fair. Any open findings from your last audit you're trying to close out?
compliance | so like what does the retailer make you document on the checkweigher
compliance | I'm curious, does the plant fall under FSMA preventive controls because you ship south?
compliance | yeah makes sense so does the new equipment need a declaration of conformity for your customers
compliance | Makes sense on the budget piece. On the regulatory end, do you have guarding rules from the Ministry of Labour you have to meet?
compliance | Right. Your auditors would want to see calibration records for the detector, wouldn't they?
compliance | sure thing what kind of traceability does your big customer require on lot codes
compliance | heard the organic rules are tightening up so are you certified organic on any lines
compliance | Good stuff. Going back to the audit you mentioned, what did they flag?
compliance | understood ill be quick do you need food contact material declarations for the belts
compliance | Yep, makes sense. How are you handling Measurement Canada inspection on the scales?
maintenance | Sure, I'll be quick. Who looks after the equipment, your own techs or an outside service?
maintenance | im calling because older cappers seem to be eating chucks everywhere i go so how often are you rebuilding yours
maintenance | Yep, makes sense. Do you run preventive maintenance on a schedule, or is it more fix it when it breaks?
maintenance | youre probably spending a lot of weekends fixing that old bagger right
maintenance | Yep, makes sense. What's the PM schedule look like on the ovens?
maintenance | understood so how are you keeping spare parts on hand for the conveyors
maintenance | Sounds good. What's breaking down most on the filler these days?
maintenance | ok makes sense how old is the palletizer and whats it been like to keep running
maintenance | Cool, thanks for that. Do you have a CMMS, or is it all on paper?
maintenance | Appreciate it. How often do you have to swap belts on the spiral freezer?
maintenance | so when the x ray goes down who fixes it
maintenance | I'm curious, how long does it usually take to get a part for the case packer?
maintenance | yeah makes sense so are your techs comfortable working on servo stuff or is it mostly mechanical guys
maintenance | Makes sense on the timeline. On the fryer, how often are you tearing it down for bearings and chains?
maintenance | Right. Those old heat exchangers must need a lot of gasket work, don't they?
maintenance | sure thing whats the weak spot on the labeler that keeps needing attention
maintenance | heard the lubrication on those older spirals is a nightmare so how are you handling it
maintenance | That's good to hear. Going back to the unplanned stops you mentioned, is it mostly wear parts or electrical?
maintenance | understood ill keep it short do you guys do your own pm on the robots
maintenance | That's helpful. How much of the week does your crew spend on the ovens versus everything else?
changeover | Gotcha, thanks. How long does it take you to switch the filler from one bottle size to another?
changeover | im calling because a lot of co packers are running shorter runs now so how many times a day are you switching products
changeover | Okay, good to know the night shift is thin. On the sealer itself, how long does a film swap take you?
changeover | youre probably losing an hour every time you swap formats on that case packer right
changeover | Okay, thanks for hearing me out. Walk me through what happens when you go from one SKU to the next on the bagger.
changeover | understood so are your format parts tool less or do the guys need wrenches
changeover | Fair enough. What usually goes wrong when you switch over the labeler?
changeover | ok makes sense how many format changes a week on the thermoformer
changeover | Thanks. Do you have to re-dial the checkweigher every time the product changes?
changeover | Sounds good. Going back to that forty-five minutes you mentioned, is that start to first good case?
changeover | so when you go from the 500 ml to the litre how long is the line down
changeover | I'm curious, who does the swap on the capper, operators or maintenance?
changeover | yeah i figured so do you try to schedule longer runs just to avoid switching
changeover | Makes sense on the budget. On the tray sealer, how long to swap tooling between tray sizes?
changeover | Right. You'd probably love to get that down under twenty minutes, wouldn't you?
changeover | sure thing how many change parts are we talking when you switch the palletizer pattern
changeover | heard a lot of bakeries lose half a shift moving between products so is that your experience too
changeover | Alright, I'll cut to it. What's the slowest part of moving the line from one product to another?
changeover | understood ill be quick how many hands does it take to switch the end of arm tooling on the robot
changeover | That's helpful. How much product do you lose getting back up to speed after a switch?
staffing | Sure, I'll be quick. How many people does it take to run one of your lines?
staffing | im calling because everyone in the region tells me they cant find operators so how are you doing on hiring
staffing | Yeah, that tracks. How big is your team on the packaging side?
staffing | youre probably short a few operators on nights right
staffing | Got it. How many folks are standing at the end of the line hand packing?
staffing | understood so whats turnover like with your line staff
staffing | Fair enough. Are you leaning on temp agencies to fill shifts?
staffing | ok so how many bodies on the palletizing end right now
staffing | Thanks. How long does it take to get a new operator up to speed?
staffing | Sure, I won't take long. Do you have enough skilled techs, or is that a gap?
staffing | so how many shifts are you actually able to staff fully
staffing | I'm curious, how's the labour market been out your way for plant workers?
staffing | yeah makes sense with the new account so are you planning to add headcount or try to run leaner
staffing | Makes sense about the budget. On the people side, how many operators does the fryer line need?
staffing | Right. It's tough to keep people on a cold job like the freezer, isn't it?
staffing | sure thing whos covering the weekend shifts these days
staffing | heard a bunch of plants around guelph are running overtime like crazy just to keep lines going so are you leaning on overtime to cover the gaps too
staffing | Okay. Going back to the two guys you said you lost last month, have you been able to replace them?
staffing | understood ill be quick how many people are on the sanitation crew
staffing | That's fair. Are your operators cross-trained across lines, or pretty much stuck on one?
quality | Sure, I'll be quick. What are you seeing for customer complaints on packaging?
quality | im calling because a lot of bakeries tell me their bake colour is all over the place so hows the consistency coming off your ovens
quality | Okay, I'll be brief. How often are you seeing leakers off the tray sealer?
quality | youre probably getting some crooked labels off that old labeler right
quality | Okay, so, um. What's your biggest quality issue right now?
quality | understood so are underfills a big deal for you on the filler
quality | Noted. Are the seals holding up, or are you getting returns?
quality | ok makes sense do you get a lot of broken product coming off the fryer
quality | No problem, one quick thing then. How do you catch a bad cap before it leaves the building?
quality | Yeah, fair enough, you don't know me from Adam. Are your customers happy with how the cases look when they land?
quality | so like how consistent is the fill from head to head
quality | I'm curious, how much product ends up on hold for quality reasons in a typical week?
quality | yeah thats fair so are you getting crushed corners on the cases off the palletizer
quality | Makes sense on the staffing side. On the product itself, are you seeing ice crystals coming out of the spiral?
quality | Right. Retailers would be pretty picky about how the thermoformed packs look, wouldn't they?
quality | sure thing is the print on the date codes where you want it
quality | heard one of the chains out west is rejecting loads for bad labels so have you had any chargebacks for that kind of thing
quality | Oh, interesting. Going back to the wrinkled film you mentioned, how often does that happen?
quality | understood ill keep it short are you checking seal integrity in line or pulling samples
quality | Mm-hm, okay. What does QA flag most often at the end of the line?
price | Okay, good to know. What are you expecting to pay for a new filler?
price | im calling because prices on case packers are all over the map right now so what kind of number did you have in your head
price | Okay. What would a checkweigher need to come in at for you?
price | youd want to stay under six figures for the machine right
price | Got it. Did the number in our proposal land about where you expected?
price | understood so is the quote in the ballpark or way off
price | Alright. What did you pay for the last palletizer, just so I can calibrate?
price | ok makes sense is it the installed number you care about or just the machine
price | Thanks. How does the figure on page two sit with you?
price | Fair, fair. Were you thinking new-machine money or more of a rebuild kind of figure?
price | so what would you consider a fair number for the x ray
price | I'm curious, how much were you thinking a robot cell like that runs?
price | yeah no totally so where does our number need to be
price | Makes sense about the timing. On the quote itself, which line items look high to you?
price | Right. That's a bit more than you were hoping to spend on a bagger, isn't it?
price | sure thing did you want it quoted with the spare parts kit or without
price | heard tray sealer pricing jumped a lot this year so what were you expecting to see
price | Oh wow, okay. Going back to what you said about sticker shock, what number would you have been comfortable seeing?
price | understood ill be quick would you want the metal detector quoted standalone or bundled with the conveyor
price | Noted. Do the options make sense to you the way they're priced, or does anything look out of line?
roi | Hey, I appreciate the honesty. What does an hour of downtime on that line run you?
roi | im calling because a lot of plants dont realize what their giveaway is costing so do you have a feel for what overfill costs you a year
roi | Okay. What would it be worth to you to get two hours a day back?
roi | youre probably losing a ton on that scrap right
roi | Alright. If changeovers dropped to twenty minutes, what would that free up for you in dollars?
roi | understood so what are you spending on overtime to cover the breakdowns
roi | Fair enough. How fast would something like this have to pay for itself for you guys?
roi | ok makes sense whats a recall or a hold costing you when it happens
roi | Thanks. What are you putting into spare parts on the old capper each year?
roi | For sure. What's the hit to the business when a load gets rejected?
roi | so if the line ran at rated speed what would that mean for you money wise
roi | I'm curious, have you ever put a number on what the hand packing is running you?
roi | yeah i hear ya so whats the payback your finance people want to see
roi | Makes sense on the approvals. On the numbers side, how many dollars walk out the door every time the freezer goes down?
roi | Right. That kind of giveaway has to be adding up to real money over a year, doesn't it?
roi | sure thing what does a lost shift mean for you in terms of product you cant ship
roi | heard the big guys are getting two year paybacks on robot palletizers so what kind of return would you need
roi | Okay. Going back to those chargebacks you mentioned, what did they add up to last year?
roi | understood ill keep it short if you took two people off the end of line what would that do to your labour bill
roi | Alright. What's the damage when the x-ray throws a false reject and you dump good product?
installation | Fair, fair. How much downtime could you give us to put a new line in?
installation | im calling because install windows are booking up fast so do you have a shutdown this year wed be working around
installation | Noted. Is there room on the floor for the new case packer, or would something have to move?
installation | youd want us to do the install over a long weekend right
installation | Sounds good. Who handles the electrical and air hookups, your guys or a contractor?
installation | understood so do you have the power for a bigger freezer or would that need a service upgrade
installation | Heh, fair. How tight is the ceiling height where the spiral would go?
installation | ok makes sense can we get a forklift and rigging in through the back or is it a tight squeeze
installation | For sure. Would you want us handling commissioning, or just dropping it off?
installation | Mm-hm, okay. How many days could the line be down for the swap?
installation | so the new checkweigher would it slot into the existing conveyor or are we rebuilding that section
installation | I'm curious, what's the footprint you've got to work with for the robot cell?
installation | yeah so would you run the old filler alongside while we bring the new one in
installation | Makes sense on the training side. On the install, do you have union trades that need to do the hookup?
installation | Right. You'd need us in and out inside the Christmas shutdown, wouldn't you?
installation | sure thing is there a drain and water already where the cip skid would go
installation | heard a lot of plants around here have weird floor loading limits so would your floor handle a heavier palletizer
installation | Okay. Going back to that mezzanine you mentioned, would the new bagger sit up there?
installation | understood ill keep it short how would you want startup handled our techs on site for the first week or remote
installation | That's helpful. Do you need the old sealer pulled out and hauled away as part of the job?
support | Sure, I won't take long. How's the service been from your current supplier when something goes down?
support | im calling because a lot of plants up north tell me they wait days for a tech so how important is having someone local for you
support | Okay. What kind of response time do you need when a machine goes down?
support | youd want a tech on site within a day right
support | Got it. Do your guys need training on the new controls, or are they pretty comfortable?
support | understood so is remote support something youd use or do you want boots on the ground
support | Alright. How do you want parts handled, stocked with you or shipped from us?
support | ok makes sense do you need 24 7 phone support or is days enough
support | Gotcha, thanks. What's been the worst part about getting help from vendors in the past?
support | Oh wow, okay. Would your operators need training on every shift?
support | so what does good after sales service look like to you
support | I'm curious, does the plant allow vendors to dial into the PLC remotely?
support | yeah i hear that a lot so when your labeler broke last time how long till someone showed up
support | Makes sense on the pricing. On the support side, would you want scheduled service visits?
support | Right. Having somebody who speaks French on the service line would matter in Quebec, wouldn't it?
support | sure thing do you want training done at our shop or at your plant
support | heard the bigger oems pulled their field techs out of the maritimes so whos been backing you up
support | Alright. Going back to what you said about the helpline being useless, what would you need from us instead?
support | understood ill be quick how important is it that spare parts ship same day
support | Gotcha, thanks. What would your team need from us in the first month after startup?
contract | Sure, I'll be quick. What kind of payment terms do you usually work with on equipment?
contract | im calling because a few plants have been asking about leasing so is that something youd look at or is it outright purchase
contract | Okay, I'll be brief. How long of a warranty would you need to see?
contract | youd want a performance guarantee written into the contract right
contract | Got it. Does your legal team have standard terms we'd have to work off?
contract | understood so are you good with 30 percent down and the rest on delivery
contract | Sure, I get that, you get a lot of these calls. What's a reasonable penalty for late delivery in your mind?
contract | ok makes sense net 30 or net 60 on your side
contract | Yeah, that tracks. Are there any clauses in our draft you'd want changed?
contract | Yeah, fair enough, you don't know me from Adam. Would a multi-year service agreement be something you'd want tied in?
contract | so how do you normally handle acceptance is it after the fat or after the sat
contract | I'm curious, do you normally buy on your own PO terms or on the vendor's terms and conditions?
contract | yeah makes sense so do you need the warranty to cover wear parts too
contract | Makes sense on the timing. On the paperwork, are you working off a master supply agreement with vendors?
contract | Right. You'd want a cap on liability in there, wouldn't you?
contract | sure thing whats your usual holdback until the machine passes acceptance
contract | heard some plants are pushing for uptime guarantees with money back so is that the kind of language youd need
contract | Heh, fair. Going back to what you said about the warranty start date, should it run from shipment or from startup?
contract | understood ill keep it short is a deposit going to be a problem for you
contract | That's helpful. What terms did you get on the last big equipment buy?
tariffs | Sure, I'll be quick. Are you paying duty on equipment you bring in from the States?
tariffs | im calling because with all the back and forth on tariffs a lot of canadian plants are nervous so how is that affecting your buying
tariffs | Okay. Would you want the quote in Canadian or US dollars?
tariffs | you guys handle the customs brokerage on your end right
tariffs | Noted. Has the exchange rate been hurting you on imported parts?
tariffs | understood so who clears the machine at the border you or us
tariffs | Fair enough. Are the counter tariffs on US steel hitting your spare parts?
tariffs | ok makes sense would it help if the machine qualified under cusma so theres no duty
tariffs | Thanks. How are you handling currency risk on a quote that's in euros?
tariffs | Understood, I know you've got a line to run. Do you want us to quote DDP so the duties are on us?
tariffs | so are you worried about duties going up before the machine lands
tariffs | I'm curious, have tariffs changed where you're sourcing equipment from?
tariffs | yeah i hear ya so is there a surtax on the stainless coming into your plant
tariffs | Makes sense about the budget. On the cross-border piece, does your broker need anything special from us?
tariffs | Right. You'd want to lock in the exchange rate the day we sign, wouldn't you?
tariffs | sure thing do you know what tariff code your last filler came in under
tariffs | heard a lot of ontario plants got caught with surprise duties on parts last spring so did that hit you at all
tariffs | Okay. Going back to the loonie thing you mentioned, how much swing can you live with on a US priced quote?
tariffs | understood ill keep it short is country of origin a big deal for your purchasing folks right now with all the trade stuff
tariffs | For sure. Would a made-in-Canada machine take some of the border headache off the table for you?
next_step | Heh, fair. Would it make sense to grab twenty minutes next week to go through this properly?
next_step | im calling because weve got a demo line running in mississauga so would you be up for coming to see it
next_step | Heh, fair. What would you want to see from us before the next conversation?
next_step | youd probably want to see it running before anything else right
next_step | Got it. Could I come by and walk the line sometime?
next_step | understood so whats the best way to follow up with you after this
next_step | Fair enough. Would a trial on your own product help, say a week on the checkweigher?
next_step | ok makes sense should i send something over by email and we pick it up from there
next_step | Alright. Is there a better day for a follow-up call, early in the week or later?
next_step | Sure, I get that, you get a lot of these calls. Would sample runs on your trays be useful before we meet again?
next_step | so where do we go from here
next_step | I'm curious, would a video call with our applications guy be helpful next?
next_step | yeah no worries so can i call you back thursday when things calm down
next_step | Makes sense on the budget. On our end, what would you like me to bring to the next meeting?
next_step | Right. It'd be easier to talk once you've seen the layout drawing, wouldn't it?
next_step | sure thing are you going to pack expo this year maybe we could meet there
next_step | heard youve got a customer tour coming up so could we tag a visit onto that week
next_step | Okay. Going back to the reference site you asked about, want me to set up a visit?
next_step | understood ill keep it short is it ok if i send you a calendar invite for a quick follow up
next_step | That's helpful. What happens after today on your side, should I expect to hear from you or chase you?
rapport | Sure, I'll be quick. How long have you been at the plant?
rapport | im calling because i saw you just moved over from the dairy side so how are you liking the new gig
rapport | Okay, sounds like a busy one. How's your week going so far?
rapport | youve probably been in the industry a long time right
rapport | For sure. What did you do before you got into food manufacturing?
rapport | understood so how did you end up in plant management anyway
rapport | Yep, makes sense. Are you from the area originally, or did you move for the job?
rapport | ok makes sense so whats the best part of the job for you
rapport | Yep, makes sense. What does a normal day look like for you personally?
rapport | Appreciate you taking the call. Did you get any time off over the long weekend?
rapport | so hows life treating you with all the expansion stuff going on
rapport | I'm curious, what got you into engineering in the first place?
rapport | yeah i hear ya so are you surviving the busy season okay
rapport | Makes sense on the capex side. On a personal note, how long have you been running the place?
rapport | Right. You came up through maintenance before moving into management, didn't you?
rapport | sure thing so whats keeping you busy outside of work these days
rapport | heard you were at the pac conference in toronto so howd you find it
rapport | Okay. Going back to what you said about coming from a brewery, what was that like?
rapport | understood ill keep it short hows the new role treating you so far
rapport | That's helpful. What would you like to be known for at the plant a couple years from now?

# A twenty-second writer, given only docs/nlu-labels.md: second meetings and plant visits, recapping a number or a
# fact said earlier, then asking.
operations | Thanks for walking us in through the receiving dock. Last time you said the whole plant is two lines feeding one palletizer, and now that I've seen it I get why that's tight. Walk me through how product gets from the spiral freezer to the case packer today.
operations | okay so the 11 skus you mentioned on the bagger are those all running on the same line or do you split them across the two rooms
operations | Going back to the co-packing side, you said roughly 40 percent of volume is for other brands. How do you slot their runs in around your own label?
operations | That lines up with what Karen told us at the first meeting. On the pasteurizer, is everything going through it in batch, or is part of the milk running HTST continuous?
operations | so you said the fryer runs chips monday through thursday and friday is the extruded stuff what does the rest of the weekly run plan look like
operations | Appreciate you letting us see the kill floor side too. You mentioned 1,200 head a day, does all of that go through the one fabrication room or is some of it shipped as carcass?
operations | right the 9 hour run you mentioned on the kibble extruder where does product go after the dryer straight to bagging or into totes first
operations | I noticed on the walk that the labeler sits right after the capper with no accumulation table. Was the line laid out that way originally, or did it get squeezed in later?
operations | You said the plant does about 60 percent frozen entrees and the rest is bakery. How does the oven-to-freezer flow work on the entree side?
operations | that makes sense about the forklifts crossing the aisle near the palletizer what does the end of line look like from the case packer to the dock
operations | Fair enough on the weekend shutdown. So Monday start-up, walk me through what happens from when the first crew comes in to the first case off the line.
operations | got it so the contract packing jobs are mostly variety packs what does a typical order look like size wise in cases
operations | Earlier you said you're on three shifts five days. Are all four lines producing on third, or is it just the can line?
operations | Nice to finally see the bottling hall in person. You told me on the phone it's 24,000 bottles an hour on line two, so what's feeding that line upstream, is it the new syrup room?
operations | you mentioned the poultry comes in from two processing sites is it all whole birds or are some already deboned when it gets here
operations | Okay, that's helpful on the ovens. The 26 cookie SKUs you mentioned, are they all packed here or do some ship bulk to your other plant?
operations | So the pet treat line is about 8 months old, you said. What's it making today, mostly jerky strips or the dental chews too?
operations | that was a good tour thanks what i still dont have a clear picture of is how the yogurt cups get from the filler to the cold room can you walk me through it
operations | Right, the two thermoformers you mentioned. Are they running the same film and product, or is one dedicated to the sliced cheese?
operations | you said earlier the bakery ships to about 300 stores daily what time does the last truck need to be loaded for that to work
pains | Thanks again for getting the whole team in here for round two. Last time you listed three things that keep you up at night, and I only caught two of them. What was the third?
pains | so you said the 186500 number is fine with finance what else is still making you hesitate on this
pains | Going back to the plant visit, your line lead said the back half of the line is where the day falls apart. What's going wrong back there that we haven't talked about yet?
pains | Appreciate the honesty about the last vendor. If you had to pick the one thing on this floor that causes the most headaches week to week, what would it be?
pains | i heard you on the 4 hours of downtime last tuesday beyond that what other issues are piling up on the snack lines
pains | We've got the proposal on the table at 212,000 and you said the scope looks right. Is there anything still nagging at you that we haven't put to bed?
pains | Makes sense about the weekend crew. Stepping back from the people piece, what's the biggest thing that's gone wrong in the plant this quarter?
pains | you mentioned marel came in last spring and it didnt go anywhere what were the problems you were hoping they would fix
pains | So the dairy side is running okay now, you said. Where's the friction on the cheese side then?
pains | I wrote down that you're fighting fires most mornings. What usually catches fire first?
pains | okay the sealer is one thing but i get the sense theres more going on what else is bothering you about the frozen line
pains | Fair point on timing. Setting that aside, is the number itself the sticking point, or is it something else?
pains | You told me last week your VP asked why the plant missed 3 orders in March. What happened behind those misses?
pains | look i know we covered a lot on the call in june but if you were in my shoes what would you want to fix first on this floor
pains | Got it on the pasteurizer. Honestly though, what's the part of this project that worries you most?
pains | Thanks for being straight about the 2 percent giveaway. Outside of that, what are the headaches that never make it into a report?
pains | so weve cleared installation and the training plan is that it or is there still something holding you back
pains | Right, you said the pet food plant has been held together with zip ties since 2019. I've seen a few of those plants. What's been the most painful part of living like that?
pains | We're close, I think. Any reservations left on your side that I should know about before I write the final version?
pains | earlier you said nights are rough on the bottling side what are the main problems that show up at night
metrics | Last time you said the line loses about 90 minutes a shift to stops. Do you track OEE on it, and if so where does it land?
metrics | so the filler is rated for 300 a minute what is it actually averaging over a full shift
metrics | Okay, that's good context on the fryer. What kind of yield are you getting from raw potato to finished chip these days?
metrics | Thanks for pulling up the dashboard during the tour. That 71 percent on line 3, is that availability only or full OEE?
metrics | you said the x ray kicks out about 40 packs a shift how does that compare to a year ago
metrics | Going back to the 186,500 quote for a moment, I want to anchor it to your numbers. How many cases an hour does the case packer do on a good day?
metrics | Your maintenance lead mentioned mean time between failures on the capper is under a day. Is that something you actually measure, or more of a gut feel?
metrics | right you said giveaway is around 3 percent on the checkweigher is that by weight across all skus or just the big bags
metrics | I know you're logging downtime by reason code now. What are the top three codes by minutes this month?
metrics | Fair enough on the labor side. What's the rated speed on the spiral freezer versus what you're pushing through it now?
metrics | Help me get a feel for the baseline here. Out of a 10-hour shift on the bagger, how much is actual run time?
metrics | so the 5 minute micro stops you mentioned how many of those are you seeing per shift on the cartoner
metrics | Earlier today you mentioned scrap is up since April. Roughly what percent of what goes into the oven ends up in the bin?
metrics | Got it. The uptime figure your plant manager quoted, 82 percent, is that measured against planned hours or against the full week?
metrics | that helps thanks how many pallets an hour does the robot cell need to hit to keep up with both lines
metrics | Interesting that the second oven runs slower. What belt speed are you at on it compared to line one?
metrics | You said the trays are going out at 55 a minute. That's about where most meat plants we see sit. What's the target your VP wants by next year?
metrics | ok the 40 minutes of downtime yesterday was that an outlier or is that a normal tuesday for you
metrics | Nice to see the counters on the HMI. Where do those numbers end up, does anyone look at first pass yield in the morning meeting?
metrics | i remember you said line 2 is your bottleneck whats its output in units per minute compared to line 1
budget | Thanks for confirming the scope. You mentioned at the first meeting there's a capital pool for the packaging room this year, roughly how big is it?
budget | so last time you said finance froze spending until the q3 review is there any money set aside for this line right now
budget | Makes sense that the robot cell is a priority. Is it already in this year's capital plan, or would it need a new request?
budget | Going back to the 150 you mentioned for the whole freezer project, does that include the spiral or was that just the building work?
budget | You told me the corporate capex limit per project is 250,000. Is there room under that for both the tray sealer and the metal detector upgrade?
budget | right so the x ray is the must have whats been earmarked for it this year
budget | I hear you on the rising feed costs eating into margin. Does that mean the equipment money for next year is shrinking?
budget | okay weve got the proposal at 212000 do you have the funds for that already allocated or are we waiting on next years plan
budget | Appreciate the tour of the cold room. Is there money set aside for the pasteurizer this fiscal year, or is it still a wish list item?
budget | You said the co-pack contract with the cereal brand got renewed in May. Did that free up any capital for the line upgrades?
budget | so the 90000 you had for the labeler last year did any of that carry over or did it go back
budget | Got it on the metal detectors. Roughly how much has been put aside for the palletizer project?
budget | That's helpful about the VP's priorities. Has any money actually been set aside against them yet, or is it all still on paper?
budget | i know you said the bakery had a tough year is there still capital available for the oven rebuild or did that get cut
budget | Fair enough on lease versus buy. Before we get there, is this coming out of an existing allocation or would it be new money?
budget | You mentioned the company had 1.2 million for automation across both sites. How much of that is still unspent?
budget | Thanks, that's clear on the schedule. How much room is there in this year's plan if the quote lands near 300?
budget | we talked about the 3 checkweighers at the first meeting is there funding for all three or just the one on the cheese line
budget | Right, the snack line upgrade you described as funded but not released. What's the dollar figure sitting behind that?
budget | So the contract packing side makes its own money. Does that part of the business have its own capital pot for equipment like this? I ask because it changes how we'd scope it.
authority | Good to meet you in person, Tom. Last time Maria said you'd own this project. Who else needs to be on board before the PO goes out?
authority | so you mentioned your limit is 50000 above that who has the final say
authority | Thanks for bringing Raj from maintenance today. Besides the two of you, whose budget does the filler actually come out of?
authority | Going back to the 186,500, that's over what you said you can approve on your own. Who would it go to?
authority | You said corporate engineering got involved on the last freezer. Are they going to have a vote on this one too?
authority | right i wrote down that the plant manager and the gm both have a say which one of them gets the last word
authority | I appreciate the tour, Linda. What's your role on this project exactly, are you leading it or advising?
authority | Makes sense on the quality sign-off. Who on the ownership side would need to see this before it moves?
authority | okay so you cant sign the 212 on your own who do we need to get in front of
authority | You mentioned the family still owns the bakery. Does one of them weigh in on purchases this size?
authority | That's good to hear about the food safety team liking the x-ray. At the end of the day, whose call is it?
authority | Last visit your operations director was in the room. Is she the person who approves the spend, or does it go higher?
authority | i know the co pack clients sometimes have a say on equipment does anyone outside the company get a vote here
authority | Got it on the schedule. How high can you go on a purchase order without needing a second signature?
authority | You told me the last palletizer was picked by the corporate project team in Chicago. Is that same group driving this one, or is it yours?
authority | so between you dave and the cfo whos actually holding the pen on this
authority | Thanks for walking me through the cold chain piece. Is there anyone we haven't met yet who could veto this?
authority | Right, 3 people at the first meeting and 5 today. That's a good sign for us. Who in this group does the CFO listen to most?
authority | Fair enough, maintenance will run it day to day. Who owns the result if the line doesn't hit the numbers?
authority | you said your boss kevin was skeptical on the phone is he the one who ultimately approves it or is it someone above him
timeline | Thanks for the update on the rebuild. You mentioned the plant shuts down the first two weeks of July. Are you hoping to have the new filler running by the end of that?
timeline | so you said the retailer wants the new pack format by q2 when do you need the line running to hit that
timeline | Going back to the August date you gave me, is that a hard date or more of a target?
timeline | Right, the lease on the old building runs out in March. How does that line up with getting the new case packer going?
timeline | okay you said corporate planning closes in october are you looking to buy this year or is this a next year thing
timeline | Appreciate you being clear about the backlog. How soon does the extra capacity need to be there?
timeline | You told me the co-pack customer starts shipping in 16 weeks. Working back from that, by what week does the thermoformer need to be producing?
timeline | Interesting about the holiday peak. Is the goal to have this in before Thanksgiving volume hits?
timeline | i heard you on the audit in september is the plan to have the new detector in before that or after
timeline | Fair enough that nothing moves until the budget resets. Once it does, how fast would you want to go?
timeline | So the old pasteurizer has maybe a year left, you said. Is this a this-year project, or are you planning to nurse it through 2026?
timeline | got it the pet food launch is set for spring how far out are you from placing an order
timeline | Thanks for the quote feedback. Realistically, what month are you hoping to have a PO out?
timeline | You mentioned three projects ahead of this one in the queue. Where does the tray sealer fall in that order?
timeline | that makes sense about the spiral freezer is this something you want done by year end or is there no rush
timeline | Earlier you said the fryer has been limping since Easter. How long can you keep running it like that before something has to change?
timeline | Right, the new bakery line for the club store account. Is there a go-live date on the calendar already?
timeline | so if the board meets on the 14th how soon after that could things actually start moving on your side
timeline | Good to see the space cleared out already. You've clearly been busy since our first meeting. Are you expecting equipment in here this year or next?
timeline | you said last time summer is out because of peak season so what does the calendar look like for this project after that
decision_process | Thanks for the feedback from the first meeting. Walk me through what happens between today and a purchase order on your side.
decision_process | so you said you took three bids on the last palletizer is that the same process this time
decision_process | Going back to the capital committee you mentioned, what does that review actually look like, do they want a presentation or just the paperwork?
decision_process | You told me engineering has to run a trial before anything gets approved. What would that trial need to show?
decision_process | Right, the 186,500 is with your finance team now. What steps does it go through from there?
decision_process | i remember you said corporate needs a justification form what goes into that form
decision_process | Makes sense that you want to compare options. What criteria are you going to score the proposals on?
decision_process | Appreciate you being open about the last project stalling. What could kill this one on your end?
decision_process | okay so were in the final two what would make our proposal stand out
decision_process | You mentioned the last line purchase took 7 months. Where did most of that time go in the approval process?
decision_process | Got it on the sanitary design. Does the food safety team have to do a formal review before this moves forward?
decision_process | so the plant manager likes it what happens next does it go to a committee or straight to purchasing
decision_process | Thanks for the walk-through on the dock. Once you've picked a vendor, how does the PO actually get issued at your company?
decision_process | Earlier you said corporate has a preferred vendor list. What does it take to get added to it?
decision_process | That's fair on needing references. Besides reference calls, what else do you need to see before this gets approved?
decision_process | help me understand how the capex request works here is it one meeting or a few rounds
decision_process | You said the board only looks at projects over 500,000. So what's the path for something at 212?
decision_process | right last time you mentioned a site visit to another plant was part of the review is that a must before you move ahead
decision_process | I know the project has to pass through engineering and finance. Which of those reviews usually takes longer?
decision_process | so weve answered the questions from the last round whats left in the process before you can put in the order
competitors | Thanks for being upfront that Ishida was here last month. What did they propose for the checkweigher line?
competitors | so you said the incumbent has been servicing the fillers for 12 years how happy are you with them honestly
competitors | Going back to the other quote you mentioned, does their number include installation and training or is that extra?
competitors | Right, you mentioned looking at a used thermoformer from an auction. How far did that get?
competitors | i heard you on the 186500 being higher than the other bid whats in their scope that might not be in ours
competitors | Makes sense to shop around. Who else are you talking to for the case packer?
competitors | You said the maintenance team thinks they could build the transfer conveyors in-house. Is that still on the table?
competitors | Appreciate you showing us the old Heat and Control fryer. Are they coming back in to bid on the replacement?
competitors | okay so how many vendors are you keeping in play for the x ray at this point
competitors | Earlier you mentioned Multivac. What did you like about the tray sealer they showed you?
competitors | Got it on the references. What's the other supplier promising on delivery, if you can share?
competitors | You told me the last robot cell was from a local integrator. Would you go back to them for the palletizer?
competitors | so the dairy down the road went with krones what did you hear from them about how its going
competitors | That makes sense about staying with one brand. Is there a reason you'd want to keep the same make as your current labelers?
competitors | Fair enough, nobody wants to be the first. Which other vendors have you already ruled out?
competitors | i know you mentioned refurbishing the old spiral instead is that a real option or just a backup
competitors | Thanks for the tour of line 4. Those Bosch baggers on it, is that the outfit you'd be comparing us against?
competitors | Right, the other bid came in at 170, you said. Does that include the reject conveyor and the guarding?
competitors | Nice to meet your engineering lead today. He seems to know detectors well. Has he worked with any of the other brands you're looking at?
competitors | you said you were thinking of just adding a second shift instead of buying anything how seriously are you weighing that
food_safety | Thanks for getting us through the gowning room. You mentioned a foreign material complaint in February. What did the investigation find?
food_safety | so you said listeria swabs came back positive on the drain near the slicer how are you handling environmental monitoring around the new line
food_safety | Going back to the allergen clean you mentioned, how do you validate the line is clean before running the nut-free product?
food_safety | Right, the x-ray is picking up bone fragments. What size contaminant does it need to catch for your HACCP plan?
food_safety | i noticed the chart recorder on the pasteurizer during the walk is that your main critical control point for the plant
food_safety | Makes sense about the ready-to-eat side. How do you keep raw and cooked separated through that hallway?
food_safety | You told me the metal detector test wands get run every hour. What happens when one fails a check?
food_safety | Appreciate the honesty about the recall in 2022. What changed in the plant after that?
food_safety | okay the new tray sealer would sit in the high care room what are the hygienic design requirements for anything going in there
food_safety | Earlier you said the CIP skid is manual right now. How do you verify chemical concentration and temperature on each cycle?
food_safety | Got it on the cooked chicken. What lethality step are you relying on, the oven or a post-pack pasteurization?
food_safety | so for the pet food side salmonella testing is that done on every lot or is it sampling
food_safety | That's good to hear about the SQF score. What's the main hazard you're watching most on the bakery side?
food_safety | You said the conveyors have hollow rollers today. Have you had any harborage findings on them?
food_safety | i remember you mentioned the fryer oil filtration what are you doing to control acrylamide on the chips
food_safety | Thanks for that. On the frozen line, is there a kill step after the sauce gets added, or is the sauce the risk point?
food_safety | Right, and the rejects from the detector, are they locked in a bin or can anyone on the floor reach in?
food_safety | Fair point on sanitation crew turnover. How are you making sure the filler valves actually get broken down and cleaned every night?
food_safety | so the last positive was on the spiral freezer belt how often is that belt getting swabbed now
food_safety | Interesting that the glass policy is so strict here. Is there any glass or brittle plastic on the current labeler that worries your team?
compliance | Thanks for the rundown on the BRC audit last month. Were there any findings on the packaging line that this project needs to close out?
compliance | so you said usda is on site every shift here does the new line need any inspector sign off before it starts running product
compliance | Going back to the 2 non-conformances you mentioned, were either of them tied to documentation on the metal detector?
compliance | Right, the retailer's new supplier standard. What do they need to see from you on foreign material detection?
compliance | i know you ship some of the cheese to canada what paperwork does the importer ask you for on the equipment side
compliance | Makes sense that OSHA was in last year. What did they flag around machine guarding?
compliance | You mentioned the plant is SQF level 3. Does anything in the proposal need to change for your next recertification?
compliance | Appreciate the look at the lockout boards. What does your lockout procedure require from a vendor for a new machine?
compliance | okay so the fsma preventive controls plan would have to be updated what does that update involve for you
compliance | Earlier you said your pet food is sold into the EU. What certification does that put on the line equipment?
compliance | Got it on the weights. Are you working to NIST Handbook 133 for the checkweigher, or does the customer have its own rule?
compliance | so the retailer audits you twice a year do they ask for validation records on the x ray
compliance | You told me the last audit wrote you up on the calibration logs. How are you keeping those now?
compliance | That's fair on the electrical. Does everything going in here need to be UL listed, or will CE marking do?
compliance | i heard you on the state inspector what do they usually focus on in the dairy walk through
compliance | Right, the Prop 65 question your customer raised. Does that touch the packaging materials going through the sealer?
compliance | Thanks for walking us past the boiler room. Does the new pasteurizer need a PMO review from the state before the first run?
compliance | Fair enough on the customer specs. What do your co-pack clients require in terms of audit access to the line?
compliance | so the fsvp file your importer keeps asking for what pieces are you still missing
compliance | Interesting that the customer does their own audit on top of GFSI. That's more common than it used to be. What's on their checklist for new equipment?
maintenance | Thanks for introducing Raj. You mentioned the capper goes down about twice a week. What's your team doing for preventive maintenance on it right now?
maintenance | so the 4 hours you lost tuesday was a gearbox how are you stocking spares for that line
maintenance | Going back to the old filler, who does the rebuilds on it, your guys or the OEM?
maintenance | Right, your techs are mostly mechanical, you said. How do they handle it today when a servo drive faults?
maintenance | i noticed the wear on the conveyor chain by the oven exit how often does that get replaced
maintenance | Makes sense that the spiral freezer is the big worry. What does the PM schedule look like on it?
maintenance | You told me the fryer heat exchanger needed a rebuild last year. How long did that take, start to finish?
maintenance | Appreciate the honesty about the run-to-failure approach. Is there anything on the line you're doing condition monitoring on?
maintenance | okay the palletizer robot what does your team do on it weekly versus what the integrator does
maintenance | Earlier you said the lube points on the case packer are hard to reach. How often do they actually get greased?
maintenance | Got it on the pasteurizer plates. When was the last time the gaskets were changed out?
maintenance | so the x ray tube is that something your guys can swap or does it need a service call every time
maintenance | That helps. How many hours a week does your crew spend just keeping the bagger alive?
maintenance | You said the thermoformer dies wear out every 18 months. What does a die refurbishment involve for you?
maintenance | i remember you said you use a cmms what gets logged in it and what just gets fixed and forgotten
maintenance | Right, the sealer jaws. Do you keep a spare set on the shelf or wait until they fail?
maintenance | Thanks for showing us the parts cage. What's the longest you've waited on a part for the labeler?
maintenance | Fair enough on the money piece. Back to the bearings on the extruder, how often are those getting changed?
maintenance | so after sanitation the motors on the conveyor get soaked how many of them have you had to replace this year
maintenance | Interesting setup in the shop. Do your techs do the calibration on the checkweighers themselves?
changeover | Thanks for letting us watch the crew swap the film on the sealer. Is 40 minutes what that normally takes, or was that a good day?
changeover | so you said you go from nuggets to tenders twice a day on the fryer line what does that swap involve
changeover | Going back to the 14 SKUs on the bagger, how many format changes are you doing in a typical week?
changeover | Right, the filler needs different change parts for the 16 ounce. Where do those get stored, and how long to put them on?
changeover | i watched the guys on the case packer for a while how long does it take them to go from the 12 count to the 24
changeover | Makes sense about the allergen clean being separate. Aside from the clean, how much time goes into the mechanical part of switching products?
changeover | You told me the label changes on line 3 are the worst. Talk me through one, start to finish.
changeover | Appreciate the look at the die cart. How many people does it take to switch dies on the thermoformer?
changeover | okay the 90 minutes you mentioned is that from last good bottle to first good bottle or just the mechanical part
changeover | Earlier you said the pet food bags switch sizes almost every shift. What has to be adjusted on the bagger when that happens?
changeover | Got it on the oven profiles. When you go from the sourdough to the sandwich loaf, is it just a recipe on the HMI or is there hands-on work?
changeover | so the capper has four different closure sizes how long do you lose every time you switch caps
changeover | That's helpful. On the cheese line, what's the slowest part of going from one block size to the next?
changeover | You mentioned the palletizer needs a new pattern every time the case size changes. Is that a quick pick on the screen or a lot of manual fiddling?
changeover | i hear you on the small runs getting smaller how many product switches are you doing per shift now compared to two years ago
changeover | Right, the tray sealer tooling weighs about 40 kilos, you said. How does that get lifted in and out?
changeover | Thanks, that's clear. When the juice line goes from orange to apple, what has to happen before the new flavor runs?
changeover | Fair enough, the co-pack clients all want different cartons. How long is the line down between one customer's job and the next?
changeover | so last visit you said setups eat about 2 hours a day on the snack line where does most of that time go
changeover | Interesting that you run the big orders first thing Monday. I've seen a couple of bakeries do the same. Is that to keep the number of format switches down?
staffing | Thanks for having the shift lead join us. You mentioned you're 8 people short on second shift. How long has that been going on?
staffing | so the line runs with 6 operators right now how many would you ideally want on it
staffing | Going back to the turnover you mentioned, what's it looking like on the packaging crew this year?
staffing | Right, the temp agency fills the weekend. How many of those folks stick around past a month?
staffing | i noticed there were only two people in the whole case packing area is that normal for days
staffing | Makes sense that the robot would free people up. Where would you move those three operators if the palletizer gets automated?
staffing | You told me hiring in this town is brutal since the distribution center opened. How many open positions are you carrying right now?
staffing | Appreciate the tour, and the crew seemed sharp. How big is the whole hourly workforce across the three shifts?
staffing | okay so nights are the hardest to fill whats the headcount on third shift compared to first
staffing | Earlier you said training a new operator on the filler takes six weeks. Who's doing that training today?
staffing | Got it on the overtime. How many hours a week are your people pulling on average right now?
staffing | so you mentioned the bakery runs on about 40 people per shift how many of those are on packaging
staffing | That's fair about the seniority rules. How does that affect moving people between lines?
staffing | You said the poultry plant relies heavily on one agency. What happens on the days they don't send enough people?
staffing | i hear you on the aging workforce how many of your senior operators are retiring in the next couple of years
staffing | Right, the x-ray would need someone watching the rejects. Do you have a person on the line who could take that on?
staffing | Thanks for clarifying the shift pattern. How many people does it take to run the frozen line end to end?
staffing | Fair enough, nobody wants to lift 50 pound bags all day. How hard is it to keep people on the pet food bagging station?
staffing | so a lot of the new hires dont speak english as a first language how do you handle that on the floor
staffing | Interesting that you cross-train everyone. That's rare in meat plants. How many of your operators can actually run every machine on the line?
quality | Thanks for showing us the retain shelf. You mentioned customer complaints went up in the spring. What were people complaining about?
quality | so you said the seals on the trays are leaking maybe 1 in 200 what do those look like are they channel leaks or wrinkles
quality | Going back to the underfilled bottles, is the variation coming from the filler valves or from the product itself?
quality | Right, the color on the chips drifts during the afternoon. How do you catch that today, is it by eye?
quality | i noticed the labels on a couple of cases were crooked on the walk how often does qa pull product for label issues
quality | Makes sense that the retailer is picky. What are their spec limits on bake color and loaf height?
quality | You told me the fill weights are running heavy to stay safe. How much spread are you seeing on the checkweigher?
quality | Appreciate the honesty about the holds. How many lots went on hold last month for quality reasons?
quality | okay the cheese blocks with the uneven cut whats causing that on the slicer
quality | Earlier you said the ice crystals on the frozen pizzas are a problem. Is that coming from the spiral or from the cold chain after it?
quality | Got it on the bakery. When a batch comes out of the oven undercooked, how do you find out about it?
quality | so on the pet food side whats the main defect the customer sends back
quality | That helps on the sealer. How do you check seal integrity today, dye test, burst test, or nothing formal?
quality | You said the caps on the 2 liter are backing off in the truck. What's your torque spec and how often do you test it?
quality | i remember you said the kibble size is all over the place after the extruder how far off spec does it get
quality | Right, the checkweigher is the last check. What's your process when a bad case makes it to the customer anyway?
quality | Thanks for that. On the meat side, what's driving the purge in the packages, is it the film or the product temperature?
quality | Fair point on the new operators. Has first-time quality dropped since they started on the line?
quality | so the co pack customer rejected a whole truck in june what was wrong with it
quality | Interesting that you grade every tray by hand. Must take a lot of eyes. What's the most common thing the graders pull out?
price | Thanks for the feedback on the proposal. The 186,500 is for the full line. Is that number in the range you were expecting?
price | so when you said the number felt high last week what were you expecting to see for the sealer
price | Going back to the quote, would it help to see the x-ray priced on its own, separate from the checkweigher?
price | Right, the other plant paid around 90 for their detector, you said. What figure did you have in your head for ours?
price | i know the 212000 covers the palletizer and the stretch wrapper does that number work for you or is it a stretch
price | Makes sense that finance wants a breakdown. Which line items on the quote are you most likely to push back on?
price | You told me you were expecting to pay around 150 for the case packer. Is that based on a past purchase?
price | Appreciate you being direct. What would you expect a bagger like this to run, roughly, all in?
price | okay so the quote is at 74 per unit for the cappers how does that compare to what you paid last time
price | Earlier you said ballpark was fine for now. Is 300 to 350 installed a number you can work with for the spiral?
price | Got it on options. Do you want me to quote the robot cell with the vision system in, or leave it as an add?
price | so the spare parts kit adds about 11 on top is that something you want in the main number or priced separately
price | That's helpful. Going in, did you expect a tray sealer this size to land under 200?
price | You said you'd seen list pricing online. Was that for the base model or the one with the servo film drive?
price | i hear you on the freight what kind of all in number were you hoping to see delivered to the dock
price | Right, we're at 186,500 with install. If we took the install out, where would you want the equipment number to sit?
price | Thanks for sharing that. When your CFO looked at the quote, did any one line jump out as too much?
price | Fair enough, the sticker is the sticker. Are you comparing it against per-unit cost or the total package?
price | so the thermoformer at 410 what would that figure need to be for you to feel comfortable
price | Interesting that the last cartoner came in so cheap. What did you pay for it back then, if you don't mind me asking?
roi | Thanks for the downtime numbers. That 4 hours last Tuesday, what does an hour of the line sitting still actually run you?
roi | so the 2 percent giveaway on the bags whats that adding up to in product dollars over a year
roi | Going back to the 8 people short on nights, how much overtime are you paying to cover that each month?
roi | Right, the 3 lots on hold last month. What did those end up costing you by the time they were dumped?
roi | i know you said spare parts for the old filler are getting hard to find what are you spending on them a year now
roi | Makes sense about the recall scare. If the x-ray had caught that bone fragment, what would it have saved you?
roi | You told me a missed delivery to the club store means a penalty. How big is that hit per truck?
roi | Appreciate the tour of the scrap area. What do those bins of broken cookies add up to in a week?
roi | okay so if the changeover goes from 90 to 30 minutes what would getting that hour back be worth to the business
roi | Earlier you said the fryer oil gets dumped early because of the filter. How much money is going down the drain on that?
roi | Got it on the energy bill. What's the spiral freezer costing you to run per month compared to what it should?
roi | so if we took two operators off the palletizer whats that worth to you in a year fully loaded
roi | That helps. Has anyone on the finance side put a dollar figure on the downtime from the capper?
roi | You said the customer chargebacks for bad labels hit 30,000 last year. Is that number going up?
roi | i remember you mentioned payback needs to be under two years how are you calculating that on your side
roi | Right, the co-pack customer pulled a job in June. What was that job bringing in for you?
roi | Thanks, that's useful. If we got the line to the 85 percent you want, what does that extra output turn into in dollars?
roi | Fair enough that the old oven still works. What's it eating in gas and repairs compared to a new one?
roi | so the weekend overtime to catch up after breakdowns what does a typical weekend like that run you
roi | Interesting that you've never tracked it. Most plants haven't, honestly. Ballpark, what would two extra hours of production a day bring in?
installation | Thanks for showing us the space by dock 4. You mentioned the floor drains need to move. Is that something your contractor handles or would you want us to?
installation | so the shutdown in july is 10 days how much of that could we have for the install and start up
installation | Going back to the utilities, do you have air and 480 volt power already run to where the new filler would go?
installation | Right, the ceiling is low over the case packer, you said. How do we get a palletizer in through that doorway?
installation | i noticed the old spiral is still sitting where the new one goes who takes that out and when
installation | Makes sense that you can't stop both lines at once. Could we put the new sealer in while line 2 keeps running?
installation | You told me the last install ran two weeks over. What went wrong during that one?
installation | Appreciate you walking us through the mezzanine. Would the new conveyors need to be hung from the ceiling, or can they go on floor stands here?
installation | okay the robot cell needs a guarded area about 20 by 25 feet do you have that footprint clear at the end of line 3
installation | Earlier you said union electricians have to do any wiring. How do you usually coordinate them with a vendor's startup crew?
installation | Got it on the permits. How much lead time do you usually need to get the floor cut and trenched for a new line?
installation | so for the start up week would your operators be available to run product or do we need to bring our own
installation | That helps on the schedule. Where would the crates get staged while we're putting the thermoformer together?
installation | You said the floor is sloped near the washdown area. Is that going to be a problem for leveling the checkweigher?
installation | i hear you on the tight fit what are the door dimensions into the high care room
installation | Right, so the fryer sits on the old footing. Would you want new anchoring done before it goes in?
installation | Thanks for that. What does your plant need from us on site during the mechanical install, a supervisor full time or just at start-up?
installation | Fair enough, weekends only. How many weekends would you be comfortable giving us to get the bagger in and commissioned?
installation | so the cip skid needs to tie into your existing supply lines how far is it from the chemical room to where the new skid would sit
installation | Interesting that you want to keep the old labeler as a backup. That's smart with a launch coming. Where would it go once the new one is in?
support | Thanks for being clear about the last vendor's service. When a machine goes down at 2 a.m., what kind of response do you need from us?
support | so you said the tech from the old supplier took 3 days to show up how fast would you need someone on site
support | Going back to the training you mentioned, how many operators would you want us to train on the new cartoner?
support | Right, your team is comfortable with remote help. Would your IT folks let us VPN into the PLC?
support | i know you said the plant is 4 hours from the nearest service center does that worry you for the x ray
support | Makes sense that nights are when stuff breaks. Would you want phone support around the clock, or is business hours okay?
support | You told me parts took 6 weeks from Europe last time. How much of a spares stock would you want us to keep locally?
support | Appreciate the honesty on the manuals. What format of documentation does your maintenance team actually use?
support | okay so after install how long would you want a tech to stay on site to babysit the line
support | Earlier you said the integrator disappeared after start-up. What does good after-sale support look like to you?
support | Got it on the language issue. Would operator training in Spanish help on the floor?
support | so how would you want service calls to come in phone app email
support | That helps. What do you expect for scheduled service visits on the tray sealer, one or two a year?
support | You said your current detector vendor charges for every phone call. How would you want that handled with us?
support | i hear you on the spare parts lead time is overnight shipping on critical parts something you need
support | Right, the 12 people on the maintenance crew. How much hands-on training would they need from us to be self-sufficient on the robot?
support | Thanks for that. Have you used a service app or remote monitoring with any of your current equipment?
support | Fair point on the weekend. If the filler goes down Saturday morning, who would you expect to pick up the phone on our end?
support | so what would you want from us the first 90 days after the line is running
support | Interesting that you keep a binder on every machine. Your guys clearly take it seriously. Would you want refresher training every year, or just at startup?
contract | Thanks for sending it to legal. You mentioned they had comments on the liability clause. What are they asking for?
contract | so the proposal has 30 percent down and the rest on delivery does that payment schedule work with your ap team
contract | Going back to the warranty, is 12 months from startup enough, or were you hoping for 24?
contract | Right, the uptime guarantee you asked about. How would you want that written, a percentage or a penalty?
contract | i know your company has its own terms and conditions do you want to work from your paper or ours
contract | Makes sense that finance wants a holdback. What percentage were they thinking of keeping until acceptance?
contract | You told me the last vendor's warranty didn't cover wear parts. Is that something you want spelled out in ours?
contract | Appreciate the redlines. Which of them are must-haves and which are nice to have?
contract | okay so net 30 or net 60 whats standard for your company on an order this size
contract | Earlier you said your attorney flagged the limitation of liability. Is there a cap number they'd be comfortable with?
contract | Got it on the site acceptance test. What would you want in the agreement as the pass criteria?
contract | so on the service agreement would you rather commit for three years up front or go year to year
contract | That helps. Would a lease agreement fit better than an outright purchase for the robot cell?
contract | You said your corporate standard is a performance bond on anything over 200,000. Is that still the case for this one?
contract | i hear you on the penalty clause for late delivery what daily amount is your team thinking
contract | Right, the 186,500 is the number. What terms around it does your purchasing group usually ask for?
contract | Thanks for that. Does the purchase agreement need an IP clause for the custom tooling we'd build?
contract | Fair enough, your team wants the training written into the scope. Anything else you need spelled out in the paperwork?
contract | so for parts pricing would you want that locked for a few years in the agreement
contract | Interesting that you want the warranty to start at acceptance instead of shipment. That's reasonable. Would acceptance be after the first production run or after the 30 day run-in?
tariffs | Thanks for flagging the import side. The fryer is built in the Netherlands, so how are you thinking about the duty on it?
tariffs | so you said the last machine from italy got stuck at customs for 3 weeks who was the customs broker on that one
tariffs | Going back to the euro pricing, would you rather we quote in dollars and carry the currency risk?
tariffs | Right, the steel tariffs hit your last conveyor order. Is that still something your finance team is watching?
tariffs | i know the thermoformer ships from germany do you want the duties in our number or do you handle them
tariffs | Makes sense to be careful with the exchange rate. Does your company have a hedge in place for equipment bought in euros?
tariffs | You told me the Canadian plant buys in Canadian dollars. Does that change how we should quote the second line?
tariffs | Appreciate the heads-up about the new Section 301 list. Do you know if any components on the robot cell fall under it?
tariffs | okay so the x ray is made in the uk what does your team usually expect in import fees on something like that
tariffs | Earlier you said your last Japanese checkweigher came in under a different HTS code. Do you remember which one?
tariffs | Got it on delivery terms. Are you set up to be the importer of record, or would you want us to handle that?
tariffs | so if tariffs go up again before the ship date how would you want that handled in the quote
tariffs | That helps on the schedule. Does your customs broker need anything specific from us ahead of shipping?
tariffs | You said duties added almost 9 percent to the last labeler. Are you planning on that same amount here?
tariffs | i hear you on the peso swinging around for the mexico plant would you prefer we price that one in dollars
tariffs | Right, DDP or FCA, you mentioned your logistics folks have a preference. Which way do they usually go?
tariffs | Thanks for that. Is there any chance the pasteurizer qualifies for a duty drawback since you export some of the milk powder?
tariffs | Fair point on the border delays. How much buffer do you build in for customs clearance on imported equipment?
tariffs | so the spare parts coming from denmark would each shipment get hit with duty or is there a way you bring them in now
tariffs | Interesting that corporate tracks the dollar-euro rate weekly. We've seen it move a lot this year. At what level does that start to change your plans for this purchase?
next_step | Thanks for the tour today, this was really useful. Would it make sense to bring your maintenance lead to see the sealer running at our demo center?
next_step | so you said a trial with your own trays would settle it could you ship us a pallet of film and trays next week for that
next_step | Going back to the reference visit you asked for, would the poultry plant in Georgia work, or is a closer one better?
next_step | Right, we've covered the 186,500 and the install window. What would you like to happen after today?
next_step | i know the board meets on the 14th should we set up a call the week before to get you what you need for it
next_step | Makes sense to get your VP in front of it. Could we book 30 minutes with her next Thursday to walk the proposal?
next_step | You told me your team wants to see the x-ray reject real product. Do you want to send us samples, or have us bring a unit out here?
next_step | Appreciate everyone's time today. What's the best way to follow up, a call early next week or an email with the revised layout?
next_step | okay so for the demo would tuesday or wednesday be better for your line leads
next_step | Earlier you said you'd want to see a bakery running our ovens. Would a visit to the plant in Ohio next month work for you?
next_step | Got it on the drawings. Once I send the updated layout, when should we get back together to go through it?
next_step | so whats the next thing you need from me to keep this moving
next_step | That helps. Would it be useful to have our applications engineer come out and spend a day on the bagger with your crew?
next_step | You mentioned the plant manager couldn't make it today. Can we get him on a short video call to go over what he missed?
next_step | i hear you that nobody can travel this quarter would a live video demo of the filler work instead
next_step | Right, the pilot you mentioned on the one line. How would you want to set that up, a month on loan?
next_step | Thanks for the honest feedback. If I come back with the revised number Friday, could we sit down Monday morning?
next_step | Fair enough, you want to talk it over internally first. When should I check back in with you?
next_step | so we left off last time with you wanting references do you want me to set up calls with two of our dairy customers
next_step | Interesting that your QA manager wants a closer look. She asked good questions today. Should we plan a second walk-through of the line with her and our engineer?
rapport | Good to see you again, Mike. Last time you said you'd just gotten back from your daughter's graduation. How was it?
rapport | so you said you started on the line here 20 years ago how did you end up running the plant
rapport | Going back to what you said about coming from the brewery world, what's been the biggest adjustment moving into dairy?
rapport | Right, you mentioned the week's been rough with the audit. How are you holding up?
rapport | i know you were new in the role when we first talked how are you settling in
rapport | Makes sense that you're stretched thin. What does a typical day look like for you these days?
rapport | You told me you came over from the poultry side. What made you jump to pet food?
rapport | Appreciate you taking time on a Friday. Anything fun planned for the weekend after the week you've had?
rapport | okay so youre the one who got the last line in on time whats that experience taught you personally
rapport | Earlier you said you trained as a food scientist. Do you miss the lab side of things?
rapport | Got it, the plant keeps you busy. How long have you been in this role now?
rapport | so how was the conference in chicago you mentioned last time
rapport | That's a great story about the first line you ran. What got you into manufacturing in the first place?
rapport | You said you were up at 4 to walk the floor. Is that every day for you?
rapport | i hear you on the commute how far out are you living these days
rapport | Right, you moved here from Wisconsin, you mentioned. How are you finding the winters compared to back home?
rapport | Thanks for the coffee. How's your week been going so far?
rapport | Fair enough, the job has its moments. What's the part of it you enjoy most?
rapport | so you told me you coach your kids hockey team how did the season end up
rapport | Interesting that you've worked at three bakeries. I didn't know that. Which one taught you the most?

# A twenty-third writer, given only docs/nlu-labels.md: the question turns of 30 imagined calls (cold, discovery,
# closing) in order, reps of every level.
# call 1: cold call, strong consultative rep, checkweighers, QA manager at a frozen-meal plant in Ohio
quality | Before I take any more of your time, how are you catching underweight trays today, is it a checkweigher at the end or sampling off the line?
metrics | Got it. So roughly what percentage of packs get kicked out on a normal shift?
roi | And when you overfill to stay on the safe side of the label, what does that giveaway add up to over a year, even ballpark?
compliance | are the retailers you ship to asking to see your weight records now like do they audit that
operations | How many lines are we talking about, and are they all running the same tray size?
timeline | is anything planned on the packaging end this year or is that more of a next year thing
authority | If it did make sense to look at this, would you be the one driving it, or does it sit with the plant manager?
competitors | And who put in the checkweighers you have now?
# call 2: cold call, weak rambling rep, continuous fryer, maintenance lead at a snack plant in Texas
operations | so um yeah i guess what i wanted to ask and stop me if this is a bad time is like how old is that fryer you guys have out there the continuous one
maintenance | and uh the burners i mean the heat exchanger like how often are you guys in there fixing stuff on it is it a lot or
food_safety | ok and so like with the oil and the fines and everything um how do you handle the crumbs building up in the pan because i know at some plants that becomes a sanitation thing and a fire thing both
pains | So, I mean, every plant is different obviously, but what's the thing on that line that gives you the most headaches, if you had to pick one?
staffing | How many guys do you have on maintenance, like, per shift, roughly?
roi | and when the fryer goes down um what does that run you like in lost product and overtime and everything
budget | Is there money put aside for the fryer line this year, or is it more of a, you know, wait until it breaks kind of thing?
rapport | how long have you been over there cause it sounds like you know that line inside out
# call 3: cold call, pushy impatient rep, capper heads, purchasing manager at a soft drink bottler in Georgia
price | Let me cut to it. What are you paying per capping head when you get them rebuilt now?
competitors | ok and is that through the oem or some third party rebuild shop
contract | Are you locked into a service agreement with them, and when does it run out?
tariffs | your heads come out of italy right so who's eating the duty on those parts you or the supplier
pains | so what's the actual problem with the cappers right now loose caps cross threading what
quality | How many leaker complaints did you log from customers last quarter? Just a number.
decision_process | If I get you a quote by Friday, what does it have to go through before a PO gets cut?
next_step | what would you actually need to see from us to make a torque audit on your line worth your time
# call 4: cold call, average rep, tunnel oven, owner of a family bakery in Pennsylvania
rapport | So you took over from your dad, is that right? How long have you been running the place yourself?
operations | How many loaves are you putting through the tunnel oven on a typical day?
changeover | When you switch from the sandwich bread to the rolls, how long is the oven just sitting there before you're baking again?
pains | what would you say is slowing you down the most right now
budget | um have you set anything aside for equipment this year or is it kind of as needed
authority | And would it be just you making the call on something like a new oven, or is your brother involved too?
installation | if you did replace it would you have the floor space to run both side by side for a while or is it a straight swap in the same spot
timeline | Anything coming up, like a new grocery account, that would push you to add capacity in the next year?
# call 5: cold call, strong consultative rep, bagging line, maintenance lead at a pet food plant in Kansas
maintenance | Out of curiosity, how much of your week goes to the baggers versus everything else in the plant?
metrics | What kind of uptime are you seeing on the bagging line these days?
support | When one of those baggers goes down at 2 a.m., who do you call, and how fast does somebody actually show up?
staffing | you mentioned you were short a tech on nights is that still open or did you fill it
quality | are the distribution centers sending back bags with bad seals or is that pretty rare
food_safety | How are you keeping metal out of the bags? Is there a detector right after the bagger, or further upstream?
roi | so what does a bad night on that line cost you roughly when you add up the overtime and the scrapped bags
next_step | If this turns out to be worth a second conversation, what would be the most useful thing for me to send you after today?
# call 6: cold call, weak rep who leads the witness, HTST pasteurizer, CFO at a dairy in Wisconsin
roi | i mean you'd agree every hour the htst is down is costing you real money right
budget | You've probably still got some capex left for this year, right?
price | and you'd probably expect a new htst skid to come in what under a million or so right
decision_process | And I'm guessing anything over a certain amount has to go to the board for approval, yeah?
compliance | you guys are grade a so the state inspectors are probably all over your pasteurizer charts right
metrics | and i'm guessing energy per gallon is something you watch pretty close right
tariffs | With the steel tariffs, I bet you're nervous about what stainless is going to cost you next year, aren't you?
timeline | so realistically you'd want something in before the spring flush right
# call 7: cold call, average spoken rep, slicers, plant manager at a deli meat plant in Iowa
operations | so what are you running on the slicing side right now like how many lines and what kind of products
food_safety | and how do you guys deal with listeria on the slicers is it a full teardown every night
changeover | how long does it take your crew to go from one product to the next on the slicer including the washdown
staffing | Are you finding enough people to run those lines, or is it a struggle?
pains | What keeps you up at night about that department?
competitors | Have you looked at anybody else in the last couple of years, or is it all one brand out there?
authority | who besides you would weigh in if you did look at new slicers
timeline | is there even a window coming up where you could take a line down
# call 8: cold call, pushy impatient rep, robotic palletizing, engineering manager at a chemical plant in Ontario
operations | Quick one: are you palletizing by hand or with a robot right now?
staffing | ok how many people are stacking bags per shift then
pains | what's breaking your back on end of line
tariffs | You're in Ontario, so if we ship a cell from Michigan, are you used to dealing with the customs brokers, or would that be new for you?
installation | what's your ceiling height at the end of line cause we need about fourteen feet for the cell
budget | Is there a number in the capital plan for end of line automation? Yes or no.
roi | what does an injury claim from that stacking job run you on average
decision_process | So if this made sense, how does it get in front of whoever approves it, a capex request, a business case, what?
# call 9: cold call, strong consultative rep, x-ray inspection, QA director at a salad kit plant in California
food_safety | What kinds of foreign material worry you most in the salad kits, stones, hard plastic, bone from the chicken toppings?
compliance | did your last sqf audit flag anything around your foreign material controls
quality | Roughly how many customer complaints for foreign objects came in last year?
metrics | And how often does the metal detector false reject on the kits right now?
competitors | are you looking at other x ray vendors or is this the first conversation you've had
rapport | you came over from the meat side didn't you what made you jump to produce
timeline | Did the retailer give you a date for having x-ray in place?
next_step | what would be more useful for you after today running your own product through our unit or just specs to start
# call 10: cold call, weak rambling rep, can labelers, purchasing manager at a craft brewery in Colorado
contract | so i don't know how you guys buy parts but um do you have like a blanket po or some kind of agreement with your labeler supplier or is it just order as you go
price | And, uh, not to get too into it, but what are you guys paying for like a set of glue rollers, roughly?
support | what about when you need a tech is that coming from the factory in germany or is there somebody local
tariffs | and the parts i imagine there's some kind of duty on that stuff coming over from europe is that something you deal with or does the supplier kind of eat it
quality | How often do you see crooked labels or flagging on the cans?
changeover | yeah and um switching between the different brands like the label changes how long does that take
authority | Would you be the one who'd sign off on a parts agreement, or does that go up to your ops guy?
budget | is there like a cap per year on maintenance parts spending that you have to stay under
# call 11: discovery meeting, strong consultative rep, case packers, plant manager at a cereal plant in Michigan
operations | Thanks for the tour. Tell me a bit about how the case packers fit into the flow, which lines feed which?
metrics | what's your oee on line four compared to the other lines
pains | You mentioned the jams on line four earlier. Other than that, what makes that end of the line hard to run?
changeover | when you go from the family size to the single serve box what does the case packer need like parts tools how long
staffing | how many operators are on the packer during a changeover versus a normal run
maintenance | Who's doing the PMs on those packers now, your people or the OEM?
roi | if line four ran like the others what would that be worth to you in a month
decision_process | How do projects like this usually get approved here? Does it go through a corporate engineering review first?
# call 12: discovery meeting, average spoken rep, spiral freezer, maintenance lead at a frozen food plant in Minnesota
maintenance | so walk me through what you do on the spiral during the weekly shutdown
pains | ok and where do the problems usually start on it is it the belt the evaporator or something else
food_safety | how are you handling the defrost and sanitation with listeria in mind is all that manual
metrics | how many hours a week is it actually freezing versus down for defrost and cleaning
staffing | do you have somebody who really knows refrigeration on staff or do you bring in a contractor
support | When you call the OEM for a part, how long are you usually waiting?
installation | If you ever had to put in a new spiral, where would it go? Would you need to open up the roof or a wall?
rapport | what got you into refrigeration in the first place you clearly know your stuff
# call 13: discovery meeting, weak rep who leads the witness, piston fillers, QA manager at a sauce plant in New Jersey
food_safety | so you're probably running soy and wheat on that filler and the cleaning between them is a nightmare right
changeover | and going from hot fill to cold fill takes forever i'd imagine yeah
quality | I bet the fill weights drift around when the viscosity changes, don't they?
compliance | Your customers are probably asking for validated allergen cleaning now, right?
pains | so i mean the biggest issue has gotta be the cleaning right or is there something else
metrics | and you track your giveaway on every sku pretty closely i'm guessing
competitors | You've probably had other filler companies in here already, haven't you?
timeline | and you'd want all this sorted before the next audit season right
# call 14: discovery meeting, strong consultative rep, thermoformer, owner of a co-packer in Vermont
rapport | Before we get into the machine, how did you end up starting a co-packing business? That's not an easy road.
operations | Who are your main customers today, and what kinds of packs do they want from you?
pains | When a customer gets unhappy or walks, what's usually behind it?
changeover | how many different films and tooling sets are you going through in a week
quality | Are you having any trouble with seal integrity on the current thermoformer?
budget | How are you thinking about paying for a new line, cash, a loan, a lease?
roi | what would that new account you mentioned be worth to you in a year if you could take it on
authority | Is there a partner, or maybe the bank, who'd need to be part of a decision like this?
# call 15: discovery meeting, pushy impatient rep, conveyors and shrink wrap, purchasing manager at a bottler in Monterrey, Mexico
operations | How many conveyors are we talking about in total, and what's the rough length?
pains | ok so what's actually wrong with the conveyors you have now
tariffs | you'd be importing from the states into monterrey so who pays the import duties you or the vendor
price | What did you pay per meter the last time you bought conveyor?
competitors | Who else are you getting quotes from and where are they based
decision_process | Do you need three bids for this, or can you single-source if the numbers work?
contract | What payment terms do you normally work with on equipment like this?
timeline | When do the conveyors have to be running? Give me a date.
# call 16: discovery meeting, average rep, retorts, process engineer at a canned soup plant in Ohio
operations | So how many retorts do you have, and are they all still, or do you have some rotary ones?
compliance | When you change anything on a retort, what does your process authority need to see before you can run product again?
food_safety | how do you make sure you never get a cold spot in the load like how are you mapping it
metrics | what's your cycle time right now on the 300 by 407 cans
maintenance | are the valves and the controls original or have you upgraded those over the years
installation | And if you added a retort, would you have the steam for it, or would the boiler need an upgrade too?
staffing | How many trained retort operators do you have on each shift?
next_step | What would you need from us to put a proposal together, a heat penetration study, drawings, something else?
# call 17: discovery meeting, weak rambling rep, robot deboning cells, plant manager at a poultry plant in Arkansas
operations | so yeah um i guess tell me like what the deboning area looks like right now like how many people how many lines whatever you can share
staffing | and like turnover i hear it's crazy in poultry is that true for you guys too like how many people are you losing in a month
pains | and um besides people i mean is there other stuff going on out there that's you know a problem for you
quality | ok and i guess like the yield or the bone fragments you know what are you seeing there quality wise
food_safety | and then with the robots um they'd have to handle a full washdown i imagine so what does your sanitation look like every night is it foam and rinse
roi | So I guess what I'm trying to figure out is, if a cell took three people off the line, what's that worth to you? Like, per year?
authority | who would be like the main people making the call on something like this is it you or corporate or
rapport | oh and you said you grew up around here right like did you always figure you'd end up at the plant
# call 18: discovery meeting, strong consultative rep, CIP skids, CFO at a juice plant in Florida
rapport | How long have you been CFO here? I saw you came up through the plant controller role.
budget | How does the capital budget work here? Is there a pool for the year, or does each project compete on its own?
roi | What are you spending on chemicals, water and heat for CIP today, per year?
metrics | how long does a cip cycle take on your big circuits right now on average
pains | From your seat, what's frustrating about the way the plant cleans today?
authority | Who besides you has to agree before a capital request over, say, half a million moves forward?
decision_process | and what payback does a project have to show to make it through that review
contract | Are there standard terms your legal team insists on with equipment vendors, like liability caps or warranty language?
timeline | When does your fiscal year close, and would this need to land before then?
# call 19: discovery meeting, pushy impatient rep, high shear mixers, maintenance lead at an adhesives plant in North Carolina
maintenance | How often are you replacing seals on the mixers? Every month, every quarter?
pains | ok skip the history what's failing right now
support | when you call your current vendor do they even pick up
metrics | what's your mean time between failures on the big mixer ballpark is fine
compliance | Is there anything from OSHA or the fire marshal around the solvent mixers that a new unit would have to meet?
installation | What's the access like to get a new tank in there? Do we have to take a wall out?
competitors | are you talking to anyone else or just us
next_step | so after today what do you need from me first drawings or a budget quote
# call 20: discovery meeting, average rep, metal detectors, QA manager at a beef packer in Alberta
food_safety | What happens right now when the metal detector rejects a case? Walk me through it.
compliance | Has CFIA been asking for anything specific on your foreign material program since SFCR came in?
quality | how many false rejects do you get in a day would you say
operations | What aperture sizes are you running on the different lines?
tariffs | and you mentioned the exchange rate hurt you on the last purchase do you usually buy in us or canadian dollars
support | who services the detectors now and how quick are they when you call
staffing | who validates the detectors each shift is it your qa techs or the line operators
decision_process | What would a new detector have to prove before you'd switch the lines over? Would you want a trial first?
# call 21: closing meeting, strong consultative rep, rotary filler proposal, plant manager at a beverage plant in Ohio
pains | Now that you've had the proposal for a week, what's still giving you pause?
decision_process | What does it still have to go through on your side before we could see a PO?
authority | Is the VP of operations the last signature, or does it go up to the CEO at this amount?
installation | We planned the install around your July shutdown. Does that window still hold?
support | Is the on-site support in the proposal enough for your team, or would you want a tech with you for the first two weeks of production?
roi | do the product loss savings we showed line up with what your finance people think
contract | How did legal react to the warranty language in section 4?
timeline | when are you aiming to have this wrapped up on your side
# call 22: closing meeting, pushy impatient rep, case packer proposal, purchasing manager at a snack plant in Texas
price | What number do you need to see on this quote?
competitors | what's the other guy's price and does it include the change parts
contract | Are the payment terms the problem, or can you live with 40 30 30?
tariffs | is it the steel tariff surcharge that's hanging you up because that's only on the frame
decision_process | what step is it sitting at right now legal finance what
authority | Who's got the final say here, you or your boss?
timeline | Can you give me a date you'll have a decision by?
pains | ok cut to it what's stopping you from signing today
# call 23: closing meeting, weak rambling rep, tray sealer proposal, QA manager at a ready-meals plant in Ontario
food_safety | so um i know we sent the proposal but i just wanted to check you know on the hygienic design stuff like did your sanitation team have any worries about the new sealer like where stuff might hide or whatever
compliance | and uh the brc audit um i think you said that's in the fall is there anything the auditor would like need from us on the new sealer like documents or
quality | and the seal testing we did on your trays, was that, I mean, did that look okay to you guys, or are there still leakers you're worried about?
tariffs | oh and the tooling comes from italy so um i don't know if customs would be a thing for you guys in canada on that or
installation | and the install i guess like would you need it done over a weekend or could you give us the line for a few days
support | um training wise is what we have in there enough like two days on site or would your people want more
next_step | so i guess like what's next from here do you need anything else from me at this point
rapport | and are you still covering both plants since the reorg or did they finally give you some help
# call 24: closing meeting, strong consultative rep, HTST pasteurizer proposal, CFO at a cheese plant in Idaho
roi | Looking at the payback model in the proposal, which assumptions would your team push back on?
budget | Is the money for this in this year's capital plan, or would it roll into next year?
price | Where does our price land against what you expected to pay for a unit this size?
contract | would you rather have the extended warranty built into the price or as a separate service agreement
decision_process | What does the board package need to include for this to get through at the March meeting?
competitors | Is the refurbished unit you mentioned still on the table as an option?
tariffs | do you want the stainless quoted with today's tariff rate locked in or left floating
timeline | if the board says yes in march when would you want the skid running
# call 25: closing meeting, average spoken rep, robotic palletizer proposal, maintenance lead at a pet food plant in Indiana
maintenance | so looking at the pm schedule we put in the quote does that fit how your guys work or is it too much
staffing | would you have somebody who can be the go to person for the robot on each shift
support | is the remote support thing something your it people are ok with or was that a problem
installation | what about the anchoring did your engineer get a chance to look at the floor drawings
changeover | and the new pallet patterns for the club store orders is that something your guys would want to set up themselves or have us do it
pains | is there anything in the proposal that still kinda bugs you
authority | ok so when you take this to your plant manager is he the one who signs or does it go to corporate
next_step | what do you need from me this week to get this in front of him
# call 26: closing meeting, weak rep who leads the witness, tunnel oven proposal, owner of a bakery in Montreal
price | so i think the price is pretty fair for what you're getting wouldn't you say
roi | and with the gas savings it kinda pays for itself in what two years right
budget | You've got the financing lined up already, right?
tariffs | And the duties coming into Canada, your broker already sorted that out, yeah?
installation | you can probably shut down for like a week in august for the install right
contract | and the fifty percent deposit is fine with you i assume
authority | It's just you signing this, right, no partners?
competitors | and the other oven company you talked to they were way more expensive right
# call 27: closing meeting, strong consultative rep, x-ray proposal after a trial, QA director at a meat snacks plant in South Dakota
food_safety | Since the trial, has your team settled on the smallest bone fragment you need us to catch?
compliance | For the validation package, does your SQF practitioner want our test pieces certified, or will your own do?
quality | How did the false reject rate during the trial compare with what you get from the metal detector today?
metrics | what line speed does it need to hold on the stick line still a hundred and twenty packs a minute
support | How quickly would you expect us on site if the unit went down on a night shift?
decision_process | Does corporate food safety have to review this before the plant can buy it?
next_step | what's the next thing that has to happen on your end after today
rapport | and congrats on the promotion by the way how are you finding the new job so far
# call 28: closing meeting, pushy impatient rep, tortilla counter-stacker and bagger proposal, owner of a tortilla plant in Guadalajara, Mexico
price | You said we're high. How high, exactly?
competitors | is that the chinese machine you're comparing us to
tariffs | Do you need the contract priced in pesos or in dollars?
contract | what warranty length do you need to see in writing
installation | How many days can you give us for the install? I need a real number.
decision_process | is there a bank review or anything like that before you can place the order
timeline | when does the machine have to be producing before the holiday season or after
roi | how much are you losing every week bagging by hand
# call 29: closing meeting, average rep, pressure-sensitive labelers proposal, purchasing manager at a distillery in Kentucky
contract | Did procurement have any redlines on the terms and conditions we sent over?
price | Is the quoted price within what you had in mind for two labelers?
budget | and is that coming out of this year's budget or the new one in july
decision_process | what's left on the checklist before the po gets issued
competitors | Did the other vendor come back with a revised offer?
support | Do you want the phone support hours extended to cover your weekend bottling runs?
changeover | The tool-less change parts for the 750 and the 1.75, does that cover every bottle you run, or are there formats we missed?
tariffs | the label heads come out of germany did your customs broker say anything about the duty on those
# call 30: closing meeting, weak rambling rep, robot machine-tending cell proposal, manufacturing engineer at an auto parts plant in Tennessee
installation | so um looking at the layout we sent does the cell actually fit where you wanted it or are we like bumping into that column
maintenance | and um your maintenance guys i know they had questions about the grippers like how often the fingers would need replacing and stuff did that get sorted out
staffing | Do you have somebody who could do the robot programming, or would you lean on us for that?
metrics | so the cycle time we quoted was like twenty two seconds a part does that hit the line rate you need
compliance | and the safety stuff like the risk assessment and the iso 10218 whatever is your safety team ok with what we put in
authority | i guess who else has to look at this before it's a go like your manager or the plant manager
timeline | and when are you guys thinking of pulling the trigger i mean roughly
roi | So, um, the labor savings we figured, about two operators a shift, does that actually match what you'd save, or is it less?

# A twenty-fourth writer, given only docs/nlu-labels.md: the question turns of 30 imagined calls into Mexico,
# Canada, the UK, Germany, Australia and the US, some reps with English as a second language.
# call 1: cold call, US rep (Ohio, strong) to maintenance lead at a potato chip plant about continuous fryers
operations | Quick one before I let you go, how many fryer lines are you running over there right now?
pains | so whats the fryer giving you the most grief these days
maintenance | when the oil heater trips out who's fixing it your own guys or do you call somebody in
roi | Ballpark, what does a shift without that fryer cost you in chips you don't make?
competitors | is that original heat and control equipment or somebody else's
rapport | how long you been running maintenance there
timeline | Is anything actually getting replaced this year, or is it more patch it and pray till next budget cycle?
authority | and if something did come up whose desk would a fryer upgrade land on
# call 2: cold call, Mexican rep (ESL, weak) to plant manager at a tortilla plant in Monterrey about tunnel ovens
operations | ok so how many tortillas per hour you are doing in the oven line now
pains | and what is the more big problem with the ovens, is the temperature or is the belt?
staffing | how many persons you have in the line for each shift
tariffs | the oven you have now it came from US no, you paid the import tax on that one
budget | you have money approved for this year for equipment or not yet
rapport | Sorry, you are plant manager since long time or you are new in the company?
next_step | what you like i send you first the video or the technical sheet
# call 3: cold call, UK rep (mid) to technical manager at a ready meals plant in Leeds about x-ray and metal detection
food_safety | so what's your biggest foreign body worry at the moment is it metal or more glass and bone
compliance | You're BRC, aren't you? What grade did you come out with last time?
quality | and are you getting any grief from the retailer on short weights or damaged sleeves
competitors | who's the detector supplier is that loma kit or mettler
operations | Right, and the x-ray if you've got one, where does it sit, end of line after the sleeve or before?
timeline | is there a retailer deadline driving any of this or is it a nice to have
authority | would the final call on inspection kit sit with you or with the technical director
next_step | What would be more useful to you after today, a test with your own product at our place or some data from a similar site?
# call 4: cold call, German rep (ESL, mid) to production manager at a brewery in Bavaria about filler and capper
operations | Which filler do you run at the moment and how many bottles per hour it makes?
changeover | how long it takes you for a change from the 0.33 to the 0.5 litre bottle
metrics | what is your OEE on the filling line, you measure it or not really
maintenance | The capper heads, you change them in house or the OEM does it?
compliance | for new machines you need the CE and the documentation for the machinery directive, who is checking this at your side
staffing | do you have enough technicians for the night shift or it is difficult to find people
rapport | You are in the brewery since long time? Your English is very good by the way, you studied abroad?
budget | is there already an investment plan for next year or not yet
# call 5: cold call, Australian rep (strong) to operations manager at a smallgoods plant in Queensland about slicers and tray sealers
operations | so mate what are you running through the slicers mostly bacon or ham as well
pains | What's doing your head in on that line at the moment?
food_safety | how are you going with listeria swabs around the slicers any hot spots you keep chasing
staffing | you short on people on the packing end like everyone else
tariffs | With kit coming out of Europe, how much did the exchange rate and the duty bite you last time you bought?
competitors | who's looking after the tray sealers now, multivac?
next_step | whats the best way to get your engineers across this is a site walk the go or would they rather see footage first
# call 6: cold call, Canadian rep (mid) to plant engineer at a dairy in Quebec about CIP skids
operations | How many CIP circuits are you running off the one skid, eh?
food_safety | have you had any issues with chemical residue or anything after a wash
roi | what's one wash cycle costing you in water and caustic roughly
metrics | Do you track how long each wash takes start to finish or is it more just start and stop?
compliance | with CFIA and your customers do you need full records of every wash temperature or just the exceptions
timeline | any plans to expand before next summer
authority | Who else would want a say on a new skid, your plant manager or head office in Toronto?
# call 7: cold call, US rep (weak) to operations manager at a beverage co-packer in Texas about a robotic palletizer
operations | hey so are you guys palletizing by hand still or you got a robot
staffing | how many people you got stacking cases on a shift
pains | whats the worst part of the end of line for you
roi | What do you figure the back injuries and overtime on that end cost you in a year?
rapport | you been in the co-pack game long
installation | do you even have the floor space back there for a robot cell
budget | is there money for capex this year or no
next_step | so whats the easiest thing for me to send you that you'd actually look at
# call 8: cold call, Mexican rep (strong) to purchasing at a snack plant in Guadalajara about baggers and checkweighers
operations | Perfect. How many VFFS baggers are you running on the chips line?
quality | and do you have problems with the seals opening, the leakers in the bags
metrics | What is the overfill per bag on average, do you have this number?
competitors | the baggers are ishida or yamato
tariffs | when you bring parts from the US, you are using the USMCA certificate or you pay the duty
maintenance | Who does the maintenance for the baggers, your people or the distributor?
decision_process | normally for a new checkweigher you need three quotes or you can buy direct
rapport | and you, how long you are working in the company
# call 9: discovery meeting, US rep (strong) with plant manager at a frozen pizza plant about a spiral freezer
operations | Walk me through the flow from the topping line into the spiral. How long is product in there?
pains | when you say the spiral cant keep up whats actually happening is it the belt or the refrigeration
metrics | what throughput in pounds an hour are you running today versus what the line is rated for
food_safety | That frost build up you mentioned, does it ever drip onto product, or is the evaporator well clear of the belt?
maintenance | how often are you defrosting and who handles the belt repairs when it catches
roi | If that spiral goes down for a day, what does that do to you in lost pizzas and overtime?
changeover | do you switch between the twelve and the sixteen inch on the same belt and does that slow anything down
staffing | how many people are on that line per shift today
budget | Has corporate set anything aside for freezing capacity, or would this need its own request?
decision_process | and what does the approval path look like for something this size is there a capex committee that meets monthly or what
# call 10: discovery meeting, UK rep (mid) with engineering manager at a bakery in Manchester about a tunnel oven
operations | so talk me through the tunnel oven what are you baking on it day to day
pains | um whats the biggest headache with it at the minute
quality | Are you getting uneven bake across the band, like darker on the edges?
metrics | whats your waste running at on that line as a percentage
maintenance | when did the burners last have a proper overhaul
compliance | and are you up to date on the gas safety inspections for the oven or is that a bit of a grey area
timeline | When does the current oven come off lease?
rapport | how did you end up in bakery engineering anyway
competitors | Have you had anyone else in to look at it, the usual suspects?
next_step | so after today what would you want the next conversation to be like would you bring the production lads in
# call 11: discovery meeting, German rep (ESL) with QA manager at a sausage plant about a thermoformer
food_safety | How do you clean the thermoformer at the moment, and where do you find the listeria positives?
quality | you have many leakers in the packs, with the vacuum?
compliance | You are IFS certified I think. What did the auditor say last time about the packaging area?
changeover | how many format changes you do on one day and how long they take
staffing | the operators for the changeover they are trained people or temporary workers
metrics | What is the film waste in percent now?
roi | and this film waste what it costs you per year you know the number
authority | For this decision is it you and the technical director, or also the owner family?
# call 12: discovery meeting, Australian rep (strong) with production manager at a winery bottling hall in the Barossa about a labeller
operations | So what's running through the labeller, how many SKUs and how many label formats?
changeover | how long does it take you to go from the 750 to the magnum
quality | how often are you getting skewed labels or flags and what happens to those bottles
pains | Right, so beyond the labels, what else keeps you up at vintage?
staffing | vintage you must bring casuals in how many and how hard is it to train them on the labeller
timeline | If you were to do anything, you'd want it in before vintage, right?
tariffs | a fair bit of your export goes to the UK and China yeah are duties on that side changing how you think about spending money here
budget | Is there a number in mind for this already, or are you still working that out?
next_step | what would your team need to see from us next to know if this is worth chasing
# call 13: discovery meeting, Mexican rep (ESL, weak) with maintenance manager at a beverage plant in Puebla about a tunnel pasteurizer
operations | ok and the pasteurizer is tunnel or flash
pains | what is the problem more big for you with the pasteurizer
food_safety | you have some problem with micro in the product after the pasteurizer
metrics | How many PU you are giving to the product, you measure every day?
roi | how much gas you spend each month in the pasteurizer more or less
maintenance | the spray nozzles and the pumps you change every how many time
support | When you have a problem, the supplier now he comes fast or he takes many days?
competitors | you are talking with other companies also for this project
rapport | and you are working here since the plant open or you came from other company
# call 14: discovery meeting, Canadian rep (strong) with operations director at a poultry plant in Ontario about x-ray and a case packing robot cell
operations | Give me a feel for the packing room. How many lines feed case packing, and at what speeds?
food_safety | with bone fragments whats slipping through today and how do you usually find out about it
quality | What are the retailers sending back to you most often?
compliance | for your big retail customers do they need a specific x-ray verification record or is the standard CFIA paperwork enough
staffing | How many people do you have on case packing per shift, and is turnover a problem?
roi | whats a retailer chargeback costing you in a year ballpark
installation | If a robot cell went in, would you have to shut the room down, or is there a weekend window to work with?
decision_process | what would make one proposal stand out from the others for your team
authority | whose budget does this come out of yours or corporate engineering
# call 15: discovery meeting, US rep (mid, ESL) with engineering lead at a cereal plant in Michigan about a case packer
operations | so the case packer you have now is it top load or wraparound
changeover | How many times a week do you guys change case sizes, and how long does that take?
pains | whats the one thing youd fix tomorrow if you could
maintenance | you are stocking spare parts for it or just ordering when it breaks
metrics | What's the uptime on that machine like, percentage wise?
staffing | and how many mechanics you have on second shift
timeline | is there a date you're working toward for the new line
competitors | Are you looking at rebuilding the old one as an option too?
price | what are you expecting a machine like this to run you
# call 16: discovery meeting, German rep (strong) with engineering manager at a confectionery plant near Cologne about batch mixers
operations | What batch sizes are you running in the mixers, and how many batches per shift?
food_safety | You run nut and non nut recipes on the same mixer. How do you keep the allergen from carrying over today?
changeover | and apart from the cleaning how long does the recipe switch itself take
quality | How much variation do you see in dough consistency from batch to batch?
maintenance | are the seals on the agitator shaft a regular job for your maintenance team
compliance | Your UK customer requires BRCGS, and you're FSSC, correct? What would they expect to see on new equipment?
tariffs | since brexit how are your shipments to the UK handled at the border any delays or extra costs
rapport | You came over from the automotive side, didn't you? How's the food world treating you?
budget | is the mixer project already in the budget for next year
# call 17: discovery meeting, UK rep (weak) with the owner of a small cheese plant in Somerset about a slicer
operations | so um how much cheese are you slicing a week
pains | whats the biggest pain right now
food_safety | what do you do about cleaning the slicer between runs is it a full strip down
staffing | Who runs it, is it just the two lads?
price | have you got a figure in your head for what a new slicer should cost
roi | What's it costing you to send it out to be sliced somewhere else?
support | if it broke down who would you ring
decision_process | would you need to get a few quotes first or how does it work for you
# call 18: discovery meeting, Mexican rep (strong) with plant director at a canned beans plant in Sinaloa exporting to the US about retorts
operations | How many retorts do you have, and which can sizes go through them?
compliance | For the US, do you already have your process filed with FDA, with the letter from a process authority?
food_safety | have you had any deviation in the thermal process this year like a cold spot or a short cycle
quality | What about the seams, you do the teardown every how many hours?
tariffs | with the US customers who pays the import side you or them and the peso moving does it affect you
metrics | What is the cycle time on each retort now?
authority | who else is in the decision the director in culiacan or corporate in texas
timeline | When do you need the new retort running, before the harvest?
# call 19: closing meeting, US rep (strong) with CFO at a juice plant in Florida, proposal for filler and capper on the table
price | Looking at the number on page four, how does that sit against what you had in mind?
contract | On terms we proposed thirty percent down, sixty on delivery, ten on acceptance. Does that work for your AP folks?
contract | the warranty's two years on parts and one on labor is that what you need or is labor where you want more
timeline | Lead time's sixteen weeks from PO. Does that still get you running before the season starts in November?
installation | are your guys comfortable doing the mechanical install with our supervisor or do you want it turnkey
price | freight's quoted FOB our dock in Wisconsin were you expecting that rolled into the price
roi | With the eighteen month payback we walked through, does your finance team buy the downtime number we used?
authority | Is this inside your signing limit or does it go to the board?
pains | anything in there that still makes you uneasy
# call 20: closing meeting, Mexican rep (ESL, mid) with purchasing manager at a brewery in Jalisco, proposal for a robotic palletizer on the table
price | ok so the price is 2.4 millions pesos installed, is near what you expected or you think is high
contract | for payment we ask 50 percent advance and 50 in the delivery, this is possible for you or you need credit 60 days
tariffs | The robot comes from Germany so there is import duty. You want we do the import, or you do it with your customs agent?
contract | warranty is 12 months, you need more months or this is ok
timeline | delivery is 14 weeks is ok for you or you need it before december
installation | For the installation we need the floor ready and the electrical. Your team can make it before we arrive?
price | the freight from veracruz to the plant is not included this is a problem for you
changeover | and the pattern change in the robot for the different boxes, your people will do it or they need us every time
decision_process | after today what steps are missing inside the company for the purchase order, it need to go to the committee
support | after installation you want training for the operators in spanish, how many people
# call 21: closing meeting, UK rep (strong) with operations director at a poultry plant in Norfolk, proposal for an x-ray system on the table
price | Before we go line by line, what were you expecting the x-ray to come in at, roughly?
contract | we've put three years on the generator and detector does procurement want anything else written into the warranty
installation | Install's planned over two nights with the line down from ten till six. Can production live with that?
timeline | twelve weeks lead time puts us at mid march does that clash with the easter peak
tariffs | The unit's built in Denmark, so there'll be import paperwork post Brexit. Who on your side normally deals with customs entries?
contract | payment terms we've said net thirty from commissioning does that line up with how you normally pay or do you run sixty
compliance | Would your retailer want to see the validation report before you sign it off, or after?
support | how quickly would you need an engineer on site if it went down on a saturday night
decision_process | What happens between now and a PO? Is there a capex form that has to go to group?
# call 22: closing meeting, German rep (ESL) with plant manager at a dairy in Lower Saxony, proposal for a CIP skid on the table
price | so you have seen the offer 186 thousand euro is this in the range you expected
contract | Payment is one third with order, one third with delivery, one third after acceptance. This is fine for your finance?
contract | guarantee we give 24 months do you need it longer for your company
timeline | The delivery time is 20 weeks. The summer stop is in week 32, right?
installation | the installation we plan 5 days you can give us the line for 5 days in the summer stop
price | For the transport and the crane, did you count this already in your number or you think it is inside our price?
competitors | the other offer you have it includes also the commissioning or only the delivery
authority | Who must sign, you alone or also the managing director?
next_step | after this meeting what you need from us to present it inside, a short summary or the full calculation
# call 23: closing meeting, Australian rep (mid) with owner of a bakery plant in Melbourne, proposal for a bread slicer and bagger on the table
price | so how'd the number land with you when you saw it
contract | We went with forty percent deposit and the rest on commissioning. That work for your cash flow?
timeline | lead times ten weeks ex factory plus about four on the water are you right with that
price | freight from italy gets it to the port but not the truck to your site were you expecting door to door
tariffs | GST and duty on import, does your broker handle that or do you want us to sort it?
installation | is the slab in that back corner good for the weight or do we need an engineer to have a look
contract | Twelve months on the warranty, does the lease company need anything special in the wording?
pains | whats still bugging you about it
# call 24: closing meeting, Canadian rep (weak, short turns) with purchasing at a frozen vegetable plant in Manitoba, proposal for an IQF tunnel on the table
price | Where do you need the price to be?
contract | Terms ok?
contract | you good with the 18 month warranty
timeline | Does 26 weeks work?
installation | who's doing the electrical hookup you or us
price | Freight's extra, that going to be a problem?
tariffs | the tunnel's US built so you'll need the CUSMA paperwork at the border has your broker done that before
competitors | Did the other guys come in lower?
rapport | hows the new job treating you anyway
# call 25: closing meeting, US rep (strong, long turns) with engineering manager at a pet food plant in Kansas, proposal for a palletizing robot cell on the table
price | okay so i know the base cell at three forty two came in higher than the number you floated last month so what number were you carrying for it in your head
contract | On the payment side we did thirty, forty, thirty milestone billing. Is your AP set up for milestone payments, or do they want one invoice?
contract | the warranty is twelve months from SAT or eighteen from shipment whichever comes first does that work or do you need it to start when you go into production
timeline | We're quoting eighteen weeks for the cell, but the robot itself is at twenty two right now. Realistically, would a late July start still hit your Q3 volume plan?
installation | for install wed need that area fenced off for about two weeks can you run the line manually around it during that time
price | Freight and rigging we put in at eleven five. Were you counting on us covering that?
support | would you want the remote monitoring package or does your IT team not allow outside connections
decision_process | What does the path from here to a PO look like? Does it wait for the quarterly board review or can it go sooner?
staffing | who on your team would own the cell once its in do you have a robot tech or would you need to hire one
# call 26: closing meeting, Mexican rep (mid) with plant manager at an avocado packer in Michoacan exporting to the US, proposal for a metal detector and checkweigher on the table
price | With the checkweigher and the metal detector together at 61,000 dollars, how does that compare with what you were planning to pay?
compliance | for your US buyers and FSMA they will ask the validation documents for each machine, your customers ask also something extra
tariffs | We invoice in dollars. You prefer in pesos because of the exchange rate?
contract | the warranty is 24 months on the detector head is enough for you or your finance asked for more
timeline | We can deliver in eight weeks, before the peak in October. Is that the date you need?
installation | installation is one day each machine we can do it on sunday when the line is stopped
competitors | The freight from Querétaro is included for us. The other quote included it also?
authority | the approval is only with you or the owner also needs to sign
contract | Payment 50 50 is ok, or you prefer to pay with letter of credit?
# call 27: closing meeting, UK rep (ESL, Polish, mid) with engineering manager at a soft drinks plant in Wales, proposal for a shrink wrapper and conveyors on the table
price | so the price for the conveyors and the shrink wrapper together you think it is fair for what is inside
contract | Payment terms we put 30 days after invoice. Is this normal for you?
contract | the one year warranty is it enough for your company policy or they need longer
timeline | lead time is 14 weeks so installation in august is it good for you
installation | During installation we need a forklift and your electrician. You can arrange this?
price | delivery to site we charge 1800 pounds separate you were expecting this or no
quality | And the loose packs you told me before, with the film, you still see it every day?
support | the training for operators you want it on site or online
# call 28: closing meeting, US rep (weak to mid) with plant manager at a salad plant in Salinas, proposal for a tray sealer on the table
price | So what'd you think of the quote?
contract | net 45 work for you guys
contract | Warranty's one year, your corporate folks ok with that?
timeline | lead times about 10 weeks that still work with the spring ramp
installation | Do you want us to handle the install, or does your maintenance team want to do it themselves?
price | freights around two grand prepaid and added were you counting that in the total
food_safety | With the washdown you do every night, is IP69 on the sealer good enough or do you need something more?
decision_process | whats left on your end before this can get approved
roi | We said it'd save you two operators a shift. Does that math still hold up for you?
# call 29: closing meeting, German rep (strong) with CFO at a meat plant in Bavaria, proposal for a slicing line on the table
price | You've had the quote for a week now. Where does the 412,000 euro figure sit against what you had estimated internally?
roi | Our payback assumed two fewer operators and one and a half percent less giveaway. Does your controlling team agree with those assumptions?
contract | We offered 30 percent with order, 60 at delivery and 10 after acceptance. Would your finance department want a bank guarantee for the down payment?
contract | the warranty is 24 months would you need a separate clause on availability
timeline | Delivery is 22 weeks after order clarification, so calendar week 18. Does that still fit your production plan?
installation | we need two weeks for installation and commissioning can the old line keep running next to it during that time
budget | Transport is included up to the ramp, but not the rigging into the hall. Had you set money aside for that separately?
authority | does the investment need the supervisory board or is it within the managing director's authority
next_step | What would you like to see from us before the final negotiation, a reference visit or a revised layout?
# call 30: closing meeting, Australian rep (strong) with purchasing manager at a dairy in Victoria, proposal for a filler and capper on the table
price | so mate now youve had a proper look at the numbers where did you land on the price
contract | We put in thirty days from commissioning for the final payment. Is that something accounts can live with?
contract | you wanted the warranty to cover the capper heads too is eighteen months on the whole lot enough
timeline | Earliest build slot is week forty, so lead time's about sixteen weeks. Does that still give you room before the Christmas peak?
installation | can we get the line for a full week for the install or are we doing it across three weekends
tariffs | its coming out of italy so theres duty and the euro swing do you want the aussie dollar price locked or would you rather hedge it yourselves
price | Sea freight to Melbourne is in the price, but not the truck up to Shepparton. Were you expecting that in there?
support | do you want our tech on site for the first fortnight of production or just on call
pains | Anything niggling at you before you take it upstairs?

# A twenty-fifth writer, given only docs/nlu-labels.md: the question turns of 30 imagined calls across meat, dairy,
# bakery, snacks, beverages, frozen, pet food, co-packing and general manufacturing; blunt short questions too.
# call 1: cold call, slicer rep to the plant manager of a deli turkey and ham plant
rapport | Hey, before I get into it, you moved over from the Dubuque plant last year, didn't you?
operations | so um what are you slicing mostly is it all turkey logs or are you doing ham and roast beef on the same lines
operations | And those slicers feed straight into the thermoformer, right, no buffer in between?
pains | ok so with no buffer if the slicer hiccups the whole line stops huh so whats the thing that stops it most
quality | How many packs a shift are getting kicked for sloppy shingles or off weights?
food_safety | being ready to eat and with listeria being what it is how many times a shift are you tearing those slicers down to wash them
timeline | is a slicer replacement anywhere on the calendar this year or is that like a someday thing
competitors | Who's the slicer now? Still the original OEM?
# call 2: cold call, x-ray rep to the QA manager of a tree nut snack processor
rapport | so you run QA over there how long have you been in that seat
operations | what are the nuts going through at the end of the line now is it just a metal detector
food_safety | And shell, stones, glass, the non-metal stuff, what's catching that today?
food_safety | so if its just hand sorting for shell then uh honestly how much do you think is slipping by
compliance | Was foreign material a finding on your last SQF audit, or has it not come up?
quality | how many complaints a month come back from the retailers like any kind at all
authority | If you decided you wanted x-ray on that line, is that your call or does it go up to the plant manager?
budget | is there any money set aside for inspection this year or would this be starting from scratch
# call 3: cold call, case packer rep to the owner of a kombucha and sparkling tea co-packer
operations | How many cans a minute is the line running at right now?
staffing | and the cases at the end thats all hand packed yeah
staffing | so if it's three people packing every shift, can you actually keep those spots filled or is it a revolving door?
roi | what do you figure that hand pack crew costs you a year all in
changeover | how often are you flipping between four packs and twelve packs in a week
competitors | Has anybody else been in to look at the end of line for you?
authority | You're the one who signs off on equipment there, right?
timeline | um is there a point this year where youd want that sorted like before the summer volume hits
# call 4: cold call, CIP rep to the maintenance lead at a fluid milk dairy
rapport | you're the maintenance lead there, did you come up through the trades or how'd you land in that job?
maintenance | What's the CIP skid giving you the most grief with, pumps, valves, the controls?
maintenance | so when those valves go are you keeping spares on the shelf or are you waiting on parts
food_safety | and if a cycle aborts halfway through how do you know the line actually got clean before you start back up
compliance | The state inspector's been pulling your CIP charts on the Grade A side, hasn't he?
metrics | how long is a full circuit running you start to finish these days
roi | whats water and chemical for CIP costing you a month ballpark
support | The outfit that built that skid, are they still around to support it or are you on your own?
# call 5: cold call, spiral freezer rep to the project engineer at a frozen breaded chicken plant
operations | what are you pushing through the spiral just the breaded tenders or the nuggets too
operations | So that's one spiral feeding both fryer lines, right?
pains | Okay. And what's the main complaint about it?
maintenance | how often are you stopping to defrost it in a week
metrics | What's it rated for versus what you actually get out of it, pounds an hour?
roi | and the energy on that freezer what is that running you a month do you know
installation | If you ever swapped it out, how much room is there? Is roof height going to be a problem?
timeline | any rough sense of when youd want something new in there
# call 6: cold call, bagger rep to the purchasing manager at a dry pet food plant
operations | Are the baggers doing the big 30 pound bags or the treat pouches?
competitors | who are you buying your baggers from now
contract | are you tied in with them on anything like a service agreement or some kind of parts deal
price | Ballpark, what did the last bagger run you?
decision_process | do you have to go out for three bids on something like that every time
quality | And on the seals, are you seeing leakers show up in the warehouse at all?
tariffs | is any of your packaging kit coming in from overseas and have the duties bitten you yet
budget | Money wise, is there anything left this fiscal or is it all spoken for?
# call 7: cold call, robot cell rep to the plant manager of an automotive stamping plant
operations | so on the press line are you guys still unloading parts by hand
staffing | How many people have you got tending those presses on second shift?
staffing | and uh if second is already that thin whos covering when somebody calls off
quality | Is all that hand handling showing up as dents and scratches in your PPM?
metrics | whats OEE on that press line roughly
compliance | would swapping to a robot trigger a new PPAP with your customer or not for just a handling change
roi | And overtime on that line, what's it costing you a month?
authority | something that size does it get signed off at the plant or up at corporate
# call 8: cold call, oven rep to the owner of a family artisan bread bakery
rapport | You took the bakery over from your dad, didn't you?
operations | so how many deck ovens you got going now and are they all full every day
pains | whats the one thing with the ovens that keeps you up at night
quality | Are you getting uneven bake, darker on the edges than the middle?
roi | and gas wise what are the ovens costing you a month
competitors | Have you looked at used ovens at all, or only new?
budget | is there actually money put aside for an oven or would you have to borrow for it
next_step | What would you need to see in a test bake to take it seriously?
# call 9: cold call, thermoformer rep to the process engineer at a plastics food container maker
operations | What are you running on the thermoformers, PET clamshells mostly?
changeover | and tool changes how long is a mold change taking you
changeover | So if a tool change is four hours, how many of those are you eating a week?
maintenance | and those older italian machines how often are they down for repairs
support | When something breaks, how long does it take to get a tech from the OEM out to you?
tariffs | with the euro where it is and the duties on top whats that done to what you pay for parts
quality | any issues with wall thickness or webbing on the parts
timeline | Are you looking at adding capacity this year, or just keeping the old ones alive?
# call 10: cold call, labeler rep to the packaging engineer at a pharma bottle packaging site
operations | what are you labeling bottles cartons both
quality | Any mislabels get out the door in the last year?
compliance | and the labelers you have now are they part eleven compliant for the audit trail or is that a gap
compliance | So if you brought in a new labeler, how long does IQ, OQ, PQ usually take you guys?
changeover | how long does a label roll and change parts swap take when you switch products
support | who services the labelers you have now is that in house or the vendor
decision_process | How does a new machine get approved there? A capex committee, or just engineering?
timeline | any projects on the packaging side next year
# call 11: cold call, capper rep to the purchasing lead at a bottled water and juice plant
operations | so what caps are you running mostly the sport caps or flat ones
quality | And are you seeing loose or cocked caps at all, like complaints coming back?
competitors | Who's your capper now? Came with the filler?
competitors | um who else is calling on you for this anyone
price | What would you expect to pay for a standalone capper, roughly?
tariffs | are you getting quoted in dollars on that stuff or euros
contract | And do you usually buy outright or lease?
budget | any budget on the table for that line this year
# call 12: cold call, checkweigher rep to the owner of a spice and baking mix co-packer
operations | How many lines you got running, and how many customers on them?
compliance | so what do your customers audits want to see on the checkweighing side
quality | are you overfilling much just to be safe on the weights
roi | Okay, and what do you think that giveaway is costing you a year, if you had to guess?
changeover | with all those customers how many changeovers a day are you doing
staffing | Who's doing the weight checks now, line leads with a bench scale?
rapport | how long you been running the place did you start it yourself
next_step | what would a trial on one line have to show you to be worth the hassle
# call 13: discovery meeting, fryer rep with the plant manager of a poultry further processing plant
operations | Okay, so walk me through the line from the breader to the spiral. What's in between?
operations | and thats two shifts five days right saturdays only when youre behind
pains | So what's getting in the way right now? What's the thing you'd fix first?
quality | you said the oils breaking down fast is that showing up in the product like color or off flavors
maintenance | and how often are you dropping the oil and boiling out the fryer
roi | So if you're dumping oil that often, what's oil costing you a month?
food_safety | how are you keeping the breading allergen separate when you run the gluten free product
metrics | What's your yield off the fryer right now? Do you track it?
staffing | whos watching the fryer is that a dedicated operator or whoever happens to be on the line
next_step | For a demo, would you rather see your own wings through it or is our product fine?
# call 14: discovery meeting, cup filler rep with the director of operations at a yogurt plant
rapport | you came over from one of the big dairies didnt you how are you finding a smaller shop
operations | So you've got the two cup fillers, one for single serve and one for the quarts?
changeover | how many flavor changes are you doing a day on the single serve
changeover | and every flavor change means a full rinse or do you just push product through
food_safety | With some of the fruit bottoms having nuts, how are you handling the allergen side?
quality | Are you getting seal failures on the foil lids, leakers in the case?
metrics | whats line efficiency looking like on the single serve these days
authority | when we get to a proposal who besides you has to be on board
decision_process | And what's the process from here? Does it need a capex request with a payback calc?
timeline | when are you hoping to have the new filler running
# call 15: discovery meeting, mixer rep with the maintenance manager at a bun and roll bakery
maintenance | So those horizontal mixers, what's breaking on them?
maintenance | and the bearings you mentioned how often are you replacing those
support | who are you getting parts from for those is it still the original OEM
staffing | How many techs on nights?
staffing | so if nights are that thin whos covering when a mixer goes down at 2 in the morning
food_safety | And with the seals weeping grease, is any of that getting near the dough?
roi | what did the last big mixer breakdown cost you like lost production and all
installation | If we replaced one, is there a way to get it in without taking a wall out?
# call 16: discovery meeting, seasoning system rep with the QA manager at a tortilla chip plant
operations | So seasoning is all done in a tumble drum right after the fryer, right?
quality | how much variation are you seeing in seasoning coverage bag to bag
metrics | Do you track seasoning percent on every run, or just spot checks?
food_safety | and the nacho cheese is your dairy allergen right so how do you keep that off the plain chips
compliance | Your retailer audits, have they said anything about the seasoning room?
pains | other than coverage anything else bugging you on that line
authority | If you found something you liked, who else needs to sign off on it?
next_step | what would you want to see at a trial like your own chips through our drum
# call 17: discovery meeting, palletizer rep with the controls engineer at a soft drink plant
operations | how many lines are feeding the palletizer
operations | And it's the old layer former, not a robot, right?
pains | whats the worst part of living with it
metrics | So when it jams, how much downtime a week are we talking?
roi | and what does an hour of that line being down cost you
quality | are you seeing loads shift in the trucks like complaints about leaning pallets
installation | If it was a robot cell, would it fit in the same footprint or would the stretch wrapper have to move?
timeline | whens your next planned shutdown
staffing | and how many people are babysitting it per shift right now
# call 18: discovery meeting, tray sealer rep with the operations manager at a frozen ready meals plant
operations | So how many SKUs are going through the tray sealer right now?
changeover | and the tool change between tray sizes how long does that take you
changeover | ok so if its forty five minutes and youre doing three a day is that the biggest chunk of lost time or is there more
quality | Are you getting sauce on the flange and seals failing because of it?
staffing | how many operators on the sealer per shift
maintenance | who does the heater plate and cutter blade swaps and how often
decision_process | Is this going to be a one vendor thing, or does corporate procurement need to bid it out?
budget | so is the money already approved for this or are you still building the case
competitors | Are you talking to anybody else on tray sealers?
next_step | would a run of your own trays on our sealer tell you what you need or do you have to see one running in a plant
# call 19: discovery meeting, retort rep with the plant manager of a wet pet food plant
rapport | did you grow up in pet food or kind of fall into it
operations | Talk me through the retort room. How many vessels, and what size?
compliance | would new retorts mean redoing the heat penetration studies and refiling your processes
food_safety | What's your biggest worry on the cook, underprocessing?
maintenance | how old are those retorts and whats breaking on them
metrics | And cycle time per load right now?
staffing | how many retort operators have you got and are they all trained up on the records
pains | So what made you take this meeting, honestly? What's not working?
timeline | when would new retorts have to be running by
# call 20: discovery meeting, VFFS bagger rep with the owner of a snack co-packer
operations | how many different customers are on the baggers right now
changeover | And with that many customers, how often are you changing film and formers?
quality | what are the customers complaining about most weights seals date codes
compliance | Each of those brands audits you separately, right, on top of BRC?
roi | and when a customer charges you back for a bad lot what does that cost you
staffing | How hard is it to find bagger operators right now?
budget | how much have you got set aside for equipment this year
price | and what did you figure a new bagger runs ballpark
competitors | Have you looked at refurbished baggers at all?
next_step | what would you need to get out of a visit to one of our co-packer customers
# call 21: discovery meeting, conveyor rep with the engineering manager at an automotive parts assembly plant
operations | Walk me through how parts move from the weld cells to assembly today.
operations | so its forklifts and tote racks between every step yeah
pains | where does it break down like where are the headaches with that
metrics | What's WIP looking like? How many hours of parts are sitting between cells?
staffing | how many forklift drivers have you got doing nothing but moving totes
installation | If we ran an overhead conveyor, is there steel up there that can take the load?
decision_process | what does your engineering review look like for something like this is there a formal gate process
timeline | And the new program launch, when's SOP?
next_step | after today what do you need from me to take this to your boss
# call 22: discovery meeting, blister thermoformer rep with the operations director at a pharma contract packager
operations | So the blister lines are mostly OTC, or Rx too?
changeover | how long does a format change take on the blister machines tooling and all
compliance | and every change part has to be documented and verified for GMP right
quality | What about empty pockets or broken tablets? How are you catching those?
metrics | OEE on those lines?
support | when the vision system throws a fault who do you call
roi | whats a lost batch worth to you like if a full run has to get scrapped
tariffs | The tooling comes out of Germany, and customs has held stuff up on you before, hasn't it?
authority | Whose budget does this come out of, yours or the site director's?
# call 23: closing meeting, x-ray rep with the purchasing manager and QA lead at a bacon plant
pains | So where are you at? Anything still holding you back on the x-ray?
competitors | who else is quoting
competitors | And their bid, does it include the locking reject bin or is that extra?
price | where does our number need to be for you
contract | What payment terms does your AP usually need on capital?
installation | for install are you ok with us coming in on the weekend shutdown or would you rather do weeknights
compliance | QA is going to want the validation paperwork for the SQF file, what exactly does your auditor like to see?
decision_process | after you two sign off does it go to a committee or straight to a PO
authority | Whose signature actually goes on the PO?
# call 24: closing meeting, HTST pasteurizer rep with the CFO and plant manager of a dairy
roi | so on your side what payback are you holding this to two years three
roi | And the product you're losing on the old divert valve, what did you figure that at per year?
budget | is the capex already in this years budget or are we waiting on next year
contract | The warranty, are you okay with eighteen months from start up, or did you need it from delivery?
tariffs | the plate pack comes from denmark so how does your accounting want to handle the import duties on that
compliance | Your state regulator has to seal the timing pump before you run, right?
support | do you need somebody on site the first week of production or is phone support enough
timeline | And to hit your March go live, when do you need it on the floor?
# call 25: closing meeting, bread slicer and bagger rep with the owner of a regional bakery
pains | you said last time the price scared you a bit is that still the main thing or is it something else
price | What number did you have in your head for it?
competitors | the used one you looked at how old was it
budget | Can you swing this out of cash flow, or do you need financing?
installation | and for the install can you give us a sunday when nothing is baking
support | How many of your people are going to need training on it?
timeline | lead time you need before the holiday rush
authority | Is your wife part of this decision too, or just you?
# call 26: closing meeting, robotic case packer rep with the plant manager of a potato chip plant
pains | so whats still keeping you from saying yes
decision_process | What could kill this on your end at this point?
competitors | their lead time
roi | And those two people a shift this frees up, what's that worth to you a year, fully loaded?
installation | for the install can your electricians do the drops or do you need us to sub that out
support | Who on your maintenance crew would we train up as the go-to person?
contract | are you good with our standard terms or does legal want to mark them up
timeline | When does it need to be running? Before back to school?
# call 27: closing meeting, labeler rep with the procurement manager at a craft spirits bottler
price | Straight up, how far off is our price from where you need it?
competitors | anybody else still in the running
tariffs | The labeler ships from Italy, so do you want the tariff in our number, or are you handling it on your side?
contract | payment terms what are you thinking net thirty after acceptance
support | How fast do you need a tech on site if it goes down mid run?
decision_process | whats left to do on your end before this can get a PO
authority | And does the owner need to see it, or can you sign this one?
installation | do you have a forklift and guys to set it or are we bringing riggers
# call 28: closing meeting, spiral freezer rep with the VP of operations at a frozen pizza plant
roi | So the energy savings we ran together, is that payback holding up with your finance people?
decision_process | does this go to the board or can it get done at the capex committee
contract | Do you need performance guarantees written into the contract, like pull down time?
installation | and the ammonia tie ins is your refrigeration contractor doing those or do you want us to own it
food_safety | Is your sanitation team happy with the open frame and the belt for wash down, or do they have worries about harborage?
support | do you want the 24 7 remote monitoring or is your team going to handle the alarms
timeline | What date do you absolutely need it freezing product by?
pains | anything thatd make you hesitate at this point
next_step | What do you want to see at the factory acceptance test before it ships?
# call 29: closing meeting, robotic palletizer rep with the plant manager at a pet kibble plant
pains | whats still bugging you about the proposal
staffing | Who's going to run it day to day? Do you have an operator in mind, or is it the shift lead?
support | youd want spare grippers on site from day one right
contract | Retention on the last payment, is that ten percent until sign off, or something different?
installation | install weekend
compliance | and your EHS folks are going to want the risk assessment and guarding signed off against the RIA standard yeah
authority | How much can you sign for on your own?
timeline | does it need to be ordered before the Q4 spending freeze
# call 30: closing meeting, automation cell rep with the general manager of a pharma closure molder
roi | remind me what you said scrap on the cap molds was costing you a month
price | Is the 240 in line with what you expected, or higher?
competitors | are you still weighing building it in house with your own integrator
tariffs | With the robots coming from Japan, did your team factor in the yen and the duties?
contract | how long do you want the service contract one year or three
support | Spare parts: are you going to stock the critical list on site, or rely on us next day?
compliance | your pharma customers will need to approve a change notification before the new cell runs their parts right
decision_process | What are the steps from here to a PO?
timeline | and when do you want the cell running by
`;

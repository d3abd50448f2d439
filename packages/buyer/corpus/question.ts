// Labelled rep clauses for the act `question` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# act: question. The rep asks about the buyer's situation; the topic says about what.
# Labelled by meaning, not by keywords: "how much does an hour of downtime cost you" is roi, not price.

# operations
operations | How many lines are you running in that building right now?
operations | how much capacity do you have left on the filling side
operations | What kind of speeds are you getting out of the cappers, like bottles per minute?
operations | so are you guys on two shifts or three
operations | um what does the line look like from the depalletizer all the way to the case packer
operations | how many skus are you running through the vffs baggers these days
operations | Are you running five days or is it more like a 24/7 operation over there?
operations | You mentioned the co-packing contract earlier, how much of your volume is that versus your own brands?
operations | what products go across the fryer line is it all kettle chips or do you do extruded too
operations | Where's the bottleneck on the line, is it the tray sealer or something upstream of it?
operations | How many cases a day are you shipping out of there, roughly?
operations | we see a lot of bakeries running the oven flat out so is your oven the constraint or is it packaging
operations | What's the cpm on the thermoformer when it's running good?
operations | is the spiral freezer feeding straight into packaging or do you stage product in between
operations | Uh, how's the plant laid out, are packaging and processing in separate rooms?
operations | how many pallets an hour is the palletizer doing at the end of the line
operations | What's your mix like between glass and PET these days?
operations | Are all three lines running the same format or is each one kind of dedicated?
operations | what are your batch sizes on the kettles
operations | do you run everything in house or do you send some of it out to a co packer
operations | whats the fill volume range youre running on that line
operations | So is the pasteurizer running continuous or are you doing batch?
operations | how much extra volume are you expecting next year with the new customer
operations | What does a normal production week look like for you guys?
operations | are you hand packing anything at the end of the line right now or is it all automated
operations | How many heads on the multihead weigher that's feeding the baggers?
operations | Teh labelers, are they inline with the filler or do you run them offline?
operations | what kind of containers are you mostly running on the capper
operations | You said you're adding a second line in the spring, what's that line going to run?
operations | is that plant mostly retail packs or foodservice or kind of both
operations | Is there any accumulation between the filler and the labeler or is it all direct coupled?
operations | how many tons a day go through the fryer
operations | What are you packaging into, like pouches, cartons, clamshells?
operations | so the ovens run around the clock and packaging only runs days is that right
operations | How much of the line is manual today versus automated?
operations | is the plant running at capacity right now or do you have some room
operations | what does your product mix look like across the year like is it seasonal
operations | Where does product go after the checkweigher, straight to case packing?
operations | What kind of throughput are you targetting on the new line?
operations | uh how many bpm is the rotary filler rated for and what do you actually run it at
operations | Are you running the same SKUs in the Monterrey plant as in Texas?
operations | How many cases per minute does the case erector have to keep up with?
operations | what's upstream of the tray sealer, is it a depositor or are people hand loading
operations | Do you run any of the product through retort or is everything fresh?
operations | how many different pack sizes do you put out on the bagger line
operations | Like, is the whole plant on one shift pattern, or do processing and packaging run different hours?
operations | What kind of volume are we talking for the pharma blister line, units per year?
operations | you mentioned youre maxed out in december how much headroom do you have the rest of the year
operations | so how are cases getting to the palletizer right now conveyor or forklift
operations | is that all one building or do you have a separate warehouse for finished goods

# pains
pains | What's the biggest headache on the floor right now?
pains | what keeps you up at night about that plant
pains | If you could fix one thing on the packaging line tomorrow, what would it be?
pains | um wheres the line hurting the most these days
pains | whats not working the way it should
pains | We hear a lot of plant managers say the end of line is a mess, is that you or is your problem somewhere else?
pains | What are you fighting with day to day?
pains | so what's the thing that eats most of your week
pains | Is there anything about the current setup that just drives you nuts?
pains | What made you take the call today, is something not working?
pains | you said it's been a rough quarter, what's been going wrong?
pains | Where do things usually fall apart, like on a bad day?
pains | what are the top two or three problems youre trying to solve this year
pains | What's the one complaint you keep hearing from your operators?
pains | uh what got you looking at new equipment in the first place
pains | what would your production manager say is the worst part of the line
pains | Is there a problem you've kind of learned to live with that you'd love to get rid of?
pains | What's causing you the most grief right now, if you had to pick?
pains | when the line has a bad shift whats usually behind it
pains | What's the problem your boss keeps asking you about?
pains | Are there any fires you're putting out right now that I should know about?
pains | what's broken that nobody has had time to fix
pains | We talk to a lot of snack plants and everybody's got something, so what's yours?
pains | What's the biggest challenge with the line as it stands today?
pains | is there anything on that line youd rip out if you could
pains | What's frustrating you most about how things run now?
pains | i mean if you had to pick one spot where things go sideways most where would it be
pains | whats the one issue that keeps coming back no matter what you do
pains | You mentioned things have been kind of chaotic since the expansion, what's been the hardest part?
pains | What problems are you hoping new equipment would solve?
pains | so is there a pain point on the thermoform side or is it more the whole line
pains | What's the thing that makes you dread Monday mornings at the plant?
pains | Are the issues mostly mechanical, or is it more people and process?
pains | what is the hardest part of running that plant right now
pains | If I walked the floor with you, what would I see going wrong?
pains | What's the workaround your guys are doing that they shouldn't have to do?
pains | um what's the biggest gripe on second shift
pains | Is there a problem on the line that's getting worse over time?
pains | what did the last bad week look like what went wrong
pains | whats the thing youd most like to stop dealing with
pains | Be honest with me, what's the ugliest part of the operation?
pains | what are the pain points youre hearing from the floor
pains | Are there any problems that have gotten attention from corporate lately?
pains | so like where does it hurt the most
pains | I know every plant has its trouble spots, where are yours?
pains | What's gone wrong since you brought on that new retail account?
pains | what's the, uh, what's the number one thing getting in your way right now
pains | What issues have you been escalating up to your VP?
pains | you kind of hinted the case packing area is a problem whats going on there
pains | What are the problems you've already tried to fix that just didn't stick?

# metrics
metrics | What's your OEE running at on the filling line?
metrics | how do you measure line efficiency today
metrics | Do you track uptime by machine or just for the whole line?
metrics | what kpis does corporate hold you to
metrics | Um, what's your yield looking like on the fryer these days?
metrics | What number does your plant manager look at first thing every morning?
metrics | are you tracking mtbf on the cappers or is that not something you guys measure
metrics | What percentage of planned time is the line actually running?
metrics | how much giveaway are you seeing on the multihead like in grams per bag
metrics | What's the target OEE versus where you actually are?
metrics | Do you have numbers on how many minutes of unplanned downtime you get a week?
metrics | what does your scrap rate look like percentage wise
metrics | How are you collecting the data, is it paper sheets or do you have an MES?
metrics | you mentioned the line is running at like 70 percent, is that OEE or just availability?
metrics | What's the rated speed versus what you're averaging per shift?
metrics | how many units per labor hour are you getting right now
metrics | whats your first pass yield on the blister line
metrics | Do you have a dashboard for the line or is it kind of tribal knowledge?
metrics | what are the three numbers that matter most to your boss
metrics | How do you score a good shift versus a bad one?
metrics | Are you benchmarking the plant against your other sites at all?
metrics | So what's the throughput per hour averaging out to over a week?
metrics | what is your on time in full looking like with that customer
metrics | How much of your downtime actually gets logged with a reason code?
metrics | Uh, do you guys track cases per labor hour or something like that?
metrics | if you break the oee down whats availability versus performance versus quality
metrics | Where do you want OEE to be a year from now?
metrics | Do you know roughly how many micro-stops you get per shift?
metrics | how do you track the time lost to short stops
metrics | whats the baseline wed be measuring against if we did this
metrics | are those numbers coming from the scada system or from supervisors writing them down
metrics | What does a good week look like in terms of output numbers?
metrics | How close to nameplate are you running the palletizer?
metrics | what target are you trying to hit for overall line efficiency this year
metrics | Do you track energy use per pound, or is that not really on the radar?
metrics | Is downtime reported by shift, so you can compare crews?
metrics | whats your schedule attainment like week to week
metrics | We find most plants don't really know their true OEE so do you have a solid number or is it kind of a guess?
metrics | How many cases per hour is that line averaging?
metrics | What's the KPI you're getting the most heat on right now?
metrics | how many bags a minute are you averaging on the vffs once you take out all the stops
metrics | What does the data say about where the losses are?
metrics | do you have a number for current units per shift that i could work from
metrics | What's the plant-wide efficiency number you report up?
metrics | so when you say the line is doing well what number are you looking at
metrics | How often do you review line performance numbers, daily or weekly?
metrics | Do you have historicals on output going back a year or so?
metrics | how are you tracking waste percentage on the film
metrics | Is your OEE calculated the same way at all four plants or does every site kind of do its own thing?

# budget
budget | Is there money set aside for this project this year?
budget | what kind of budget are you working with
budget | Has capex been approved for the line or is that still up in the air?
budget | when does your fiscal year start
budget | um do you have a number in mind for the whole project
budget | Is this coming out of capex or an operating budget?
budget | what range did finance give you for this
budget | How does the budgeting cycle work over there, do you submit in the fall?
budget | if this came in higher than planned is there any flex in the budget
budget | Are you competing with other projects for the same capital?
budget | You mentioned corporate froze spending in Q3, is that still the case?
budget | whats been allocated for the packaging upgrade
budget | Do you have budget for installation too, or just the equipment itself?
budget | Is the budget in US dollars or are you budgeting in pesos at the Mexico plant?
budget | How much did you budget for the whole line versus just the filler?
budget | is the money already there or would you have to go ask for it
budget | What does your capital plan look like for next year?
budget | uh is there any end of year money that needs to get spent
budget | would this need to fit inside this years budget or could it go into next year
budget | Have you put together a capex request for this yet?
budget | Is there a cap on what you can spend on this line this year?
budget | how tight is money right now honestly
budget | Is there any grant or incentive money in the budget, like a provincial manufacturing fund or anything?
budget | what did you set aside for spare parts and training on top of the machine
budget | We're seeing a lot of plants get squeezed on capital this year, are you guys feeling that too?
budget | Is the project fully funded or only partially?
budget | how much room is there in the budget if we add the x-ray
budget | When does the budget for next year get locked in?
budget | Do you have a ballpark you're trying to stay under?
budget | is there separate budget for the automation stuff or does it all come out of the same pot
budget | would you be able to pull money from the maintenance budget for something like this
budget | You said the budget got cut, by how much?
budget | whats the budget look like for a retrofit versus buying new
budget | Has anyone from finance looked at what's actually available for this?
budget | are you budgeting for one case packer or two
budget | What's the approved amount on the AFE right now?
budget | so is this a this-year budget thing or a next-year budget thing
budget | Um, is there any money left in the capital plan after the boiler project?
budget | Did you get budget approval for the whole line or only phase one?
budget | how much have you got to spend on the metal detector replacement
budget | Is there a budget owner for this, or does it just roll up into the plant budget?
budget | Have you built any contingency into the budget?
budget | what number did you put in the capex request
budget | if budget wasnt a factor would you do the whole line at once
budget | Does the budget have to cover freight and rigging too?
budget | how are you funding the expansion is it all internal capital
budget | Is the budget set at corporate or at the plant level?
budget | what happens to the money if it isnt spent by december
budget | Do you know roughly what the budget will be for the new line?
budget | is there budget this quarter or are we looking at next quarter

# authority
authority | Who else weighs in on a decision like this?
authority | who signs off on the PO
authority | are you the one making the final call or is there someone above you
authority | Besides you, who's going to care about this project?
authority | um does corporate engineering have a say in which equipment you pick
authority | Who has final say on capex over, say, a hundred grand?
authority | would the plant manager need to approve this or can you sign it yourself
authority | Is there anybody in quality who'd want to weigh in?
authority | Who would I need to convince besides you?
authority | does procurement own this or does operations
authority | What's your role in picking the vendor here?
authority | You mentioned your VP, how involved is he going to be?
authority | who has veto power on something like this
authority | Is the owner still involved in equipment decisions or has he kind of stepped back?
authority | Who's the budget holder for this line?
authority | does the corporate office in chicago need to approve it
authority | who else is on the team looking at this
authority | Would maintenance get a vote on which machine you end up choosing?
authority | Is there a spending limit where it has to go up to the CFO?
authority | so who actually pulls the trigger
authority | What does your boss think about replacing the line?
authority | Who else should I be talking to on your side?
authority | Uh, is there a project engineer who's going to own the technical side?
authority | when it comes to the contract does legal or purchasing have the final word
authority | Who at the Guadalajara plant would need to be on board?
authority | is it your budget or does it belong to someone else
authority | Who brought this project up in the first place?
authority | Are there any stakeholders who might push back on it?
authority | who would have to say yes for this to happen
authority | does the food safety team get to sign off before anything goes in
authority | whats the approval chain look like above you
authority | Who's the champion for this project internally?
authority | You said your GM likes to be involved, how much does he weigh in on vendor choice?
authority | who do you answer to on this project
authority | Is the decision made at the plant or by the parent company?
authority | Would the operators have any input on which machine you get?
authority | does the private equity group get involved on purchases this size
authority | Who else was in the room when you decided to look at this?
authority | um like are you the decision maker on this or more the technical evaluator
authority | Who's going to be on the hook if the new line doesn't hit its numbers?
authority | Does engineering at head office have to approve the specs?
authority | is there a committee that approves capital or is it one person
authority | Who could block this if they didn't like it?
authority | does your director of operations know youre looking at this
authority | whos got the final signature on anything over fifty k
authority | Does the brand owner you co-pack for have to approve equipment changes?
authority | I'm guessing the owner wants eyes on anything this size, is that fair?
authority | Who else in the plant has been pushing for this?
authority | how much pull does the maintenance manager have on this kind of decision
authority | Would the CFO want to be involved directly at some point?

# timeline
timeline | When would you want this running?
timeline | what's your timeline for making a decision
timeline | is there a date youre working back from
timeline | um when does the new line need to be up and producing
timeline | Are you trying to have this in before peak season?
timeline | How soon would you need the machine on the floor?
timeline | is there a hard deadline driving this or is it more flexible
timeline | You mentioned the new retail launch, when does that go live?
timeline | what happens if this slips into next year
timeline | When are you hoping to have a vendor picked?
timeline | How long do you think the evaluation is going to take?
timeline | so when do you want to pull the old filler out
timeline | is there a date this has to be in by like before the holiday shutdown
timeline | How urgent is this for you, on a scale of like one to ten?
timeline | when does the customer expect you to start shipping the new SKU
timeline | Are we talking this quarter or more like next year?
timeline | do you know when youd need to place the order to make your date
timeline | what's driving the timing on this
timeline | How long have you been looking at this project?
timeline | By when do you need quotes in?
timeline | Uh, is there a board meeting or something you need to have this ready for?
timeline | when are you planning to break ground on the expansion
timeline | Does the timing depend on the building permit or anything like that?
timeline | what month would be ideal for startup
timeline | Would a sixteen week lead time work for you or is that too long?
timeline | If everything lined up, when would you want to sign?
timeline | is this something you need done before the SQF audit in the spring
timeline | how fast are you trying to move on this
timeline | whats the timing look like for the second phase
timeline | Are you hoping to be running by the summer rush?
timeline | so is this a right now thing or a six months from now thing
timeline | How long can you keep limping the old capper along before it has to go?
timeline | when are you expecting the new customer volume to hit
timeline | What's the target date for the first production run?
timeline | Do you have a go-live date in mind for the labelers?
timeline | when would you realistically be ready to kick this off
timeline | Is January still the plan for the line, or has that moved?
timeline | You said sometime next year, is that early next year or late?
timeline | how long do you need to get everything approved internally
timeline | Is there a season where you absolutely can't have the line down?
timeline | what does the schedule look like for the new building
timeline | When do you need the FAT done by?
timeline | um is the plan still to start up before thanksgiving
timeline | how far out are you planning like is this a 2026 project
timeline | whens the last day you could get a PO out and still hit your date
timeline | When's the earliest you could take delivery?
timeline | Has the timeline changed at all since we last talked?
timeline | how quickly does this need to happen after the audit findings
timeline | When is corporate expecting to see the savings start?
timeline | roughly when does this whole thing need to be wrapped up

# decision_process
decision_process | What would make this a no-brainer for you?
decision_process | how do you guys usually make a decision on equipment like this
decision_process | What are the steps between now and a signed PO?
decision_process | are you going out to rfq on this or is it more of a sole source thing
decision_process | What criteria are you going to use to pick a vendor?
decision_process | um how many quotes do you need before you can buy
decision_process | What's going to matter most when you compare the options?
decision_process | Is there a formal evaluation, like a scorecard or something?
decision_process | how did the decision go last time you bought a big piece of equipment
decision_process | What would have to be true for you to go with us?
decision_process | Does it have to go through a capital review committee?
decision_process | what does the approval process look like once you pick someone
decision_process | What would stop this from moving forward?
decision_process | How are you weighing price against uptime in the decision?
decision_process | What would you need to see to feel confident switching to a new supplier?
decision_process | is there a vendor qualification process wed have to go through
decision_process | what could kill this on your end
decision_process | How are you going to decide between a retrofit and buying new?
decision_process | So walk me through what happens after you get all the proposals in.
decision_process | what are the must haves versus the nice to haves
decision_process | Do you need a business case written up, and who writes it?
decision_process | Is it lowest bid wins or is there more to it?
decision_process | What's the biggest risk you're trying to avoid with this decision?
decision_process | how many vendors are you planning to shortlist
decision_process | Uh what would make you pick one machine over the other if they're close on price?
decision_process | What's your process for approving a new supplier of food contact equipment?
decision_process | Are there any deal breakers I should know about?
decision_process | do you usually run a trial before buying or just go off the spec sheet
decision_process | what are you going to look at first when the quotes come in
decision_process | How did you end up picking your current case packer vendor?
decision_process | How much does the reference check factor into it?
decision_process | Is there anything in the way of making a decision this month?
decision_process | what do you need to take this to your boss
decision_process | If two vendors come in at about the same price, what breaks the tie?
decision_process | How do you usually evaluate a new technology, do you pilot it first?
decision_process | whats the next hurdle after the technical review
decision_process | Is the three bid thing a hard rule or is there some wiggle room?
decision_process | Are you scoring on total cost of ownership or just upfront price?
decision_process | so what does good look like for you when you pick a vendor
decision_process | What happened the last time a project like this stalled?
decision_process | is there a formal rfp document or is it more informal
decision_process | Does engineering write the spec first and then procurement runs the bid?
decision_process | um what would make you say no to this
decision_process | How much weight does local service carry in your decision?
decision_process | What's the sign-off process like once the team agrees?
decision_process | what would you need from us to make the short list
decision_process | Do you have to get three quotes for anything over a certain amount?
decision_process | How do you decide between doing this in phases or all at once?
decision_process | what boxes do we need to check to win this
decision_process | What would convince the team that this is worth the switch?
decision_process | we hear a lot of plants got burned going cheap so how are you balancing cost against reliability when you choose

# competitors
competitors | Who else are you looking at for this?
competitors | what are you running for fillers today who makes them
competitors | Have you gotten quotes from anyone else yet?
competitors | are you talking to krones on this too
competitors | um what do you like about the Ishida weighers you have
competitors | How's your experience been with the Multivac machines?
competitors | is the current case packer a Douglas or something else
competitors | What brand of metal detectors do you have on the lines now?
competitors | Who's the incumbent on the packaging side?
competitors | What would the other guys have to do to win this?
competitors | How does our proposal stack up against what you've seen from the others?
competitors | Have you looked at any of the European suppliers?
competitors | you mentioned another vendor came in last week who was that
competitors | what did you like about their demo
competitors | Is anyone else offering you a trial machine?
competitors | what would make you stay with your current supplier
competitors | Are you also looking at used equipment or rebuilt machines?
competitors | How many vendors are still in the running right now?
competitors | Is the Mettler Toledo x-ray what you're comparing us to?
competitors | What's your relationship like with the current OEM?
competitors | who built the thermoformers youve got now
competitors | Have you thought about doing it with your own integrator instead of buying a packaged system?
competitors | Uh what did the other quote include that ours didn't?
competitors | Are there any vendors you've already ruled out, and why?
competitors | whats the other company promising you
competitors | Did you look at Marel for the portioning side?
competitors | how did the heat and control people do on the fryer proposal
competitors | What don't you like about your current supplier?
competitors | Who did you buy the spiral freezer from?
competitors | Is there a vendor your corporate group standardizes on?
competitors | are you comparing us to any of the chinese machine builders
competitors | What's the main thing the other guys are pitching?
competitors | Is Syntegon still in the picture or did they drop out?
competitors | you said youve got a Serac filler on line two hows it been
competitors | Which vendors have you worked with before on the palletizing side?
competitors | have you talked to any local integrators in ontario about this
competitors | how long have you been with your current labeler supplier
competitors | What would you say the competition does better than us?
competitors | Did anyone else quote you a turnkey line?
competitors | Are the Tetra Pak guys involved on the aseptic side?
competitors | what other options are on the table
competitors | Were you happy with the Fanuc robots on that palletizer?
competitors | What did the other vendor tell you on lead time?
competitors | Does your current vendor know you're looking around?
competitors | whos the other finalist
competitors | Is this a head to head with the folks you already buy from?
competitors | We run into Sealed Air a lot on shrink so are they in the mix here too?
competitors | What made you bring in a different vendor's machine on line three?
competitors | Do you have any other brands on the floor I should know about?
competitors | how does the other bid compare on the warranty side

# food_safety
food_safety | What do you use for cleaning validation?
food_safety | How long does sanitation take on the slicer line every night?
food_safety | um are you sqf or brc certified over there
food_safety | How are you handling allergen changeovers between the peanut and the non-peanut products?
food_safety | Do you do ATP swabbing after sanitation?
food_safety | whats your environmental monitoring program look like for listeria
food_safety | Is the filler on a CIP loop or are you breaking it down by hand?
food_safety | How did your last SQF audit go?
food_safety | Have you had any positives in zone one or two recently?
food_safety | What are your sanitation crews using, caustic and acid, or something else?
food_safety | does the equipment need to be full washdown like IP69K for your sanitation process
food_safety | Is the metal detector a CCP in your HACCP plan?
food_safety | how are you verifying the pasteurizer is hitting temp
food_safety | what did the auditor flag last time
food_safety | Have you ever had a recall or a hold tied to foreign material?
food_safety | Are you RTE or raw on that side of the plant?
food_safety | You mentioned the retailer audit, what are they looking for on sanitary design?
food_safety | how are you segregating raw and cooked on the floor
food_safety | Do you have hygienic zoning in the packaging room?
food_safety | What's the biggest food safety risk on that line, in your opinion?
food_safety | is the x-ray there for bone detection or for glass and metal
food_safety | How much of your cleaning is wet versus dry?
food_safety | what are your allergen controls like on the shared lines
food_safety | How often does the CIP skid run, every shift?
food_safety | uh do you have any issues with harborage points on the old conveyors
food_safety | How do you validate the kill step on the fryer?
food_safety | Are you under FSMA preventive controls, or is that line USDA inspected?
food_safety | what kind of chemicals do the machine surfaces need to hold up to with your sanitaiton program
food_safety | Does your SSOP call for full teardown of the tray sealer?
food_safety | How do you handle rejects from the metal detector, is there a locked bin?
food_safety | Have you had any undeclared allergen issues?
food_safety | whats your pathogen testing frequency
food_safety | How do you verify the CIP actually got the lines clean, conductivity, swabs?
food_safety | is everything in the wet room stainless or do you still have painted frames
food_safety | Do your auditors want to see sanitary design certs on new equipment?
food_safety | so how are you documenting the sanitation sign off right now
food_safety | What's your pre-op inspection process before the line starts up?
food_safety | do you run tree nuts on the same line as the peanut product
food_safety | how many hours does the sanitation crew get between second shift and first
food_safety | Are you seeing any condensation dripping over exposed product?
food_safety | um whats your glass and brittle plastics policy look like
food_safety | Does the spiral freezer get a full clean every day or is it on a cycle?
food_safety | What do your customers require for GFSI?
food_safety | Has listeria ever shown up in the drains near the slicers?
food_safety | How's the sanitation crew handling the new allergen matrix?
food_safety | how do you verify the metal detector during the shift like test wands every hour
food_safety | Do you have a positive release program for product coming off that line?
food_safety | what water temp and pressure are your sanitation guys using on washdown
food_safety | Are you doing validated CIP on the pasteurizer, or is that still manual?
food_safety | Is cross-contact a concern with the gluten free line sharing a room?

# compliance
compliance | Does the equipment need to be CSA certified for your Ontario plant?
compliance | um what are the guarding requirements your safety team holds you to
compliance | Are you under 21 CFR Part 11 for the data coming off the checkweighers?
compliance | how do you handle lockout tagout on the current line
compliance | what validation do you need for the pharma side full iq oq pq
compliance | Is there a NOM certification you need for electrical equipment going into Mexico?
compliance | Have you had any OSHA findings on that line?
compliance | what does your EHS group require before new equipment can run
compliance | Do your labels have to be bilingual for the Canadian market?
compliance | How are you handling serialization on the pharma cartons for DSCSA?
compliance | Does everything need to be UL listed, or is a field evaluation okay?
compliance | whats your safety teams stance on robots without full fencing
compliance | Are there any noise limits on the floor we should design around?
compliance | Do you need audit trails on recipe changes for the FDA?
compliance | how are you keeping up with the new front of pack labeling rules
compliance | What does your risk assessment process look like for new machinery?
compliance | Do you need the machine to meet ISO 13849 performance levels?
compliance | are you cgmp for the whole building or just the pharma suite
compliance | Have you had an FDA inspection at that site recently?
compliance | What paperwork does your compliance team need from a new equipment vendor?
compliance | Does the Mexico plant go by NOM-004 for machine guarding?
compliance | how are you handling combustible dust on the flour side
compliance | What kind of arc flash labeling do you need on the panels?
compliance | Uh, do your electrical specs call for 600 volt CSA gear at the Canadian sites?
compliance | Are there environmental permits involved if you add a new fryer, like an air permit for the exhaust?
compliance | whats the process for getting a new machine through your safety sign off
compliance | do you need weights and measures certification on the checkweigher for net contents
compliance | How do you stay compliant with country of origin labeling on product going into Canada?
compliance | Is there a specific machine safety standard your corporate group follows?
compliance | does your validation team need a traceability matrix from the vendor
compliance | Have you had any near misses or injuries in the palletizer area?
compliance | so are you ISO 9001 or is it just the GMP side
compliance | Are there any open corrective actions from the last regulatory inspection?
compliance | What are the data integrity requirements on the vision system?
compliance | Does COFEPRIS regulate that line in Mexico since it's medical product?
compliance | how strict is your ehs team about light curtains versus interlocked doors
compliance | Do you need the documentation package in Spanish for the Mexico plant?
compliance | what regulatory changes are coming that might affect the line
compliance | Is the blister line validated right now, or are you running under a deviation?
compliance | um are you subject to the california prop 65 labeling stuff on those products
compliance | Does your change control process require requalification if we swap a component?
compliance | How are you managing the ergonomic requirements for the hand-pack stations?
compliance | is there any Health Canada licensing tied to the natural health products side
compliance | What do you need from us for the safety file, like a declaration of conformity?
compliance | so the checkweigher, is that mostly about net contents enforcement from the state inspectors or is it internal
compliance | what kind of documentation does your regulatory team ask for on electrical safety
compliance | Do you have any issues with wastewater discharge limits from the CIP?
compliance | Does your insurer require anything specific for new equipment?
compliance | how do you handle gmp documentation for equipment changes right now
compliance | Are there any OSHA recordables tied to the old capper?

# maintenance
maintenance | You mentioned the seals earlier, how often do they go?
maintenance | What does your PM schedule look like on the fillers?
maintenance | um do you keep spare parts on site or order as needed
maintenance | how often does the capper need a rebuild
maintenance | Are you using a CMMS or is it mostly paper work orders?
maintenance | what wears out fastest on the bagger
maintenance | We see this a lot with fryers so how often does yours go down?
maintenance | How much of your maintenance is reactive versus planned?
maintenance | When the palletizer breaks, can your guys fix it or do you have to call someone?
maintenance | how long does it usually take your guys to get the tray sealer back up when it goes down
maintenance | How often are you changing the jaws on the VFFS?
maintenance | Do you do any predictive stuff, like vibration analysis or thermography?
maintenance | What's the oldest piece of equipment you're still keeping alive?
maintenance | how long does it take to get parts for the old labeler
maintenance | Are the slicer blades sharpened in house?
maintenance | whats the biggest maintenance headache on the line
maintenance | so how often does the belt on the spiral need replacing
maintenance | Do your mechanics actually have time for PMs or is it all firefighting?
maintenance | How many work orders a week is that machine generating?
maintenance | Is lubrication done on a schedule or just when somebody notices?
maintenance | What did the last breakdown on the case packer look like?
maintenance | uh how many hours a week does maintenance get on the line
maintenance | Are you rebuilding the pumps yourselves or sending them out?
maintenance | Is the heat exchanger on the pasteurizer giving you trouble with gaskets?
maintenance | How do you decide when to replace versus repair?
maintenance | what kind of spare parts inventory are you carrying for the fillers
maintenance | Do the guys have the drawings and manuals they need for the older machines?
maintenance | how often does the metal detector need recalibrating
maintenance | Is the oven burner on a regular service schedule?
maintenance | you said the gearbox failed twice last year was that the same one both times
maintenance | How often are you replacing the sealing bars on the tray sealer?
maintenance | Do you have a planned maintenance window each week?
maintenance | um does the compressor for the line get serviced in house
maintenance | What parts do you find yourself ordering over and over?
maintenance | how are you tracking wear parts on the thermoformer
maintenance | Do you run anything to failure, or is everything on PM?
maintenance | Is the conveyor chain on the case packer something you change out annually?
maintenance | What's your approach to preventive maintenance on the robots?
maintenance | how often do the vacuum pumps on the thermoformer get serviced
maintenance | When was the last time the filler had a full overhaul?
maintenance | are the freezer fans and the defrost on a maintenence schedule
maintenance | Is there a machine on the floor that your maintenance guys dread working on?
maintenance | what breaks most often on the palletizer
maintenance | Do your techs have to climb inside the machine to change parts?
maintenance | How often are you replacing the tube on the x-ray?
maintenance | Are you stocking critical spares for the drives, or is that a risk right now?
maintenance | whats the PM interval on the CIP pumps and valves
maintenance | Is the applicator head on the labeler wearing out faster than it should?
maintenance | How long is the line usually down when you're waiting on a part?
maintenance | so between breakdowns how long does the capper usually go

# changeover
changeover | How long does a changeover take on the filler?
changeover | what goes wrong on changeovers
changeover | How many changeovers are you doing a day?
changeover | um is it tool less or do the guys need wrenches to swap the change parts
changeover | What's the longest changeover you've got on that line?
changeover | How many format parts do you swap when you go from the 12 ounce to the 16 ounce?
changeover | Are the changeovers done by operators or do you need maintenance for them?
changeover | whats the changeover time on the case packer going from a six pack to a twelve
changeover | You said changovers are killing you, how long are they running now?
changeover | Do you have recipes saved on the HMI or does every changeover start from scratch?
changeover | How long until you're making good product after a changeover?
changeover | Have you done any SMED work on the thermoformer?
changeover | so how often are you switching film on the bagger
changeover | Is the changeover time consistent or does it depend on which crew is on?
changeover | what takes the longest in the changeover is it the mechanical part or dialing it in
changeover | how many sku switches do you plan into a shift
changeover | Do you change over the labeler for every flavor?
changeover | Are the change parts color coded or labeled at all?
changeover | um how long does the tool change on the tray sealer take
changeover | Where do you store the change parts, right at the line?
changeover | What happens to your schedule when a changeover runs long?
changeover | is there a changeover you avoid by scheduling around it
changeover | How many adjustments do the guys have to make on the capper when the bottle size changes?
changeover | What does the changeover from the retail bag to the club pack involve?
changeover | how many minutes are you losing to changeovers each week
changeover | Would you run more SKUs if changeovers were faster?
changeover | Do you have a standard work checklist for changeovers?
changeover | uh when you switch case sizes on the erector how long is that
changeover | is the pattern change on the palletizer just a recipe or do you have to move guides
changeover | How many people does it take to do a changeover on the VFFS?
changeover | whats the difference in changeover time between your best crew and your worst
changeover | Do you run the longest runs first to cut down on changeovers?
changeover | How long does it take to swap the forming tube on the bagger?
changeover | Is the checkweigher changeover automatic when the product changes?
changeover | how are you handling the startup scrap after a changeover
changeover | Are the change parts in good shape, or are some of them worn and hard to fit?
changeover | What's your target changeover time?
changeover | Is there one changeover that's worse than the others, like one that always goes sideways?
changeover | you mentioned you went from eight SKUs to twenty how has that hit your changeovers
changeover | how many times a week do you switch the filler between bottle sizes
changeover | do your operators have to re-time the star wheels on every changeover
changeover | What does a changeover look like on the cartoner today, step by step?
changeover | Are you changing mold sets on the thermoformer very often?
changeover | When you switch products, how long does the oven take to settle into the new temp profile?
changeover | do the guys fight with the guide rails on changeover
changeover | Is changeover on the x-ray just a product recipe swap?
changeover | How do you handle label roll changes in the middle of a run?
changeover | Do you do changeovers at shift change or mid-shift?
changeover | whats the most painful changeover on the whole line
changeover | how long does it take to swap the filling nozzles for the thicker products

# staffing
staffing | How many operators do you have on each line?
staffing | um are you having trouble finding people right now
staffing | What's turnover like on second shift?
staffing | how many people does it take to run the bagger line
staffing | Are you leaning on temp labor to cover the gaps?
staffing | whats the overtime situation looking like
staffing | Do you have enough maintenance techs, or are you short there too?
staffing | How long does it take to get a new operator up to speed?
staffing | Is the plant union?
staffing | What's the labor market like out there in the Bajío right now?
staffing | how many people are hand packing at the end of the line
staffing | Are you trying to redeploy people or reduce headcount with automation?
staffing | What kind of skill level do your operators have with touchscreens and HMIs?
staffing | You mentioned losing two mechanics last month, have you been able to backfill them?
staffing | do you have a hard time staffing weekends
staffing | how many shifts are fully staffed right now
staffing | What's the average tenure of your line operators?
staffing | Who trains the new hires on the equipment today?
staffing | uh how many people are on the sanitation crew
staffing | Are you paying more per hour than last year to hang on to people?
staffing | Is absenteeism an issue on the line?
staffing | how many bodies does it take to run the palletizing area
staffing | Do you have anyone on staff who can program PLCs?
staffing | What would you do with the people you free up if case packing was automated?
staffing | Is the labor shortage worse for skilled trades or for general labor?
staffing | How are you covering vacations in the summer?
staffing | whats your headcount in the plant overall
staffing | are there any roles you just cant fill
staffing | Do operators rotate between lines or are they dedicated?
staffing | how much are you relying on a staffing agency
staffing | Do you have a dedicated line lead on every shift?
staffing | Is it hard to keep people on the palletizer because of all the lifting?
staffing | so how many operators would you want on the new line ideally
staffing | What's it like recruiting in Winnipeg for plant jobs these days?
staffing | Are your people cross trained on the fillers and the cappers?
staffing | How many open positions do you have right now?
staffing | um does the crew speak mostly spanish on the floor
staffing | Is the overtime burning your people out?
staffing | How many quality techs do you have per shift?
staffing | whats the plan if you cant staff the third shift
staffing | are you paying a shift premium for nights
staffing | Do you have enough controls people to support more automation?
staffing | how many hours a week are your guys working on average
staffing | Who covers the line when your lead operator is out?
staffing | Has the labor situation gotten better or worse since last year?
staffing | Are you short-staffed enough that it's limiting output?
staffing | what kind of people are you hiring for the operator jobs experience wise
staffing | How many people have left in the last six months?
staffing | Do you have a training program for new operators, or is it mostly shadowing?
staffing | we hear alot of plants cant keep people on the end of line so how bad is it for you

# quality
quality | What kind of defects are you seeing on the seals?
quality | how often do batches go on hold for quality
quality | What's your reject rate on the checkweigher?
quality | are you getting customer complaints about underfills
quality | um what do the leakers look like is it the cap or the bottle
quality | How are you catching crooked labels now, vision or operators?
quality | What's the most common complaint from your retail customers?
quality | Do you see a lot of variation in fill weight from head to head?
quality | how many cases are you reworking a week
quality | Are you getting any wrinkles or channel leaks on the tray seals?
quality | What's your QA team checking every hour on the line?
quality | Have you had any chargebacks from customers over quality?
quality | is the product coming out of the fryer consistent in color or are you seeing variation
quality | How are you controlling oil content on the chips?
quality | Do you get crushed product at the bottom of the bags?
quality | whats your torque spec on the caps and how often are you out of it
quality | so is the date code ever missing or smudged
quality | How do you check seal integrity, dye test, burst test?
quality | What does your quality team say is the biggest issue?
quality | Are you finding broken product coming off the spiral freezer?
quality | How many rejects does the x-ray kick out on a normal shift?
quality | um have you had any mispacks like the wrong product in the wrong carton
quality | What happens to product that fails the checkweigher?
quality | How consistent is the bake at the back of the oven compared to the front?
quality | whats your customer complaint rate per million units
quality | Are you seeing any foil lidding issues on the cups?
quality | Are there any specs you're having a hard time holding?
quality | how often are cases coming apart on the pallet
quality | Do you do SPC on fill weights?
quality | what kind of label errors make it out the door
quality | Has a retailer ever rejected a load because of pack quality?
quality | How do you catch missing inserts in the cartons?
quality | Is the freezing uniform or do you get warm spots in the center?
quality | What are you doing about the pinholes in the pouches?
quality | how much product gets downgraded to seconds
quality | Do you see more defects at the start of the shift?
quality | What's the biggest quality escape you've had this year?
quality | Are you hitting your customers' tolerance on portion size?
quality | last time a batch went on hold what was the reason
quality | how often are you getting cap skew or cocked caps
quality | what are the cases coming off the erector like are they square
quality | Are you getting bag seal failures when you run the thinner film?
quality | How are the labels holding up in the freezer?
quality | is your vision system catching everything or do some defects slip through
quality | Do you do a first article check after startup?
quality | How does QA sign off on a lot before it ships?
quality | We see a lot of underweight packs in the cheese world, so are you running into that?
quality | whats your tolerance on the fill and how often are you outside it
quality | Are the blister pockets forming properly or are you getting thin spots?
quality | How's the color and size consistency on the extruded product?

# price
price | What were you expecting to pay for a machine like this?
price | Did the number I sent over land where you expected?
price | um what are the other quotes coming in at
price | how important is price compared to everything else
price | What price would you need to see to move ahead?
price | Is the price on the metal detector in the range you had in mind?
price | what did you pay for the last case packer you bought
price | Are you comparing on price alone, or price plus service?
price | You mentioned the quote felt high, which part of it?
price | How did our pricing compare to the Syntegon proposal?
price | is the sticker price the problem or the total with installation
price | What kind of price point are you hoping for on the tray sealer?
price | Would you want the options priced separately or as one package number?
price | Uh is it the upfront price that's tough or the ongoing parts pricing?
price | what would you consider a fair price for a rebuilt unit
price | whats a reasonable price per head for a filler in your mind
price | Do you need the quote broken out line by line?
price | Is there a price where this just doesn't work for you?
price | How do you feel about the price on the service package?
price | what price were you quoted last year when you looked at this
price | Did the pricing on the spare parts list seem reasonable to you?
price | What kind of pricing do you usually get from your current OEM?
price | so does the price need to come down for this to happen or is it something else
price | How big is the gap between our price and the lowest bid?
price | Would you expect freight to be included in the price?
price | What did you think of the price on the x-ray option?
price | is pricing in us dollars okay or do you need it quoted in canadian
price | is a price lock for ninety days important to you
price | What's the most you've paid for a single piece of equipment on that line?
price | What are you paying today per roll of film?
price | How do you usually go about negotiating price with vendors?
price | um would a lower price on the base machine with fewer options be better for you
price | Is our price the main thing holding this up?
price | whats your gut on the price we sent
price | How does the price compare to what you budgeted?
price | Are you seeing prices go up across the board from your equipment suppliers?
price | What would be a price you could take to your boss without a fight?
price | Did they give you a price for installation too, or just the equipment?
price | how sensitive is your team to price on this one
price | what number were you hoping to see on the quote
price | Is the per-label price a bigger deal than the price of the labeler itself?
price | Is it cheaper or more expensive than you thought it would be?
price | How would you like the pricing structured, by line or by machine?
price | so was it the price on the controls upgrade that threw you off
price | Do you know what your peers paid for similar palletizers?
price | Are you seeing a big spread in price between the bids?
price | What price did the rebuild option come in at?
price | how much are you paying for change parts from the OEM right now
price | Was the price for the training days about what you expected?
price | What's your reaction to the pricing on the second line?

# roi
roi | How much does an hour of downtime cost you?
roi | What does it cost you when a batch goes on hold?
roi | what would it be worth to get two hours back every night
roi | what kind of payback does corporate need to see
roi | um how much product are you throwing away a week in dollars
roi | Do you know what the giveaway is costing you a year?
roi | What's your hurdle rate for a capital project?
roi | What would cutting changeovers in half be worth to you?
roi | how much are you spending on overtime to make up for the downtime
roi | Have you put a dollar figure on the rework?
roi | What does a lost shipment cost you with that customer?
roi | is there a payback period that kills a project automatically
roi | What does each operator cost you fully loaded?
roi | How much revenue are you leaving on the table because you're capacity constrained?
roi | What does a chargeback from Walmart typically cost you?
roi | so what would a recall even cost a plant your size
roi | what would it mean financially if you could drop the third shift
roi | How much are you paying the co-packer that you could bring back in house?
roi | Do you track the cost of scrap per shift?
roi | What's the cost of missing a delivery window?
roi | uh what does the old capper cost you in parts and labor every year
roi | How are you calculating ROI on projects like this?
roi | What kind of return would get this approved?
roi | what would a five point bump in oee be worth in dollars
roi | How much are the underfills costing you in fines or chargebacks?
roi | If the line ran at rate all the time, what would that mean for the P&L?
roi | What's a case of product worth to you, margin wise?
roi | how much are you losing in energy with the old fryer
roi | does the project need to pay back in under two years
roi | What does a day of downtime cost when you're in peak season?
roi | What's it costing you to run the extra shift just to keep up?
roi | Have you worked out the savings if you automated the palletizing?
roi | how much does the overfill cost you in a year
roi | What would a failed audit cost the business?
roi | If you could get rid of the temp labor, what's that worth?
roi | What would the savings need to be to make the numbers work?
roi | um whats the IRR your finance team wants to see
roi | How much film are you wasting on startups, cost wise?
roi | whats the product you throw out after each changeover worth
roi | Do you know what downtime cost you last year in total?
roi | What would twenty percent more throughput be worth in sales?
roi | how much does sanitation cost you in water and chemicals a year
roi | When you add it all up, what does a customer complaint cost you?
roi | What's an emergency service call costing you these days, all in?
roi | You mentioned you could lose the shelf space, what's that account worth to you?
roi | What does the business case need to show to get approved?
roi | what does the broken product cost you every month
roi | How fast does this need to pay for itself?
roi | What's it costing you when the x-ray kicks out good product?
roi | is anybody putting a number on what the micro stops cost you in lost cases

# installation
installation | How much floor space do you have for the new line?
installation | What's your power situation, 480 three phase?
installation | um do you have compressed air capacity for another machine
installation | would the install have to happen during a shutdown
installation | How long can the line be down for the installation?
installation | Are we tying into your existing conveyors or is it all new?
installation | Does the building need any work before the machine goes in, like a new floor drain?
installation | whats the ceiling height in that room
installation | Who handles the rigging on your end, or do you need us to?
installation | Is there a door big enough to get the freezer sections in?
installation | Do you want the FAT done at our shop with your product?
installation | How do you normally handle SAT, do you have a protocol you follow?
installation | would you need us to integrate with your existing PLCs or is it standalone
installation | what controls platform do you standardize on allen bradley or siemens
installation | Do you have a layout drawing we can work from?
installation | Is there steam available at the point of use for the pasteurizer?
installation | how close is the nearest electrical panel to where this would go
installation | Are you planning to do the mechanical install with your own contractors?
installation | What's the floor load rating where the palletizer would sit?
installation | Does the install need to be phased so you can keep running?
installation | Uh who's going to be our contact on site during the install?
installation | Are there any union rules about who can do the electrical hookup?
installation | How do you want to handle startup and commissioning?
installation | is the mezzanine strong enough to take the weigher
installation | so are we pulling the old machine out or is your team doing that
installation | Do you have the water and drain connections for CIP near the filler?
installation | How many days of install time can you give us?
installation | What does access look like, can we get a forklift right to the spot?
installation | Are there hot work permits or contractor rules we need to plan around?
installation | Will the new case packer need to talk to your MES?
installation | how much room is there between the filler and the wall
installation | Does the equipment need to fit through a standard dock door?
installation | What kind of ventilation is in the fryer room for a new exhaust hood?
installation | What's the voltage at the Canadian plant, 600?
installation | is there space for an operator platform on both sides
installation | would you want our techs to stay on through the first few production runs
installation | How long did the last install at your plant take?
installation | Do you need a new foundation or pad for the palletizer?
installation | Are you bringing in an integrator to tie the whole line together?
installation | how are you going to keep the rest of the plant running while we install
installation | Is the ammonia line already run to where the spiral would go?
installation | Do you have a preferred electrical contractor locally?
installation | What does your site safety orientation look like for installers?
installation | um is the line going into the existing building or the new addition
installation | How much lead time do you need to get the site ready?
installation | Would you want to tape out the footprint on the floor before we commit?
installation | Are there any network or IT requirements for connecting the machine?
installation | Where would we stage the equipment when it arrives?
installation | Will we need to move any existing equipment to fit this in?
installation | how do you want the startup to go like ramp up slow or go straight to full rate

# support
support | Who services the line today?
support | How fast does your current vendor get a tech out when something breaks?
support | um do they have anyone local or is everybody flying in
support | what kind of service agreement do you have on the fillers now
support | How's the phone support been from your current OEM?
support | Do you use remote support at all, like VPN into the PLC?
support | What kind of training did you get when the last machine went in?
support | how long do you wait for parts from the OEM
support | Is there a service provider you call for the refrigeration side?
support | What would good support look like for you?
support | Do you need support in Spanish for the techs in Querétaro?
support | Have you had to wait days for a tech before?
support | how happy are you with the field service on the x ray units
support | Who do you call at 2am when the palletizer goes down?
support | Do you want on-site training for every shift or more of a train the trainer thing?
support | What kind of response time do you need when the line's down?
support | Do they do annual service visits on the metal detectors?
support | Are you getting software updates from the vendor or are you stuck on an old version?
support | so whats the relationship like with the service team at your current supplier
support | Is 24/7 phone support a must-have for you?
support | How did the vendor handle it last time the machine went down in the middle of a big run?
support | Do you need a local parts depot, like somewhere in Canada?
support | uh who does the calibration on the checkweighers the vendor or you guys
support | What training would your operators need to get comfortable on a new machine?
support | Are you happy with how your current supplier handles warranty claims?
support | What's been your experience with the OEM's after sales?
support | how much do you rely on outside service versus your own people
support | Does your current vendor have anybody within a few hours of the plant?
support | Would it help to have a resident tech for the first few months?
support | Do you get regular visits from the vendor or only when you call?
support | What's missing from the support you get today?
support | is documentation and manuals a big deal for your team
support | Have you ever had a vendor disappear on you after the sale?
support | whos your go to for controls support when the hmi acts up
support | How important is it that parts ship same day?
support | do you use an outside integrator for support on the older lines
support | How do you usually get help when a recipe needs tweaking?
support | What's the worst support experience you've had with a machine builder?
support | Would your team want ongoing training after startup?
support | how quickly do you need someone on site in an emergency
support | Is the service you get now included in your agreement or billed per visit?
support | um does your current supplier have a help desk you can actually get through to
support | How far away is the nearest service tech from your current vendor?
support | Do you get any remote monitoring from the OEM now?
support | What did startup support look like on the last project?
support | Do your operators get refresher training from the vendor?
support | how would you want support handled across the border sites
support | Do they stock parts for you on consignment?
support | Who helps you troubleshoot the vision system when it starts rejecting good product?
support | What would you need from us on the service side to feel comfortable?

# contract
contract | What's your payment process like?
contract | What payment terms do you usually work with, net 30, net 60?
contract | um do you need a deposit structure or milestone payments
contract | does legal have to review our terms and conditions
contract | Do you have a standard purchase agreement you use with vendors?
contract | How long are your contracts with suppliers usually?
contract | Would you want to lease this or buy it outright?
contract | what kind of warranty terms are you expecting
contract | Do you need an NDA in place before we see the product?
contract | Do you have a master service agreement with your current supplier?
contract | Are there penalty clauses you'd want for late delivery?
contract | how does vendor onboarding work over there is there a portal
contract | Who's the contact in accounts payable we'd be working with?
contract | Do you need a performance guarantee written into the contract?
contract | what incoterms do you usually buy on
contract | Is there anything in our terms your legal team usually pushes back on?
contract | Would you sign a multi-year service agreement?
contract | Do you need insurance certificates from us before we come on site?
contract | what do your standard payment terms look like for capital equipment
contract | How long does a contract typically sit with legal?
contract | Do you need acceptance criteria written into the PO?
contract | how do you handle retention do you hold back a percentage until SAT
contract | Does your company pay by ACH or check?
contract | Is there a limit of liability your legal people require?
contract | would you want the service contract and the equipment on one agreement or separate
contract | What's the renewal process on your current service agreement?
contract | uh is a rent to own type setup possible or does your finance team not do that
contract | When does your agreement with the current co-packer come up for renewal?
contract | Are you locked into anything with your current supplier?
contract | Do you need the contract in Spanish for the Mexican entity?
contract | What kind of warranty did the last vendor give you?
contract | how are invoices usually approved on your side
contract | Do you have preferred supplier agreements that would affect this?
contract | Is there an exclusivity clause with your current vendor?
contract | What are your terms for paying on milestone invoices?
contract | would your team want to negotiate the ts and cs or work off ours
contract | Do you have a standard IP clause for custom tooling?
contract | so what does it take to get set up as a vendor in your system
contract | Do you need us on a specific form of agreement for service work?
contract | What kind of guarantee language do you usually ask for on uptime?
contract | Is there an early payment discount you typically take?
contract | Are there liquidated damages on delivery in your standard terms?
contract | does your finance team prefer to pay it all at once or spread it out
contract | How long is the warranty on your existing equipment?
contract | What's your process for getting a change order approved mid-project?
contract | Do you need a letter of credit for international shipments?
contract | Is there a supplier code of conduct we'd have to sign?
contract | what happens with the existing service agreement if you replace the machine
contract | Would you need the pricing held in the contract for a set period?
contract | Are you buying this through your US entity or the Canadian one?

# tariffs
tariffs | Are the tariffs on steel affecting what you're paying for equipment right now?
tariffs | um are you worried about duties if the machine comes from europe
tariffs | Does it matter to you if the equipment qualifies under USMCA?
tariffs | how are you handling the canadian counter tariffs on us made equipment
tariffs | Who usually handles customs clearance on equipment coming into the Mexico plant?
tariffs | Is country of origin a factor in the purchase because of tariffs?
tariffs | whats your customs broker situation for shipments into canada
tariffs | Have the new tariffs changed how you're thinking about this project?
tariffs | Are you bringing the equipment into Mexico under IMMEX?
tariffs | How much are duties adding to your landed cost on parts from Germany?
tariffs | Do you need a USMCA certificate of origin from us?
tariffs | Is your finance team building tariff risk into the numbers?
tariffs | would you rather buy a us made line just to stay clear of the tariffs
tariffs | how are the section 232 tariffs hitting your packaging costs
tariffs | Are you paying duty on spare parts too or just the machines?
tariffs | has anyone on your side checked whether this comes in duty free under usmca
tariffs | Uh, are the aluminum tariffs hurting you on the can side?
tariffs | What are you seeing for tariff surcharges from your other suppliers?
tariffs | Are you the importer of record on equipment or does the vendor usually take that on?
tariffs | Would a tariff increase between now and delivery kill this project?
tariffs | Do you have a duty drawback program set up?
tariffs | so is the tariff situation making you hold off on buying
tariffs | What happens on your end if tariffs go up after we quote?
tariffs | Are your Mexican plants under maquila rules for imported machinery?
tariffs | Do you know the HTS code your broker uses for this kind of equipment?
tariffs | how are the retaliatory tariffs affecting your exports to canada
tariffs | Is the tariff on Chinese electronics affecting any of your control panel spares?
tariffs | um does your corporate group have a policy on buying from countries that get hit with tariffs
tariffs | Are you shifting suppliers because of the tariffs?
tariffs | Are you worried about tariffs on the film and packaging materials coming across the border?
tariffs | In your view who eats the tariff if it changes mid-project?
tariffs | Have you had equipment get stuck in customs at the border before?
tariffs | how much are tariffs adding to the cost of stainless these days
tariffs | Is nearshoring to Mexico part of the plan because of the trade situation?
tariffs | Does the machine need enough North American content to qualify for USMCA?
tariffs | Are you planning around the USMCA review coming up?
tariffs | whats your exposure if the us puts tariffs on stuff coming up from mexico
tariffs | is the duty on a used machine any different for you
tariffs | how are you dealing with the tariffs on the cans coming from canada
tariffs | Are tariffs an actual line item in your approval or just something people worry about?
tariffs | Does the tariff uncertainty make you want the machine shipped before a certain date?
tariffs | Would you want the quote to show the duties separately?
tariffs | Are you using a bonded warehouse for anything?
tariffs | do you know if the parts from italy get hit with the eu tariffs
tariffs | What's your broker telling you about the new tariff schedule?
tariffs | Have the tariffs changed which vendors are on your list?
tariffs | is there any import tax on the canadian side we need to think about on top of duty
tariffs | How hard are the steel tariffs hitting your build costs on the expansion?
tariffs | Is there any talk of tariffs on the equipment coming from Mexico into your US plant?
tariffs | How much of what you buy crosses a border at some point?

# next_step
next_step | What would you need to see before a trial?
next_step | Who should be in the room for a demo?
next_step | what usually happens after a call like this on your end
next_step | um what would a good next step look like from your side
next_step | What would you want to get out of a visit to our test center?
next_step | If we did a trial, what would success look like?
next_step | What products would you want us to run during the trial?
next_step | How many samples would you need to send for the product test?
next_step | What do you need from me after today?
next_step | whats the best way to keep this moving after we hang up
next_step | Who else should see the demo besides you?
next_step | What would you want to cover in a follow up call?
next_step | Would your QA manager want to be part of the next conversation?
next_step | what questions would your team want answered at the demo
next_step | How long would a trial need to run for you to trust the results?
next_step | Where do we go from here, in your mind?
next_step | what would you need in writing before you take it to your boss
next_step | Is there anything you'd need us to prepare before a plant visit?
next_step | what kind of proposal would be most helpful for you next
next_step | Would you need to see the machine running your product or would a video be enough?
next_step | What would make a site visit worth your time?
next_step | Uh, who on your team would want to see a reference plant?
next_step | Do you want the proposal sent to you or straight to purchasing?
next_step | what info do you still need from us to take this forward
next_step | How would you want to structure a pilot if we did one?
next_step | would talking to one of our customers before the next meeting be useful for you
next_step | Is there a spec sheet or layout you'd need before a follow-up?
next_step | What would a realistic first step look like, something small?
next_step | so whats the next thing that has to happen for this to keep going
next_step | Who would need to be on the next call from your side?
next_step | Would a trial on one line be enough, or would you need to see all three?
next_step | If we ran a trial, which numbers would you be watching to judge it?
next_step | How much of your product would you be able to send us for test runs?
next_step | What's the best format for the next conversation for you, on site or video?
next_step | um what would you want me to bring when I come out
next_step | is there anything stopping us from getting a demo on the books from your side
next_step | What would you need to see in the demo to take it to the next level internally?
next_step | what do you want the follow up email to include
next_step | Would your maintenance guys want hands-on time during the demo?
next_step | After the trial, what would the next step be for you?
next_step | Does your team want a formal proposal or a budgetary number first?
next_step | how many people would come out to the test lab
next_step | Is there a tricky product you'd want to see us run in the test?
next_step | What would you want from a reference call with another plant?
next_step | What's your preferred way to follow up, email or a quick call?
next_step | would it help to have our applications engineer on the next call or is that too early
next_step | whos the right person to send the trial agreement to
next_step | What would you need to be able to say yes to a pilot?
next_step | so if we sent you a layout what would you do with it next
next_step | What would you want to walk away with from a demo?

# rapport
rapport | How long have you been at the plant?
rapport | what did you do before you got into food manufacturing
rapport | How'd you end up in packaging, were you always on the engineering side?
rapport | um whats your role cover there just the one site or all of them
rapport | are you still splitting your time between the two plants
rapport | What does a typical day look like for you?
rapport | How long have you been in the maintenance manager role?
rapport | What's the best part of the job for you?
rapport | You mentioned you came over from the dairy side, how's it different?
rapport | Has it been a crazy week for you with the audit and everything?
rapport | how big is your team now
rapport | What are you personally trying to get done this year in the role?
rapport | Did you come up through the floor or from the office side?
rapport | How's the new job treating you so far?
rapport | whats your background mechanical or electrical
rapport | are you the one who started the continuous improvement program there
rapport | What's on your plate besides this project?
rapport | How did you get into quality in the first place?
rapport | What do people at the plant come to you for most?
rapport | how long have you been with the company total
rapport | What's the part of your job nobody sees?
rapport | Are you from the area, or did you move for the job?
rapport | How did your week go with the startup?
rapport | What made you take the job there?
rapport | Uh, do you still get out on the floor much or is it mostly meetings now?
rapport | what would make this a good year for you personally
rapport | how are you liking the new plant manager role
rapport | How many sites are you responsible for now?
rapport | Did you work at a co-packer before this?
rapport | What got you interested in pharma packaging?
rapport | um how are you holding up with everything going on over there
rapport | How long have you been doing procurement for the food division?
rapport | What's keeping you busy this month?
rapport | Is this your first time buying a line this size?
rapport | What did you do at your last company?
rapport | How did the move from engineering over to operations go for you?
rapport | whats your favorite part of working in a bakery
rapport | do you get to see the night shift much or are you mostly days
rapport | what do you like to see from vendors who call on you
rapport | Did you make it out to Pack Expo this year?
rapport | How did you end up in Saskatoon?
rapport | What's your team like to work with?
rapport | how long were you a line lead before you moved up
rapport | Are you the food safety lead for the whole company or just this site?
rapport | What's changed most in your role since the acquisition?
rapport | Are there any projects at the plant you're especially proud of?
rapport | What's the best way to work with you, do you like things by email or phone?
rapport | how are things going since the promotion
rapport | You've been there, what, fifteen years? What keeps you there?
rapport | what's one thing about your job most vendors just don't get
`;

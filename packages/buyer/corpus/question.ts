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
staffing | how big is your team now
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
rapport | How long have you been doing procurement for the food division?
rapport | What's keeping you busy this month?
rapport | Is this your first time buying a line this size?
rapport | What did you do at your last company?
rapport | How did the move from engineering over to operations go for you?
rapport | whats your favorite part of working in a bakery
rapport | do you get to see the night shift much or are you mostly days
rapport | what do you like to see from vendors who call on you
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

# More questions, written to widen each topic's wording.

# operations
operations | What are you filling on that line today, mostly hot-fill juices or cold-fill water?
operations | how many heads does the rotary filler have
operations | Walk me through the flow from the mixer to the oven to the wrapper, if you don't mind.
operations | um so what kind of bag sizes are you running on the vffs machines
operations | Is the tray sealer running MAP or just a straight lidding film?
operations | How many SKUs do you change through in a typical week on the bakery side?
operations | so the fryer, is that a continuous fryer or are you doing batch kettle style
operations | What's the dwell time in the spiral freezer for the chicken product?
operations | Help me understand how the case packer is fed, is it gravity, or do you have a robot picking?
operations | uh how many blister lines do you have in the packaging suite
operations | What kind of tablets are going through the press, mostly round or a lot of shaped tooling too?
operations | is everything palletized at the end of each line or do you bring it all to a central palletizer
operations | I'm curious whether the labeler runs inline with the filler or is it offline
operations | how much of the plant is dedicated to private label versus your own brands
operations | What's the run length on a typical order for the co-pack customers?
operations | So roughly how many pounds an hour is coming off the oven?
operations | like what containers are you running through the capper right now, 28 millimeter or bigger closures
operations | Do you pack retail and foodservice on the same line or are they split?
operations | What's the thermoformer forming, rigid trays or flexible film for the cheese?
operations | how many shifts are you running in the packaging hall at the moment
operations | Are the checkweighers after the baggers or after the cartoner?
operations | You said you're moving to the bigger pouch format, how does that change what the line runs?
operations | so where does the product go after the pasteurizer, straight to the filler or into a holding tank
operations | what kind of volumes are we talking about per day on the yogurt cups
operations | How's the Monterrey plant set up compared to the one in Texas?
operations | Is it fair to say the canning line is your busiest asset right now?
operations | um how many hours a week is line two actually running
operations | what's the line speed target on the new sliced bread line
operations | Are you running the x-ray on every line or just on the one with the bone-in product?
operations | Do you do any of your own preforms or do you buy them in?
operations | how is the work split between the two buildings in mississauga
operations | what's the product mix on the meat side like how much is ground versus whole muscle
operations | What does peak season look like for you, and how much does volume jump?
operations | How are you handling seasonal SKUs right now, separate line or squeezed in?
operations | so is the cartoner after the blister machine running at the same speed or is it waiting on the blister
operations | what formats does the bottling line handle, like 355 ml up to two liters or whatever
operations | Do you run the same products on weekends or just catch-up orders?
operations | how much of the frozen line is IQF versus block frozen
operations | Where are the accumulation tables on the line, before or after the labeler?
operations | uh is the co-packer running your product on their own equipment or do you ship equipment down to them
operations | What does your bottleneck look like when the new customer volume comes on?
operations | how many cases an hour does the palletizer need to keep up with when all three lines are running
operations | i wanted to get a sense of what the snack side runs, is it mostly single serve bags
operations | What's the throughput on the tablet presses, roughly tablets per hour?
operations | Do the bigger SKUs get their own line or does everything share?
operations | And the spiral, is that feeding one packaging line or two?
operations | so tell me about the dairy side what kind of fills are you doing cups bottles jugs
operations | What percentage of the time is the line actually scheduled to run?
operations | how do you guys schedule production is it make to order or make to stock
operations | Are the ovens gas or electric at that plant?
operations | How does product get from processing to packaging, conveyors, totes, carts?
operations | what are the main products you make in the guadalajara facility
operations | Is the filler running aseptic or is it an ESL line?
operations | You mentioned you're adding a fourth line; what's that one going to run?
operations | like how many packs a minute is the flow wrapper doing on the bars
operations | Is most of your output going to retail, or is a lot of it going to club stores with the bigger packs?
operations | What's the footprint like in the packaging room, is there any space left?
operations | how far is the cold storage from the end of the line
operations | so uh what are you guys runnin on line three these days mostly the kettle chips
operations | how many bottles a minute is the filer doing when its running good
operations | like is the tray sealer fed by hand or is there an infeed conveyer

# pains
pains | What's the biggest headache in the packaging hall these days?
pains | if you could fix one thing in the plant tomorrow what would it be
pains | Help me understand what's not working the way you'd like it to.
pains | um what keeps you up at night about the packaging side
pains | What's the problem you're being asked to solve this year?
pains | Is there anything on that line that just drives you crazy?
pains | so what prompted you to start looking at new equipment in the first place
pains | What's going wrong out there that made you take my call?
pains | where does it hurt the most day to day
pains | What's the one issue your boss keeps bringing up in meetings?
pains | I'm curious what's frustrating your team the most these days.
pains | if i walked the floor with you what would you point at first and say thats the problem
pains | What are the operators complaining about the most?
pains | Is there a part of the process you just don't trust?
pains | what's the thing that's been on your to do list forever and never gets fixed
pains | You said things have been rough since the expansion; what's been the hardest part?
pains | like what's the issue thats costing you the most sleep right now
pains | What would you say is broken in the current setup?
pains | Are there any problems you've kind of learned to live with that you'd rather not?
pains | what's changed that made this a priority now
pains | If you had to list your top three problems in the plant, what would they be?
pains | What's the pain point that got this project approved?
pains | um is there something thats been getting worse over the last year
pains | What does a bad day look like in that plant?
pains | So what's the challenge with the current line, in your own words?
pains | what's giving you the most trouble on the packaging end
pains | Is it fair to say the current setup isn't keeping up with what you need?
pains | What issues come up in your morning production meetings over and over?
pains | what do you wish the old equipment did that it just doesnt
pains | What's slowing you down the most as a plant?
pains | you know when things go sideways out there whats usually the cause
pains | What's the biggest gap between where the plant is and where you want it to be?
pains | Are you seeing any problems on the new line, or is it mostly the old ones?
pains | what are the top complaints you hear from the plant manager
pains | Walk me through the issues you're dealing with on the filling side.
pains | What problem would you most like to never deal with again?
pains | whats the biggest obstacle to hitting your numbers this year
pains | Is there anything about the current line that's holding back growth?
pains | so what are the main challenges you're facing on the bakery side
pains | You said the line's been a mess lately; what's going wrong with it?
pains | What's the issue that everybody at the plant knows about but nobody has fixed?
pains | uh what kind of problems are you running into with the old equipment
pains | Where do you feel like you're losing the most, day to day?
pains | What struggles are you having right now that you didn't have a year ago?
pains | whats the worst part of running that line
pains | Is there a problem that keeps landing on your desk?
pains | What would make your life easier on that line, honestly?
pains | what's not going well in the frozen plant right now
pains | If nothing changes, what problems do you see getting worse?
pains | What are the operational challenges with the snack lines right now?
pains | like whats the thing you would change first if you had the money
pains | What are the pain points you hear about from the co-packing customers?
pains | Are you happy with how the line runs today, or are there real issues?
pains | what kinds of problems are your supervisors escalating to you
pains | What's the one thing that, if you fixed it, would make the biggest difference?
pains | What's the situation that got you looking at this?
pains | um whats kind of been the sore spot for you guys lately
pains | so um whats kinda the main thing going wrong out there right now
pains | what problems are you guys fighting with on the bagging line the most
pains | you know if you had a magic wand whats the first thing youd fix

# metrics
metrics | What OEE are you seeing on the filling line these days?
metrics | how do you measure line efficiency over there
metrics | What's your uptime on the VFFS baggers, roughly?
metrics | um what kind of yield are you getting off the fryer
metrics | Do you track giveaway on the checkweighers, and what does it run at?
metrics | What percentage of your scheduled time is lost to unplanned stops?
metrics | what's the reject rate on the x-ray right now
metrics | How do you report line performance up to corporate, what KPIs?
metrics | Is it fair to say you're running around sixty percent OEE on the older lines?
metrics | what's your target case rate per shift and how close are you
metrics | Are you tracking mean time between failures on the cappers?
metrics | What does your scrap rate look like on the thermoformer film?
metrics | how much product are you losing per shift in rework
metrics | What's your first-pass yield on the blister line?
metrics | Do you have good numbers on how often the line micro-stops?
metrics | what's the average run rate versus the rated speed of the labeler
metrics | How are you measuring changeover performance, minutes per change or something else?
metrics | uh whats the overfill youre seeing on the cups in grams
metrics | What's your on-time-in-full number with your biggest customer?
metrics | What's the cases-per-labor-hour number you're working with?
metrics | how many false rejects a day does the metal detector kick out
metrics | What does your downtime report say is the top cause of stops?
metrics | Do you have data on how much of the downtime is the filler versus the rest of the line?
metrics | what's your current throughput in bags per minute on average not peak
metrics | Are your OEE numbers calculated automatically, or are operators filling in sheets?
metrics | What's the tablet weight variation you're seeing on the press?
metrics | how do your numbers on line one compare to line three
metrics | What was the line efficiency last quarter, if you know it offhand?
metrics | you know what kind of waste percentage are you seeing on the bakery line
metrics | What KPIs is your plant manager bonused on?
metrics | What's your energy use per ton on the ovens, do you track that?
metrics | How many hours of unplanned downtime did you log last month?
metrics | so whats the availability number on the palletizer
metrics | What's a good week look like in terms of cases out the door?
metrics | Do you track MTTR, like how long it takes to get a line back up after a stop?
metrics | what does your dashboard show for the spiral freezer, are you tracking product core temps over time
metrics | How much film are you wasting per shift on the flow wrapper?
metrics | What's the standard deviation on fill weights looking like?
metrics | um do you know your cost per case off that line
metrics | What's the percentage of cases that get kicked off the checkweigher?
metrics | How close to nameplate speed does the case packer actually run?
metrics | what number would you need to see move for this to be a win
metrics | Which metric matters most to your VP, OEE, yield, or cost per unit?
metrics | What's your label misapplication rate, roughly?
metrics | Do you have a baseline for how many stops per hour the line has today?
metrics | whats your batch yield on the tablet side like ninety five ninety eight percent
metrics | How are you measuring performance on the co-packer, what numbers do you get from them?
metrics | What's your average output per shift on the sealer?
metrics | so do you have any data on how much product is lost at startup and shutdown
metrics | How do you track downtime, is there a system or is it whiteboards?
metrics | What does the trend look like on efficiency over the last year, up or down?
metrics | like what's the speed loss on that line versus what it was designed for
metrics | What's the fill accuracy you're required to hit?
metrics | Do you know how many pallets a shift you're wrapping, on average?
metrics | what's the current percentage of good product out of the fryer after sorting
metrics | What are you measuring today that you'd want to improve with a new machine?
metrics | how many units per minute are you actually averaging on the cartoner
metrics | uh whats your oee at on the filer line roughly
metrics | do you guys track like cases per hour per line or just per shift
metrics | whats the give away running at on the snack bags like a couple grams

# budget
budget | Has anyone put real dollars behind the freezer project yet?
budget | what kind of budget are you working with for the line upgrade
budget | Has the capex been approved, or are you still putting the request together?
budget | um do you have a number in mind for what you can spend
budget | Is this coming out of this year's capital plan or next year's?
budget | What range did finance give you for the filler replacement?
budget | so is there an approved budget or is that still being worked out
budget | How much have you set aside for the packaging side of the expansion?
budget | Are you funding this out of maintenance spend or is it a capital project?
budget | what's the budget cycle like when do capital dollars get allocated
budget | Is the budget for the checkweighers separate from the x-ray project?
budget | I'm curious whether the money's already there or if we need to help you build the case for it.
budget | What's the ceiling on spend before you need to go to the board?
budget | has corporate signed off on the capital for the mexico plant yet
budget | Is there budget left this fiscal year, or are we looking at next?
budget | you know how much are you planning to invest in the new bakery line overall
budget | What did you budget for installation and commissioning on top of the equipment?
budget | Is the Querétaro project fully funded yet?
budget | are there any grants or incentives funding part of this
budget | How firm is that budget number, is there flexibility if the case is good?
budget | What happens to the budget if it isn't spent by year end?
budget | is the money for the palletizer approved or just requested
budget | Do you have budget for spare parts in the first year as well?
budget | How much of the capital plan is going to packaging versus processing this year?
budget | uh whats the rough budget envelope we should be designing to
budget | Are you working to a fixed budget or a payback hurdle?
budget | What was the budget on the last line you put in?
budget | so if the right solution came in above what you planned, is there room to stretch
budget | Has this project been funded, or is it still on the wish list?
budget | how much have you got earmarked for automation this year
budget | Is there a separate budget for the validation work on the blister line?
budget | What are you allowed to spend without another round of approvals?
budget | is the budget shared with the other plants or does each site get its own
budget | Did the budget get cut when the sales forecast changed?
budget | What kind of money is realistic for the tray sealer project?
budget | like have you guys got the funds lined up for this or not yet
budget | When does next year's capital budget get locked?
budget | Is the budget already split across the different pieces of the line?
budget | How much was set aside for the freezer project, ballpark?
budget | how much of the budget is already committed to other projects
budget | Is this an opex or a capex line item for you?
budget | What budget does the co-packer have to work with, or are you funding the equipment for them?
budget | um is the budget approved at the plant level or does it sit with corporate
budget | Is there contingency built into the budget?
budget | Would the budget cover a second labeler if the first one works out?
budget | how much are you expecting to spend on the cip upgrade
budget | Is there money in the plan for training and spares, or just the machine?
budget | What did finance say when you brought up the number?
budget | is there a cap on what the project can cost
budget | Have you been given a target number for this or are you building it bottom-up?
budget | so whats the funding situation look like for the case packer
budget | Is the budget locked, or can it move between projects?
budget | Are you fighting other projects for the same pot of money?
budget | do you have a budget for the tablet press yet or is that next year
budget | What portion of the budget is set aside for the Canadian site?
budget | how much room is there in the budget for the controls upgrade too
budget | um is there like money approved for this already or are we still early
budget | whats the budjet looking like for the packaging upgrade
budget | do you know roughly how much capitol youve got for next year

# authority
authority | Who else has a say in which filler you end up buying?
authority | are you the one who signs off on this or does it go higher
authority | Who holds the budget for the packaging line, you or the plant manager?
authority | um who would need to approve a purchase this size
authority | Does the VP of operations have to sign off, or is it your call?
authority | Is anyone in corporate engineering going to weigh in on the choice of equipment?
authority | so is it you and the maintenance manager making the call or is there somebody else
authority | Who has veto power on a project like this?
authority | What's your spending authority before it has to go up the chain?
authority | who at corporate would need to be comfortable with this
authority | Is procurement going to be involved, or does engineering own the vendor choice?
authority | I'm curious who else would be upset if they weren't brought into this.
authority | Does the quality manager get a vote on the x-ray unit?
authority | who ultimately owns this decision at the end of the day
authority | Is the CFO going to look at this before it's approved?
authority | Does the co-packer decide on the equipment, or do you as the brand owner?
authority | so who's paying for it and who's choosing it, is that the same person
authority | Who's the economic buyer here, if you don't mind me asking?
authority | Would the plant manager in Saltillo need to approve it, or does it come from the US side?
authority | um is there anybody above you that will need to see this before it goes through
authority | Who in the company would champion this project besides you?
authority | Are you the person who'd sign the purchase order?
authority | who from food safety has to be on board before you can move ahead
authority | Does the owner still get involved in equipment decisions at your size?
authority | Who else on the leadership team cares about this line?
authority | Is it fair to say the final call sits with your director of engineering?
authority | What role does the maintenance manager play in picking the vendor?
authority | who approves capital spending over a hundred grand at your company
authority | Does anyone at the parent company in Europe need to bless this?
authority | like is it your decision or are you kind of gathering info for someone else
authority | Who would be accountable if the new line didn't perform?
authority | Are there people on the floor whose buy-in you need, like the line leads?
authority | who on your side would push back on this the hardest
authority | Is IT going to want a say, since the checkweighers connect to the network?
authority | Who has the final word between you and purchasing if you disagree on the supplier?
authority | so when it comes to the money who signs
authority | Is the board involved in a purchase this big?
authority | Does your regional VP need to approve it or can the site do it alone?
authority | who else should i be talking to on your team about this
authority | Does the validation group have a say in which blister machine you pick?
authority | How much influence does the plant manager have on the final choice?
authority | um are you the decision maker for the tray sealer or is that corporate packaging
authority | Who would have to be convinced for this to go ahead?
authority | Is the project engineer the one leading this, or is it being run from your office?
authority | who on the finance side would look at it
authority | Who owns the relationship with equipment suppliers at your company?
authority | Is there a capital committee that signs off, and who sits on it?
authority | whose budget does the palletizer come out of
authority | If you love it and your boss doesn't, what happens?
authority | Would anyone at the Canadian head office need to approve the spend?
authority | who do you report to on this project
authority | Is there someone in operations excellence who has to sign off on new equipment?
authority | does procurement have the power to pick a different vendor than the one engineering likes
authority | Who else is going to be evaluating the technical side?
authority | Besides you, who's going to be most affected by this decision?
authority | you know who's actually got the authority to say yes on this one
authority | Are you able to approve this on your own, or does it need a second signature?
authority | so um who else gets a vote on this besides you
authority | is it you that signs the po or is it like your boss
authority | who all needs to okay this before it goes through

# timeline
timeline | When do you need the new filler running?
timeline | what's your target date for having the line up
timeline | Is there a deadline driving this, like a new customer launch?
timeline | um when are you hoping to make a decision by
timeline | How soon would you want the equipment on the floor?
timeline | Is this a this-year project or more of a next-year thing?
timeline | so when does the new product launch and the line needs to be ready
timeline | What happens if the line isn't in by the fall?
timeline | Are you trying to get this done before the summer peak?
timeline | when's your plant shutdown scheduled this year
timeline | How quickly do you need to move on this?
timeline | What's driving the timing on the freezer project?
timeline | is there any urgency on this or is it more exploratory right now
timeline | When do you expect to go live on the new bakery line?
timeline | I'm curious how firm that date is, is it tied to a contract?
timeline | How long has this been on your list, and when does it have to be done?
timeline | what month are you targeting for commissioning
timeline | Is there a window in the production schedule where you could take the line down?
timeline | Would you want it installed during the Christmas shutdown?
timeline | like how far out are we talking for this whole thing
timeline | When does the retailer expect the new packs on shelf?
timeline | What's the timeline for the Mexico plant expansion overall?
timeline | are you under any time pressure from corporate to get this in
timeline | When would you need a PO placed to hit that date, given lead times?
timeline | Is it fair to say you want this running before the next audit?
timeline | what's your ideal start date for the project
timeline | How soon do you need the checkweighers, is that separate from the rest?
timeline | When does the current lease on the building run out?
timeline | so whats the plan for timing on the tablet press replacement
timeline | Is there a reason it has to happen this quarter?
timeline | How long do you expect the evaluation phase to take?
timeline | By what date do you want a supplier chosen so the build can start?
timeline | um is there a hard date or is it kind of flexible
timeline | What's the latest you could start and still make the launch?
timeline | If things slip, what's the fallback date?
timeline | when is the new customer contract supposed to start shipping
timeline | What does your calendar look like for getting this approved and installed?
timeline | When's the soonest you could take delivery?
timeline | how many weeks do you have between now and the go live
timeline | Is the old filler going to last until the new one's in, timing-wise?
timeline | Are you waiting on anything before you can set a timeline?
timeline | when does the fiscal year end for you guys
timeline | How urgent is the palletizer compared to the rest of the list?
timeline | Would a six-month lead time be a problem for you?
timeline | what's the time frame on replacing the cip skid
timeline | When does the co-packer need the extra capacity by?
timeline | Is this something you want in place before the holidays or after?
timeline | how soon does the x-ray need to be in for the customer requirement
timeline | What's the timeline looking like on your end for the whole project?
timeline | uh when would you want us on site to start install
timeline | How much time do you have before the current machine becomes a real risk?
timeline | When are you planning the expansion in Alberta to break ground?
timeline | is the date fixed because of the audit or because of sales
timeline | By when do you need the validation finished on the blister line?
timeline | so when do things need to be wrapped up by
timeline | When's the earliest the new labeler could realistically start up?
timeline | how long until you run out of capacity on the current line
timeline | so like when do you need this thing up and runnin
timeline | um is there a date you're kinda working back from
timeline | how soon are you guys looking to have it on the floor

# decision_process
decision_process | How does a purchase like this usually get made at your company?
decision_process | what does your evaluation process look like for new equipment
decision_process | Walk me through the steps from here to a signed PO.
decision_process | um are you going to put this out for an rfq
decision_process | What criteria will you use to pick the vendor?
decision_process | How are you going to score the different proposals?
decision_process | is it a formal bid process or more informal
decision_process | How many suppliers do you normally get quotes from before deciding?
decision_process | What are the most important things you'll weigh in the decision?
decision_process | so what has to happen internally before you can say yes to a vendor
decision_process | Do you run a factory acceptance test as part of choosing the supplier?
decision_process | Is there a capital request form that goes through different stages?
decision_process | I'm curious how you made the call last time you bought a filler.
decision_process | What does a vendor need to show you to make the shortlist?
decision_process | how do you weigh price against uptime when you score suppliers
decision_process | Will there be a technical review and a commercial review, or all at once?
decision_process | What's the approval path once you've chosen a supplier?
decision_process | Help me understand how your team goes from a shortlist to a final pick.
decision_process | does procurement run a scoring matrix for this kind of thing
decision_process | Are site visits to reference plants part of how you decide?
decision_process | like what steps does it go through once you have the quotes in hand
decision_process | How will the final decision be made, consensus or one person?
decision_process | Is there a specific weighting on total cost of ownership in your evaluation?
decision_process | What's the process for getting a new vendor set up in your system?
decision_process | uh how do you guys usually compare proposals side by side
decision_process | What would make one proposal win over another for you?
decision_process | so will you be doing a formal tender for the mexico line
decision_process | Is there a requirement to get three bids on anything over a certain amount?
decision_process | How does the business case get reviewed before it goes to the capital committee?
decision_process | What happened in the decision process the last time a project like this stalled?
decision_process | Do you do trials as part of vendor selection or just paper evaluations?
decision_process | what kind of documentation do you need from vendors to evaluate them
decision_process | Will the decision come down to the spec sheet or the relationship?
decision_process | What does your RFQ typically ask for?
decision_process | how are you going to decide between retrofitting and buying new
decision_process | Is this going through a central sourcing team or handled locally?
decision_process | Is it fair to say uptime is the top criterion, or is it something else?
decision_process | what are the must haves versus nice to haves on your list
decision_process | How do you handle it when engineering and purchasing score vendors differently?
decision_process | um what does the approval chain look like after you pick someone
decision_process | What are the stages a capital project goes through there?
decision_process | Is there a supplier qualification step before you can even consider us?
decision_process | how did you guys pick the vendors you're talking to
decision_process | When you evaluate equipment, who writes the user requirement spec?
decision_process | What would disqualify a supplier in your process?
decision_process | do you need a risk assessment done before you can choose
decision_process | How do references factor into your decision?
decision_process | Will there be a presentation round with the finalists?
decision_process | so what's the decision going to hinge on in the end
decision_process | How many rounds of quotes do you normally go through?
decision_process | What does procurement need from us to put us into the evaluation?
decision_process | like is it lowest price wins or is it best value
decision_process | Do you have a standard vendor scorecard I should know about?
decision_process | How do you decide between a local integrator and an OEM directly?
decision_process | what needs to be true for you to feel confident picking a supplier
decision_process | Can you tell me how the review works for something that touches validated systems?
decision_process | i'm trying to understand the path to a yes here what are the stages
decision_process | so how do you guys usually pick a vendor for somethin like this
decision_process | um whats the process look like from here to a purchase order
decision_process | are you gonna send out like an rfq to a few suppliers or

# competitors
competitors | Who else are you talking to about the filler?
competitors | what brand of capper is on the line today
competitors | Who supplied the current baggers?
competitors | um are you looking at any other vendors for this
competitors | How has it been working with your incumbent vendor?
competitors | Who's your current supplier for checkweighers?
competitors | Are you getting quotes from any of the big European OEMs too?
competitors | so whose tray sealers are you running now
competitors | What do you like about the machines you have from your current supplier?
competitors | Is there a vendor you've been happy with in the past that you'd go back to?
competitors | who made the spiral freezer you have now
competitors | Have you talked to any local integrators about this, or just OEMs?
competitors | I'm curious who you're comparing us against.
competitors | What's the other vendor proposing that we should know about?
competitors | Are you considering just having your current supplier retrofit the old line?
competitors | like who are the other guys on the shortlist
competitors | What did the last vendor get wrong, if anything?
competitors | Who does your metal detectors today, and are they in the running?
competitors | How many suppliers are you looking at in total for the palletizer?
competitors | is your incumbent bidding on this one too
competitors | What's your relationship like with the company that did the cip system?
competitors | What would it take for you to switch away from your current vendor?
competitors | Are any Chinese or Indian suppliers in the mix on price?
competitors | what do you run today for x ray inspection like who makes it
competitors | Who put in the blister line you have now?
competitors | Is there a preferred supplier list we'd be up against?
competitors | how do the other quotes compare on what's included
competitors | Have you seen demos from anyone else yet?
competitors | What do the other vendors do better than what you have today?
competitors | um who built the thermoformer you've got
competitors | Are you looking at used equipment as an alternative too?
competitors | Who's the frontrunner at the moment, if you can say?
competitors | so what's your experience been with the german machines
competitors | Do you have a standard brand for cappers across all your plants?
competitors | Which other suppliers have been in to walk the line?
competitors | Is your corporate team pushing a particular OEM?
competitors | what do you think of the people you buy your labelers from
competitors | Are you talking to anybody about building the case packer in-house with an integrator?
competitors | Who's the tablet press manufacturer you've standardized on?
competitors | If you had to pick today, who would it be and why?
competitors | how long have you been buying from your current packaging equipment supplier
competitors | What do you hear from the other vendors about lead time?
competitors | Are you also looking at doing nothing, or just keeping the current machine running?
competitors | Who does the co-packer use for their fillers?
competitors | like is there someone you're kind of leaning towards already
competitors | What made you invite the other two suppliers into this?
competitors | Who's the fryer from, the one you have now?
competitors | Is there any supplier you've ruled out, and why?
competitors | who do you usually call when you need a new oven
competitors | How do you feel about the Mexican distributor for your current brand?
competitors | What are the other bidders offering in terms of service?
competitors | Is the incumbent the one to beat on this?
competitors | whose machines are on the other two lines
competitors | Have any of the competing vendors done a trial at your site?
competitors | so what would the other guys have to do to win this
competitors | Which vendor did you go with for the last line, and how did that go?
competitors | so who else are you guys lookin at for the case packer
competitors | um who makes the baggers you got now
competitors | are you talkin to the same folks who did your last line

# food_safety
food_safety | How do you handle allergen cleans between the peanut and non-peanut runs?
food_safety | what does your environmental monitoring program look like for listeria
food_safety | Are you running a metal detector as a CCP in your HACCP plan?
food_safety | um how do you validate the cip on the filler
food_safety | Have you had any foreign material complaints from customers lately?
food_safety | What's your sanitation window like on the slicer and the tray sealer?
food_safety | is the ready to eat side separated from the raw side physically
food_safety | How do you verify the pasteurizer is hitting temperature every batch?
food_safety | What SQF level are you certified to, or is it BRC?
food_safety | so how often are you swabbing the food contact surfaces
food_safety | Have you ever had a recall tied to that line?
food_safety | I'm curious how you manage glass and brittle plastics near the open product.
food_safety | What's the sanitary design standard you expect on new equipment?
food_safety | how do you keep the spiral freezer clean is it a full wet down every day
food_safety | Are you seeing any positives in zone two or three around the packaging area?
food_safety | What's your approach to foreign material risk on the bone-in product?
food_safety | do you test the metal detector every hour or every shift
food_safety | Does the x-ray reject go to a locked bin, or is it open?
food_safety | uh how worried are you about harborage points on the old conveyors
food_safety | How do you manage allergen cross contact on the shared fryer oil?
food_safety | What's your preventive control for the cooling step after the oven?
food_safety | like how many hours does sanitation take on the meat line every night
food_safety | Is the filler washdown rated, or do you have to cover things up to clean it?
food_safety | How does your food safety team feel about the hygienic design of the current machine?
food_safety | what did the last third party audit flag on the food safety side
food_safety | Are there any pathogens you're particularly worried about in that product?
food_safety | How are you controlling post-lethality contamination on the sliced meats?
food_safety | so whats your kill step on that product
food_safety | Do you have any issues with condensation dripping over exposed product in the freezer area?
food_safety | How do you make sure maintenance tools don't end up in the product?
food_safety | What's your hold-and-release process when the metal detector fails a check?
food_safety | um are there any places on the line that are a nightmare to clean
food_safety | What's the sensitivity setting on the metal detectors, ferrous and stainless?
food_safety | How many allergens do you handle in the bakery?
food_safety | Is the CIP verified with ATP swabs or just by chemical concentration?
food_safety | what happens when a swab comes back positive
food_safety | Do you use the x-ray to find bone fragments, or just metal and glass?
food_safety | Do you have a positive release program for the ready-to-eat product?
food_safety | What does your food safety plan say about the packaging film?
food_safety | are you doing any hpp on the juices or just thermal pasteurization
food_safety | How do you handle allergen labeling checks at changeover so the wrong film doesn't go on?
food_safety | Who owns HACCP at the plant?
food_safety | so how confident are you in the cleaning on the hard to reach parts of the slicer
food_safety | What's the micro testing cadence on the finished product?
food_safety | Is there anything about the current equipment that worries your food safety manager?
food_safety | what are you doing for pest control around the dock where the packaging comes in
food_safety | How do you validate that the fryer oil is being changed often enough for acrylamide?
food_safety | like do you have a separate high care area for the ready meals
food_safety | Does your customer require a specific foreign body detection level?
food_safety | How much time does the sanitation crew actually get on the weekends?
food_safety | what kind of chemicals are you using in the cip cycle
food_safety | Has the FSMA preventive controls rule changed how you run sanitation?
food_safety | Are you monitoring the temperature of the product coming out of the spiral for safety?
food_safety | Have you had any close calls with undeclared allergens?
food_safety | um how do you manage the risk of broken tablets or foreign matter in the blister line
food_safety | What's your procedure if someone finds a piece of plastic in the product?
food_safety | are the drains under the filler a listeria concern for you
food_safety | how do you guys do the allergen clean down between runs like full wash or dry clean
food_safety | um hows the listeria swabbing been coming back lately
food_safety | is the metal detecter your ccp or is it the x ray

# compliance
compliance | Are you expecting an FDA inspection at that site this year?
compliance | how do you handle the CFIA requirements on the canadian side
compliance | Is the plant licensed under SFCR for interprovincial trade?
compliance | um what does cofepris need to see from you for the new product
compliance | What NOM labelling rules do you have to follow for the Mexican packs?
compliance | Does the equipment need to be validated to 21 CFR Part 11 for the data?
compliance | What certifications do you need on the machine, CSA, UL, CE?
compliance | so how did the last inspector visit go
compliance | Are you running under USDA inspection, or FDA only?
compliance | Do you need IQ, OQ, and PQ documentation from the vendor for the tablet press?
compliance | How are the new front-of-pack labelling rules in Canada affecting you?
compliance | what kind of paperwork do regulators ask for when you change a line
compliance | I'm curious whether the new Mexican warning labels forced you to change your labeler setup.
compliance | Does your customer audit you against GMP, or do they rely on a third party?
compliance | What does your validation team need from a new supplier?
compliance | is there an electrical inspection needed for new equipment in ontario
compliance | How do you stay on top of serialization requirements for the pharma packs?
compliance | Are you DSCSA compliant on the healthcare packaging side?
compliance | What are the bilingual labelling requirements you have to meet in Quebec?
compliance | like what kind of certifications does the new line need before you can run product
compliance | How did the FDA 483 observations affect your plans for the line?
compliance | Do you need the machines to meet any specific OSHA guarding requirements?
compliance | what regulatory approvals do you need before you can sell out of the new plant
compliance | Is there a change control process you have to go through with the regulators?
compliance | How much of your time goes into preparing for audits and inspections?
compliance | What does Health Canada expect from you for the natural health products?
compliance | um does everything have to be documented in english and spanish for the mexico site
compliance | Do your contract manufacturing customers require any certifications from your equipment suppliers?
compliance | Are you worried about any upcoming regulations that would change the line?
compliance | so what did the regulator say about the labeling on the frozen line
compliance | What country-of-origin labelling do you have to do for products going into the States?
compliance | How do you keep your HACCP records audit-ready for inspectors?
compliance | Are the checkweighers legal for trade, do they need a Measurement Canada approval?
compliance | what are the net weight rules you have to meet on the packages
compliance | Does the label need the lot code and best before in a certain format for CFIA?
compliance | How many audits a year do you host at the plant?
compliance | What's required for a new machine to be released for GMP production?
compliance | is the plant under a consent decree or any kind of regulatory action
compliance | What standard do you follow for machine safety, ANSI or CSA?
compliance | like do you have to revalidate the whole line if you swap the blister machine
compliance | How are you handling the FSMA 204 traceability rule on the produce items?
compliance | What do you need to show the USDA inspector before the new line runs meat?
compliance | Are your labels being reviewed by regulatory affairs before they print?
compliance | how strict is cofepris with the sanitary license for the plant
compliance | Does your equipment need to be NSF or 3-A certified to meet your customer requirements?
compliance | What documentation does your QA group need for a computerized system validation?
compliance | so is the new product line going to need any new permits
compliance | How did the last GMP audit go on the packaging side?
compliance | Do you need any environmental permits for the new ovens, air emissions or anything?
compliance | What's your biggest compliance worry heading into next year?
compliance | um are there any labelling law changes coming in mexico that you're planning for
compliance | Are you required to keep electronic batch records on that line?
compliance | Is the Canadian plant registered with FDA as a food facility for the export volume?
compliance | who handles regulatory submissions when you change packaging materials
compliance | What kind of certifications do your electrical installs need in Mexico, is there a NOM for that too?
compliance | Is there anything regulators have asked you to fix that's still open?
compliance | so um when was the last time the fda was in the plant
compliance | do you guys need the validation docs like iq oq for the new machine
compliance | hows the cfia been with you since the sfcr came in

# maintenance
maintenance | How often does the filler break down on you?
maintenance | what does your pm schedule look like on the cappers
maintenance | When something breaks on nights, who fixes it?
staffing | um how many techs do you have on each shift
maintenance | What's the MTBF looking like on the older baggers?
maintenance | Which wear parts are you replacing the most often?
maintenance | Do you do the PMs in house or do you bring in the OEM?
maintenance | so how much are you spending on spare parts a year for that line
maintenance | Are the maintenance guys keeping up, or are they firefighting all day?
maintenance | What's the most common breakdown on the palletizer?
maintenance | How old is the case packer, and how's it holding up mechanically?
maintenance | I'm curious how much of the maintenance is planned versus reactive.
maintenance | do you have a cmms or is it all paper work orders
maintenance | How long does it take your techs to swap the sealing jaws on the VFFS?
maintenance | What parts do you keep on the shelf for the tray sealer?
maintenance | like how often are you rebuilding the filling valves
maintenance | Is there any predictive maintenance going on, vibration or thermal?
maintenance | When a breakdown happens, what does the repair usually involve?
maintenance | Are there machines that your maintenance team really doesn't like working on?
maintenance | how hard is it to get parts for the old labeler
maintenance | What's your maintenance team's skill level like with servo drives and PLCs?
maintenance | When the x-ray goes down, how long is it usually out?
maintenance | Are you having to cannibalize parts from one machine to keep another running?
maintenance | so what wears out first on the fryer conveyor
maintenance | How often do you have to replace belts on the spiral freezer?
maintenance | What's the maintenance window like, do you get a shift a week?
maintenance | um are the bearings on the oven conveyor giving you trouble
maintenance | Who does the calibration on the checkweighers?
maintenance | What does your maintenance manager say about the thermoformer?
maintenance | how much overtime is maintenance putting in to keep things running
maintenance | What would you want from a machine to make it easier on your mechanics?
maintenance | Are the tablet press punches and dies wearing faster than expected?
maintenance | Do you track repeat failures, like the same part going again and again?
maintenance | how do you handle lubrication on the conveyors in the washdown area
maintenance | What's the oldest machine on the line, and how many more years do you think it has?
maintenance | Is there a particular component that fails at the worst possible time?
maintenance | so when the capper heads go out of adjustment who catches it
maintenance | How big is your maintenance backlog right now?
maintenance | What kind of training do your techs get on new equipment?
maintenance | like when the metal detector throws a fault can your guys fix it or do you call someone
maintenance | Are you running to failure on anything because you can't get PMs scheduled?
maintenance | How long does a full PM on the blister machine take?
maintenance | What does it take to keep the CIP skid's pumps and valves healthy?
maintenance | um do you have an electrician on every shift or just days
maintenance | Are wear parts on the case packer a big line item?
maintenance | how often do the glue guns on the case erector give you problems
maintenance | What's your approach to critical spares, do you stock them or rely on the vendor?
maintenance | Is the maintenance team involved in picking new equipment?
maintenance | How many hours a week does maintenance spend on the labeler alone?
maintenance | what's the failure that happens most on the pasteurizer
maintenance | Are your techs comfortable troubleshooting the HMI, or do they struggle?
maintenance | How reliable has the palletizer robot been since you put it in?
maintenance | so what kind of shape is the equipment in overall
maintenance | Is there stuff on the line that's just worn out and needs replacing?
maintenance | how do you know when the seal bars need to be changed
maintenance | What does your reliability engineer think is the weakest link?
maintenance | how often does that capper go down on you guys like once a week
maintenance | um do your mechanics do the pms themselves or does the oem come in
maintenance | so what breaks the most on that old palletiser

# changeover
changeover | How long does a changeover take on the filler today?
changeover | what all has to change when you go from the 500 ml to the liter bottle
changeover | Walk me through a typical format change on the tray sealer.
changeover | um how many changeovers are you doing a day on the baggers
changeover | Do you need tools to change the guide rails on the capper?
changeover | How long does it take to switch the thermoformer over to a new tooling set?
changeover | Who does the changeovers, operators or mechanics?
changeover | so what's the slowest part of changing over the case packer
changeover | Are you doing an allergen wash at every changeover or just certain ones?
changeover | How many minutes is the line down when you change labels?
changeover | What would you do with the time if changeovers were cut in half?
changeover | I'm curious whether you've done any SMED work on that line.
changeover | how long does it take to change the forming tube on the vffs
changeover | Is the changeover on the blister machine mostly tooling or mostly cleaning and line clearance?
changeover | What's the startup scrap like after a changeover?
changeover | like how many change parts does the filler have for each bottle size
changeover | Are changeovers getting longer as you add SKUs?
changeover | How do you schedule changeovers to keep the number down?
changeover | what does line clearance look like between lots on the pharma packaging
changeover | Do changeovers go smoother on days than on nights?
changeover | How long does it take to change the tablet press from one product to another?
changeover | Is there a recipe on the HMI, or does someone have to dial everything in by hand?
changeover | so how much of the changeover time is waiting on quality to sign off
changeover | How many format parts get lost or damaged during changeovers?
changeover | What's the longest changeover you do, and what makes it so long?
changeover | um does the palletizer need to be reprogrammed when the case size changes
changeover | Do you have to adjust the checkweigher every time you switch products?
changeover | What's your target changeover time and how far off are you?
changeover | How hard is it to swap film rolls on the flow wrapper?
changeover | Are the changeovers documented, or does it live in one guy's head?
changeover | what's involved in going from the small cups to the big tubs on the sealer
changeover | How often do you have to re-tune the labeler after a format change?
changeover | When you change flavors on the fryer, how much do you have to clean?
changeover | like do you have dedicated change parts carts for each format
changeover | How many people does it take to change over the cartoner?
changeover | What slows down the restart after a changeover, is it getting the seals right?
changeover | Are you avoiding certain product runs because the changeover is such a pain?
changeover | how long from last good case to first good case on a typical change
changeover | Is the bottle size change on the labeler and capper done at the same time, or one after the other?
changeover | How much production time goes to changeovers in a week?
changeover | so is it the mechanical changeover or the cleaning that takes longer
changeover | How do you handle changeovers on the co-packer's line, do you send people?
changeover | Are there any changeovers that need the line fully torn down?
changeover | um how many times a week do you switch between gluten free and regular on the oven line
changeover | What does a changeover look like when you go from retail to club packs?
changeover | How long does it take to change the pallet pattern on the palletizer?
changeover | Do you have to recalibrate the x-ray for every product change?
changeover | what's the changeover like on the cip side when you switch from milk to juice
changeover | Is there any part of the changeover your operators dread?
changeover | How many SKUs per shift are you able to run given how long changeovers take?
changeover | like do your guys have to get the torque wrenches out every time
changeover | What's changed in your changeover process over the last couple years?
changeover | Do you run short batches, and how does that affect your changeover count?
changeover | how long does it take to swap the die set on the thermoformer
changeover | Are changeovers the reason you're not taking on smaller co-pack orders?
changeover | When you change the blister foil, what all has to be verified?
changeover | so how long does it take you guys to change over the filler like an hour
changeover | um what's the worst changeover you do on that line
changeover | do you need tools for the change parts or is it all quick release

# staffing
staffing | How many operators does it take to run the filling line per shift?
staffing | are you having trouble finding people for second shift
staffing | What's turnover like on the packaging crew?
staffing | um how hard is it to hire mechanics out there right now
staffing | How many people are on the end of the line hand-packing cases?
staffing | Do you rely on temp agencies for the seasonal peak?
staffing | so how long does it take to train a new operator on the baggers
staffing | Are you short-staffed right now, and where does it hurt most?
staffing | What happens to the line when somebody calls in sick?
staffing | I'm curious how much of the crew has been there more than a year.
staffing | how many people are stacking pallets by hand at the end of the line
staffing | Is labor the main reason you're looking at automating the case packing?
staffing | What does it cost you to bring a new hire up to speed?
staffing | Are wages in the area making it tough to keep people?
staffing | like how many bodies do you need on the tray sealer to keep it going
staffing | Do you have enough skilled operators to run a more automated line?
staffing | How many open positions do you have at the plant today?
staffing | what kind of shift coverage do you have on weekends
staffing | Is the union going to have a view on reducing headcount on the line?
staffing | How are you covering the night shift since the two leads left?
staffing | so are people leaving for the warehouse jobs down the road
staffing | How many of your operators can run more than one machine?
staffing | What's absenteeism like on the Monday shifts?
staffing | Would the people you free up go to other lines, or is the goal fewer heads?
staffing | um do your operators speak mostly spanish or english on that shift
staffing | How long does someone usually stay in a line operator job?
staffing | Are you using overtime to cover the labor gaps?
staffing | what's your crew size on the pharma packaging line with line clearance and all
staffing | How many inspectors do you have visually checking product off the line?
staffing | Has finding people gotten easier or harder in the last year?
staffing | Is there a labor shortage in Ciudad Juárez like people say?
staffing | how much of your workforce is over fifty and close to retiring
staffing | What are you doing to keep good operators from leaving?
staffing | How many people does sanitation need every night?
staffing | like are you paying people more just to keep the line staffed
staffing | How does your staffing change during the holiday season?
staffing | Are you having to slow the line down because you don't have enough people?
staffing | what does the org chart look like on the floor like leads supervisors operators
staffing | Do you have trouble hiring electricians who know PLCs?
staffing | How many people would you need on the new line if it ran the way you want?
staffing | Do your line leads train new hires, or is there a training department?
staffing | so how many folks are on the crew running the fryer and seasoning
staffing | How are you dealing with people who don't want to work weekends?
staffing | What's your plan if you can't hire for the third shift?
staffing | Are you bringing in workers from agencies in Mexico for the Canadian plant, through the foreign worker program?
staffing | um hows the morale on the crew these days
staffing | How many people touch the product between the oven and the case?
staffing | What would a smaller crew mean for you on that line?
staffing | Are you cross-training the operators on the new equipment?
staffing | how many hours of training does a new hire get before they're on their own
staffing | Is staffing the reason you can't add a shift?
staffing | How many people in maintenance are you short right now?
staffing | What does it take to attract people to work in a cold room all day?
staffing | do you have enough qualified people to run the blister line on every shift
staffing | How do you handle it when your best operator is on vacation?
staffing | so what's the hardest role to fill at the plant
staffing | How long are positions staying open before you fill them?
staffing | how many guys you got running the line per shift
staffing | um is it hard finding people out there right now
staffing | whats the turn over like on the packaging crew

# quality
quality | What kind of quality complaints are you getting from customers on the bags?
quality | how consistent are the fill levels bottle to bottle
quality | Are you getting leakers off the tray sealer?
quality | um whats your biggest quality issue on the line right now
quality | How often do you find crooked or wrinkled labels?
quality | Do you see any seal failures on the VFFS, like channel leaks?
quality | What's the retailer's tolerance on damaged cases?
quality | so how do you catch a bad seal before it leaves the plant
quality | Are the caps going on at the right torque consistently?
quality | How much of your product gets downgraded or sold as seconds?
quality | I'm curious how the color on the baked goods varies from one end of the oven to the other.
quality | Do you get any complaints about broken chips in the bag?
quality | What does your QA team check at the end of the line every hour?
quality | how do you handle it when a customer rejects a load
quality | Is fill weight variation a problem on the powder products?
quality | What kind of defects does the vision system pick up today?
quality | like are you seeing cracked tablets or capping on the press
quality | How good is the print quality on the date codes?
quality | Are you getting any complaints about cases collapsing on the pallets?
quality | What happens when the frozen product comes out of the spiral with ice crystals?
quality | Do the cups ever get sealed with product on the flange?
quality | so what are your customers most picky about on the packaging
quality | How often does the oven give you underbaked product?
quality | Are you having issues with missing tablets in the blisters?
quality | what percentage of the packs fail the leak test
quality | Have you had any customer chargebacks for quality problems?
quality | How do you check the cap application on the bottles, is it manual or automated?
quality | How often does product end up on quality hold?
quality | um are the barcodes scanning okay at the retailer or do you get complaints
quality | Is the thermoformed pack consistent wall thickness, or do you get thin corners?
quality | How much rework is going on because of mislabeled product?
quality | What did the last customer audit say about your quality?
quality | like do you ever get product stuck in the seal area and have to toss the bag
quality | How are you measuring seal strength today?
quality | What would you say is the weakest point in product quality on that line?
quality | Are fryer oil changes affecting taste or color consistency?
quality | how many customer complaints a month are about the packaging itself
quality | What's your process when the checkweigher finds an underweight pack?
quality | Do you see a difference in quality between shifts?
quality | Is it fair to say most of the quality escapes come from the labeler?
quality | so how often does the ink jet coder smear or skip
quality | Are you getting pinholes in the film on the thermoformer?
quality | What are the specs on shrink wrap appearance that your customers care about?
quality | How much product ends up being destroyed because it's out of spec?
quality | um do the bags come out square enough to pack nicely in the case
quality | What's the most common reason product gets put on hold?
quality | Are there any quality issues that only show up at the customer?
quality | how tight is the spec on the tablet hardness
quality | Do you get dented cans coming off the seamer?
quality | What does your quality manager think is the root cause of the leaks?
quality | How do you confirm the right lot code is on every carton?
quality | are you having any issues with the coating on the tablets looking uneven
quality | Is product consistency better or worse since you went to the faster speed?
quality | What quality checks slow you down the most?
quality | How do you track customer complaints and what are the trends showing?
quality | like does the bread come out the same size loaf after loaf or is there a lot of variation
quality | are you getting like leakers coming off the sealer
quality | um how often do you get complaints about crooked labels or whatever
quality | whats the main quality issue your qa team keeps flagging

# price
price | What would you expect to pay for a filler like this?
price | how price sensitive is this purchase for you
price | Do you have a target price in mind for the tray sealer?
price | um what did the last quote you got come in at
price | What kind of number would make you say that's too expensive?
price | Is price going to be the deciding factor here, or one of several?
price | so where are the other quotes landing price wise
price | What's a fair price for a checkweigher in your mind?
price | Are you comparing on purchase price alone, or on installed cost?
price | I'm curious what you paid for the current capper, roughly.
price | How much would the price have to come down for this to get approved?
price | what price range are you expecting to see from us
price | Would you want the quote broken out by machine, or as one line price?
price | Is there a price point where you'd rather just rebuild what you have?
price | How important is the upfront cost compared to running costs?
price | like what kind of number are you budgeting per head on the filler
price | Do you want options priced separately, like the vision system?
price | What did you expect this to cost before you started talking to vendors?
price | Would a lower price with a longer lead time interest you?
price | How do you feel about the pricing you've seen so far?
price | is the number we gave you in the right ballpark
price | Do you need firm pricing, or is budgetary good enough for now?
price | How much are you paying per changeover part set today?
price | What's the price on spare parts from your current vendor like?
price | so would you want pricing for the whole line or just the palletizer for now
price | Are you expecting us to include freight in the price?
price | How did our price compare to what you thought it would be?
price | what would you consider a premium price for this kind of machine
price | What's the lowest price you think is realistic for a machine this size?
price | Is it the total price or the monthly payment that matters more to you?
price | How much do you think the x-ray should cost, installed and running?
price | um is there a number you've got in your head already
price | Would a cheaper base model work, or do you need all the options?
price | What have you been quoted for the spiral freezer elsewhere?
price | Is there any pricing information you need from us that you don't have yet?
price | What's the most you've paid for a single machine on that line?
price | like how far off are we on price from where you need to be
price | Do you want me to price out the installation separately?
price | How do you look at price on consumables like sealing film and tooling?
price | would you rather have a lower machine price and pay for service as you go
price | What's your reaction to the price we sent over last week?
price | When you say expensive, what price were you hoping to see?
price | Does the price need to be valid for ninety days for your approval cycle?
price | what price would you need to see on the second unit
price | Is price the main thing procurement is going to push on?
price | What does the price need to include for you to compare apples to apples?
price | so if we came in at the same price as the other guys what would tip it
price | How much are you willing to pay for the faster model?
price | Did the price of the blister tooling surprise you?
price | Would you want financing priced in, or just the cash price?
price | um would you need pricing on a used or refurbished unit as well
price | Is there a particular price you have to beat?
price | How much extra would you pay to get it delivered sooner?
price | what did you think of the price on the labeler option
price | Would you want the price locked for a second machine next year?
price | How are you thinking about price versus quality on this one?
price | so like what were you hoping to spend on the filler
price | um what did the other quote come in at if you dont mind me asking
price | is price gonna be the big thing here or not really

# roi
roi | What does an hour of downtime on the filler cost you?
roi | how much money are you losing every time the line stops
roi | If you got those two hours back every shift, what would that be worth?
roi | um what's the giveaway costing you in a year
roi | What kind of payback does a project need to get approved there?
roi | How much are the rejects costing you every month?
roi | so whats the labor savings worth if you take two people off the end of the line
roi | What's the cost of a recall for a company your size?
roi | How do you put a dollar figure on a late shipment to your big customer?
roi | What would cutting changeovers in half be worth in extra sales?
roi | I'm curious what the overtime to catch up is costing you.
roi | what's that worth to you if the line just runs
roi | Has anyone calculated what the breakdowns cost the business last year?
roi | How many months of payback would make this an easy yes?
roi | What's the cost of the film you're throwing away each week?
roi | Do you need a certain IRR on capital projects?
roi | like how much are you spending on the temp labor that a palletizer would replace
roi | What does it cost you when the metal detector false rejects good product?
roi | How much revenue are you leaving on the table because you're out of capacity?
roi | What does a customer chargeback typically cost you?
roi | is it fair to say the downtime is costing you six figures a year
roi | What would a two percent yield improvement on the fryer mean in dollars?
roi | How much do you spend on outside repairs for the old labeler?
roi | What's the total cost of keeping the current machine alive another year?
roi | so have you put numbers on what this problem costs you
roi | How does finance want to see the return calculated?
roi | What are you spending on energy for the ovens, and what would a ten percent cut be worth?
roi | um how much does a rejected load cost you by the time its all said and done
roi | What would it mean for the bottom line if you could take on that new co-pack contract?
roi | How much is scrap on the thermoformer costing you a month?
roi | What's the value of getting the new product to market three months earlier?
roi | How long would you need to earn back the investment?
roi | what does a lost shift cost in terms of margin
roi | How do you calculate savings on projects like this?
roi | What does the extra sanitation time cost you per week?
roi | Would saving one operator per shift pay for the machine on its own?
roi | like what's it costing you to run three shifts instead of two
roi | How much are you paying in overtime to maintenance because of breakdowns?
roi | What's the cost per minute of downtime on the bottling line?
roi | Is there a hurdle rate I should build the numbers around?
roi | so how much product do you lose on startup and what's that worth
roi | What kind of savings would get your CFO's attention?
roi | How much is the current problem costing you relative to the cost of fixing it?
roi | what's the financial impact when the x ray goes down and you have to hand inspect
roi | How much does it cost you to hold product when a check fails?
roi | What's a point of OEE worth in dollars on that line?
roi | How much money is tied up in spare parts for equipment you want to replace?
roi | um whats the value of freeing up floor space if the new machine is smaller
roi | What would you save if you didn't have to outsource to the co-packer anymore?
roi | How much is the tablet waste on the press costing per batch?
roi | Do you look at ROI over three years or five?
roi | what did the last automation project save you
roi | How much does it cost when a shipment misses the retailer's window?
roi | What's the real cost to the business every time that capper goes down?
roi | like what are the savings you'd need to justify it
roi | How would you quantify the benefit of fewer customer complaints?
roi | so what does it cost you like every hour that line is down
roi | um have you guys put a dollar number on the give away
roi | whats it worth to you if we got rid of two people off the end of the line

# installation
installation | How much space do you have for the new filler, footprint-wise?
installation | what utilities are available where the line would go air power water
installation | Would the install have to happen over a weekend or do you have a longer shutdown?
installation | um who would do the rigging and setting the machine on your side
installation | Do you need us to handle the mechanical and electrical install, or do you have contractors?
installation | What voltage is the plant running, 480 or 600?
installation | Is there enough ceiling height for the spiral freezer where you want it?
installation | so would the new case packer have to tie into the existing conveyors
installation | How would we get the machine into the building, is there a big enough door?
installation | What's the floor like in that area, will it need to be re-sloped or reinforced?
installation | I'm curious how the last installation went and what you'd do differently.
installation | How much downtime can you afford while we swap out the old labeler?
installation | do you want us to do the factory acceptance test before it ships
installation | Who on your team would be the project manager for the install?
installation | Are there any drawings of the current line layout you could share?
installation | like how far is the compressed air supply from where the tray sealer would sit
installation | Will the old machine need to be removed before the new one comes in?
installation | What kind of integration do you need with your MES or ERP?
installation | How long do you expect commissioning to take on your end?
installation | Are you planning to run the new line in parallel with the old one for a while?
installation | um do you have a mezzanine for the weighers or would that need to be built
installation | What does the site acceptance test need to look like for you?
installation | How would the x-ray connect to the reject system you have now?
installation | Is there steam available for the pasteurizer, or would you need a new boiler?
installation | so who handles the permits for the install in the city
installation | Would the install crew need any special site training or background checks?
installation | Do you have a preferred electrical contractor you'd want us to work with?
installation | How many days would you give us for installation and startup?
installation | What are the drainage requirements for the washdown area where the filler goes?
installation | like can we get a forklift right up to the spot or is it tight in there
installation | Will the new palletizer need safety fencing tied into your existing system?
installation | Are there any union rules about who can do the install work?
installation | How are you planning to handle the IQ and OQ when the blister machine is installed?
installation | what kind of networking is in place for the new machines
installation | Is the building ready, or is there construction that needs to finish first?
installation | Who's going to hook up the CIP lines to the new tanks?
installation | How long did it take to get the last line up to full speed after install?
installation | so what would startup look like are your operators there from day one
installation | Would you need us to ship in pieces because of access into the building?
installation | What hours can our installers work on site?
installation | Does the electrical panel have room for the new drives, or will it need an upgrade?
installation | um whats the plan for moving the existing line to make room
installation | Are there any clearance issues with the oven exhaust?
installation | How would the new checkweigher fit in the existing conveyor length?
installation | Will you need us to program the integration with the upstream filler?
installation | what's the lead time on getting a crane in if we need one
installation | Do you need the install done in phases so production can keep running?
installation | How are you thinking about the ramp-up period after installation?
installation | Is the cold room going to need to be warmed up before we install the freezer?
installation | like who signs off that the install is done and the machine is accepted
installation | Would you want the machine pre-assembled and tested at our shop first?
installation | How much floor prep work do you expect before the machine arrives?
installation | what's the access like for the delivery trucks at the mexico plant
installation | Is there a tie-in point on the ammonia system for the new freezer?
installation | How should we coordinate the install with your other contractors on site?
installation | So what would installation day one look like from your point of view?
installation | so how much room do you actually have where the new line's gonna go
installation | um whats the power situation in that part of the building
installation | who would be doing the install on your side like your own electricians or contractors

# support
support | How's the service been from your current supplier?
support | when you call them for help how long does it take for someone to show up
support | What kind of response time do you need when a machine goes down?
support | um do you get remote support on the current filler or is it all on site
support | How quickly can you get spare parts for the baggers today?
support | Is there a local tech near the plant, or do they fly someone in?
support | What's your experience been with the OEM's help desk?
support | so when the labeler goes down at 2 am who do you call
support | Do you want a service contract with scheduled visits, or pay as you go?
support | How important is it to have a technician who speaks Spanish?
support | I'm curious whether you've ever waited weeks for a part to come from Europe.
support | What kind of training would your team need after the machine goes in?
support | do you expect parts to ship same day from somewhere in north america
support | How do you feel about a remote connection into the PLC for troubleshooting?
support | What does good after-sales support look like to you?
support | like has the current vendor been good about answering the phone
support | Would you want an on-site service tech during the first few weeks of production?
support | How often do you need help from the OEM versus your own team?
support | What's the worst service experience you've had with an equipment supplier?
support | Are you getting software updates on the HMI from your current vendor?
support | do you need twenty four seven phone support
support | How far is too far for the nearest service center?
support | What would you expect in terms of spares kept at your site?
support | so how long did the last repair take when you had to wait on the vendor
support | Do you have trouble getting field service in Canada from US-based suppliers?
support | How do you handle support for the co-packer's equipment that you own?
support | Is there anyone at your current vendor you actually trust to fix things?
support | um do you want the manuals and training in spanish too
support | What level of support do you get for the x-ray software?
support | How much do you rely on the vendor for calibration and certification visits?
support | Would a parts depot in Monterrey make a difference for you?
support | What response time is written into your current service agreement?
support | like when something's wrong can they diagnose it over the phone or do they have to come in
support | Are you happy with how fast the vendor responds to emails?
support | How do you want us to support the startup, onsite or remote?
support | What kind of refresher training do your operators get from the supplier?
support | is the support you're getting now worth what you're paying for it
support | How often has a part been obsolete when you went to order it?
support | Do you expect us to stock wear parts on consignment at the plant?
support | What did your last vendor do well on service that you'd want us to match?
support | so how long are you typically waiting for a tech to be on site
support | Would you use a video call with our engineer to walk through a fault?
support | Are there any service gaps you're worried about with a newer vendor?
support | How important is parts availability compared to the machine itself?
support | um do you get any kind of preventive visits from the manufacturer
support | What happens today if the tablet press breaks and your team can't fix it?
support | How well does the current supplier support the older models?
support | Do you need someone on call on weekends when you run overtime?
support | what would the ideal support setup look like for a plant like yours
support | Is there a service portal or anything that you use to order parts now?
support | How do the techs from your current supplier compare to your own guys?
support | like how many times did you have to call the vendor last month
support | What languages does your maintenance team need support in?
support | Would you want a resident engineer for the first month after startup?
support | Have you had trouble getting help from the vendor since they were bought out?
support | How much do you lean on the distributor versus the manufacturer for support?
support | um how fast does your current supplier get a tech out when it breaks
support | do you guys get parts same day or are you waiting on europe
support | when you call them for help do they actually pick up

# contract
contract | What payment terms do you usually work with on capital equipment?
contract | do you need a deposit structure or can you pay on delivery
contract | What warranty terms are you looking for on the filler?
contract | um are there any penalties in your contracts for late delivery
contract | Does your company use its own purchase terms, or can you work with ours?
contract | How does your legal team feel about limitation of liability clauses?
contract | Would you want a performance guarantee written into the contract?
contract | so what kind of retention do you usually hold back until acceptance
contract | Do you need the contract in Spanish for the Mexico site?
contract | Is a thirty percent down payment normal for you, or too much?
contract | I'm curious whether you've had issues with contract terms on past projects.
contract | What do you usually ask for in terms of acceptance criteria in the contract?
contract | what kind of insurance certificates does your company require from vendors
contract | Are you open to a lease, or does it have to be an outright purchase agreement?
contract | How long does it usually take your legal team to review a supplier contract?
contract | like do you need net sixty or net ninety on the final payment
contract | Would you want uptime penalties tied to the service agreement?
contract | What's your standard warranty period, twelve months or eighteen?
contract | Does the warranty need to start at shipment or at acceptance?
contract | How do you handle price escalation clauses on longer lead times?
contract | Are there any terms in our quote that your purchasing team flagged?
contract | is there a master supply agreement we'd need to sign first
contract | Do you need the contract to say who owns the software and tooling designs?
contract | What kind of cancellation terms would you expect?
contract | um are you expecting liquidated damages if we miss the install date
contract | How do you usually split payments, like thirty forty thirty?
contract | Would you need a letter of credit for the international portion?
contract | Is there a standard service level agreement you attach to contracts?
contract | What Incoterms do you normally buy under, DAP or FCA?
contract | so how are change orders handled in your contracts
contract | Do you need confidentiality or an NDA before we see the product specs?
contract | What payment milestones would line up with your approvals?
contract | Does corporate have a rule about how much can be paid up front?
contract | like would you want an extended warranty priced into the agreement
contract | How long would you want the service contract to run, one year or three?
contract | Are you okay with the warranty excluding wear parts?
contract | What happens in your standard terms if the machine doesn't hit rated speed?
contract | Is your company going to want a parent guarantee from us?
contract | How does your team feel about a holdback until the PQ is done?
contract | do you need any specific indemnity language
contract | What terms did you agree with your last equipment supplier?
contract | Would you want the spare parts pricing locked into the agreement for a few years?
contract | um what kind of payment schedule works best for your cash flow
contract | Is there anything in our standard terms and conditions that's a deal breaker?
contract | Does the agreement have to go through procurement's template, or can we use ours?
contract | How do you usually handle disputes in your supplier contracts?
contract | Would a rental-to-own agreement make sense for the trial period?
contract | What's your policy on progress payments during the build?
contract | so would a bank guarantee against the deposit make your finance team happier
contract | How long do you want the quote and terms held open?
contract | Do you need a specific governing law in the contract, like Ontario or Texas?
contract | like what terms would you need to see in writing before you'd sign
contract | Are you expecting us to carry the risk until the machine is installed?
contract | What kind of warranty claims process have you had with other suppliers?
contract | Is there a penalty clause your customers put on you that you'd want passed through to us?
contract | Would you want the training and documentation deliverables spelled out in the contract?
contract | um what kinda payment terms do you guys normally do
contract | do you need like a deposit or is it all on delivery
contract | whats the warranty you usually ask for on new equipment

# tariffs
tariffs | How are the new duties affecting what you pay for equipment from Europe?
tariffs | does the exchange rate change how you look at a quote in us dollars
tariffs | What's your landed cost calculation usually include, duty, freight, brokerage?
tariffs | um are you worried about tariffs on machines coming across the border
tariffs | Would it matter to you whether the filler qualifies under USMCA?
tariffs | How do you handle duties when equipment ships from the US to the Canadian plant?
tariffs | Is the peso's movement making you delay purchases priced in dollars?
tariffs | so who usually pays the import duties you or the supplier
tariffs | Has the steel tariff situation changed your thinking on stainless equipment?
tariffs | Do you use a customs broker for bringing machines into Mexico?
tariffs | I'm curious how much the border delays have been hurting you on parts.
tariffs | What happens to your budget if there's a new tariff between now and delivery?
tariffs | are you paying duty on spare parts coming from italy
tariffs | Does your company hedge currency on big capital purchases?
tariffs | Would you rather we quote in Canadian dollars to take the exchange risk off you?
tariffs | How much did the retaliatory tariffs add to your last equipment purchase?
tariffs | like does the country of origin of the machine matter for duty purposes
tariffs | Do you use IMMEX or a maquila program for importing equipment into Mexico?
tariffs | Is the T-MEC certificate of origin something your import team will ask for?
tariffs | What's your experience with CBSA on machinery imports?
tariffs | How much extra are brokerage and customs fees adding to parts orders?
tariffs | is there any duty drawback you can claim on the packaging materials
tariffs | Are the Section 301 tariffs on Chinese components a concern for you?
tariffs | How do you compare a European quote and a US quote once duties are in?
tariffs | um with the dollar where it is are the american machines still affordable for you guys
tariffs | Have tariffs pushed you to look at North American suppliers instead?
tariffs | What's the duty rate on packaging machinery coming into Canada, do you know?
tariffs | so is the cross border paperwork a headache for you when we ship parts
tariffs | Does your finance team add a currency buffer when they look at quotes?
tariffs | How uncertain is the trade situation making your capital planning?
tariffs | Would shipping from our Mexican plant instead of Germany help with duties?
tariffs | Is there a temporary import option for equipment you send to the co-packer in Mexico?
tariffs | like how much has the exchange rate moved your costs this year
tariffs | Are you paying GST or HST on the import, and does that matter for cash flow?
tariffs | What's the total landed cost you'd compare us against?
tariffs | How long do parts usually sit at the border when they're coming from the States?
tariffs | Does it matter to procurement where the machine is manufactured for trade reasons?
tariffs | um is there any tariff risk on the film and foil you bring in
tariffs | How does the USMCA review next year factor into your plans?
tariffs | Would a tariff on Mexican goods affect the plant in Tijuana that ships to you?
tariffs | What currency do you want the quote in, and why?
tariffs | so have you been hit with any surprise duty bills on equipment
tariffs | How much of your packaging supply chain crosses the border?
tariffs | Do you have someone in-house who handles customs classification?
tariffs | Is the duty on the blister foil from Europe eating into your margins?
tariffs | What would a ten percent swing in the loonie do to this project?
tariffs | like are you seeing the tariffs show up in the price of spare parts
tariffs | Are you bringing the machine in duty-free under the trade agreement, or paying full rate?
tariffs | How do tariffs factor into where you source the equipment from?
tariffs | what's the import process like for used equipment coming into mexico
tariffs | Do you pay duty when a machine goes back to the factory for a rebuild and comes back?
tariffs | Is the stronger dollar helping or hurting your sourcing?
tariffs | How are the countermeasures on US steel affecting your project costs in Canada?
tariffs | so what does landed cost look like for you on the last machine you imported
tariffs | Is the border crossing at Laredo a problem for your shipments right now?
tariffs | How do you factor in the risk that duties change mid-project?
tariffs | so um are the tariffs hitting you on the stuff coming from europe
tariffs | hows the exchange rate been affecting you guys buying in us dollars
tariffs | do you pay the duties or does the supplier when it comes across the border

# next_step
next_step | What would need to happen next for this to move forward on your side?
next_step | who else on your team should see the demo when we do it
next_step | What would a trial need to prove for you to feel confident?
next_step | um what's the next step from your point of view
next_step | If we ran product samples, what would you want to see from them?
next_step | What do you need from me after this call?
next_step | so after today what happens internally
next_step | Who should be on the next call with us?
next_step | What would make a visit to a reference plant worthwhile for you?
next_step | What would you want to see at a factory acceptance test before committing?
next_step | I'm curious what you'd need to take back to your boss after this.
next_step | would a proposal be the next thing or is it too early for that
next_step | What information would help you build the internal case next?
next_step | Is there anything you'd want answered before we talk again?
next_step | like what would a good next step look like for you
next_step | What should I prepare for when we meet with your engineering team?
next_step | Who would you want running the trial on your end?
next_step | What would success look like for a pilot on one line?
next_step | How do you usually take things forward after a first conversation with a vendor?
next_step | What kind of product would you want us to run on the demo machine?
next_step | Do you want to see the machine running, or is video enough at this stage?
next_step | so where do we go from here
next_step | What do you need to see in writing before the next meeting?
next_step | Who should I send the technical specs to so they get reviewed?
next_step | What would you want the test run to measure?
next_step | um is there a next step you have in mind or should i suggest one
next_step | What's the best way to keep this moving after today?
next_step | What questions would your maintenance manager want answered at the demo?
next_step | Which of your engineers would need to review the layout next?
next_step | How many samples would you need from the co-packer's product for a test?
next_step | what would you need from us to get on the approved vendor list
next_step | What does a successful trial look like in terms of run time?
next_step | Is there someone from quality who should be part of the next conversation?
next_step | How should we follow up, and with whom?
next_step | What would you need to see in a site visit to feel good about it?
next_step | like after the demo what would the following step be
next_step | Who would need to come to the FAT if we did one?
next_step | What should the agenda be for the next call, from your side?
next_step | If we did a line audit, what should it cover to be useful to you?
next_step | What's the one thing you'd want to see before deciding to go further?
next_step | so what are you going to do with the info i sent you
next_step | Who on the floor should we talk to before putting a quote together?
next_step | Would you want to send us film samples to test on the sealer first?
next_step | What's a realistic next step given where you are in the budget cycle?
next_step | um who from procurement should be looped in next
next_step | If the trial goes well, what happens after that?
next_step | What kind of proof would you want from a reference customer call?
next_step | What do you want to look at in the demo, the changeover or the speed?
next_step | How would you like to handle the follow-up on the pricing questions?
next_step | what would have to be true after the trial for you to recommend us
next_step | Is there a document you need from us to take this to the capital committee?
next_step | Who should I be coordinating with to set up the product testing?
next_step | like who would be the right people to bring to the showroom
next_step | What should we plan to cover in a technical deep dive?
next_step | Is there anything you need me to find out before we can move ahead?
next_step | What would you need to show your plant manager to get the next meeting?
next_step | so um what would you need to see next to keep this going
next_step | who else should be on the demo from your side
next_step | what would a trial have to show for you to say yes lets go

# rapport
rapport | How many years have you been with the company now?
rapport | what were you doing before this job, same industry
rapport | How did you end up in operations, was it on purpose?
rapport | um hows your week going so far with everything going on
rapport | What's the part of your job you enjoy the most?
rapport | Did you come up through maintenance or through the quality side?
rapport | so are you from the area originally
rapport | What does a typical day look like for you personally?
rapport | How are you holding up with the audit coming up?
rapport | I'm curious what got you interested in pharma packaging in the first place.
rapport | What's the hardest part of your role that people don't see?
staffing | how big is your team these days
rapport | Have you always worked on the beverage side, or have you done other industries?
rapport | What's your background, engineering or business?
rapport | like do you get out on the floor much or are you mostly in meetings
rapport | What are you hoping to accomplish in your role this year?
rapport | How are you liking the new position so far, now that you've settled in?
rapport | Do you travel between the plants a lot?
rapport | what was your first job in a plant
rapport | How do you like working for a co-packer compared to a brand?
rapport | Are you the one everyone calls when things go wrong?
rapport | What does success look like for you personally this year?
rapport | so how long have you been in charge of packaging engineering
rapport | What's it like managing plants in both Mexico and the US?
rapport | How did you get into the meat business?
rapport | um are you still doing the commute from the city every day
rapport | What's keeping you busiest right now?
rapport | How do you like to work with suppliers, what makes a good one for you?
rapport | Did you work at the other snack company before this one?
rapport | What's your title now, did it change with the reorganization?
rapport | how many years have you been doing procurement
rapport | What would you be doing if you weren't running a bakery?
rapport | Is this your first big capital project, or have you done a few?
rapport | How did the move from quality into operations go for you?
rapport | like what's on your plate this week besides this
rapport | What do you like about working at a family-owned company?
rapport | How long have you been running the Calgary site?
rapport | What are your own goals for the next couple years?
rapport | so are you the new plant manager, i heard they made a change
rapport | What's been the biggest surprise since you took over the plant?
rapport | How are you finding the new ownership?
rapport | um do you get to take any time off in the summer or is it too busy
rapport | What kind of projects do you like working on the most?
rapport | How did you get started in dairy?
rapport | Are you the person who set up the line originally?
rapport | what's your favorite part of working nights if you had to pick one
rapport | How do you keep up with everything with two plants to look after?
rapport | What did you study in school?
rapport | How's the team been since the layoffs, and how are you doing with it?
authority | so what's your role on this project exactly
rapport | What do you wish more vendors knew about you?
rapport | Have you always been in Ontario, or did you move for the job?
rapport | How long have you been in the packaging world overall?
rapport | like what's a good day look like for you at work
rapport | What made you decide to join this company?
rapport | How long did it take you to get settled in after the move?
rapport | so how long you been over there at the plant
rapport | um how did you get into this line of work anyway
rapport | hows your week been so far pretty crazy

# Added for breadth: imperatives ("walk me through", "tell me about"), yes/no questions, tags,
# "I'm curious", spoken lower case, and industries beyond snacks and beverages.

# pains
pains | So what's not working for you right now?
pains | What's the one thing that keeps you up at night about that plant?
pains | tell me what's been bugging you most on the floor lately
pains | If you could fix one thing in the plant tomorrow, what would it be?
pains | what's the biggest headache you're dealing with this quarter
pains | Walk me through what's been going wrong over there.
pains | I'm curious, what made you take my call today?
pains | so whats got you looking at this now what changed
pains | What's the problem you're really trying to solve here?
pains | is there anything about how things run today that you'd love to get rid of
pains | What's holding you back from moving on this?
pains | Help me understand what's frustrating your team the most.
pains | what are the guys on the floor complaining about
pains | I was wondering what prompted you to reach out in the first place.
pains | What's the catch for you, what part of this still doesn't sit right?
pains | um whats the biggest thing getting in the way of hitting your numbers
pains | Are there any problems at the dairy you've just kind of learned to live with?
pains | what keeps going wrong at the end of the month when everyone's pushing volume
pains | Give me a feel for where things are breaking down.
pains | What's the biggest complaint you hear from your plant manager?
pains | so what happens on a bad day over there
pains | What worries you most about the next twelve months at the plant?
pains | Is there something specific that went wrong recently that got this on your radar?
pains | what would you change if money was no object
pains | What's standing between you and a yes at this point?
pains | whats the real reason you havent pulled the trigger yet
pains | Are you having any issues with the current setup, or is it more of a nice-to-have?
pains | What's the most painful part of running that line today?
pains | tell me about the problems you're seeing in the press shop
pains | Where does it hurt the most right now, honestly?
pains | What are your concerns about going ahead with us?
pains | is anything still bothering you about the proposal
decision_process | What would have to be true for you to feel good about this?
pains | What's the biggest challenge at the meat plant these days?
pains | what's driving the project, is something broken or is it growth
pains | So where are you struggling the most, the bakery or the packaging side?
pains | i guess my question is whats actually hurting you right now
pains | What's your biggest operational challenge going into next year?
pains | Are there any hesitations on your side I should know about?
pains | what part of the plant gives you the most grief
pains | Talk me through the issues you're having with the molding cells.
pains | If nothing changes, what happens?
pains | whats the one problem you'd pay to make go away
pains | Anything else holding you back that we haven't talked about?

# decision_process
decision_process | How do you usually go about picking a vendor for something like this?
decision_process | walk me through how a purchase like this gets approved at your company
decision_process | What does your evaluation process look like from here?
authority | Who else needs to weigh in before you make a call?
decision_process | So what are the steps between today and a signed PO?
decision_process | are you doing a formal rfq on this or is it more informal
decision_process | What criteria are you going to use to compare the proposals?
decision_process | how did you decide on the last line you bought
decision_process | Is there a capital committee that reviews this, and when does it meet?
decision_process | Tell me how decisions like this get made over there.
decision_process | What's the process on your end once you have the quotes in hand?
decision_process | do you need three bids for something this size
decision_process | Will engineering do a technical review before procurement gets involved?
decision_process | How are you going to weigh price against uptime when you decide?
authority | I'm curious how the decision gets made, is it by committee or one person?
decision_process | um so like whats the process for getting a new supplier set up with you guys
decision_process | Does this have to go through a stage gate or a project review?
decision_process | What would make one proposal stand out over the others for you?
decision_process | help me understand how your team will make the final choice
decision_process | Do you score vendors on a matrix, or is it more of a gut call?
decision_process | Is corporate going to want to run this through their own review?
decision_process | How long does your approval process usually take, start to finish?
decision_process | Do you need a trial or a factory acceptance test before you decide?
decision_process | What happened the last time you tried to push a project like this through?
decision_process | are you going to involve quality and maintenance in the selection
decision_process | What information do you need from me to take this to the committee?
decision_process | so how does it work at a pharma site, does validation sign off on the vendor choice too
decision_process | Is there a vendor qualification process we'd have to go through?
decision_process | Who puts together the business case, you or finance?
decision_process | what's the order of things, budget first or vendor first
decision_process | Will you shortlist two vendors and bring them in, or decide on paper?
authority | How many people are on the selection team?
decision_process | what would make you choose to do nothing at all
decision_process | Do you have to present this to the board or does it stop at the GM?
authority | Tell me about the approval chain for capital over fifty thousand.
decision_process | i was wondering how you guys pick between a rebuild and buying new
decision_process | Is procurement going to run a reverse auction on this?
decision_process | What does the sign off process look like at the auto parts plant?
decision_process | How do you usually decide between the incumbent and a new supplier?
decision_process | whats the process if the plant wants it but corporate says no
decision_process | What are the must-haves versus the nice-to-haves on your list?

# competitors
competitors | Who else are you talking to about this?
competitors | what are you running now, whose machines are those
competitors | Are you looking at anybody else for the palletizer?
competitors | How do you feel about the supplier you've got today?
competitors | So who's your current vendor on the wrappers?
competitors | tell me about the other quotes you've gotten
competitors | Have you talked to any of the European builders?
competitors | what do you like about the guys you use now
competitors | Is there an incumbent on this, or is it wide open?
competitors | Are you thinking about going back to the original equipment maker?
competitors | whats the other vendor offering that we're not
competitors | How does our proposal stack up against the others you're looking at?
competitors | I'm curious who you've used in the past for case packing.
competitors | Did you get a quote from the Italians too?
competitors | Who installed the last line, was that one of the big integrators?
competitors | do you have a preferred supplier list this has to come from
competitors | What would make you switch away from your current supplier?
competitors | Are you considering just building it in house with your own engineers?
competitors | so are we up against the same two guys as last time
competitors | How happy are you with the people servicing the robots now?
competitors | Is anyone else already in there doing a trial?
competitors | What did the other guys say about the changeover time?
competitors | whose fillers are you running at the other dairy
competitors | Have you looked at used equipment as an option?
competitors | Are you loyal to one brand of press, or do you mix?
competitors | What's your relationship like with your current tooling shop?
competitors | um are you guys pretty locked in with the current vendor or is that up for grabs
competitors | Which other suppliers made the shortlist?
competitors | Is the incumbent bidding on this one too?
competitors | What's the other option you're weighing, if it's not us?
competitors | Who do you buy your labelers from now, Krones or someone smaller?
competitors | do you split the business between two suppliers on purpose
competitors | How did your current vendor win the business originally?
competitors | Are you comparing us against a retrofit from your existing supplier?
competitors | what's the lowest bid you have so far and whose is it
competitors | Tell me what you've heard about us versus the competition.
competitors | Who's the vendor you'd be most nervous about losing to?
competitors | Are you talking to the same integrator that did the pharma suite?
competitors | how many vendors are you getting numbers from

# timeline
timeline | When are you hoping to have the new line up and running?
timeline | what's your timeframe on this
timeline | Is this something for this fiscal year or more like next?
timeline | So when does this need to be done by?
timeline | are you looking to do something in the next six months or is this longer term
timeline | What's driving the date, is there a launch or a customer start?
timeline | How soon do you need equipment on the floor?
timeline | tell me about the timing on the expansion
timeline | Is there a shutdown window you're trying to hit?
timeline | When would you want to place the order to make that date?
timeline | any big projects on the books for next year
timeline | Are you planning to make a decision before the holidays?
timeline | What does the schedule look like for the new building?
timeline | I'm curious when you're hoping to get this wrapped up.
timeline | is there a hard deadline or is it flexible
timeline | How urgent is this on a scale of one to ten?
timeline | When's the new customer contract start, the one you need the capacity for?
timeline | so are we talking weeks or months here
timeline | Do you have anything planned for the summer shutdown?
timeline | What happens if the line isn't in by March?
timeline | Are you planning any capital purchases in the next year?
timeline | um when do you think you'd actually pull the trigger
timeline | What's the latest you could sign and still make the start date?
timeline | Any new lines or upgrades on the roadmap for the next couple of years?
timeline | When does your fiscal year end?
timeline | how far out are you planning on this one
timeline | Are you in a hurry on this, or still exploring?
timeline | When do you need the validation done by for the product launch?
timeline | So what's the target go-live?
timeline | is this a q1 thing or later
timeline | Do you have a date in mind for the changeover to the new packaging?
timeline | What's the timeline for the model year change on the auto side?
timeline | Are you expecting to do anything with the old line before the end of the year?
timeline | how long have you got before the current machine just has to go
timeline | When are you going to decide?
timeline | Is this on the plan for next year or still just an idea?
timeline | Do you have any upgrades coming up at the plastics plant?
timeline | whats the rush is there a date driving this

# compliance
compliance | What regulations do you have to meet on that line?
compliance | is the line up to current osha guarding standards
compliance | Do you need everything to be 21 CFR Part 11 compliant on the software side?
compliance | How do you handle lockout tagout on the palletizer today?
compliance | Tell me about the safety requirements for new equipment at your site.
compliance | Are there any CE or UL requirements we'd have to meet?
compliance | do you need a risk assessment done before anything goes in
compliance | What does your EHS team look for when they sign off on a machine?
compliance | Has OSHA been in recently?
compliance | I'm curious whether you've had any recordable injuries on that line.
compliance | Do you need IQ OQ PQ documentation with the equipment?
compliance | what are the rules on noise levels on your floor
compliance | Is there anything on the environmental side, like emissions or wastewater, we should know about?
compliance | How strict is corporate on machine safety standards?
compliance | do the presses all have light curtains or are some still two hand controls
compliance | Walk me through how validation works at your pharma site.
compliance | Do you have to meet ATEX or explosion proof requirements in the solvent area?
compliance | What standards does your customer hold you to on safety?
compliance | are you under any kind of consent decree or warning letter right now
compliance | Have you had any near misses with the robot cells?
compliance | Does the equipment need to be certified for your insurance?
compliance | so what does your safety guy need to see from us
compliance | What does compliance look like for serialization on your packs?
compliance | Any audits from the regulator coming up that this has to be ready for?
compliance | Do you have a machine safety standard you want us to build to?
compliance | How are you handling the new ergonomics rules for lifting on the line?
compliance | Is the chemical plant under process safety management?
compliance | tell me about the guarding issues you mentioned on the old cartoner
compliance | What's required on the electrical side, NFPA 79 or something stricter?
compliance | Does IATF 16949 affect how you qualify new equipment?
compliance | Are there any permits you'd need for the install?
compliance | um do you guys have to file anything with the state when you add a line like this
compliance | What happens if a machine fails a safety inspection at your site?
compliance | Do you need data integrity features like audit trails and user logins?
compliance | how do you deal with combustible dust in the flour area
compliance | Who on your side owns machine safety sign-off?
compliance | Are there any labeling regulations you're worried about with the new packs?
compliance | Is there a requirement for emergency stops at every station?

# operations
operations | Walk me through the line from start to finish.
operations | tell me about your operation
operations | Give me a feel for what a normal day on the floor looks like.
operations | Talk me through how product moves from the ovens to the trucks.
operations | Help me understand how the plant is set up.
operations | what do you make over there
operations | How many people work at the plant in total?
operations | Tell me about the products you run on the packaging line.
operations | So what does the press shop look like, how many presses and what tonnage?
operations | walk me through the process from raw material to finished goods
operations | What kind of volumes are we talking about per week?
operations | Is the plant running at full capacity right now?
operations | I'm curious how many SKUs you're running on the blister line.
operations | Do you run the injection molding cells around the clock?
operations | What kind of parts do you stamp, mostly brackets or bigger stuff?
operations | how do you get product from the kitchen to packaging is it conveyors or carts
operations | Tell me about the dairy, what do you run, fluid milk, yogurt, cheese?
operations | What's the layout like in the new building?
operations | so how does the batching work in the chemical plant
operations | Can you describe the line for me?
operations | Where does the product go after the metal detector?
operations | How many weld cells do you have running right now?
operations | What's the split between private label and branded for you?
operations | give me the lay of the land over there
operations | Do you do your own slicing and packing on the meat side, or does that go out?
operations | What are your biggest lines by volume?
operations | I was wondering how many tablets an hour that press is putting out.
operations | um so what kind of bread are you running mostly pan bread or buns or what
operations | How do you schedule production across the three lines?
operations | What's the throughput you're targeting on the new line?
operations | Are you running mostly long runs or lots of short runs?
operations | Tell me how the packaging hall is organized.
operations | how many shifts does the fab shop run
operations | Where do the extruders feed into, a puller and a saw?
operations | Do you palletize by hand at the end, or is there a robot?
operations | What's coming into the plant in terms of raw materials, bulk or bags?
operations | So what's the line speed today?
operations | tell me a bit about how things run on nights
operations | What kind of packaging formats do you run, pouches, trays, cans?

# metrics
metrics | What's your OEE on that line right now?
metrics | how do you measure uptime over there
metrics | What KPIs does your plant manager look at every morning?
metrics | Do you track scrap rate by line?
metrics | What's your yield on the slicing line these days?
metrics | tell me about the numbers you report up to corporate every month
metrics | What does good look like for you in terms of efficiency?
metrics | Are you tracking mean time between failures on the fillers?
metrics | so whats the give away running at on the weighers
metrics | How do you know when a shift has had a good day?
metrics | What's your first pass yield on the stamping side?
metrics | How much downtime did you log last month?
metrics | Is OEE something you actually track or more of a guess?
metrics | I'm curious what your target is for cases per labor hour.
metrics | what's the reject rate on the checkweigher
metrics | Do you have a dashboard for line performance, or is it all spreadsheets?
metrics | How far off target are you on throughput right now?
metrics | What's your on-time delivery running at?
metrics | how many units per hour are you actually getting versus rated
metrics | What's the scrap number on the molding cells, roughly?
metrics | Give me a feel for your availability numbers on the packaging side.
metrics | What metric would you use to judge whether this worked?
metrics | Are your numbers trending up or down this year?
metrics | um what kind of efficiency are you seeing on nights versus days
metrics | Do you measure changeover losses separately from breakdowns?
metrics | What's your target OEE for the new line?
metrics | How do you track downtime, by hand or automatically from the PLC?
metrics | whats your waste percentage on the bakery side
metrics | What does your performance number look like when the line's running well?
metrics | How many minutes of unplanned stops do you see per shift?
metrics | Tell me how you measure productivity on the weld line.
metrics | Are you hitting your yield targets on the batch reactors?
metrics | What's the rework rate coming off the paint line?
metrics | how do you compare your plants against each other what numbers
metrics | What's the overall equipment effectiveness across the site?
metrics | Do you have baseline numbers we could use to measure improvement?

# authority
authority | Who signs off on a purchase like this?
authority | are you the one who makes the final call on this
authority | Who else would need to be involved before you could say yes?
authority | Is this your budget, or does it sit with someone else?
authority | What's your role in the decision?
authority | so who has the final say, you or the GM
authority | Does the CFO need to approve anything over a certain amount?
authority | Can you approve this on your own, or does it go up the chain?
authority | tell me who the key people are on this project
authority | Is there anyone at corporate who could veto it?
authority | Who owns the capex budget for the plant?
authority | I'm curious who has the authority to sign the PO.
authority | Does the plant manager have a say, or is this all engineering?
authority | um who else should be on the next call from your side
authority | How much can you sign for without going to your boss?
authority | Who's the economic buyer on this, if you don't mind me asking?
authority | Would the owner want to be involved in something this size?
authority | Who's going to be the sponsor for this inside the company?
authority | is it your decision or are you gathering info for somebody else
authority | Does procurement have the last word, or does operations?
authority | Who would be most against this project, and do they have a vote?
authority | What's your spending limit?
authority | who do you report to on this
authority | Does the VP of operations need to see this before you can move?
authority | Are you the right person to talk to about the packaging equipment?
authority | Who pulled the trigger on the last big purchase at the plant?
authority | so does the quality director get a veto on new equipment
authority | Who would need to sign the contract on your side?
authority | Is the decision made at the site or at headquarters?
authority | Who else cares about this problem as much as you do?
authority | Does the family still sign off on every big purchase?
authority | Who's going to be in the room when this gets decided?
authority | what level does this need to go to for approval
authority | Can you make this call without your parent company?

# support
support | when something breaks at two in the morning who do you call
support | What kind of support do you expect after the install?
support | How fast do you need a tech on site when a machine goes down?
support | Tell me about your experience getting parts for the old wrapper.
support | do you have remote support on any of your machines today
support | What would good service look like to you?
support | Is there a service contract on the equipment you have now?
support | How long did you wait for a field engineer the last time?
support | I'm curious how much training your operators got with the last line.
support | Do you keep critical spares on site, or rely on the vendor to ship them?
support | what do you need from a vendor after the sale
support | How important is it to have a local service tech in your area?
support | Are you happy with the phone support you're getting?
support | um does anybody actually answer when you call the service line
support | Would you want us to train your maintenance guys or just the operators?
support | What's your experience been with parts lead times lately?
support | Do you need support in Spanish for the night crew?
support | How do you handle it when the vendor's tech can't fix it the first time?
support | What kind of response time would you need in a service agreement?
support | Walk me through what happened the last time you needed emergency service.
support | Is 24/7 support a must-have for you?
support | Are you getting software updates from your current vendor, or are you stuck on an old version?
support | How much hand-holding do you want during the first few months of production?
support | so who supports the robots now, the integrator or the robot maker
support | Do you need documentation and manuals in a particular language?
support | What's been your biggest frustration with vendor support?
support | Would you use a remote diagnostics connection if we offered one?
support | how far is the nearest service tech from your plant today
support | Do you expect on-site training at startup, or do you send people to the factory?
support | How do you get parts for the German machines, through the US office?
support | What happens today when a PLC program needs a change?
support | tell me about the support you're getting on the serialization software
support | Does the vendor ever come out proactively, or only when you call?

# installation
installation | How much space do you have for the new line?
installation | Walk me through what an install would look like at your site.
installation | Is the floor ready for it, or does it need new foundations?
installation | What utilities do you have at that spot, air, power, water?
installation | do you have your own riggers or would you need us to bring them in
installation | How much downtime can you afford while we put it in?
installation | Who would do the mechanical and electrical hookup on your side?
installation | Tell me about the last install you did, how did it go?
installation | Is there enough ceiling height for the palletizer?
installation | Would we be installing during a shutdown or while the other lines keep running?
installation | I'm curious how you get big equipment into the building, is there a dock door big enough?
installation | Do you need us to handle the commissioning and startup too?
installation | What's the access like for getting the machine onto the floor?
installation | um do you have a contractor you normally use for installs
installation | How long can the line be down for the swap?
installation | Are you going to tear out the old machine first or run both for a while?
installation | Do you have drawings of the area where it's going?
installation | What voltage do you have available in that part of the plant?
installation | Does the install have to be done on weekends only?
installation | Who on your team would manage the installation project?
installation | Are there any clean room requirements for putting equipment into the pharma suite?
installation | so where exactly is this thing going to go
installation | Will you need the old line decommissioned and removed as part of this?
installation | How do you want to handle the startup, ramp slow or go straight to full rate?
installation | Is there a crane or forklift on site that can handle a four ton machine?
installation | What worries you most about installing new equipment in a running plant?
installation | Do you need a site acceptance test before you sign off on the install?
installation | how tight is the space around the press where the new feeder goes
installation | Tell me about the building, is it new construction or an old facility?
installation | Would you want us on site for the first few weeks after startup?
installation | What's your plan for integrating the new machine with the existing conveyors?
installation | does the new line need to tie into your mes or erp
installation | Are there any union rules about who can do the installation work?

# staffing
staffing | How are you doing on staffing these days?
staffing | is it hard to find operators out there right now
staffing | What's turnover like on the packaging line?
staffing | How many people does it take to run that line per shift?
staffing | Tell me about your maintenance team, how many techs do you have?
staffing | Do you rely a lot on temp labor?
staffing | What skill level are your operators at?
staffing | How long does it take to train a new operator on that machine?
staffing | I'm curious whether you've got the technicians to support robotics.
staffing | are you short handed on nights
staffing | What happens when someone calls out, can the line still run?
staffing | Do you have a controls engineer on site, or do you contract that out?
staffing | How much overtime are your guys putting in?
staffing | What would you do with the people if the line ran with two less operators?
staffing | Is absenteeism a problem at the plant?
staffing | um how many people are hand packing at the end right now
staffing | Are you trying to reduce headcount or just redeploy people?
staffing | Do you have trouble hiring welders?
staffing | What's the labor market like around the plant?
staffing | Do your operators stay long enough to get good at the machines?
staffing | How many electricians do you have on each shift?
staffing | Are you losing experienced people to retirement?
staffing | Give me a feel for how your crew is set up on each shift.
staffing | How do you cover vacations in the summer?
staffing | Do you have people who can program the PLC in house?
staffing | what are you paying operators out there these days
staffing | Are you running short crews because you can't fill positions?
staffing | how many people would you need to run a new line
staffing | Does the union limit how you can move people between lines?
staffing | Is finding qualified people the biggest constraint on growth?
staffing | Who trains new hires on the packaging equipment?
staffing | Are your maintenance guys mostly mechanical, or do you have electrical skills too?
staffing | How many people work in the sanitation crew?

# maintenance
maintenance | What's your preventive maintenance program look like?
maintenance | how often does the capper go down
maintenance | Tell me about the breakdowns you've had this year.
maintenance | Do you have a CMMS, or is maintenance tracked on paper?
maintenance | What's the oldest machine on the line, and how's it holding up?
maintenance | How much of your maintenance time is reactive versus planned?
maintenance | Walk me through what happens when the wrapper jams.
maintenance | are you rebuilding the gearboxes yourselves or sending them out
maintenance | What parts do you go through the most?
maintenance | How often do you have to replace the sealing jaws?
roi | I'm curious how much you spend on spare parts every year.
maintenance | Do you do predictive stuff like vibration analysis?
maintenance | what keeps breaking on the press line
maintenance | Is the maintenance team keeping up, or are they always firefighting?
maintenance | How old are the molds, and how often do they need work?
maintenance | Do you have a PM window every week, or do you fit it in when you can?
maintenance | What's the most common failure on the labelers?
maintenance | How easy is it for your guys to get at the parts that wear?
maintenance | um does the homogenizer give you a lot of trouble
maintenance | Do you lubricate by hand or is there an automatic system?
maintenance | What's your spare parts strategy for the critical machines?
maintenance | tell me what a typical week of maintenance looks like
maintenance | How often do the robots need servicing?
maintenance | Are there machines you're nursing along until you can replace them?
roi | What does it cost you in parts and labor to keep the old line running?
maintenance | How do you schedule maintenance around a 24/7 production run?
maintenance | Do you have trouble getting obsolete parts for the old drives?
maintenance | how many hours a week does maintenance spend on that one machine
maintenance | What do your techs complain about most when they work on the filler?
maintenance | Do you track which machines eat up the most maintenance hours?
maintenance | When was the last time the oven had a full overhaul?
maintenance | is the maintenance done by your people or by an outside contractor

# changeover
changeover | How long does a changeover take you today?
changeover | walk me through a size change on the filler
changeover | How many changeovers do you do in a week?
changeover | What's the slowest part of switching from one product to the next?
changeover | Do you need tools to change over, or is it all tool-less?
changeover | Tell me about the changeover between the allergen and non-allergen runs.
changeover | How long does it take to swap the molds on the big press?
changeover | um who does the changeovers the operators or maintenance
changeover | Are your changeovers getting longer as you add SKUs?
changeover | Do you have change parts for every format, or do you share them?
changeover | How do you make sure the settings are right after a changeover?
changeover | is it the washdown or the mechanical part that takes longer on a product switch
changeover | How many formats do you run on the cartoner?
changeover | What happens on nights when the changeover goes wrong?
changeover | How long does it take to get back to full speed after a changeover?
changeover | I'm curious whether you've done any SMED work on the lines.
changeover | How often do you change the die on the stamping press?
changeover | So what does a flavor change look like on the dairy side?
changeover | Do you schedule the runs to minimize changeovers?
changeover | How much product do you lose dialing in after a change?
changeover | what's a changeover cost you in lost time each week
changeover | Is there one format change everyone hates doing?
changeover | Give me a feel for how much of the day goes to changeovers.
changeover | do the operators have the changeover settings saved as recipes
changeover | How long does a color change take on the extruder?
changeover | Are changeovers done the same way on every shift?
changeover | How many times a day are you switching between tray sizes?
changeover | tell me how a bottle size change goes on the labeler

# price
price | What are you expecting to pay for something like this?
price | Do you have a number in mind for the machine?
price | what did you pay for the last case packer
price | Is the price we quoted in the range you expected?
price | How does our price compare to what you were thinking?
price | What price would make this an easy decision?
price | are you looking for the cheapest option or the best value
price | Have you gotten pricing from anyone else yet?
price | How much were you hoping to spend on the palletizer?
price | I'm curious what ballpark you had in mind for the whole line.
price | Is the quote too high, or is it about where you figured?
price | What's a fair price for a machine like this in your eyes?
price | um what kind of price point are you shooting for
price | Would you rather pay more up front or have lower running costs?
price | Does the installed price matter more to you than the machine price?
price | What did the other quote come in at, roughly?
price | How sensitive is this to price, honestly?
price | Were you expecting the spare parts package to be in the quote?
price | So where does the price need to land for you to move?
price | Is it the total price or the monthly number that matters to you?
price | what price would get this done today
price | Did the number surprise you?
price | Are you comparing our price against a new machine or a used one?
price | Tell me what you think of the pricing we sent over.
price | What's too expensive for you on this kind of equipment?
price | how far apart do you think we are on price

# budget
budget | Do you have budget set aside for this?
budget | is this in this year's capex plan
budget | How much have you budgeted for the project?
budget | Where would the money come from for something like this?
budget | Is the money already approved, or do you still have to ask for it?
budget | What does your capital budget look like for next year?
budget | Tell me about the budget for the new line.
budget | I'm curious whether this would come out of capex or the maintenance budget.
budget | Has the budget been cut this year?
budget | Is there any money left in this year's budget?
budget | um do you guys even have budget for this right now
budget | When does the budget get set for next year?
budget | Are you working with a fixed budget or is there some flexibility?
budget | What's the budget range you're working with?
budget | Would this need to be spread over two budget years?
budget | Is funding the main thing holding this up?
budget | Do you need to submit a capital request, and how much was it for?
budget | Did the budget get approved at the corporate review?
budget | Is there use-it-or-lose-it money at the end of the year?
budget | Are you looking at leasing because of budget?
budget | How much of the budget is for equipment versus installation?
budget | so is this funded or still a wish list item
budget | What happens to the project if the budget doesn't come through?
budget | Would a grant or a tax incentive help the budget side?
budget | Is there money in the plant's operating budget for upgrades?

# roi
roi | What does an hour of downtime cost you on that line?
roi | how much money are you losing on scrap every month
roi | What kind of payback do you need to get a project approved?
roi | If we cut changeovers in half, what would that be worth to you?
roi | Have you put a dollar number on the problem?
roi | What return does finance want to see, two years, three years?
roi | How much overtime are you paying because the line can't keep up?
roi | tell me what this problem is costing you
roi | What's a lost order worth to you?
roi | What would an extra shift's worth of output mean in revenue?
roi | I'm curious what the giveaway is costing you per year.
roi | Do you know what it costs to run the old line per case?
roi | um how much is the downtime actually costing you in dollars
roi | What's the hurdle rate for capital projects at your company?
roi | How much would you save if you could run that line with two fewer people?
roi | What's the cost of a late delivery penalty from your customer?
roi | What would it be worth to you to never have to rebuild that machine again?
roi | How do you calculate ROI on equipment over there?
roi | what kind of savings would you need to see to justify it
roi | What does a rejected batch cost you?
roi | How much are you spending on temp labor to cover the gaps?
roi | What would the extra capacity be worth if you could sell it?
roi | Help me understand what the bottleneck costs you per week.
roi | What does it cost you every time the auditor finds something?
roi | Is there a payback period that makes this a no-brainer?
roi | whats the value of getting that product out the door a week earlier
roi | How much energy does the old oven cost you to run?
roi | What does a scrapped part cost you on the machining side?
roi | How much business would you lose if you couldn't hit the new volume?

# rapport
rapport | So how long have you been doing this?
rapport | How did you end up as the procurement lead there?
rapport | What does your week look like, pretty packed?
rapport | How's the new role going?
rapport | what got you into metal fabrication in the first place
rapport | How long have you been the CFO there?
rapport | Were you an engineer before you moved into management?
rapport | How are you holding up this week?
rapport | What do you enjoy most about working in quality?
rapport | So you came over from automotive, right, how's the food world treating you?
rapport | how long you been in the chemical business
rapport | What's your favorite part of the job these days?
rapport | Did you always want to work in manufacturing?
rapport | How are you settling in since you took over the plant?
rapport | um what did you do before the plant manager job
rapport | What does your role cover now after the reorg?
rapport | Are you enjoying being back on the operations side?
rapport | How did you get into pharma, was it straight out of school?
rapport | what's the best part about working at a small bakery compared to a big one
rapport | How are things going for you personally with the new owners?
rapport | Do you miss being hands-on with the machines?
rapport | How long have you been running maintenance at the meat plant?
rapport | What's been the most rewarding project of your career?
rapport | How has your first year as operations director been?
rapport | so where were you before this gig
rapport | What's your day-to-day like as the quality manager?
rapport | Has it been a long week for you?
rapport | How did you get from the lab into plant management?

# spoken and typed variants, imperatives and tag questions across the weak topics
operations | so uh tell me a little about the plant how many lines you got
operations | ok walk me through what you guys make there
operations | talk me through the packaging end of things
operations | give me a quick rundown of the operation if you dont mind
operations | help me understand the flow from the mixer to the oven
operations | youre running two shifts right
operations | You do everything in the one building, don't you?
operations | Just so I have the picture, what's running on line three?
pains | talk me through whats been frustrating you on the line
pains | help me understand what's really broken here
pains | give me a sense of the biggest problems you're fighting right now
pains | so theres something not working with the current setup right
pains | tell me whats keeping you from signing off on this
pains | okay so what's the hang up on your end
pains | whats the biggest issue your customers are giving you grief about
timeline | so you guys have anything coming up this year project wise
timeline | you buying anything new this year or is it a quiet year
timeline | anything on the horizon for the packaging side
timeline | give me a sense of timing when would you want this running
timeline | youd want it in before peak season right
timeline | walk me through the timeline youre working to
timeline | Are you looking to buy in the next quarter or two?
competitors | so who are you buying from today
competitors | you guys use one supplier for everything or spread it around
competitors | tell me about the vendors you've worked with before
competitors | give me a feel for who else is in the running
competitors | you've got a couple of other quotes on the table, right?
competitors | walk me through what the other suppliers proposed
decision_process | walk me through how you'd make the decision
decision_process | talk me through the approval steps on a capital buy like this
decision_process | help me understand what happens between now and a purchase order
decision_process | give me a feel for how long approvals take over there
decision_process | so there's a committee that has to look at it, right?
authority | so youre the decision maker on this right
authority | tell me who else is involved on your side
authority | help me understand who actually signs
authority | you'd need your boss to sign off on this, wouldn't you?
metrics | walk me through the numbers you track on the line
metrics | give me a feel for your uptime these days
metrics | tell me what your oee looks like on a good week
metrics | you track scrap by shift dont you
compliance | walk me through what your safety team needs from a new machine
compliance | tell me about the compliance side what do we need to meet
compliance | help me understand the validation requirements on your end
maintenance | walk me through your pm schedule
maintenance | tell me about the maintenance headaches on the old filler
maintenance | talk me through what your guys do when the palletizer goes down
maintenance | the capper goes down a lot doesn't it
support | walk me through how service works with your current vendor
support | tell me what kind of support you'd need after startup
support | help me understand what went wrong with the service last time
installation | walk me through the space where this would go
installation | tell me about the site, how much room do we have to work with
installation | help me understand what a shutdown for the install would cost you in time
staffing | tell me about your crew on the packaging line
staffing | walk me through how you staff the night shift
staffing | give me a feel for how hard it is to hire out there
changeover | talk me through a typical changeover
changeover | give me a sense of how long your product changes take
changeover | tell me how changeovers go on the thermoformer
price | tell me what you were expecting on price
price | help me understand where the price needs to be
price | give me a ballpark of what you'd want to spend on the machine
budget | walk me through how the budget works for this project
budget | tell me about the funding for this
budget | you have money set aside for this already right
roi | walk me through what the downtime is costing you
roi | help me understand the payback you need to see
roi | give me a rough idea what the scrap costs you a month
rapport | tell me a bit about yourself, how'd you get into this
rapport | walk me through your background before this role
rapport | so give me a little of your history with the company

# more operations, pains, decision_process, support and timeline in everyday wording
operations | what all do you run through that building
operations | How big is the plant, square footage wise?
operations | So is it one line or a few smaller ones?
operations | do you make the dough in house or buy it in frozen
operations | What's the product mix on the injection side, mostly automotive or some medical too?
operations | How do you handle the cases once they're off the line, straight to the warehouse?
operations | Is the cheese plant mostly blocks or shreds?
operations | How much of what you stamp goes to one customer?
operations | so what's your setup like in the cut room
operations | How many reactors are you running, and what sizes?
operations | uh like how busy is the plant right now compared to last year
operations | What does the packaging look like for the pharmacy side, bottles or blisters?
operations | Are you running at rated speed, or do you hold it back?
operations | what does the end of line look like today
operations | Tell me about your plant in Ohio, is it newer than this one?
operations | how much product do you push out in a good week
pains | what's been the toughest part of this year for the plant
pains | Where do things tend to fall apart when you're busy?
pains | so whats the problem youre trying to fix with a new machine
pains | What's broken that you wish somebody would just fix?
pains | is there something about the old setup that's really dragging you down
pains | What's not going the way you'd like on the floor?
pains | Are there any fires you're putting out right now that we could help with?
pains | what would you say is the number one issue at the moment
pains | I'd love to hear what's giving you the most trouble these days.
pains | What's getting in the way of growing the business?
pains | anything about our proposal you're not comfortable with yet
pains | What are you still unsure about?
pains | What's the thing your boss keeps asking you to fix?
decision_process | how do you guys normally buy equipment like this
decision_process | What needs to happen on your side before you can commit?
decision_process | When you compared vendors last time, what tipped it?
decision_process | Is there a checklist a new vendor has to pass?
decision_process | so do you pick the machine first and then get the money or the other way around
decision_process | What will the committee want to see in the proposal?
decision_process | How do you usually go from a quote to an approved project?
decision_process | what makes a vendor win with you guys
decision_process | Would a pilot or a trial run be part of how you decide?
decision_process | Are reference visits part of your process?
decision_process | How do you rank the bids once they're in?
decision_process | whats the one thing that would decide it for you
competitors | who's your go to supplier for wrapping equipment
competitors | Are you happy with the robot company you use, or open to others?
competitors | Which brands do you have on the floor now?
competitors | What's kept you with the same vendor all these years?
competitors | do you have any other bids on this or are we the only ones
competitors | Have you worked with any of the Asian builders?
timeline | What's your timing looking like for the new oven?
timeline | So when would you want to start?
timeline | are you planning any new equipment for next year
timeline | is this something you want done before the new customer launches
timeline | Any plans to expand the plant in the next year or two?
timeline | How soon are you looking to make a move?
timeline | when's the line supposed to be running by
timeline | Is there a date by which you'd have to order?
support | what kind of help would your team need once it's running
support | How do you get help today when the machine throws an error no one understands?
support | Do you want us to train your operators on site?
support | who answers the phone when you call your vendor for parts
support | What would make the service side a deal maker for you?
support | are you getting the training you need from the current supplier
support | How often does your current supplier check in after the sale?
support | what kind of warranty support have you gotten in the past
staffing | how many operators are on the line right now
staffing | Is it tough keeping good mechanics?
staffing | do you have enough people to run a third shift
staffing | How do you train people on the packaging equipment today?
staffing | What's the skill gap you're seeing in new hires?
staffing | Are you leaning on agency workers for the peak?
maintenance | how often do you have to call your guys out for the wrapper
maintenance | What's the maintenance routine on the ovens?
maintenance | Do you have a planner for maintenance, or is it all reactive?
maintenance | How much time does your team spend fixing the same jam?
maintenance | what wears out fastest on that machine
maintenance | When's the last time you rebuilt the vacuum pumps?
authority | who all has to say yes on your side
authority | Are you the one I should be working with on this?
authority | Who would be upset if they found out about this late?
authority | Does your plant manager need to be in on this?
metrics | how do you know if the line had a good shift
metrics | What numbers does your boss hold you to?
metrics | What's the rejects number been running at lately?
metrics | How many cases per minute are you actually averaging?
compliance | do you have to meet any fda rules on the equipment side like part 11
compliance | What does your safety committee need to sign off on?
compliance | Are there OSHA issues on the line you're trying to clear up?
compliance | Do you need the equipment to meet GMP documentation requirements?
installation | how much room do we have around the line for the install
installation | What would you need from us on the install side?
installation | Can the line be down for a week, or do we have to do it in pieces?
installation | Who handles the electrical tie-in at your plant?
rapport | how long have you been at it in this industry
rapport | what's your role over there exactly, plant side or corporate
rapport | How's the week treating you so far?
rapport | Did you grow up around manufacturing?
rapport | So what's your story, how'd you land at this company?
rapport | How's life as the new maintenance manager?
rapport | Are you enjoying the job?
rapport | What keeps you at the company after all these years?

# "so" opens a summary as often as a question: these "so, tell me…" requests ask for new information
operations | so tell me about the line you're running now
operations | so um tell me a little about what you make
operations | okay so walk me through the packaging side
operations | So give me the big picture, what does the plant do?
operations | so talk me through a day at the plant
operations | So tell me about your setup on the molding floor.
operations | alright so tell me how the dairy is laid out
pains | so tell me whats going wrong on the line
pains | So walk me through the problems you're seeing.
pains | so help me understand what's not working today
timeline | so tell me about your plans for next year
timeline | So walk me through when you'd want this in.
competitors | so tell me who you're using today
competitors | So walk me through how the other vendors stack up for you.
decision_process | walk me through how you buy a machine like this
decision_process | so tell me how you guys pick a supplier
decision_process | So walk me through how the approval works once you pick one.
decision_process | tell me how your team decides on new equipment
decision_process | talk me through how you'd choose between us and the others
authority | so tell me who makes the call on this
metrics | so tell me how the line is performing numbers wise
maintenance | so walk me through what breaks most on that machine
maintenance | So tell me about the maintenance side of things.
support | so tell me how service has been with your current vendor
staffing | so tell me about staffing over there
staffing | So walk me through how many people run each line.
changeover | so walk me through how you change over from one product to the next
installation | so walk me through where the new machine would sit
budget | so tell me where you are on budget for this
roi | so walk me through what this problem costs you each month
price | so tell me what you had in mind price wise
compliance | so walk me through your safety sign off for new machines
rapport | so tell me a bit about you, how long have you been there
`;

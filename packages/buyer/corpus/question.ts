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
compliance | um are you sqf or brc certified over there
food_safety | How are you handling allergen changeovers between the peanut and the non-peanut products?
food_safety | Do you do ATP swabbing after sanitation?
food_safety | whats your environmental monitoring program look like for listeria
food_safety | Is the filler on a CIP loop or are you breaking it down by hand?
compliance | How did your last SQF audit go?
food_safety | Have you had any positives in zone one or two recently?
food_safety | What are your sanitation crews using, caustic and acid, or something else?
food_safety | does the equipment need to be full washdown like IP69K for your sanitation process
food_safety | Is the metal detector a CCP in your HACCP plan?
food_safety | how are you verifying the pasteurizer is hitting temp
compliance | what did the auditor flag last time
food_safety | Have you ever had a recall or a hold tied to foreign material?
food_safety | Are you RTE or raw on that side of the plant?
compliance | You mentioned the retailer audit, what are they looking for on sanitary design?
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
compliance | Do your auditors want to see sanitary design certs on new equipment?
food_safety | so how are you documenting the sanitation sign off right now
food_safety | What's your pre-op inspection process before the line starts up?
food_safety | do you run tree nuts on the same line as the peanut product
food_safety | how many hours does the sanitation crew get between second shift and first
food_safety | Are you seeing any condensation dripping over exposed product?
food_safety | um whats your glass and brittle plastics policy look like
food_safety | Does the spiral freezer get a full clean every day or is it on a cycle?
compliance | What do your customers require for GFSI?
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
compliance | What SQF level are you certified to, or is it BRC?
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
compliance | what did the last third party audit flag on the food safety side
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

# more lines, by topic as they came; same rules as above
authority | so at the end of the day whose name goes on the PO
authority | if you and the plant manager disagree on this who wins
authority | How high does this have to go before somebody can say yes?
authority | is it you or the owner who gets the last word on something like the palletizer
authority | Who upstairs do I need to keep in the loop?
authority | um does the quality manager have to sign off too or just be kept informed
authority | Does Mr. Delgado still approve every capital purchase himself?
authority | at what dollar amount does it stop being your call
authority | So who's the one person who could actually kill this?
authority | Is anyone from head office in Mississauga going to want a say?
authority | Who owns the packaging line budget, operations or engineering?
authority | does EHS get a vote on which robot cell you go with
authority | Are you the one who'd be signing, or someone in Monterrey?
authority | um is this your project or did it kind of get handed to you from above
authority | Who's the person whose head rolls if the new line doesn't hit rate?
authority | If I sent the proposal to just you, would that be enough, or does it need to go to others too?
authority | at what size does a purchase have to go in front of the board
authority | who would be the one saying yes if this got approved tomorrow
authority | is the final pick yours or does the engineering manager own that
authority | How involved is your CFO in equipment decisions like this?
authority | Who's most skeptical on your side, and does their opinion actually count for the decision?
authority | so who's got the checkbook
authority | who's the boss on this one
authority | your call or someone else's?
authority | who approves it
authority | final say yours?
authority | Whose neck is on the line if the palletizer doesn't perform?
authority | Who else has skin in the game on this purchase?
authority | Does the production manager get a vote, or is it mostly you and finance?
authority | What's the owner's involvement going to be, if any?
authority | Is purchasing just cutting the PO, or do they actually pick the vendor?
authority | whos the toughest person id need to get on board
authority | Is your general manager the one who gives the final thumbs up?
authority | Can the plant approve it locally, or does Houston have to bless it?
authority | who controls the capex dollars at the site
authority | whats the biggest amount you can approve without anyone else
authority | when it's time to sign, who holds the pen?
authority | how does it work with your boss does he pretty much sign whatever you recommend
authority | Do you have the authority to pick the vendor, or just to recommend one?
authority | who else has to put their name on this
authority | Is there somebody in the family who needs to be comfortable before it moves forward?
authority | Does your private equity owner want approval rights on capex?
authority | would controls engineering have a veto on the plc platform
authority | which VP owns this decision ops or supply chain
authority | Is the director of engineering a sign-off here or more of an advisor?
authority | so if corporate says no can the plant still go ahead on its own
authority | who else is gonna be looking over your shoulder on this one
authority | On a purchase like this, do you answer to the GM in Calgary or to someone at corporate?
authority | are you running point on this or is somebody else driving
authority | who else is at the table when capital gets divided up
authority | How much say does sales have, given it's their customer driving this?
authority | Does the plant controller get involved, or is it all corporate finance?
authority | So let me ask, is there anyone who could overrule you on this?
authority | who holds the purse strings for the ontario plants
authority | Is the sign-off at the division level or all the way up at the parent?
authority | How many signatures does a PO this size need?
authority | Would your maintenance manager have to agree, or is his input optional?
authority | If I wanted to make sure the right people hear about this, who should that be?
authority | So is the owner's son making these calls now, or is it still his dad?
authority | Are you the final approver on the stretch wrappers or is that a corporate thing?
authority | Who signs for the Mexican entity, someone local or someone stateside?
authority | whats the pecking order for approvals over there
authority | um so is it your director's money or yours technically
authority | Who has to live with the machine day to day, and do they get a say in which one you buy?
authority | Help me understand who gets a vote here and who just gets informed.
authority | Does your customer have any say in which metal detector goes on their product line?
authority | How much can the plant manager approve before corporate has to get involved?
authority | Is there anyone in quality or food safety with the power to say no to this?
authority | I know in a lot of family-owned bakeries the owner likes to be hands on with anything over a certain size, so how does that work for you guys, does he sign off personally?
authority | Who's the executive sponsor, if there is one?
authority | who do you think has the most influence on how this turns out
authority | Does the operations director just rubber stamp it, or does she really dig in?
authority | who in accounting has to okay the spend before the po gets cut
authority | I'm curious, was it your idea to look at new fillers or did someone above you ask for it?
authority | Is there a decision maker I haven't met yet?
authority | so who's gonna make the final final call
authority | if the GM is out does anybody else have signing authority
authority | What role does your boss play in picking the supplier?
authority | who can say yes to a hundred and twenty grand at your company without a board vote
authority | does head office in guadalajara have the final word or is it the plant
budget | are we talking real dollars here or still the what-if stage
budget | has anybody told you how much there is to put toward the metal detector upgrade
budget | Is the freezer replacement in the approved capital plan, or would it be new money?
budget | what pot of money does something like a case packer usually come out of over there
budget | How much of last year's capex did you actually end up spending?
budget | um is the budget for this tied to the new customer contract coming through
budget | Did finance give you a number, or are they waiting to see quotes first?
budget | would the x ray need its own funding request or is it rolled in with the line
budget | Are you able to carry money over if the project slips into next year?
budget | whats the dollar figure on the capex request you sent up
budget | Is the budget in Canadian dollars, and did the exchange rate eat into it at all?
budget | If the money's only approved for half the line, which half gets funded first?
budget | what kind of spend are we talking for the robotics piece have you landed on a figure
budget | Is there a separate bucket for controls and software, or is it one lump sum?
budget | Does the parent company fund plant projects, or do you self-fund out of the site P&L?
budget | Are you planning to pay cash out of the capital budget or finance it some other way?
budget | What's left in the discretionary pot after the roof repair?
budget | is the tray sealer money approved or pending the q2 review
budget | Has there been any talk of the capital budget getting pulled back with the slowdown?
budget | so if we came in around two fifty would that fit inside the money you've got
budget | Is there a dollar threshold where a project gets split over two budget years?
budget | do you budget equipment by line or by plant
budget | What's the status of the AFE for the palletizer?
budget | Are you counting on any utility rebates to make the budget work?
budget | how much did they give you for the whole modernization program
budget | was the budget built off another vendor's quote or your own estimate
budget | Is this year's capital already spoken for?
budget | where does the budget stand now that the spending freeze got lifted
budget | So help me understand the funding, is it coming from the plant or from the office in Mexico City?
budget | does the spend have to land in this fiscal year for the money to count
budget | Is there budget to cover a service agreement too, or only the hardware?
budget | um how much money is realistically on the table here
budget | What's the capital number for the Windsor expansion, all in?
budget | Are they going to release the money all at once or in chunks?
budget | so is the cash there now or does it depend on how q3 shakes out
budget | Is there opex money for the spare parts kit or does it have to go through capital?
budget | Would you need to free up money from another project to make this happen?
budget | is the budget per line or shared across the whole bakery
budget | Did you get everything you asked for in the capital plan, or did they trim it?
budget | budget approved?
budget | any money for this yet
budget | is it funded
budget | got a number to work with?
budget | whats the ceiling for the whole project
budget | so how much capex do you have to play with this year
budget | If the business case is strong enough, can money be found mid-year?
budget | um so like what are you guys working with money wise for the spiral
budget | Is the vision system something you've already budgeted, or a nice-to-have you'd have to fight for?
budget | How are you paying for the new line, cash flow or borrowing?
budget | is any of this covered by the customer like are they chipping in for the tooling
budget | What kind of capital does the owner usually free up in a year like this one?
budget | is the sanitation upgrade coming out of the same money as the filler
budget | whats the budget on the vffs replacement give or take
budget | Is there room in this year's numbers for something like this, or does it have to wait?
budget | I know money's been tight across the dairy industry, so how's the capital picture looking for you guys?
budget | Did the plant get a capital allocation this year, or is it all going to the new site?
budget | Have you factored any of the federal manufacturing credits into the numbers?
budget | What kind of investment is the company willing to put into that line?
budget | how much money did they set aside for the move to the new building
budget | Is there a budget line for operator training, or is that an afterthought?
budget | so realistically how big a project can the plant fund this year
budget | When does the money actually become available, once it's approved?
budget | Is there money in the budget to cover the overtime during install, or only the equipment itself?
budget | Does the price we talked about last week fit inside what you've set aside?
budget | how much of the budget goes to the co packer side
budget | you mentioned the capital committee meets in october, is the money for this already in the request that goes to them
budget | Does the budget include the conveyors to tie it in, or just the palletizer?
budget | Have you had to defend the budget for this line already, or is it pretty safe?
budget | Honestly a lot of the plants I talk to in Ontario have had their capital cut in half this year, so before we go too far, is the money for the stretch wrappers still real?
budget | whats the split between this years money and next years
budget | Are you still waiting to hear back on the capital request?
budget | do you know how much got set aside for the checkweighers specifically
budget | So the money for the case packer, is that coming from the growth budget or from maintenance capital?
budget | is there a budget for this at all or would we be starting from scratch
budget | What figure did you put in the five-year plan for the bottling line?
budget | how many dollars are left in the automation budget after the robot cell
budget | Would leasing let you get around the capital limit this year?
budget | do you guys have any money parked for emergencies like if the old capper dies
budget | Is the funding for phase two already approved, or does it depend on phase one?
budget | uh has the budgit for next year been submitted yet or are you still building it
changeover | when you go from the 8 inch to the 10 inch pizza how much of the line has to change
changeover | um how long is the line down switching the flow wrapper from single bars to the multipack
changeover | What all do the guys have to do when the cup size changes on the fill-seal machine?
changeover | Do you have to change the pocket tooling on the blister machine for every new SKU?
changeover | paint me a picture of swapping film on the stretch wrapper
changeover | So on a typical Tuesday, how many times does the bagger switch products?
changeover | Are you able to prep the next format's parts while the line's still running the current order?
changeover | how many pounds of purge do you go through on a color change on the extruder
changeover | How many mold changes a week on the injection presses, and how long does each one take?
changeover | quick mold change clamps yet?
changeover | whats the changeover like on the robot grippers when the case size changes
changeover | do the operators have a changeover cart with everything laid out or do they go hunting for parts
changeover | You mentioned the new club store pack, how's that changing your changeover count?
changeover | um when the bag length changes on the vffs is that just a number on the screen or is there mechanical stuff too
changeover | How well do the crews, I mean, do they write down what they changed so the next shift knows?
changeover | Is there any guesswork in the changeover, like settings the guys just eyeball?
changeover | do you ever run a product longer than you need to just so you dont have to switch over
changeover | does every conveyor between the filler and the case packer need its rails moved for a bottle change
changeover | Walk me through what happens on the checkweigher when you switch from the 200 gram to the 400 gram bag.
changeover | How long does a label change take on the pressure sensitive labeler when the container shape changes?
changeover | whats the uh whats the sequence when you switch the fryer from salted over to the bbq
changeover | Do you have to drain and refill the fryer for certain product switches?
changeover | has anybody ever videoed a changeover to see where the time actually goes
changeover | How many changeovers a week are planned versus the ones sales throws at you last minute?
changeover | If you could get rid of one adjustment in the case packer changeover, which one would it be?
changeover | um is it the same two guys who do every changeover or can anybody on the crew do it
changeover | What happens to the labels and film from the last run, is there a line clearance step in there?
changeover | when marketing adds a new case size how long till the palletizer has a pattern for it
changeover | So when you go from pouches to trays, is that a different line or a changeover on the same one?
changeover | are the format changes on the cartoner getting done in the time you plan for them
changeover | How long is the gap between the last bottle and the first good bottle when you change size on the blow molder?
changeover | how do you handle a changeover where the product changes but the package stays the same
changeover | How many tools does a mechanic need to carry for a full changeover on the tray sealer?
changeover | do changeovers ever get pushed to the next shift because nobody wants to do them late
changeover | what's the longest you've seen a simple label change take, and why?
changeover | Do you run a campaign schedule, like all the 12 packs on Monday, or is it mixed all week?
changeover | I'm curious because you said the new grocery customer wants like six private label SKUs on top of what you already run, so how many extra format changes would that actually add to a normal week on the bagger?
changeover | when you change product on the slicer is it just a new portion weight recipe or do blades and grippers change too
changeover | How long does it take to load new recipes on the multihead weigher and get weights stable again?
changeover | are there changeovers where you need the whole sanitation crew on it
changeover | how many case sizes weekly
changeover | um do you have a changeover board or a timer at the line to keep everyone honest
changeover | On the press line, do changeovers include die tryout, or is it swap and go?
changeover | Fastest changeover you've ever done?
changeover | how long does the thermoformer need to heat up the new film before you get good pockets
changeover | When the carton blank changes, do you have to reset the glue guns too?
changeover | Do you change the whole starwheel set, or just the guides, for the different bottles?
changeover | What does a flavor change involve on the beverage side, a full flush or just a rinse?
changeover | so for the co pack runs how many extra changeovers do their small orders add to your week
changeover | how long does it take to set up the coder for the new lot and date at changeover
changeover | Does a bottle size change on the labeler mean cranking the height by hand?
changeover | what's the hardest changeover to do at 2 in the morning
changeover | Do your operators have the authority to adjust things during a changeover, or do they wait for a tech?
changeover | how do you handle the tail end of a run do you run the tank dry or dump whats left
changeover | How much film gets wasted threading up the new roll?
changeover | Is the gripper changeover on the robot tool-less, like a quick change plate?
changeover | How do changeovers on the Guadalajara line compare with the ones here?
changeover | do you change over the whole line at once or one machine at a time as the last product moves through
changeover | vision reteach take long?
changeover | when you switch the spiral from nuggets to patties do you have to change belt speed and temps
changeover | um when a new product launches how long does it take before the changeover gets standardized
changeover | Ever need the OEM for changeovers?
changeover | and when you quote me a changeover number like the forty five minutes you mentioned does that include the cleaning part or is that counted separately somewhere in your numbers
changeover | any offline prep on a bench
changeover | How many adjustments are there on the case sealer for a box size change?
changeover | how are changeovers on the bottling line affected by going from glass to cans
changeover | So every time you switch tray depths, does the sealer need a whole new die?
changeover | what kind of changeover do you have going from the 5 gallon pails to the quart tubs
changeover | do you track changeover times
changeover | how many of your changeovers need the ladder out to reach stuff up top
changeover | What's the toughest part of switching the pouch filler between liquid and chunky products?
changeover | how does a label roll change go on the shrink sleave applicator
changeover | When you go from the 2 lb to the 5 lb bag, what changes on the palletizer besides the pattern?
changeover | Are you doing any changeovers on the fly, like while the machine's still running?
changeover | what does your planner do to group similar products so the switch goes quicker
changeover | is there a changeover matrix that tells the crew which order to run the flavours in
changeover | A lot of the lines we look at, the guys are actually standing around more than they're wrenching during a switch, so how much of the time between runs is just pure waiting, on parts or people or sign-off?
changeover | so uh changing the forming set on the cartoner is that a one person job or two
changeover | What would a perfect changeover look like to your line lead?
changeover | How do you handle the product left in the hopper when you switch the filler over?
competitors | whos been in to quote the spiral freezer besides us
competitors | um is the guy who sold you the last labeler still calling on you
competitors | Are you still running the original Heat and Control fryer, or has that been swapped out?
competitors | so is this a like is it a krones versus us thing or are there more people in it
competitors | Have you priced out a refurbished unit from one of the used equipment dealers?
competitors | Is your maintenance team leaning toward building a fix themselves instead of buying one?
competitors | Incumbent's biggest weakness?
competitors | the cappers on line one are those zalkin or something else
competitors | Are you getting any pressure from corporate to stay with the current OEM?
competitors | How does the ProMach quote stack up on scope?
competitors | I'm curious whether you've looked at any of the Turkish or Italian builders for the tray sealer.
competitors | if you stayed with your current supplier what would they need to fix
competitors | I mean one thing we see a lot is plants deciding they'll just throw another shift on the old line and skip the capital altogether, so have you guys thought about going that way instead of buying anything
competitors | could you get there by speeding up the existing case packer instead of replacing it
competitors | Would sending that SKU out to a co-packer be an option you're weighing?
competitors | is key technology in on the optical sorter or is it just us
competitors | What's your honest opinion of the Domino coders you have now?
competitors | Are you set on Fanuc arms for the palletizing cell, or open to other robot brands?
competitors | how many outfits quoted so far
competitors | Has anyone else offered to take your old machine in on trade?
competitors | You said the Bosch bagger on line four runs great, so what's different about the one on line two?
competitors | is part of this about getting a number you can take back to your current supplier
competitors | Did the other vendor send an engineer out to walk the line, or was it all done remote?
competitors | i mean would you consider having a third party rebuild shop redo it instead of going new
competitors | did the other bidder go open frame on their sanitary design or is theirs still the closed tube style
competitors | The company that did the CIP skid in the dairy, would you use them again?
competitors | Which of the bidders has the most machines running in your plants already?
competitors | I'm guessing Sidel is in on this since they did your blow molder, is that right?
competitors | um is anybody proposing a robotic cell instead of a traditional case packer
competitors | how did your old supplier take it when you told them you were shopping around
competitors | Do you have a gut feel for which of the other bids is the real threat?
competitors | what kept you from going with the uh the runner up last time
competitors | Is your integrator down in Monterrey pitching something of their own for this?
competitors | walk me through what youve seen from the other two so far
competitors | so youve got hartness case packers at two of the plants how have they worked out for you
competitors | What's the appeal of sticking with the same brand across every plant?
competitors | Is a manual line with a few more people still on the table as an option?
competitors | have any of the other vendors offered you a demo unit to run for a month or so
competitors | I'm curious whether anyone's pitched you a lease-to-own on a competing machine.
competitors | did you ever take a chance on an asian built thermoformer and how did that go
competitors | whose wrappers in guelph
competitors | whose checkweighers are you runnin inline after teh fryer
competitors | So the other proposal, is it the same speed as ours or are they quoting a faster machine?
competitors | is ulma the benchmark here
competitors | How does the incumbent usually respond when you put something out to bid?
competitors | What would your current vendor say if I asked them why you're looking?
competitors | Are you thinking about moving that production to the Saltillo plant instead of adding capacity here?
competitors | um is there a builder youve sworn off after a bad experience
competitors | Has the Tetra rep been pushing a full line or just the filler?
competitors | honestly is a used machine from that auction in ohio tempting at that price
competitors | Who's the distributor for your current metal detectors up in Quebec?
competitors | is JBT in this?
competitors | what made you rip out the old brand of labeler on line three
competitors | You've got a pretty strong engineering group from what I saw on the tour, so honestly, is there any chance they're sketching up a homemade version of this with a local integrator instead of buying from an OEM?
competitors | Is there one vendor on the shortlist your operators already know their way around?
competitors | are any of the other bidders putting an uptime guarantee on paper
competitors | Since you mentioned the Yaskawa cell in the other building, is that the benchmark for this one?
competitors | are the guys you buy your film from trying to sell you the wrapper too
competitors | like whos the name everybody on the floor already knows for this kind of machine
competitors | Did Sealed Air bundle the equipment in with the film contract?
competitors | so after everything you told me about that install going sideways with the startup and the missing parts how much loyalty is really left with your current supplier at this point
competitors | What would it take for the current guys to, you know, hang on to this business?
competitors | is the incumbent matching prices
competitors | Give me a rundown of the alternatives you're considering, even the ones that aren't machines.
competitors | was it one of the big european outfits or a local shop that built your current depalletizer
competitors | any chance youd just buy another one of what you already have
competitors | what's the other guy's pitch on the vision inspection
competitors | Are there any up-and-coming suppliers you've been hearing about at the trade shows?
competitors | did you see anyone at pack expo that caught your eye for this
competitors | What do you think your current supplier does really well that we'd have to match?
competitors | so uh are you getting quotes from the same people your sister plant used
competitors | Ever considered renting one?
competitors | how many of the bidders are local versus shipping from overseas
competitors | Are the other vendors quoting stainless frames too, or painted?
competitors | i heard fortress has been pretty aggresive in your area have they been by
competitors | What's the incumbent's track record been on your line three capper?
competitors | whos been the easiest to deal with so far out of everybody youve talked to
competitors | Is the co-packer in Mississauga an option for the overflow instead of new equipment?
competitors | if you kept the old wrapper and just added a second one from your current guy would that solve it
competitors | uh how's the Columbia palletizer been treating you compared to what you expected
compliance | what does your corporate safety standard say about reach distances through guard openings
compliance | Does OSHA's machine guarding rule come up a lot in your internal audits?
compliance | um do you need the control panels to carry a ul 508a label or is that overkill for you guys
compliance | For the Juarez plant I know we'd be shipping with English labels by default, so before we get too far, does the NOM stuff down there actually require Spanish warning labels on the machine itself?
compliance | how are you doing on the psm side with the ammonia system that runs the freezers
compliance | Are your air receivers and pressure vessels up to date on their inspections?
compliance | arc flash study current?
compliance | Does your cobot policy require a risk assessment to ISO/TS 15066?
compliance | how do you handle confined space entry when somebody has to get inside the big mixers
compliance | what does your, uh, what does lockout look like on the spiral freezer, is it a group lockout?
compliance | so for the pharma packaging are you doing aggregation for serialization or just unit level
compliance | Is the high in sugar symbol going to force new label layouts on your Canadian SKUs?
compliance | when the state inspector comes to check net contents how do your packages usually do
compliance | How are you handling the MAV tolerances on the random weight packs?
compliance | any severe injury reports to osha in the last couple years like a hand caught in a press
compliance | Is the e-stop circuit on the old press category 3, or is it just hardwired through a single relay?
compliance | are you following nfpa 652 for the dust hazard analysis on the sugar grinder
compliance | How do you document electronic signatures on the batch records for the packaging line?
compliance | is the vision system data backed up in a way your auditors accept for data integrity
compliance | If the vendor pushes a PLC update on a validated machine, what does your change control make you do?
compliance | CE marking required in the US plants?
compliance | um is the edibles side under health canada cannabis licensing too
compliance | Has the city ever hit you with a violation for what goes down the drain from sanitation?
compliance | How are you handling the refrigerant phase-down on the older freon units?
compliance | has your insurance carrier flagged anything on their last loss control visit
compliance | Have you done a formal risk assessment to ANSI B11.0 on that line, or is it more informal?
compliance | What kind of fall protection do your guys use when they work up on top of the palletizer?
compliance | so on the current case packer your guys told me jams happen like every hour and im wondering are operators actually allowed to reach in and clear those without locking out or does your program say lock out every time
compliance | Does every new install get a pre-startup safety review before it runs product?
compliance | Would the Ontario pre-start health and safety review apply to a machine like this, do you think?
compliance | for the medical device side are you under 21 cfr 820 for the packaging equipment
compliance | How are you handling UDI barcodes on the device packs?
compliance | have you done an ergonomic assessment on the case erecting station, the lifting over there looks pretty heavy
compliance | How are you capturing lot codes for the FSMA 204 key data elements when stuff ships?
compliance | Are you exporting to the EU, and does that bring in any extra machine or labelling rules?
compliance | What happens on your end if a machine shows up without the right certification marks?
compliance | does your electrical inspector in bc want to see a csa sticker or will an approved equivalent do
compliance | is there anything in your osha 300 log that ties back to that line
compliance | How do you train people on lockout for new machines, and how often do you audit it?
compliance | Is there any PPE around the laser coder that we'd need to plan for?
compliance | x-ray registered with the state?
compliance | does your x ray need a radiation safety officer on site or is that handled by corporate
compliance | um do you have pedestrian separation rules around the palletizer where the forklifts run
compliance | Does the automotive customer want a PPAP on anything that changes the process, even a new molding machine?
compliance | what does your hazardous energy control program look like on the hydraulic presses
compliance | Robot cells assessed to RIA 15.06?
compliance | So at the Mexico plant, has STPS been through for an inspection lately?
compliance | is the coding area classified as a hazardous location because of the solvent inks
compliance | I'm curious how your regulatory team reviews label claims like gluten free or organic before launch.
compliance | Are you certified organic, and does the certifier need to sign off on the clean between organic and conventional?
compliance | Do you need kosher or halal certification on that line, and does it change anything on the equipment side?
compliance | What records does the USDA inspector in charge look at every day?
compliance | any fsis nrs lately
compliance | Would adding a bigger boiler for the kettles mean you need a licensed operator on every shift?
compliance | What do you need from us for the safety section of the manual, like the residual risk info?
compliance | do you need the manuals and the warning labels in french for the quebec plant
compliance | Are your checkweighers set up for the average quantity system on the e-marked packs going to Europe?
compliance | How does your EHS manager feel about the guarding on the current case packer?
compliance | Are you seeing more pressure on recyclable packaging, like the extended producer responsibility fees?
compliance | Does the plant have a stormwater permit that limits where outdoor equipment can go?
compliance | um for the pharma cartons are you doing tamper evident closures to meet the eu fmd rules
compliance | how does your validation group i mean how does qa handle software under the gamp 5 categories
compliance | Are audit trail reviews something QA does weekly, or only during an investigation?
compliance | What does your site need in terms of SDS sheets and approvals when a vendor brings chemicals in?
compliance | Have you had any citations for blocked exits or aisles around the packaging area?
compliance | do any of your retail customers like walmart or kroger make you do social compliance audits
compliance | So how did the warning letter get resolved, is that fully closed out now?
compliance | when your guys modify a machine in house do you redo the risk assessment
compliance | What exposure limits does your EHS team watch for on the peracetic acid vapors?
compliance | is the fire suppression on the fryer hood inspected every six months like the fire code wants
compliance | um has the fire marshal said anything about the rack storage by the stretch wrappers
compliance | Does the dairy run under the PMO, and does that drive what the state inspector wants on the pasteurizer controls?
compliance | is the htst sealed by the state so they have to come in and break the seal for any change
compliance | Do the servo drives need safe torque off rated for the safety functions your standard calls for?
compliance | In the pharma suite, how often do you have to requalify the blister machine even if nothing's changed?
compliance | so do your labels go through a legal review for the nutrition facts format in both the us and canada
compliance | ever had safety reject a machine
compliance | any chance the new plant in apodaca needs an environmental impact study before you can add lines
compliance | Are there any rules about workers under eighteen being near the slicers that we should keep in mind?
compliance | need rohs declarations from us?
decision_process | say all three quotes land on your desk friday, then what happens
decision_process | um how do you guys actually pick between two machines that both meet the spec
decision_process | Is there a scoring sheet with weights, like thirty percent price, thirty percent service, that kind of thing?
decision_process | whats the gating item here like the one thing that has to clear before anything else can move
decision_process | Does a machine like this need a design review before you can settle on a supplier?
decision_process | how much does the factory acceptance test count when youre weighing who gets the order
decision_process | If we came in second on price but first on uptime, how would that actually play out in your process?
decision_process | Help me understand the path a capex request takes once the plant manager is on board.
decision_process | so you mentioned earlier that the last palletizer project kind of dragged on for almost a year and I dont want us to repeat that, so what um what actually held that decision up
decision_process | uh is getting onto your approved vendor list a long process or is it pretty quick
decision_process | Are you evaluating this as a standalone machine, or is it part of a bigger line decision?
decision_process | what happens when the line guys love one machine and the numbers favour the other one
decision_process | Do you need a full ROI model in the capex package, or is a simple payback calc good enough to get through?
decision_process | paint me a picture of how the fryer decision went a few years back
decision_process | Would running your own product on the machine at a test center carry any weight in the decision?
decision_process | when it comes down to it is this gonna be decided on paper or out on the floor
decision_process | i mean how formal is this like are we talking a full rfp with a bid deadline and everything
decision_process | Are there any non-negotiables in the spec, like all stainless or Allen-Bradley controls, that would rule a bid out?
decision_process | does a project this size trigger a different kind of review than the smaller stuff you buy
decision_process | So what kind of questions does your capital committee usually grill people on?
decision_process | how many rounds of back and forth does the spec go through before it goes out to vendors
decision_process | Is it going to be judged on the written proposal alone, or do vendors get a chance to present to the team?
decision_process | um whats your gut say is gonna be the uh the deciding factor on this one
decision_process | Walk me through what a vendor has to submit to get qualified, like insurance certs, safety record, all that.
decision_process | if you picked a vendor tomorrow, what paperwork still stands between that and a PO?
decision_process | what would the team need to see in a trial to call it a pass
decision_process | so what kills projects over there
decision_process | How do you normalize the bids when every vendor quotes a slightly different scope?
decision_process | do you ever award on the spot after a demo or does it always go back for review first
decision_process | is it scored against your URS?
decision_process | so is this one going through the normal capex cycle or is it on some kind of fast track because of all the breakdowns
decision_process | Have you defined what success looks like for the project, so you've got something to judge the bids against?
decision_process | does finance look at the payback before engineering gets to pick a machine or after
decision_process | can you sole source this
decision_process | how does your team put a number on best value when the bids come in
decision_process | how did the decision go on the x-ray you bought last year, smooth or kind of painful?
decision_process | I'm trying to get a sense of how much the reference calls matter compared to the spec sheet.
decision_process | what would give your team the confidence to go with a smaller builder over one of the big names
decision_process | are there any internal politics i should know about that could slow the decision down
decision_process | Do you need the vendor to pass some kind of financial stability check before you award something this big?
decision_process | For something like a spiral freezer, do you evaluate on energy use too, or is it mostly capacity and price?
decision_process | so whats the bar a proposal has to clear to even get read closely
decision_process | i guess what im asking is how do you get from six vendors down to one
decision_process | How much weight does ease of maintenance carry when you score the options?
decision_process | is delivery date going to be a scoring factor or is it all about the machine itself
decision_process | What do you need to see in writing before you'll put a proposal in front of the committee?
decision_process | what did you learn from the last equipment buy that youd do differently this time around
decision_process | Where could this get stuck?
decision_process | pilot first or straight to PO?
decision_process | How do your engineers usually vet a new technology before they'll recommend it?
decision_process | We see a lot of bakeries buy on a handshake with the oven guy they know, is yours more of a formal process?
decision_process | I've worked with a few plants where finance won't even look at anything unless it pays back inside eighteen months, so I'm curious, does your project have to clear some kind of payback hurdle to get approved?
decision_process | I'm curious what the evaluation looked like when you brought the robots in on the end of line.
decision_process | whats the one thing a vendor could do that would get them crossed off your list immediately
decision_process | Do your operators get to try out the HMI as part of the evaluation?
decision_process | so how do you go from uh like from a wish list to an actual spec vendors can bid on
decision_process | What do you, sorry, what's your approach when a vendor comes back with exceptions to the spec?
decision_process | does legal review come before award
decision_process | If corporate already has a preferred OEM, does the plant still run its own evaluation?
decision_process | what kind of track record does a vendor need before your team takes them seriously
decision_process | and look I know were not the biggest name out there so im just wondering how your team usually weighs like a big brand with slow service against a smaller shop thats right down the road
decision_process | Is there a formal vendor audit before the award, like someone from your side comes to our shop?
decision_process | give me a sense of what the winning proposal looked like last time you bought a case packer
decision_process | uh do you write up a justification memo for capital or is there a template you fill out
decision_process | Does the business case go through operations review and then finance, or do they look at it in parallel?
decision_process | does warranty factor into scoring?
decision_process | If we're not the low bid, is there still a realistic path for us?
decision_process | so are you gonna shortlist off teh budgetary quotes or wait for firm pricing
decision_process | Do you bring the finalists in for a Q and A with the whole team, or is it all handled by email?
decision_process | what does the, uh, what sections does your capex justification have, so I know what numbers to give you
decision_process | What makes a proposal easy for your committee to say yes to?
decision_process | um is there like a risk register or a hazard review the project has to go through before you pick
decision_process | Walk me through the evaluation, does it start with a technical shortlist and then go to commercial?
decision_process | how much does getting to talk to another plant running the same machine move the needle
decision_process | You mentioned the committee meets quarterly, what do they typically push back on?
decision_process | is cleanability going to be part of how you score the bids or is that a separate thing
decision_process | Is the decision more about the machine or about trusting the people behind it?
decision_process | so like when you compared x ray systems last time what did your team actually test
decision_process | do you need a formal recomendation from engineering before procurement issues anything
decision_process | are you guys gonna want a proof of concept before you commit to the vision system
food_safety | how are you handling the allergen clean between the sesame buns and the plain ones
food_safety | One thing I keep hearing from bakeries since sesame got added as the ninth major allergen is that it blew up their cleaning schedules, so has that changed your sanitation schedule at all over there?
food_safety | do you swab the slicer blades after the clean or just the contact surfaces around them
food_safety | What does your zone one swab map look like around the tray sealer?
food_safety | um how often does the x ray get challenged with the test pieces
food_safety | Is the reject confirmation on the metal detector working reliably, or does stuff slip through?
food_safety | what kind of foreign material have you actually found in product over the last year
food_safety | Spiral belt a listeria worry?
food_safety | how long does the cip cycle on the pasteurizer run start to finish
food_safety | dedicated sanitation crew or operators?
food_safety | paint me a picture of a nightly sanitation on the ham line
compliance | Your SQF audit is coming up in March, right?
food_safety | After a mechanic works on the filler, who clears it for food contact before restart?
food_safety | How do you keep lubricant from getting into the product on the mixers, are you on H1 food grade oils?
food_safety | when your guys pull the chain off the conveyor for cleaning how long does that take
food_safety | any hollow frame tubes or rollers on that conveyor where water sits after washdown
food_safety | Do you test for allergen protein after the wash, or just do a visual?
food_safety | has the drain in the packaging room been a problem spot for positives
food_safety | What's the, what log reduction are you targeting on the cook step?
food_safety | Is the lethality on the smokehouse validated, or are you going off the old process?
food_safety | are you meeting the cooling stabilization times after the smokehouse or is that getting tight
food_safety | high care under positive pressure?
food_safety | How do you control traffic between raw and cooked, foot baths, color coded smocks, that kind of thing?
food_safety | Do you have any equipment that needs a full teardown to sanitize properly?
food_safety | how long does it take to break down and clean the forming collar on the vffs for an allergen change
food_safety | what do sanitation guys hate cleaning
food_safety | is the metal detector set up to catch 316 stainless at the size your customer wants
food_safety | I'm curious how you verify the sanitizer concentration is right every single time.
food_safety | Have you had any product holds because of a micro result this year?
food_safety | in the dry mix area can you put water on anything or is it strictly dry clean with vacuums and brushes
compliance | How does the Costco audit differ from your SQF audit on the sanitation side?
food_safety | waht gets swabbed in pre op before the line starts each morning
food_safety | Is the water going into the CIP treated at all?
food_safety | Are there spots where product builds up during the run that you can't get to until sanitation?
food_safety | when you get a presumptive positive in zone two do you do vector swabs around it
food_safety | um how do you keep the flour dust with the allergen from drifting over to the other line
food_safety | Does your HACCP team treat the x-ray as a CCP or as a prerequisite program?
food_safety | how do you handle pallets and cardboard coming into the high risk side
food_safety | What's your glove and hand wash policy at the line entry?
food_safety | when sanitation hits the tray sealer do they have to cover the panel and the servos first
food_safety | How many allergens run on that line right now, and in what order do you run them?
food_safety | If I asked your food safety manager what keeps her up at night, what would she say?
food_safety | do you have any plastic or uhmw contact surfaces that are starting to crack or get scored
food_safety | any biofilm in the cip lines
food_safety | how do you confirm, uh, sorry, how do you verify there's no chemical residue left on the filler after sanitation
food_safety | What's the rule on rework, can product with an allergen go back into the mix?
food_safety | Do you have documented validation that your allergen clean works, like ELISA or lateral flow results?
food_safety | um do the sanitation guys ever have to climb up on the equipment to reach stuff
food_safety | what chemical does your sanitation contractor use on the oven belts
food_safety | Are you using an outside sanitation company or your own people for the overnight clean?
food_safety | when i was walking the floor with you i noticed the guarding on the slicer kind of leaves a gap where it meets the frame and i was wondering have your auditors ever said anything about that being a harborage spot
food_safety | are the bearings on those conveyors sealed stainless or standard ones that hold water
food_safety | How does the thermoformer hold up to your chlorinated foam?
food_safety | walk me through your um your em zones in the cheese packaging area like where does zone two stop
food_safety | What sensitivity can you actually hold on the metal detector with wet, salty product going through?
food_safety | do you ever find bone pieces in the boneless breast that got past inspection
food_safety | So how do you protect the open product from stuff falling off the overhead conveyors?
food_safety | you mentioned a foreign material complaint last quarter what was it
food_safety | Do you do any post package pasteurization on the hot dogs?
food_safety | cip chemicals titrated every shift?
food_safety | does the cip system record return temps and flow for every cycle or is someone writing it on a clipboard
food_safety | How do you get the inside of the fryer hood and the exhaust stack clean?
food_safety | how often do you pull and inspect the magnets on the flour intake
food_safety | On the filler, do you sanitize with hot water or a chemical sanitizer, and is either one validated?
food_safety | Is there a color coding system for the cleaning tools, so floor brushes never touch food contact?
food_safety | hows your hand wash compliance when people come back from break
food_safety | um is there wood anywhere in the production area like pallets going past open product
food_safety | any painted surfaces over product?
food_safety | how are the sanitation ssops for the slicer written step by step with pictures or more general
food_safety | What temperature is the cook step validated to on the chicken strips?
food_safety | Do you have any equipment that's been flagged as not cleanable the way it sits today?
food_safety | when was the last time you did a full sanitation verification with your chemical supplier
food_safety | Does product ever sit at room temp waiting on packaging when the line backs up?
food_safety | what happens with product that hits the floor is there a rule or does somebody toss it back on the belt
food_safety | How often does sanitation run over into the start of first shift?
food_safety | How confident are you that the old fillers drain fully after CIP?
food_safety | so on the dairy side are the filler valves part of the atp checks or just the bowl
food_safety | so with the glass line, I mean, bottles are gonna break in the filler sooner or later, so when it happens what does your glass breakage procedure actually have the crew do before they restart?
food_safety | is incoming raw material a concern for foreign material like stones in the nuts
food_safety | do you guys do a seperate allergen verification swab or is the atp enough
installation | What's the ceiling height where the palletizer would go?
installation | Is there a loading dock big enough for a forty foot crate, or are we coming in through a wall?
installation | Um, who does your rigging usually?
installation | Walk me through the path from the dock to where the spiral would sit.
installation | Do you have 480 volt drops near the line or would we need to run new conduit?
installation | Is the floor sloped for drainage in that room?
installation | how do you want us to handle the tie in to your existing conveyor
installation | Would the install happen during a planned shutdown, or are we working around production?
installation | are there any height restrictions like sprinkler pipes or ductwork over that area
installation | Who on your side would be the point person while we're on site for the install?
installation | do we need to bring the machine in pieces to get it through the doors
installation | What's the plan for the old bagger when it comes out?
installation | Do your electricians do the final hookup or do you want our guys to?
installation | Does the PLC need to talk to your SCADA system?
installation | How much ammonia capacity do you have left for a new freezer?
installation | is the space for the robot cell clear right now or is there stuff that has to be moved first
installation | If we're pulling the old filler and setting the new one, how many days of dark line can production live with?
installation | Does the new checkweigher have to fit in the exact same footprint as the old one?
installation | are there any other projects going on in the plant at the same time as this install
installation | Is there room to stage the crates inside while we assemble?
installation | how do you handle contractor safety orientation for install crews
installation | so where does the exhaust from the fryer go today and can the new one use the same stack
installation | um does the new labeler need to sync with the line speed signal from the filler
installation | Would the old sealer stay hooked up as a backup during startup, or does it get yanked the same day?
installation | how far is the nearest air drop from where the case erector would go
installation | whats your ethernet network like on the plant floor can we get a drop there
installation | Would you need us to anchor it, or do you do the anchoring yourselves?
installation | Do you have a forklift that can handle a three ton lift, or should we bring in a crane?
installation | Tell me about the drains in that area, are they where the CIP return would need to go?
installation | is the building leased because if we have to cut the slab does the landlord need to weigh in
installation | What kind of water pressure do you have at that end of the plant?
installation | so whos doing the guarding and the safety interlock tie in your team or us
installation | whats under the floor there any trenches or pits we need to know about
installation | can you get me a utility drawing for that corner of the building
installation | Will the new freezer need its own condensing unit outside, or can it tie into your central system?
installation | how much clearance do your maintenance guys need around the machine
installation | What would you do differently on this install compared to the last one you went through?
installation | Which direction does product flow in that spot, left to right or right to left?
installation | Does the conveyor between the filler and the labeler stay, or does it get replaced too?
installation | What voltage are you running in the Mexico plant, same as here?
installation | Is the roof able to take a new condenser?
installation | are there any seismic requirements out there in the bay area we need to design the frame for
installation | How would you like commissioning handled, line by line or all at once?
installation | do you have spare io on the existing plc or would the new machine need its own controller
installation | Where would the control panel go?
installation | What kind of footprint do we have to work with, like in feet?
installation | Is the area where the new line goes heated in winter?
installation | so do we need to keep a lane open for forklifts next to the machine
installation | Is there a place on site where our crew can park and store tools?
installation | uh is the building big enough for both lines or are we talking about an addition
installation | What's the door width on the way into the packaging room?
installation | does the print and apply need to pull data from your erp or is it standalone
installation | so the x ray would go right after the bagger and before the case packer is that right
installation | Would you want us to do the mechanical install and let your contractor handle utilities?
installation | how are you gonna get product to the line while were installing, is there a bypass
installation | You've got the pit for the scissor lift already poured, right?
installation | tell me about the site in laredo where this would go
installation | do you need the new line to go in without losing a single production day
installation | Whats the plan if the install runs over the shutdown window?
installation | Are there noise limits in that area we should know about for the compressor?
installation | How do you like to handle punch list items after startup?
installation | So what's the hardest part of getting a new machine into that building?
installation | Are you thinking the robot goes on the floor or up on a pedestal?
installation | um is there gonna be enough amperage on that panel for two more servo machines
installation | Can the existing conveyor keep up with the new filler, or does replacing it need to be part of the install?
installation | Where does the crate wood and trash go during install, do you have dumpsters on site?
installation | What would it take to get a truck with a crane right up to the building?
installation | whats the floor like in there is it epoxy tile or bare concrete
installation | Do you want the startup team there for one shift or all three?
installation | Has your engineering team already done a layout for where the new tunnel oven would go?
installation | what do you need from us in terms of utility specs before teh install
installation | so the last time we put a filler into a building like yours the biggest headache was getting it through the dock door so um do you know what your dock door opening is and is there a straight path to the line
installation | Before we get too deep into the machine, I'd like to understand the room it's going into, the utilities, the floor, what's around it, because that's usually where installs go sideways.
installation | okay you mentioned the plant in saltillo is older so im wondering if power over there is gonna be an issue like do you know if theres enough capacity on the main panel for a new palletizer
installation | installing on a weekend?
installation | How tight is the space?
installation | Is there a drain under the spot where the tray sealer would go?
installation | does the new wrapper plug into the same air line as the old one or is there a separate drop
installation | Who usually handles the electrical permits and inspections on your installs, you or the contractor?
installation | Is the slab in that bay thick enough for a press that size, or are we looking at cutting in a new foundation?
installation | um so when the truck shows up whos unloading it your forklift guys or a rigger we bring in
maintenance | how often do slicer knives go
maintenance | whats the usual culprit when the stretch wrapper stops mid cycle
maintenance | When the palletizer robot faults out, how long before it's back up and running?
maintenance | Do your electricians have the software to go online with the PLCs themselves?
maintenance | How many hours is the oven conveyor running between belt replacements?
maintenance | um are you doing any oil analysis on the gearboxes for the mixers
maintenance | You mentioned the flow wrapper took out most of a shift a couple weeks back, so walk me through that, like what failed and how long before it was making good bags again.
maintenance | which part on the capper do you keep two of on the shelf because it always goes
maintenance | do you replace the bearings on the fryer conveyor on a schedule or wait till they start squealing
maintenance | What's the process when an operator finds a problem, do they write up a work order or just grab a mechanic?
maintenance | um are the vacuum cups on the robot end of arm tool something you change a lot
maintenance | How long do the heating elements last in the shrink tunnel?
maintenance | Spare filler valves on hand?
maintenance | so the homogenizer are you doing the valve and seat rebuilds in house
maintenance | How often do the evaporator coils in the spiral need defrosting and a good cleaning?
maintenance | How much of a problem is corrosion on the older carbon steel frames?
maintenance | are the servo motors on the thermoformer original or have you had to replace a few
maintenance | Do the operators do any of the basic care, cleaning and inspecting, or is that all on maintenance?
maintenance | have you guys tried tpm at all or is that kind of a dirty word over there
maintenance | How do you find out a part is obsolete, does it just show up when you go to order it?
maintenance | what's the hardest part to get at on the case packer when it needs changing
maintenance | How many of the drives on the line are still the old 1336s nobody supports anymore?
maintenance | um do you have a stores room with a min max system or is it kind of whatever's on the shelf
maintenance | What's the mean time to repair on the checkweigher when it throws a fault?
maintenance | Are your mechanics trained on the hydraulics on the press, or does that work go outside?
maintenance | how do you decide which machines get the shutdown time when there isnt enough to go around
maintenance | When you do your annual shutdown, what's at the top of the list for the packaging line?
maintenance | how often does somebody have to go in and adjust the timing on the bagger jaws
maintenance | I know how it goes when a big order comes in and production wants every minute of the line, so what actually happens to your PM schedule when they ask you to skip it for a week or two?
maintenance | how many pms got pushed last month i mean roughly because the line couldnt come down
maintenance | You said earlier the seal bars on the wrapper wear fast, what are you getting out of a set these days?
maintenance | do you ever have to machine your own replacement parts cause you cant buy them anymore
maintenance | Are the electrical drawings for the old cartoner up to date, or have there been a lot of field mods?
maintenance | How's the compressed air system holding up, any leaks eating your compressors?
maintenance | the wear strips on the conveyors do they get replaced on a schedule or when they're gone
maintenance | Is there a machine where the fix is pretty much duct tape and zip ties at this point?
maintenance | when somethin breaks at 3am does the night mechanic have the parts he needs or does it wait till morning
maintenance | How many labor hours go into a full rebuild on the filler?
maintenance | Are you running the original motors on the mixers, or have they been rewound?
maintenance | um how long does the glue system on the case sealer go before the nozzles need cleaning out or replacing
maintenance | the proofer chain is it getting greased on a schedule or only when it starts to bind
maintenance | How often does the tray sealer tooling have to be sent out for repair?
maintenance | what's the typical failure on the conveyors, is it motors, gearboxes, or, like, mostly belts?
maintenance | so how do you keep track of blade life on the slicers by hours or just by feel
maintenance | how often does the sweep arm on the depalletizer need adjusting
maintenance | How do your mechanics feel about working on servo stuff versus the old mechanical cams?
maintenance | Do you find the pneumatics or the electrics give you more trouble on the cartoner?
maintenance | gearbox take long to arrive?
maintenance | Is there a root cause process when the same breakdown happens twice?
maintenance | help me understand how your maintenance planner builds out the weekly schedule
maintenance | Do you ever have to stop the whole line because one little part like a sensor fails?
maintenance | what does a good week look like for the maintenance guys versus a bad one
maintenance | are the photo eyes and sensors a constant thing or is it mostly mechanical stuff failing
maintenance | Do you swap the whole pump when it leaks, or rebuild the seal right there?
maintenance | how much warning do you usaully get before the vacuum pump on the tray sealer dies
maintenance | What's the worst repair job your team's had to do on that line in the last year?
maintenance | You've got a lot of the older SLC 500s still out there, right?
maintenance | how do you keep spares from walking off from the crib
maintenance | is anybody tracking how many times the same jam gets cleared on the case erector
maintenance | um when was the last time anybody replaced the batteries in the robot controllers
maintenance | motors or controls on the fryer?
maintenance | What's the, uh, what's the game plan when a machine's so old you can't find the part anywhere?
maintenance | Any reliability program in place?
maintenance | so how often is the chain on the oven conveyor stretching to where you have to pull a link
maintenance | What gets neglected when your maintenance team is stretched thin?
maintenance | one thing i noticed on the old cartoner was how buried everything is behind the guarding so do your mechanics actually have to pull the guards off just to do routine adjustments and hit the lube points
maintenance | uh how long does it take to change the belt on the metal detector conveyor
maintenance | how many of the breakdowns would you say are operator caused versus just wear and tear
maintenance | What kind of life are you getting out of the forming sets on the thermoformer before they need rework?
maintenance | Tell me about the state of the hydraulic units on the injection molding machines, any leaks?
maintenance | Are the nozzle heaters and thermocouples on the molds failing much?
maintenance | how often do spindles get rebuilt
maintenance | do the ways and lube on the cncs get checked daily or just when the alarm goes off
maintenance | when the capper torque starts drifting what does your team do to bring it back in
maintenance | What do your mechanics say when they get sent to work on the wrapper?
maintenance | Are spare parts for the line stocked right in the plant, or do you pull from the regional warehouse?
maintenance | do you do a planned shutdown between christmas and new years for the big stuff
maintenance | is the line getting washed down so hard that the electricals keep failing
maintenance | How hard is it to get agitator seals for the old kettle these days?
maintenance | is there a particular shift that reports most of the breakdowns
metrics | so um what does the uh what does your OEE come out to if you leave planned downtime out of it
metrics | Do you know your average run rate on the flow wrapper in packs per minute, the real number, not the nameplate?
metrics | how many rejects is the x ray kicking out per shift
metrics | What's your giveaway target on the checkweighers, and are you actually hitting it?
metrics | whats the number you get judged on at the end of the month
metrics | how many stops per hour are we talking on the case packer
metrics | Do you have OEE broken out by shift so you can see nights against days?
metrics | what percent of the bread coming off the oven actually makes it into a bag
metrics | How many pounds of trim are you losing on the slicers per shift?
metrics | is there a number for how long it takes the line to get back to full speed after a stop
metrics | What's the spread between your best crew and your worst crew in cases per shift?
metrics | when was the last time the line actually hit rated speed for a full shift
metrics | I'm curious what your uptime looked like during the last peak season.
metrics | What's your target yield on the fryer, and where are you actually landing?
metrics | How much film scrap per roll are you seeing on the thermoformer?
metrics | Do you have a count of how many jams the labeler has in a week?
metrics | whats the cpk on fill weights if you guys even track that
metrics | Are you measuring output on the tablet press in tablets per hour or batches per shift?
metrics | what does the dashboard in the break room actually show
metrics | if the filler's rated at four hundred a minute what are you really seeing over a full shift
metrics | How much overfill is baked into your fill targets right now?
metrics | are your downtime reasons coded or is it just free text from the operators
metrics | How long is the mean time between jams on the case erector?
metrics | What does a perfect shift look like on paper, cases out and minutes down?
metrics | do you guys count off sensors on the line or is it manual tally sheets
metrics | how often do you end up short shipping an order
metrics | how many minutes does it take every morning before the line's making good product
metrics | Do you measure speed loss separately from stops?
metrics | Whats your weekly output target for line one and how often do you make it
metrics | do you know your water usage per thousand liters of product
metrics | What's your defect rate in parts per million on the stamped brackets?
metrics | how many parts an hour is each cnc cell averaging
metrics | Are you tracking first-time-right on the weld cells?
metrics | What's the cycle time on the injection presses, and is it where you want it?
metrics | Talk me through the metrics you go over in the morning production meeting.
metrics | Who keeps the line numbers over there, and how often does anybody actually look at them?
metrics | what share of your downtime is the palletizer responsible for
metrics | so is the yield number you report before or after rework
metrics | How far over standard are you on labor hours per case?
metrics | what kind of numbers do you get out of the spiral in pounds an hour versus what it was specced for
metrics | How many cases do you lose to crushed cartons coming off the palletizer?
metrics | uh so whats the throughput hit when you run the smaller bag sizes
metrics | which number on your scorecard is in the red right now
metrics | Any idea how many minutes a day the bagger sits waiting on the weigher?
metrics | how good is the data honestly, would you stand behind it in front of your VP
metrics | whats the percentage of bottles getting kicked for low fill
metrics | do your numbers include the weekend shifts or just weekdays
metrics | How did corporate land on the OEE target they gave you?
metrics | are you hitting your case rate on second shift
metrics | What's your pack-out percentage on the poultry line?
metrics | How often does the line hit its daily target, like what share of days?
metrics | Do you have a baseline on labor minutes per thousand units?
metrics | What's the shrink from raw to finished on the jerky, percentage wise?
metrics | I'd love to know what your performance trend has looked like since the new filler came in, do you track that?
metrics | How many mislabels did the vision system catch last month?
metrics | whats your downtime in hours not dollars just hours
metrics | Roughly how many pounds of product end up in the scrap bins each week?
metrics | which plant in the network has the best oee right now and where does yours rank
metrics | how did the line's output come in against budget last quarter in cases
metrics | uptime last month?
metrics | scrap rate roughly?
metrics | you track yield?
metrics | whats the case rate
metrics | OEE on line two?
metrics | We usually start by getting a baseline, so before we even talk about equipment, what does a typical week look like in cases produced and hours of downtime?
metrics | Do you know how many seconds the robot cell sits idle per cycle?
metrics | what's the fill rate on orders to your biggest customer
metrics | how many pallets a day come off the stretch wrapper on average
metrics | What's the average batch cycle time on the mixers, start to discharge?
metrics | are you measuring performance per sku or just rolled up for the whole line
metrics | What percentage of your runs actually start on time according to the schedule?
metrics | um roughly how many hours a week is the spiral actually loaded versus running empty
metrics | Is there a number on how much rework comes back from the warehouse each month?
metrics | I'm guessing you track OEE, but do you track TEEP, like against all the hours in the week?
metrics | What does the PLC data say about your longest stops versus what the operators write down?
metrics | what metric would your boss circle first if i handed him a report
metrics | how many kilos an hour are you actually packing on the multihead
metrics | What's your OEE on the two older fillers compared to the one you bought in 2021?
metrics | how many good packs a shift does the checkweigher wrongly kick out
metrics | Is your yield measured by weight in and weight out, or by piece count?
operations | whats the oldest piece of equipment still running on the main line
operations | Paint me a picture of the end of line, from the case erector out to the stretch wrapper.
operations | so the slicers, are they feeding straight into the thermoformer or is somebody loading by hand in between
operations | How many different recipes go through the mixers on a given day?
operations | you mentioned the plant in Laval earlier is that the same kind of setup or totally different products
operations | um roughly how many caps a minute is the capper seeing when the filler's at full rate
operations | Is the x-ray sitting right after the bagger, or do you run product through it after casing?
operations | what kind of resin are you mostly shooting on the injection presses
operations | Are the molds you run mostly single cavity or multi-cavity?
operations | do you guys bake off everything same day or is there a freezer in the middle
operations | so I was talking to a couple of poultry guys last week and everybody's set up a little different, so walk me through where the raw chicken comes in and how it gets to the fryer at your place
operations | Help me picture the CIP setup, is it one central skid serving everything or a skid per area?
operations | how many robots do you have on the floor right now if any
operations | Are the palletizers robotic, or the older conventional layer-forming type?
operations | so like what percentage of your volume is the 12 ounce can versus the 16
operations | I'm curious how the co-packing work gets scheduled against your own brand runs.
operations | is that a continous tunnel oven or are you on rack ovens
operations | What's the CNC side look like, mostly horizontals or verticals?
operations | whats the biggest press youve got over there tonnage wise
operations | The wrapper's in the same room as the oven, right, not a separate packaging area?
operations | so like does the flow wrapper take bars straight off the cooling conveyor or is there a buffer in there
operations | How long does product sit in the blast cell before it goes to packing?
operations | are the sauces cooked in kettles or have you gone to a continuous cook system
operations | What's the smallest order you'll put on the co-pack line, like a minimum batch?
operations | Honestly I don't know much about the Hermosillo site yet, I've only really dealt with your team up in Phoenix, so what goes on down there, what do they make?
operations | whats the case count per pallet on your biggest sku
operations | so when a big club store order comes in how does that actually flow through the plant
operations | uh what kind of film are you running on the vffs, laminate or mono?
operations | how many uh how many trays sorry how many tray sizes does the sealer handle today
operations | are your labelers doing pressure sensitive or cut and stack with glue
operations | Tell me about the meat side, are you grinding in house or buying in trim?
operations | whats feeding the checkweighers single lane or are you merging lanes upstream
operations | So the metal detectors, is it one per line or do lines share?
operations | how many bakeries in the network and which one makes the buns
operations | Just to get oriented, is the warehouse attached to the plant or across the road?
operations | do the lines run over the weekend or does the plant go dark saturday and sunday
operations | What's the cure and dry time on the sausage before it hits slicing?
operations | what temp do you keep the packaging room at, are you running it cold
operations | are the tortilla presses feeding one oven each or do they share
operations | Talk to me about how the blister machine and the cartoner are linked, is it a monoblock or two separate machines?
operations | um what size bottles are going down the line for the shampoo
operations | You said you run about forty SKUs, how many of those are really moving volume every week?
operations | so what are you thermoforming for the auto customers interior panels or more like dunnage trays
operations | Is the proofer inline with the oven or are racks getting rolled over by hand?
operations | how many ovens total and are they all tunnel ovens
operations | we see a lot of beverage plants where the lines look fine on their own but fall over together, so when both filling lines are going at once what ends up starving first
operations | what are the docks like, do you have enough reefer doors for outbound
operations | How much fresh versus frozen do you ship out of Red Deer?
operations | so the robot cell on the weld line is it doing full assemblies or just subassemblies
operations | Could you give me the rough flow in the press shop, coil in to finished part out?
operations | whats the line rate on the canning line in cans per minute
operations | is slicing and packing in the same room as cooking or are they split up
operations | Are you running single-serve cups, multipacks, or both on the dairy line?
operations | like how big are the how big are the batches coming out of the ribbon blender
operations | So if I walked in from receiving, what's the first thing I'd see?
operations | are you doing any contract manufacturing for other brands right now or is it all your own stuff
operations | How many case sizes does the erector see on a normal day?
operations | what kind of pounds per hour does the spiral need to handle at peak
operations | Is there a second packaging hall, or does everything funnel into the one room?
operations | ok so the waters and the teas, do they run on the same filler or do you have them split
operations | Who are you mostly making product for, retail brands or foodservice distributors?
operations | I'm trying to get a better picture of the plant, how many lines are dedicated to the club-store packs?
operations | um do you bring product in from the other plant to pack here or is it all made on site
operations | What percentage of what you make stays in Mexico versus going up to the States?
operations | does the vffs run pillow bags only or do you do gusseted too
operations | so whats downstream of the seasoning tumbler, straight to the weighers?
operations | How are totes moved around the floor today, forklifts, AGVs, pallet jacks?
operations | what kind of cartons are you running through the cartoner end load or top load
operations | Before we go any further, how much of the building is actually production versus storage?
operations | On a good run, what's the pouch machine putting out per minute?
operations | are you guys running ten hour shifts four days a week or more like straight eights
operations | What's the split of sheet metal versus tube work in the fab shop?
operations | hey quick one are the cappers chuck style or spindle
operations | Is the labeler doing front and back or just a wraparound?
operations | How many lines share the one palletizer at the end, and does it keep up?
operations | how many more cases a week does the new retail program put on line two
operations | Tell me how sauce gets from the kettles to the fillers, pumped, totes, something else?
operations | do you run the cheese slices interleaved or shingled
operations | What does the injection floor look like, how many machines and what clamp range?
operations | you do ice cream too right so how much does the freezer line ramp up going into summer
pains | so whats the stuff that ends up on your desk every morning that really shouldnt be there
pains | If I asked your line leads what's broken, what would they tell me?
pains | What's the one thing in the plant you'd be embarrassed to walk a customer past?
pains | um is there something out there youve just stopped fighting because its easier to work around it
pains | You said things got messier after the merger, what's been falling through the cracks?
pains | What's costing you the most sleep this quarter?
pains | what problem would you hand off to someone else tomorrow if you could
pains | Where's the plant falling short of what corporate expects from it?
pains | tell me about the last time the line really let you down
pains | I'm curious what finally tipped this from annoying to we-have-to-do-something.
pains | whats the thing your night supervisor calls you about at two in the morning
pains | Are there problems on the bottling side that nobody's really put a name to yet?
pains | So what part of your job feels like firefighting right now?
pains | waht are you putting up with right now that you really shouldnt have to
pains | If that line could talk, what would it complain about?
pains | Honestly, underneath all the specs and the RFQ stuff, what's the real problem you're trying to fix?
pains | um what kinda issues pop up when you really push the line
pains | What's the biggest risk you see to the plant making its plan this year?
pains | is there anything that shows up on the agenda at every single production meeting
pains | what went sideways during the holiday rush last year
pains | So before I start pitching anything at you, what's actually broken?
pains | Where do your operators lose patience with the equipment the most?
pains | you know whats the stuff that never makes it into the reports but everybody on the floor knows about
pains | What would have to go wrong for this to turn into an emergency?
pains | are the problems you're seeing more about old equipment or about how the line was put together in the first place
pains | What's the worst surprise the plant has thrown at you since you started there?
pains | what part of the operation do you worry about most when youre on vacation
pains | So in plain terms, what's not good enough about the setup you have today?
pains | I've heard a few different stories from folks at the Saltillo plant, so what's your take, what's the biggest problem down there?
pains | whats slowing you down from growing into the new business
pains | Is there anything we've talked about so far that's bugging you?
pains | what part of the proposal would you poke holes in if you were your boss
pains | any red flags for you so far
pains | What would make you nervous about going ahead with this?
pains | Is anything in what I've shown you giving you pause?
pains | um be straight with me whats the part youre not sold on yet
pains | What's the doubt sitting in the back of your mind right now?
pains | any concerns i havent addressed
pains | Is there something about making a change this big that worries you?
pains | what's got the plant manager on your case lately
pains | so whats been the struggle since you took over the packaging side
pains | If you had to write a list of everything wrong with line four, sorry, line three, what's at the top?
pains | what problem did you think the last upgrade would fix that it just didnt
pains | Where are you still relying on duct tape and good luck?
pains | What's the thing that would make you look like a hero if it just went away?
pains | hey can I ask whats dragging down the Tijuana plant right now
pains | is there a problem you keep having to explain to corporate over and over
pains | what falls apart first when a big order lands on short notice
pains | Are there any problems with the current line that are starting to scare you a little?
pains | tell me what a rough shift looks like these days
pains | whats the most annoying part of your day honestly
pains | so are we talking one big problem or a bunch of little ones adding up
pains | What's going on out there that made this a priority now and not last year?
pains | is there any part of the line you just dont trust
pains | what do you wish the guy before you had fixed before he left
pains | So what's the problem behind the problem, the thing that sets everything else off?
pains | What problems did you inherit when you took over the Guelph plant?
pains | so you said the new customer is coming on in the spring and thats great for volume but im guessing its also a lot, so what are you losing sleep over with that
pains | whats the one thing everyone at the plant agrees is a mess
pains | Which part of the operation are you least proud of right now?
pains | is there anything thats been on the fix it list for years
pains | Where are you feeling the squeeze the most, equipment, people, or process?
pains | What's making the plant harder to run than it was a couple years ago?
pains | whats the biggest thing stopping line five from doing what its supposed to
pains | Help me understand where things tend to go wrong when you've got rush orders.
pains | from where you sit whats the most broken thing in the building
pains | is the trouble mostly at the front of the line or the back end
pains | what's the problem that keeps getting kicked down the road
pains | What's your biggest worry if you make a change like this?
pains | whats your gut telling you about this so far any worries
pains | Did any of what I said sound too good to be true?
pains | What's the part of this you'd get grilled on if it went wrong?
pains | Who on the floor is suffering the most with the current setup?
pains | When things go wrong on that line, what usually goes wrong?
pains | What's keeping the plant from hitting plan month after month?
pains | whats wrong with line two
pains | any big problems out there?
pains | so what's bugging you
pains | what problems are we solving here
pains | Biggest headache this month?
price | What did the last filler set you back, roughly?
price | Where would the number need to land for this to be an easy yes?
price | um what kind of pricing did the other guys quote you on the palletizer
price | So what are you paying per label roll right now?
price | Is there a price point where you'd just go ahead and buy two?
price | So what kind of number did you have penciled in before you saw ours?
price | How does our quote compare to what you paid for the tray sealer three years ago?
price | were you looking for the price with install or just the machine on a truck
price | How much more would you pay for a stainless frame over painted?
price | what would you expect to pay for a spare parts kit with the machine
price | be honest with me was our number higher or lower than you figured
price | Do you want the robot cell priced as a turnkey package or broken out piece by piece?
price | What are you paying your current vendor per service hour?
price | So what would you consider fair for the x-ray?
price | Is freight and rigging something you'd want baked into the number?
price | How much did the integrator charge you on the last robot job?
price | what price would make you feel like you got a good deal on the checkweigher
price | I'm curious what you've seen spiral freezers go for lately.
price | You're comparing our price to a quote that didn't include the conveyors, right?
price | What number are you trying to get to on the labeler?
price | Does the price on the metal detector seem in line with what you've seen elsewhere?
price | are you expecting a better price per head if you order three instead of one
price | Help me understand how you'd weigh our price against a cheaper machine with fewer features.
price | whats the most youve ever paid for a single machine in that plant
price | So for the fryer, is it the sticker price that matters most to you, or the price of the whole package with the oil system?
price | what are you paying for film per thousand bags these days
price | Do you need the price in Canadian dollars or US?
price | Is the price we gave you for the mixer something you can work with?
price | What price did you have in mind for the upgrade kit?
price | If we took the vision system off, would the price be where you need it?
price | would you rather pay more up front and less for parts later or the other way around
price | like what did you think when you saw the number on page three
price | How did the price on the palletizer go over with your boss?
price | Tell me where our pricing felt heavy.
price | what did you end up paying per head on the capper you bought for monterrey
price | When you picture the number, does it already have startup and commissioning folded in?
price | Do you know what your plant paid for the wrapper when it was new?
price | How much would you expect to pay for the slicer with the auto loader?
price | What would you expect a two-year parts package to add to the price?
price | so on price are we in the ballpark or way off
price | how does the price look to you
price | pricing okay?
price | any thoughts on the quote?
price | What do those other quotes look like on the price side?
price | Did anybody else include the guarding in their price?
price | what would you expect to pay per robot if you went with three of them
price | If you had to guess, what do you think a line like this should cost?
price | um the price we quoted for the thermoformer did that include the tooling in your mind or were you thinking separate
price | what kind of price increase did your current supplier hit you with this year on parts
price | Honestly, how far apart are we, like ten percent or more than that?
price | I know you said money's tight, but I'm not asking about budget, I'm asking what you think is a fair price for this palletizer.
price | what was the lowest number anybody gave you for the case erector
price | What's the going rate you've seen for a cobot palletizer?
price | Are you comparing our price to the other vendor's list price or to what they'd actually sell it for?
price | How sensitive is your team to the price of spare parts versus the machine itself?
price | so what does the plant normally pay for conveyor per foot
price | When you bought the last oven, how did the final price compare to the first quote?
price | Where does the price of the extended warranty need to be for you to take it?
price | what were you hoping the retrofit would cost compared to a new machine
price | look i know every buyer wants the lowest number and thats fair but when you stack our quote next to the others what part of our price jumps out at you as too high
price | So you've got three quotes on the table for the VFFS, and I'm not asking who they're from, I just want to know whether ours is the high one, the low one or somewhere in the middle.
price | okay so um the last time you guys bought a case packer i think you said it was back in 2016 do you remember roughly what it cost installed because that helps me frame this
price | What did you pay for the last set of sealing jaws?
price | is the price per unit on the consumables something you look at or just the machine price
price | So does the second filler need to come in cheaper than the first one for this to work?
price | does the price change anything about which model youre leaning toward
price | So what does a checkweigher like this usually go for in your world?
price | What were you quoted for the integration piece from your controls guy?
price | Would you want pricing on the optional reject conveyor too?
price | Do you have a per-machine price in your head for the labelers?
price | What did it cost you to buy the current stretch wrapper?
price | How much did the tooling run you on the last mold you bought?
price | Is the install price in our quote in line with what you'd expect?
price | how are you thinking about price when you compare a servo machine to a mechanical one
price | What number did the engineering guys throw around for the new depal?
price | is the total on our quote higher than you expected for the freezer
price | In your experience, what's a reasonable price for a metal detector on a bakery line?
price | do you pay list for spare parts or do you have some kind of pricing deal
price | What would the price need to be for you to replace both cappers at once instead of one?
price | um whats the price on the film youre running now per roll
price | so if the quote came in around 240 would that be in the range you were picturing
price | what did the dealer want for the stretch hood last time you looked
price | Roughly what does a set of change parts for the cartoner cost you from the OEM today?
quality | Leakers on the tray sealer, is that a weekly thing or more like once in a while?
quality | Um, are customers sending parts back for flash or short shots?
quality | What kind of defects does your vision system catch most often?
quality | how do you know a cap went on right before the case gets sealed
quality | Do you see much variation in crust color from batch to batch?
quality | How tight are you holding fill weights on the 16 ounce jars?
quality | are the labels going on straight or are you seeing skew and flagging
quality | Are you fighting burrs on the stamped brackets coming off the press?
quality | What does a bad day look like from a quality standpoint?
quality | when a complaint comes in from a customer whats it usually about
quality | Walk me through what happens when QA puts a lot on hold.
quality | are the seals on the pouches holding up through distribution or are you getting burst bags at the store
quality | so like how even is the seasoning on the chips from one side of the belt to the other
quality | Do you ever get wrinkles in the shrink film that make the bundles look bad on the shelf?
quality | How consistent is the slice thickness on the deli logs?
quality | Have you had any dimensional issues on the CNC parts since you switched bar stock suppliers?
quality | what does your customer scorecard say about quality these days
quality | uh are the date codes readable every time or do you get smeared ones
quality | How are you catching underfilled bottles right now, is it a level check or weight?
quality | do you have a problem with crushed cases by the time pallets get to the DC
quality | When the cookies come out of the oven, how much size variation are you seeing lane to lane?
quality | Is the ice cream coming out of the hardening tunnel with the texture you want?
quality | What defect is giving your QA manager the biggest headache right now?
quality | Are the thermoformed cups coming out with thin corners?
quality | Any issues with cross-threaded caps?
quality | I'm curious how you're verifying torque on the closures, is it a manual check every hour?
quality | so are you getting cosmetic defects on the painted panels like orange peel or runs
quality | How do your retail customers judge your quality, is there a spec they hold you to?
quality | Are your frozen patties coming out of the spiral the same size and shape every time?
quality | What happens when a customer opens a case and finds the wrong count in it?
quality | do you get a lot of broken crackers in the tray by the time its sealed
quality | How much rework goes on after the welding cell?
quality | How do the pallets look when they leave? Square and tight, or leaning?
quality | Have your customers ever flagged inconsistent color on the molded parts?
quality | so is it more the seal integrity or the print registration thats hurting you on the flow wrapper
quality | what are you doing today to catch dented cans before they go out
quality | Are the bags coming off the VFFS with the right headspace, or are some of them looking half empty?
quality | um how do you know when the fryer oil is starting to affect the taste
quality | Is the moisture in the bread landing where your customers want it?
quality | When QA pulls samples for weight and appearance, what are they usually finding?
quality | Do you have any customers with tighter specs than the rest?
quality | how are the parts holding tolerance late in a long run compared to the start of the shift
quality | you're doing a hundred percent visual inspection on those, right?
quality | whats your biggest quality risk when you push the line speed up
quality | How would you describe the consistency of the yogurt fill from cup to cup?
quality | Have you had a retailer push back on the way your product looks in the case?
quality | so um what are the the main defects coming off the blow molder
quality | When a complaint comes in about a torn bag, how do you figure out which line it came from?
quality | any trouble with the barcode grade on the cases
quality | Do the tortillas stick together in the pack?
quality | Are the inspection results tied back to the machine settings at all, or are those two separate worlds?
quality | is the cheese shredding clean or are you getting a lot of fines and clumps
quality | What's your weakest spot for quality on the whole line?
quality | i mean are the bottles coming off the labeler looking retail ready or do you get bubbles under the label
quality | Do loose or missing screws on the assemblies ever make it to the customer?
quality | how often does a customer send you photos of bad product
quality | So how do you decide when a part is good enough to ship versus scrapping it?
quality | How well do the cakes hold their shape after depanning?
quality | is the slicer cutting clean or are you getting ragged edges that look messy in the pack
quality | Have complaints gone up since the recipe change?
quality | Are you confident the checkweigher is catching every light pack, or do some slip through?
quality | talk to me about how you inspect the welds today
quality | so the pallets you ship to costco have they ever come back on you for appearance
quality | How is quality holding up on the co-packed product compared to what you make yourselves?
quality | uh what does your qa person think of the seal on the current pouches
quality | Any burn marks or scorching on the bottom of the loaves?
quality | I'd love to hear how you handle a quality escape once it's already at the customer.
quality | so how do you tell a good run from a bad one before it leaves the building
quality | Is the glue pattern on the cases holding, or are you seeing pop-opens in the warehouse?
quality | Do your customers measure you on PPM defective at all?
quality | How do you know if the vision system is missing defects?
quality | So, a question on the product itself, how uniform is the freeze on the shrimp coming out of the IQF tunnel?
quality | the parts off the press brake are they hitting angle on the first bend or do you have to keep adjusting
quality | you know we talked to a dairy up in wisconsin that kept getting cups with lids that peeled off too easy and it turned out to be the sealing temp so um have you seen anything like that on your end
quality | Before we talk about any equipment, I'd like to understand what your customers are actually saying about the product, like where they're happy and where they're pushing you.
quality | okay so you mentioned walmart earlier and i know theyre tough on packaging so how are your cases holding up when they hit the shelf there
quality | So quality-wise, how's it going?
quality | any complaints on seal strength lately?
quality | Are the bottles coming out of the blow molder with even wall thickness?
quality | what kind of marks does the gripper leave on the product if any
quality | What's your cleanest product and what's your problem child when it comes to quality?
quality | How do you check the crimp on the caps right now?
roi | when the capper jams and the whole line stops whats that costing you per hour
roi | how much overtime are you paying just to make up the volume you lose on the old baggers
roi | Does your CFO have a hard number on payback, like anything over eighteen months is dead on arrival?
roi | if the palletizer freed up three people per shift what would that save you in a year
roi | do you know what the hand stacking is costing you in labor all in
roi | What would it mean in dollars if you could run the tray sealer at full speed instead of backing it off?
roi | um have you ever added up what the leakers cost you once theyre out the door
roi | How much product do you throw away on a bad startup, in dollars?
roi | What are the chargebacks from Kroger running you per quarter?
roi | If you could get the changeover down to twenty minutes, what's that worth to you?
roi | whats a workers comp claim from a back injury on the palletizing end cost you
roi | How much are you paying for expedited shipping when the line falls behind?
roi | What's an extra pallet an hour worth to you?
roi | Paint me a picture of what you sink into the old cartoner every year between parts and outside repairs.
roi | is it an irr thing or a simple payback thing when finance looks at a project like this
roi | When you have to say no to an order because the line can't keep up, what kind of sales walk out the door with it?
roi | im curious whether youve run the numbers on what a robot saves versus three people on the end of line
roi | how much are you paying for gas on the old oven every month
roi | whats the electric bill like on the compressors and would cutting air usage matter to you
roi | What does it cost you to run a weekend shift just to catch up?
roi | do you have a number for what unplanned downtime costs across the plant in a year
roi | honestly how many months until this pays for itself before you'd feel good about it
roi | what would it be worth to you to stop paying the temp agency markup
roi | If the new line lets you take on that private label business, what kind of margin are we talking about?
roi | so how do you guys calculate savings when you put a project together
roi | Walk me through the savings math finance will want to see on this.
roi | what do you figure the scrapped film on the flow wrapper runs you in dollars each month
roi | What would shaving two cents off every case mean over a year at your volumes?
roi | How much money goes into rework on the welded frames every month?
roi | so whats the labor cost of running the manual inspection table
roi | if sanitation took an hour less every night what would that hour be worth in product you could sell
roi | are you paying penalties on your co-pack contract when you short ship
roi | what does a lost customer cost you if the quality issues keep going
roi | How much are you spending on outside machining because your CNCs can't keep up?
roi | What's your cost of capital these days?
roi | like ballpark what would a ten percent throughput bump mean for the bottom line
roi | Has anyone put together the savings side of a business case yet?
roi | When the spiral freezer ices up and you lose a shift, what's that worth in lost product?
roi | how much do spare parts for the old robots run you a year now that theyre obsolete
roi | whats that floor space worth to you if the new machine frees up half of it
roi | so if the project hit breakeven in two years would that fly with finance
roi | I'm curious, what does the current setup cost you all in, labor plus scrap plus downtime?
roi | whats the savings target theyve handed you for the year
roi | um how much of your margin is getting eaten by the the overtime
roi | what's it worth to you if you never have to take a whole weekend down to rebuild the filler again
roi | What do you lose in sales when you're out of stock at the retailer?
roi | are the injuries on the stacking job showing up in your insurance premiums
roi | so how much would you save a month if the bagger ran with one operator instead of two
roi | What's the financial hit every time you have to rework a pallet of mislabeled product?
roi | any idea what all those little jams add up to over a year
roi | payback target?
roi | What's the cost of doing nothing here?
roi | What would it be worth to stop paying for a second sanitation crew?
roi | How much are you paying a month to rent extra cold storage while the line's behind?
roi | if you could run lights out on the molding cells on weekends what would that be worth
roi | whats the cost of keeping that extra inventory around as a buffer for the breakdowns
roi | How much does the old capper cost you in lost sales when it's down during the summer peak?
roi | like is the savings going to show up mostly in labor or mostly in waste, whats your gut
roi | What's the product you're reworking off the checkweigher each week worth in dollars?
roi | help me understand the dollars behind the downtime you've been having on line two
roi | so um you said earlier the wrapper breaks film a lot do you have a sense of what each one of those costs you in time and film
roi | What does every minute the line sits during a changeover cost you in lost sales?
roi | Are the returns from your retail partners something you could put a dollar amount on?
roi | how much would you save on water and chemicals if the cip cycle was shorter
roi | the way most of our customers justify this is they look at what the line loses in unplanned stops plus the overtime to catch up so um do you have any rough sense of those two numbers for your plant
roi | I know you're not the finance guy, but if I came back with a savings number, what would it have to beat for your boss to actually care about it?
roi | okay so the old cartoner is down what two or three times a week and each time its like forty minutes right so how much product is that in dollars when you add it all up
roi | if you didnt have to send the x ray inspection out what would you save
roi | How much does a single bad batch in the mixer cost you in ingredients?
roi | what are you spending on freight to move product to the co-packer when you run out of capacity
roi | What does a missed promo window cost you with a big customer like Costco?
roi | What's the price tag on a line stoppage at the Hermosillo plant?
roi | So what did the downtime last month end up costing in real money?
roi | would a faster line let you drop the third shift entirely and what does that shift cost you
roi | Has finance given you a target IRR for projects like this?
roi | What is the old oven costing you in gas compared to a modern one?
roi | i mean is the scrap on the presses a big dollar number or more of a nuisance
roi | what would recieving the film in bigger rolls save you if the wrapper could take them
roi | How much are the false rejects on the vision system costing you in good product tossed?
roi | what does one hour of the blow molder down cost you in bottles you cant fill
roi | If your guys stopped babysitting the labeler, what's that time worth to you?
roi | What do you lose on a pallet that tips over in the truck?
roi | so do you guys track what the downtime costs or is it more of a gut feel
staffing | So, how many people are on the floor on a typical day shift?
staffing | Who runs the palletizer when your lead operator calls in sick?
staffing | Walk me through how you staff the packaging hall on weekends.
staffing | i mean do people actually stick around in the cut room at that temperature or do they bail after a week
staffing | How many temps are on the bagging line right now versus your own full-timers?
staffing | um how long does a new hire usually last before they walk
staffing | Help me understand how you cover nights when half the crew calls out.
staffing | do you have a dedicated person on the stretch wrapper or does somebody just float over to it when it jams
staffing | Paint me a picture of your maintenance crew, how many techs per shift and what kind of experience are we talking?
staffing | What's starting pay looking like for line workers out there in Fresno?
staffing | Is anybody on your team comfortable digging into a servo fault?
staffing | how many bodies does it take to hand pack cases at the end of the tortilla line
staffing | You mentioned the plant in Monterrey earlier, are they having the same trouble hiring that you are?
staffing | So like, if two guys quit tomorrow, could you still run the line?
staffing | Are your operators cross-trained between the filler and the capper, or is each person kind of locked to one station?
staffing | What's attendance like on third shift?
staffing | Do you lean on an agency for the seasonal ramp before Thanksgiving?
staffing | are you losing people off the hand stacking job because its so hard on their backs
staffing | How many of your maintenance guys are within a few years of retirement?
staffing | I'm curious, when you put a new operator on the thermoformer, how long before you'd trust them alone on it?
staffing | Who mans the x-ray station, is that QA people or line operators?
staffing | what happens on the line when you just cant fill a spot
staffing | Have you had to turn down orders because you couldn't crew an extra shift?
staffing | headcount on that line today?
staffing | operators per shift on the fryer?
staffing | so uh the the people on the case packer are they your own people or agency
staffing | Give me a feel for how often you're replacing people on the sanitation crew.
staffing | If the case erector went in, where would the two people folding boxes today end up?
staffing | Does the union contract say anything about how many people have to be on a line?
staffing | How much mandatory overtime are your people pulling right now?
staffing | whats the language mix on the floor like are most of your operators more comfortable in spanish
staffing | Are you able to hire electricians in Saskatoon, or is everybody getting poached by the mines?
staffing | is it the same three people who know how to set up the flow wrapper
staffing | You're running a skeleton crew on weekends, right?
staffing | Is there somebody on payroll who writes ladder logic, or do you pay an outside guy every time?
staffing | How hard is it to keep a good forklift driver around there?
staffing | um where are you losing people to is it the amazon building or other plants
staffing | What would it mean for your team if a robot took over the palletizing?
staffing | So who actually runs the checkweighers day to day?
staffing | How are you guys handling the hiring freeze corporate put on?
staffing | How many people are stationed between the slicer and the tray sealer?
staffing | im wondering if the labor situation is whats got you looking at automation in the first place
staffing | What skill level do new operators walk in with, mostly green?
staffing | Is your second shift supervisor a veteran, or pretty new to the role?
staffing | do people actually want to run the old labeler or do they fight over who gets stuck on it
staffing | so if volume goes up next year like you said where do the extra people come from
staffing | How long has your most senior guy been running the fryer?
staffing | have you tried bumping pay to hang on to people or is that off the table
staffing | Are the folks on the inspection belt full-time there, or rotating in and out?
staffing | How many of the jobs you posted this spring are still sitting unfilled?
staffing | I know a lot of co-packers run heavy on temp labor during peak, is that the case for you guys?
staffing | whats the plan when your one plc guy goes on vacation
staffing | who trains the new people is it the line lead or do you have a dedicated trainer
staffing | Is anyone on your floor trained up on the robot cell yet?
staffing | um so how many operators do you actually need versus how many youve got
staffing | Does your team have the bandwidth to learn a new machine right now, or is everybody stretched thin?
staffing | Which shift has the hardest time holding onto people?
staffing | Are you hiring for the new line already, or waiting until it's in?
staffing | how do you staff sanitation at the poultry plant in gainesville
staffing | Has hiring in Querétaro gotten tougher with all the auto plants moving in?
staffing | when somebody new runs the capper how often does a lead have to come bail them out
staffing | so like how many of your people could you move to other jobs if bagging went automatic
staffing | How long has the typical person on your packaging crew been with you?
staffing | How many warm bodies does the depal eat up just to keep it feeding?
staffing | Do your line leads actually have time to train, or are they stuck running a station themselves?
staffing | uh are you shorter on people on the maintenance side or the production side
staffing | We keep hearing shops around Grand Rapids can't find welders, is that hitting your fab shop too?
staffing | when you lose an operator how long before teh spot gets filled
staffing | are you recruiting outside the area at all or is it all local
staffing | How many hands does the hand-pack station eat up per shift?
staffing | Do you expect the labor picture to get better or worse once that new distribution center opens down the road?
staffing | is there one person on the molding floor that everybody leans on
staffing | Do you guys have a hard time getting people to come back after the holidays?
staffing | So who would actually be running the new palletizer, somebody you've got or a new hire?
staffing | im curious how long it takes before a new hire on the slicer is really up to speed
staffing | so the reason i ask is were seeing a lot of snack plants in the midwest lose their second shift entirely because nobody wants those hours so um how are you holding up on that front
staffing | You know, one thing I hear from bakeries in Ontario is the oven guys are the hardest to replace because it takes years to learn the feel of it, so how's your bench strength there?
staffing | okay so before we even get into machines i kind of want to understand the people side like how many folks are on the end of line and how long theyve been with you
staffing | Honestly, with the minimum wage going up again in California, how is that changing who you can hire and keep?
staffing | When you look at your techs, is it all wrench turners, or have you got people who can chase an electrical fault too?
staffing | waht happens to the crew when the filler goes down do they get sent home or moved around
staffing | Are you mostly hiring people with plant experience, or just anybody who'll show up?
support | on a saturday night when the robot throws a fault nobody understands whats your move
support | Realistically, when you open a service ticket with the OEM, how many days until someone's standing at the machine?
support | does your current vendor offer remote support where they can log into the plc
support | Are you getting the manuals and drawings you need from the vendor, or is it a fight?
support | how has the training from the last machine builder held up over time
support | When you need a part for the capper, where does it ship from?
support | If a vendor nailed the after-sale part, what would that actually look like day to day for your guys?
support | Uh, do they pick up the phone when you call the hotline?
support | Is your current supplier's service team bilingual?
support | Do you get a named service contact, or is it a different person every time?
support | How did the warranty period go on the last machine you bought?
support | are you happy with how quickly they get back to you on parts quotes
support | What's the turnaround on a spare servo motor from your current supplier?
support | do your guys usually need a refresher once the original training wears off
support | Is there anyone at your current vendor who actually knows your machine?
support | how much do you rely on the oem versus your own guys to fix the x ray
support | Tell me about the relationship with the people who service your freezer.
support | Do they send software updates for the vision system, or is it frozen at whatever version you bought?
support | so when you were down last month how long before the vendor called you back
support | What do you expect a vendor to keep on their own shelf for you?
support | If the filler's OEM sends a tech today, is he driving over from across town or flying in from Chicago?
support | What kind of phone support do you get on weekends?
support | Has a vendor ever pushed back on a warranty claim you thought was legit?
support | do you get charged for every phone call to tech support
support | once the old labeler went end of life did the oem still help you find parts or were you on your own
support | What does your maintenance team need from a vendor that they're not getting today?
support | now that the integrator who built that line is gone whos keeping the controls going
support | Do your people use videos or online training at all, or is it all hands-on?
support | When your current vendor sends a tech, does the problem usually get fixed on the first visit?
support | How important is a 24-hour parts guarantee to you?
support | What happened the last time you needed emergency help from a supplier?
support | Do your operators ever call the vendor directly or does everything go through maintenance?
support | um is there a service agreement on the checkweighers now or is it just time and materials
support | How do you feel about remote diagnostics, would IT even let a vendor connect in?
support | Does your team get trained when a new software version comes out?
support | What's the support been like since the distributor took over from the factory?
support | Help me understand how you get help today when the metal detector starts acting up.
support | same day or next day whats acceptable when youre waiting on a tech
support | How many service techs does your current vendor have in Ontario?
support | what spare parts did the vendor tell you to stock when the last machine went in
support | Have you ever had a vendor do training on second and third shift, or just days?
support | are you waiting on parts shipped from europe every time the fryer needs something
support | does anyone from sales ever check in after the machine's installed
support | For the guys in Juárez, do the service manuals and troubleshooting guides need to be in Spanish?
support | How would you rate the OEM's support on a scale of one to ten?
support | How was the handoff from the startup crew to the service team last time?
support | what does your maintenance manager want to see in a support package
support | has having a resident tech on site after startup helped you before
support | How often are you calling your vendor for help right now, weekly?
support | Is it hard to get someone on the phone who actually knows controls?
support | Do you keep any critical spares that the OEM consigns to you?
support | um how did the vendor handle it the time the robot crashed into the fixture
support | So who trained your maintenance guys on the servo drives, the OEM or a third party?
support | Does the vendor have a parts warehouse in the US, or is it all coming from Italy?
support | Do you order parts online from your current vendor, and does that actually work?
support | Does your current vendor help with troubleshooting over video calls?
support | When something goes wrong on the stretch wrapper, do you deal with the dealer or the factory?
support | How quick do you need a spare gearbox if the palletizer drive goes?
support | Do they still stock parts for that model, or are you hunting on eBay?
support | did the operator training on the vffs actually stick or did everyone forget it in a month
support | What kind of aftermarket support matters most to you, parts, techs, or training?
support | is the vendor still sending someone out for the annual calibration on the metal detectors
support | What was the response like from the integrator when the vision system stopped reading codes?
support | so a lot of the plants we talk to say the machine itself is fine but after the sale the builder kind of disappears so um how has that gone for you with the folks who put in the filler
support | I'm asking because you're a good six hours from the nearest big city, so when something breaks on the robot cell, how long are you typically waiting before someone who knows it can help?
support | you mentioned earlier the capper guys are out of italy and the time zone thing is a pain so walk me through what happens when you need help and its the middle of their night
support | support been okay?
support | any issues getting parts?
support | How responsive are they?
support | Who's your service contact over there?
support | Is the tech support line staffed by engineers or just people taking messages?
support | Have you ever had a service tech show up without the right parts?
support | so does your team ever get help setting up new recipes on the hmi or are they on their own
support | how do you get trained on new features when the vendor rolls them out
support | What does your current OEM do when you tell them the machine's not hitting rate?
support | do you get a spare parts list with prices when a machine gets delivered
support | In the past, has a vendor's service team ever gone above and beyond for you?
support | Is local support in Mexico something the plant manager cares about?
support | how easy is it to get the oem to send someone to retrain a new crew
support | How's the lead time on conveyor belting from your supplier?
support | would you say the vendor knows your line as well as your own guys do
support | Who at your current supplier do you escalate to when the tech can't fix it?
timeline | so when are you hoping to be off the old baggers for good
timeline | How soon after approval would you want to get started?
timeline | whats the drop dead date for having the checkweighers in
timeline | Is the spiral freezer project for this summer or next summer?
timeline | um when are you guys looking to actually spend the money
timeline | when do you think youll be ready to buy
timeline | you guys in buying mode this year or holding off
timeline | What's the next big project after this one, and when's it happening?
timeline | what's the next window where the line's down long enough to swap a machine
timeline | So roughly, how many months are you expecting from PO to running product?
timeline | What's the ideal month for the palletizer to go in, given how seasonal you are?
timeline | are we looking at a spring install or does that clash with your busy season
timeline | How long are you giving yourself to get this sorted out?
timeline | would a delivery around week thirty work or do you need it sooner
timeline | is this a before christmas thing
timeline | timeline?
timeline | when do you need it
timeline | any rush on this?
timeline | so how soon we talkin
timeline | What's the plan for the old line once this one's in, and when does it come out?
timeline | Has the launch date for the new SKU moved at all?
timeline | Do you have a date from the customer, or is it self-imposed?
timeline | When does your busy season start, so we know what we're working around?
timeline | whats on the project list for the back half of the year
timeline | is there any chance this gets pushed to next year
timeline | So if we started fabricating in March, would that land in time for you?
timeline | Is your FAT date locked, or still floating?
timeline | How does the timing work with the construction on the new wing?
timeline | um what week were you thinking for startup
timeline | is the go live tied to the fiscal year or to the customer
timeline | Are there other projects that have to wrap up before this one can start?
timeline | how quickly are you hoping to get a PO out the door
timeline | how much runway do we have before the new contract kicks in
timeline | When did you want the robots working second shift?
timeline | so uh when are you guys planning to retire the old oven
timeline | Are you thinking of phasing it in line by line, and over what kind of timeframe?
timeline | What's the timeline on the Mexico plant getting the same equipment?
timeline | when do you realistically see a decision landing
timeline | Could this wait until after harvest, or does it need to be in before the first crop comes through?
timeline | How much lead time are you expecting from vendors on something like this?
timeline | what quarter is this landing in
timeline | Where does this sit on your calendar compared to the warehouse project?
timeline | Are you thinking of doing the whole thing at once, or staging it over a couple of years?
timeline | how does peak season factor into when youd want this
timeline | Does anything change on timing if the new customer pushes their start date?
timeline | when's the last possible week you could take the line down before the fall rush
timeline | is there a date on the calendar you're working toward with this or are you just getting a feel for things
timeline | I talked to your colleague in Winnipeg and he thought this might be a next-year project, is that still the thinking or has it moved up?
timeline | so what's the sequence, do you replace the filler first and then the capper, and when
timeline | what are you waiting on before the clock starts on this
timeline | do you want this in before or after the line rebalancing you mentioned
timeline | honestly is this something you'd do in the next ninety days
timeline | when does the pilot batch have to be ready for the new customer
timeline | what time of year is easiest for you to take a line down for a few weeks
timeline | Roughly how far into the new year before you'd want to kick off?
timeline | are you planning anything for the canning line in the next couple years
timeline | What does the rest of the year look like in terms of new equipment?
timeline | how close to the launch date can you cut it before it gets risky
timeline | Is there a contract date with the retailer that this all hinges on?
timeline | When's the new plant in Querétaro supposed to open its doors?
timeline | So is the plan still to have it running by the end of Q2, or has that slipped?
timeline | um you got any other projects coming down the pipe
timeline | How soon would you need an answer from us to keep your schedule?
timeline | if everything goes smoothly when would you expect to see the first cases off the new line
timeline | is it more like weeks or like quarters before you'd move
timeline | are you racing anything on this like a competitor launch or a customer deadline
timeline | What's the realistic start date, not the one in the slide deck?
timeline | When do you need to have the operators trained by?
timeline | Is the schedule built around the summer shutdown or the one at Christmas?
timeline | when would you want the new tray sealer up and sealing product
timeline | How long can you keep running the co-pack overflow before you need your own capacity?
timeline | Would you be ready to move in the spring if everything checked out?
timeline | so um if the evaluation goes well how soon after would you place the order
timeline | uh hows the calender looking for this project
timeline | when does the equipment need to be ready for the validation runs
timeline | I know you've got the BRC audit, the new customer, and the building work all going on at once, so where does this fall in the order of things, timing wise?
timeline | is the timing flexible if it means getting the right machine
timeline | are you hoping to have the robot cell in before the model year changeover
timeline | how soon is too soon for you
timeline | What would be the ideal timeline if it were totally up to you?

# more lines, by topic as they came; same rules as above
authority | Let's talk about who else needs to weigh in.
budget | Let's talk budget, if you're open to it.
changeover | Let's talk changeovers.
changeover | so i want to get into changeovers a bit
competitors | Let's talk about the other quotes you have.
competitors | i want to spend a minute on the competition
compliance | Let's cover the regulatory side.
contract | Can we go over the terms now?
contract | lets go through the payment terms real quick
contract | so on the payment side do you guys usually do a deposit up front or is everything held till acceptance
contract | How does your legal department feel about signing on our paper instead of yours?
contract | whats the longest warranty youve ever gotten out of a filler vendor
contract | Who ends up owning the change part drawings once the job's done, under your standard terms?
contract | um are you guys gonna want a performance bond on this one
contract | Is there a cap on how much of the PO we can invoice before the FAT?
contract | I'm curious, when the last vendor blew their ship date, did your contract actually let you do anything about it?
contract | net 30 or net 60 for you guys
contract | does the warranty clock start when it lands on your dock or when you sign off on it
contract | What does your purchase order boilerplate say about acceptance testing?
contract | like is there a force majeure clause your lawyers always insist on
contract | Would you want the service agreement to auto-renew, or do you prefer to re-sign it every year?
contract | do you ever finance equipment through a third party or is it always a straight cash purchase
contract | How much holdback does your company normally keep until the line is running at rate?
contract | um so if the machine doesnt hit the speed we promised what would you expect the contract to say happens then
contract | Are you tied into a parts agreement with the OEM that we'd have to work around?
contract | What kind of uptime number would you want written in as a guarantee?
contract | help me understand how your team handles a warranty claim, like is there a form or do you just call the vendor
contract | whats teh payment schedule look like on your last big capital job
contract | Does your company insist on a right to cancel for convenience?
contract | does purchasing need the quote valid for 90 days or is 30 enough
contract | Is your legal team okay with us capping liability at the value of the order?
contract | So the service deal you have now with the other guys, is that a fixed number of visits or all you can eat?
contract | When does the service contract on the palletizers run out?
contract | um would you need the warranty to cover travel and labour or just the parts
contract | Are consequential damages something your lawyers are going to fight us on?
contract | Is it a problem for you if title stays with us until the final payment clears?
contract | I know some plants want a penalty if the install runs long, is that something you'd put in?
contract | what kinda retainage are we talking, five percent, ten?
contract | whose name goes on the contract, the holding company or the plant itself
contract | is an operating lease something your controller would even look at or do you always own the equipment
contract | Do your terms require us to carry a minimum amount of liability insurance?
contract | what would you want the agreement to say if we miss the delivery window by a couple weeks
contract | um does your PO have to reference our quote number or do you write your own terms right into it
contract | Is there anything in your standard terms about us subcontracting the install?
contract | How do you feel about a price adjustment clause tied to the steel index?
contract | if your volumes drop off would you need some kind of out in the service agreement
contract | what does your procurement team usually redline first when they get a vendors terms
contract | Do you want software updates covered under the service contract, or billed separately?
contract | do you guys actually take the 2 10 net 30 when its offered or just pay at thirty
contract | When you bought the cartoner, did you pay in three chunks or was it set up differently?
contract | when the machine's on the truck whose problem is it if something happens, yours or ours, normally?
contract | Do you have a template for a site services agreement when our techs are working on your floor?
contract | If we bundled three years of PMs into the deal, would that need a separate contract on your end?
contract | does the agreement need to be in french for the quebec site or is english fine
contract | What's the warranty on the vision system you bought last year, do you remember?
contract | what triggers the final payment for you, the SAT sign off or the first real production run
contract | Do you expect a guarantee on throughput, or just on mechanical defects?
contract | How strict are your payment terms with smaller vendors, is there any room for net 15?
contract | Does your company have a blanket PO for parts that we could hang the service work off of?
contract | um do your terms say anything about us using your name as a reference afterwards
contract | Have you ever had to actually enforce a warranty with a machine builder? How'd that go?
contract | Would a consignment stock of spares sitting at your site need its own agreement?
contract | like when a vendor sends you a contract how many rounds does it usually go back and forth
contract | Are you good with the standard one year parts and labour, or are you thinking longer?
contract | if you rented the spare capper for the busy season would you want month to month or a fixed term
contract | Does your company want a performance holdback on the software too, or just the hardware?
contract | what payment terms do you give your own customers, and does that drive what you need from us
contract | Are you even allowed to pay a deposit before a PO is issued, or does everything wait on the PO?
contract | If something breaks during the warranty, do you want us fixing it, or your guys fixing it and us reimbursing?
contract | whats in your supplier agreement about liability if one of our techs gets hurt on your floor
contract | do you need the PLC source code put in escrow or is that overkill for you guys
contract | Is there a non-solicit clause you'd want, like us not poaching your techs?
contract | how do you normally pay on a machine coming from overseas, wire when it ships?
contract | So with your current service provider, is that a time and materials deal or a fixed monthly fee?
contract | honestly what would your lawyers say if we asked for 40 percent down
contract | Would your legal team be okay with an electronic signature, or do they need wet ink?
contract | um so for the trial unit would you want a loan agreement or would you just cut a PO for it
contract | tell me about the warranty terms you got on the spiral freezer
contract | Is there a most favoured customer clause your procurement people usually ask for?
contract | do you need a separate contract for the training or can it just ride on the equipment po
contract | You work off corporate purchasing's standard terms, right, or does each plant do its own thing?
contract | Honestly I've seen deals stall on the indemnity section, is that usually where your legal folks dig in?
contract | when you renewed the maintenance contract on the robots last year what did you change in it
contract | um are there any clauses from past deals that burned you and youd never sign again
contract | do you need a warranty on the used robot too or are you fine buying it as is
contract | Is a retention of title clause going to be a problem with your lender?
contract | so uh what does your standard po say about who pays for freight and when ownership changes hands
contract | What's your stance on a late payment interest clause, does finance usually strike that?
contract | Would you want the guarantee tied to OEE, or is that too messy to write into a contract?
decision_process | Let's talk about how you'll evaluate this.
decision_process | can we cover how the decision gets made on your side
food_safety | Let's talk sanitation.
food_safety | ok moving on lets talk about washdown
installation | Let's move on to installation, if that's okay.
installation | so next thing id like to cover is the install
maintenance | Let's switch to maintenance for a second.
maintenance | can we talk about who keeps it running after startup
metrics | Let's talk about the numbers you track.
next_step | Let's talk about next steps.
next_step | ok so lets figure out where we go from here
next_step | when we do the demo do you want it at our place in ohio or should we truck a unit out to you
next_step | What would your operators need to try with their own hands during a trial?
next_step | um how many cases of the frozen burritos could you ship us to run on the flow wrapper
next_step | What would you need on the test run report to share it with your GM?
next_step | Is there a time of year when a trial would be easier on your line, or does it not matter?
next_step | whos gonna be my main contact while we get the trial set up
next_step | Paint me a picture of what a good demo day looks like for your team.
next_step | If the demo goes well, what do you do the day after?
next_step | would a reference call with the plant in el paso help more before the visit or after it
next_step | What drawings or info should I have ready for the site walk so it's not a waste of your morning?
next_step | What do you want the trial to prove that a video can't?
next_step | After you've read the proposal, would you rather go through it together or on your own first?
next_step | um is it easier on your team if we come on a weekend when the line is down
next_step | What would make you comfortable enough to let us trial it on a live line?
next_step | How many of your people could realistically make the trip to the FAT in Wisconsin?
next_step | so the samples we ran for you last week what did your team end up doing with the results
next_step | I'm curious what you'd want to see in writing from me by Friday.
next_step | What's a realistic amount of time you could give us for the demo, an hour, half a day?
next_step | should the follow up go to you or to the whole group that was on the call
next_step | do i need to book a gmp orientation or anything before i come walk the floor
next_step | Is there a hairnet and boots situation I should plan for when I visit, or do you supply all that?
next_step | what would be the easiest way to get the trial unit in, through shipping or is there a side door
next_step | If we left a demo checkweigher with you for two weeks, who'd run it day to day?
next_step | what data do you want us logging during the pilot so you can take it upstairs
next_step | Would your plant manager want a demo of his own, or is it enough that you've seen it?
next_step | What are you planning to do with the quote once you have it in hand?
next_step | how do you want me to follow up if i dont hear back, call or email
next_step | Help me understand what you'd need from me to get the trial set up.
next_step | Is there anyone specific you'd want to hear from at the reference site, like their maintenance lead or their QA person?
next_step | what time of day should we run the trial so we see the line at its worst
next_step | So who's the best person to walk me around when I come out, you or your maintenance lead?
next_step | would a virtual tour of our test kitchen be enough for a first look or would you want to fly in
next_step | What would make the trip to Pack Expo worth it for you, seeing the machine or meeting our engineers?
next_step | if i put together a one pager for your boss what should be on it
next_step | Are you the right person to plan the trial with, or should that be your production supervisor?
next_step | How soon after the demo would you want a proposal in your hands?
next_step | do you want our service manager at the demo too so your guys can grill him
next_step | What would convince your QA team during the trial, the seal strength data or the reject counts?
next_step | I know you've got the audit coming, would it be better to hold the visit until after or doesn't it matter?
next_step | so whats the plan after you show the numbers to your finance guy
next_step | What's the first thing you'd want to see when you walk into our demo center?
next_step | Walk me through what you'd want the trial setup to look like on your floor.
next_step | um do you want the samples back after the test or should we just toss them
next_step | How many shifts would a trial have to run to convince your night supervisor?
next_step | Would it help if I sent questions for the reference call ahead of time, or do you have your own list?
next_step | what format works best for the proposal, a pdf, a deck, something you can edit
next_step | If we can't get a demo machine until March, what would you want to do in the meantime?
next_step | What would a no-risk first step look like to you?
next_step | Do you want to see the cleaning and teardown in the demo, or just the machine running?
next_step | should your sanitation crew be part of the trial too since theyre the ones tearing it down every night
next_step | so after the trial wraps up who writes the report, you or us
next_step | When you get back from vacation, what's the first thing you'd want from me on this?
next_step | um is there a trade show coming up where youd rather see the machine in person
next_step | Would seeing a machine that's been running five years be more convincing than a brand new one at our shop?
next_step | How would you like me to package the info for your engineers so it doesn't just sit in their inbox?
next_step | Is it easier if I email a recap of today and you forward it, or should I send it to everyone directly?
next_step | so whats the one question your boss is gonna ask that i should have answered before next time
next_step | if we shipped you a loaner labeler what would you want to test first
next_step | um honestly whats the most useful thing i could do for you this week on this
next_step | Would you rather do a small paid trial or a free demo at our place?
next_step | What should the test report include for your food safety team to sign off on the trial?
next_step | So the engineering review you mentioned, what do you need from us going into it?
next_step | what part of the proposal do you want us to dig deeper on next time we talk
next_step | Who besides you should get the recap email?
next_step | Is a second demo going to be needed for the night shift supervisors, do you think?
next_step | like realistically whats the next thing you need from me
next_step | If you like what you see at the FAT, what's the step after that for you?
next_step | how much notice do you need before a site visit
next_step | What would the ideal follow-up look like from your side, another call or something in writing?
next_step | would your guys want to bring their own film rolls for the demo on the vffs
next_step | What questions are still open for you that the demo should answer?
next_step | are you planning to share the proposal with corporate right away or wait until youve been through it
next_step | whats the best day of the week to have visitors on the floor
next_step | Can you walk me through what you'd want to happen between now and the trial starting?
next_step | Should I plan on presenting to your team, or would you rather present it yourself?
next_step | uh so once you get the layout back from your engineer whats the next move
next_step | What would you want our applications guy to look at first when he's on site?
next_step | um does the demo need to include the reject station or do you just want to see it wrap
next_step | so for the site visit do you want it to be just a look around or more of a working session
next_step | how would you want the trial results presented, numbers in a sheet or us walking you through it
operations | Let's start with the line itself.
operations | ok lets start with how the plant runs today
pains | Let's talk about what's not working.
pains | so lets get into the problems you're having
price | Let's talk about the price.
price | ok so lets talk numbers
quality | I'd like to dig into quality next.
quality | lets talk about the rejects you mentioned
rapport | what was the first machine you ever worked on
rapport | So were you hired in for this role, or did you get promoted from inside?
rapport | um i think you said you started out as an operator how many years ago was that
rapport | How's the first ninety days going for you?
rapport | whats the toughest call youve had to make since you took over maintenance
rapport | Who taught you the most when you were coming up in the trade?
rapport | did you do an apprenticeship or go the engineering school route
rapport | How are you finding it, going from a big corporate plant to a family-run shop?
rapport | is this your first time on the purchasing side or did you do it at another company too
rapport | What's your week look like, are you stuck in budget meetings or actually out on the floor?
rapport | How did you land the operations director job, did they recruit you or did you go after it?
rapport | were you already at the plant back when they put in the first line
rapport | um so are you more of a spreadsheet person or a get your hands dirty person
rapport | How many hats are you wearing these days?
rapport | did you ever think youd end up running a bakery
rapport | What would your team say your management style is?
rapport | If you could change one thing about your own job, what would it be?
rapport | Are you getting any sleep at all with the new plant starting up?
rapport | what brought you north from the texas plant
rapport | How long were you at Maple Leaf before this?
rapport | um are you still on the call out rotation yourself or did you finally hand that off
rapport | What part of the plant did you start out in?
rapport | Do people still call you when the palletizer goes down at 2 a.m., even now that you're the plant manager?
rapport | whats been the highlight of your year so far at work
rapport | did you pick up controls on the job or was that something you studied
rapport | how are you getting along with the new GM so far
rapport | You're fairly new there, right? What was the first thing you noticed when you walked in?
rapport | is the drive in from guelph every day as bad as it sounds
rapport | um how are you liking the four tens schedule yourself
rapport | What did you do before you moved into procurement, were you ever on the plant floor?
rapport | So with Dave retiring, are you picking up his plant too?
rapport | How's it been juggling both the quality and the safety hats since the reorg?
rapport | whats the best advice anyone ever gave you about running a plant
rapport | how long did it take you to learn all the lines when you first got there
rapport | so whats monday morning like for you, fire drills or pretty calm
rapport | So tell me, how does a CPA end up as the CFO of a meat packer?
rapport | um what do you like most about being at a smaller plant where you know everybody
rapport | Are you the type who reads everything before a call, or do you like the quick version?
rapport | how are you holding up with all the overtime youve been putting in yourself
rapport | was it tough stepping into the role after somebody whod been there thirty years
rapport | You mentioned you were at Cargill for a while, what did you do there?
rapport | Are you planning to stay on the technical side, or move into general management down the road?
rapport | whats something youve fixed since you got there that youre pretty happy about
rapport | um how do you like being the only engineer on site
rapport | Does the job let you get home for dinner most nights, or is it long days right now?
rapport | How did the certification course go, did you end up finishing it?
rapport | what's it like reporting straight to the owner
rapport | What's your own history with robots, have you had a cell under you before?
rapport | what was the learning curve like coming into pharma from food
rapport | I saw on LinkedIn you were at Magna for a while, how was that?
rapport | hows the week shaping up for you, are you surviving
rapport | What part of the job do you find yourself putting off?
rapport | Is this the kind of role you pictured yourself in five years ago?
rapport | so how did a guy from the welding shop end up running purchasing
rapport | How long have you and Frank worked together, did you know each other before?
rapport | um did you get any time off over the holidays or were you stuck at the plant
rapport | What made you want to stay in Monterrey instead of moving to the corporate office?
rapport | How are you adjusting to a plant this size after coming from a site a third as big?
rapport | whats something about your job your family doesnt quite get
rapport | Is the new title mostly more work or more say?
rapport | what are you personally getting measured on this year, like in your own review
rapport | How'd you get into the CFO seat at a bakery, was it always food for you?
rapport | What was your first impression of the plant when you started?
rapport | like how much of your day is firefighting versus actually getting to plan stuff
rapport | Are you pretty settled in Saltillo now, or still feeling like the new guy?
rapport | um whats the craziest thing thats happened on your watch since you started
rapport | How did you get pulled onto the packaging side, was that your choice?
rapport | what did you think youd be doing when you got out of school
rapport | How's the crew treating you since you came in?
rapport | So you've been at this plant through three owners now, right? What's that been like for you?
rapport | Are you still teaching the PLC night class at the college on the side?
rapport | whats the one thing that made you say yes to this job
rapport | how busy has it been for you since the second shift came back
rapport | whats it like being the youngest plant manager in the company
rapport | Honestly, with everything you've got going on, how are you doing?
rapport | help me understand your path, you went from sanitation lead to food safety manager in what, five years?
rapport | uh what kind of stuff lands on your desk that probably shouldnt
rapport | Do you ever get to leave the plant for training or conferences, or is it hard to get away?
rapport | were you the one they sent down to start up the mexicali site
rapport | so how does somebody go from the army into running a dairy
roi | Let's talk about what this is costing you today.
roi | can we go over the payback math together
staffing | Let's talk about your crew for a minute.
staffing | can we talk about the operators who'd be running it
support | Can we talk about service for a minute?
support | i want to switch gears to service and spare parts
tariffs | Can we talk about the import side of this?
tariffs | lets cover duties and how it comes across the border
tariffs | has your fabricator in monterrey started passing the steel duty on to you yet
tariffs | When you ran the numbers on the Italian slicer, did the duty come out higher than you expected?
tariffs | um whos your broker for the stuff coming through windsor
tariffs | Are you paying brokerage fees on top of the freight, or is that bundled in somewhere?
tariffs | are you buying in pesos or dollars on the mexican side and does that swing a lot month to month
tariffs | Has anyone looked at whether the robot arm gets classified as machinery or as an electrical part for duty?
tariffs | Is there any duty relief or remission program you could use for equipment you can't get made in Canada?
tariffs | what would a 25 percent tariff on mexican goods do to your co-packing deal in queretaro
tariffs | um do you know if the stretch wrapper you have now came in under usmca or paid full duty
tariffs | How much of a cushion are you putting in the capex request for possible duties?
tariffs | So I'm curious, has anyone told you what the duty rate is on a used German press?
tariffs | does it make a difference to you if we ship DDP so we're the ones importing it
tariffs | When the loonie dropped last fall, did that kill any projects for you?
tariffs | Has your customs broker flagged anything about the Chinese-made motors on the conveyors?
tariffs | is the duty on the aluminum trays from ontario showing up in your packaging spend
tariffs | how often does stuff get held at the border over paperwork
tariffs | like how long does cbsa usually sit on a crate of spares before they release it
tariffs | Is anybody at corporate tracking the tariff announcements week to week, or is that on you?
tariffs | do the tariffs change how many spares youd want sitting on the shelf versus ordering as needed
tariffs | Are you still getting your film from the supplier in Asia, or did the duties push you to a domestic one?
tariffs | um are you claiming the usmca preference on the product you ship down to the us plant
tariffs | What customs value would your broker use, just the machine or the machine plus install?
tariffs | Help me understand how you plan for duties on a project, is that its own line or buried in freight?
tariffs | Do you import the metal detector spares yourselves, or buy them from the distributor here?
tariffs | has all the tariff back and forth made you rethink which plant gets the new line
tariffs | If the 232 tariffs go up again, does that change when you'd want the order placed?
tariffs | would you want us to carry the duty risk in the quote or just pass it through at cost
tariffs | Do you have a foreign trade zone at the plant or anywhere close by?
tariffs | what is your broker charging per entry these days
tariffs | Are you hearing anything about retaliatory duties on food equipment going from the US into Mexico?
tariffs | so whats your take on the tariff on european machinery, you think it sticks or gets rolled back
tariffs | Has the trade uncertainty made your CFO more nervous about buying from overseas?
tariffs | um like do you know off hand what the duty is on a tray sealer from the uk
tariffs | Does the anti-dumping duty on Chinese steel touch any of the racking or conveyor you've priced out?
tariffs | When you compared us with the Dutch supplier, did you add duty and brokerage onto their number?
tariffs | are you tracking country of origin on every component or just on the finished machine
tariffs | How are the de minimis changes hitting the small parts you order online?
tariffs | what currency does your parent company want capital purchases booked in
tariffs | Do you think the USMCA review will change how you move equipment between the three plants?
tariffs | Is the peso strong enough right now that buying American equipment for Guadalajara makes sense?
tariffs | has anyone at your company had trouble with the certificate of origin on a machine before
tariffs | um are the duties on the oven parts from france hitting you at all
tariffs | Would a machine built at our Ontario plant save you anything at the border compared to one from Wisconsin?
tariffs | what happens to your co-packer pricing if the border gets any tighter
tariffs | Are there any import permits you need besides the customs entry for used equipment?
tariffs | so does the tariff stuff actually come up in your capital review meetings or not really
tariffs | How are you handling the duty surcharge your film supplier tacked on?
tariffs | If we quoted in euros, would your finance team hedge it or just ride the exchange rate?
tariffs | is your purchasing team asking vendors to eat the tariffs now
tariffs | Do you know if your current checkweighers were made in the US or brought in?
tariffs | um how does your import team pick the hs code when its a whole line and not one machine
tariffs | What did the duty end up being on the spiral freezer from Sweden?
tariffs | Have you seen customs slowing things down more since the new rules kicked in?
tariffs | How much does the US Canada trade fight worry you over the next couple years?
tariffs | do you get hit with the merchandise processing fee on every entry or does your broker roll it up
tariffs | You're shipping finished product from the Winnipeg plant into the States, right? Are you paying duty on that?
tariffs | like would it help you if we did final assembly in the us so it counts as us origin
tariffs | Would the tariff exposure be a reason to split this into two smaller orders?
tariffs | whats your gut on where tariffs go after the election
tariffs | Paint me a picture of what a crate of parts from Germany actually costs you once it clears customs.
tariffs | has the change to the immex rules affected what you can bring in temporarily
tariffs | your plant in mississauga imports direct right not through the us parent
tariffs | um with the steel and aluminum tariffs is stainless versus painted carbon steel even a conversation for you
tariffs | Did the tariffs change what you'd pay for a refurbished machine versus a new one?
tariffs | Do you need the tariff classification printed on the commercial invoice?
tariffs | how much do you still bring in from china these days with everything going on
tariffs | What happens at your company when a tariff lands mid-project, does the whole thing get re-approved?
tariffs | Are there special duties on the CIP chemicals you bring in from overseas?
tariffs | so does buying north american matter to your customers or is that purely a tariff thing
tariffs | Is the exchange rate the bigger worry for you, or the duties themselves?
tariffs | um have you had to pay any of those surprise tariff surcharges on freight lately
tariffs | How much are you paying to get things across at Nogales these days?
tariffs | Do you know if this would count as a capital good that's eligible for PROSEC in Mexico?
tariffs | like are the tariffs the reason your last quote from the german guys went up
tariffs | who on your side keeps track of the duties on the replacement parts
tariffs | does it matter to you guys duty wise if the controls are siemens from germany or allen bradley from the us
tariffs | What would you do if the duties doubled on the baggers coming from Italy?
tariffs | um are you buying any of your change parts from overseas or is it all local
tariffs | Have any of your customers asked you to prove North American origin on your own products?
tariffs | wait so do you pay the countervailing duty on the chinese motors or does the distributor
timeline | Let's talk about delivery.
timeline | lets talk about delivery dates for a second
timeline | I'd like to talk about timing next.
timeline | Let's get into the schedule.

# more lines, by topic as they came; same rules as above
price | Can we move on to pricing?
support | can we move on to service

# more lines, by topic as they came; same rules as above
budget | budget wise
budget | as far as budget goes
competitors | vendor wise
competitors | do you keep a couple of vendors in play or just one
competitors | Are you loyal to one supplier or do you spread it around?
competitors | how many vendors do you usually keep in the running
competitors | Do you mostly stick with one OEM for this kind of equipment?
installation | install wise
price | price wise
price | cost-wise
price | on the price side
staffing | and staffing wise
support | and service wise
timeline | timing wise
timeline | and timing wise
timeline | in terms of timing

# more lines, by topic as they came; same rules as above
authority | Are you the one who'd sign off on this?
authority | whose budget would this come out of yours or corporate's
competitors | who do you buy your fillers from these days
competitors | Who's your go-to for packaging equipment right now?
competitors | which vendors are you talking to at the moment
competitors | Who are you using for service on the palletizer today?
competitors | are you still with the same supplier you had last year
decision_process | How would you go about picking a vendor for this?
decision_process | what would you need to see before you'd put us on the shortlist
maintenance | how are you keeping the old capper alive these days
operations | what are you running on that line these days
operations | Are you running product on weekends now?
rapport | How long have you been in your role?
rapport | what did you do before you came to the plant
rapport | how's your week been so far
staffing | how many people do you have on your team
staffing | Who runs the line when you're not there?
timeline | you guys planning to buy anything this year
timeline | Are you looking to spend on this before year end?
timeline | is this something youre doing this year or next

# more lines, by topic as they came; same rules as above
competitors | What's in the other guys' quote that isn't in ours?
competitors | does their price include the install or is that extra
competitors | How does the other bid handle spare parts?
competitors | what are they quoting you for lead time
competitors | Did their quote come with training, or is that on top?
competitors | is their number apples to apples with ours
decision_process | what are the steps on your end to get a PO cut
decision_process | How does a purchase order actually get issued over there?
decision_process | Walk me through what happens between a signed quote and a PO on your side.
decision_process | who has to touch the PO before it goes out and in what order
decision_process | Is there a procurement portal the order has to go through?
decision_process | how long does it usually take purchasing to turn a PO around
decision_process | What paperwork does your side need before an order can be placed?
decision_process | does the PO need a capex number first or can it go out on the approved quote

# subjects that sit beside a louder word: the other bidder's quote is about competitors even when
# it names installation or spares; how a project gets approved is the decision process even when
# it says "fix"; what holds the buyer back is a pains question, not a close.
competitors | does the other bid include installation or is that priced on top
competitors | what's in the other quote for spare parts
competitors | did the other supplier put training in their number
competitors | is their bid including freight and rigging or just the machine
competitors | how long a warranty are they offering you on their machine
competitors | what lead time did the other vendor promise you
competitors | Does their proposal cover commissioning, or do you pay for that separately?
competitors | so what did the other guys quote you for the service contract
competitors | are they including a spares kit in that price
competitors | what are the other bidders offering on the start up support
competitors | who are you buying from today
competitors | who do you guys work with for your packaging equipment right now
competitors | who's your current supplier on the fillers
competitors | Who are you working with on the tray sealers at the moment?
competitors | Which vendors are you using on that line today?
competitors | who supplies your metal detectors now
competitors | are you still buying from the same OEM as when the plant was built
competitors | whos servicing the current machine, the OEM or a third party
competitors | Is anyone else bidding on this?
competitors | how many quotes are you collecting on this one
competitors | are we up against the incumbent or a new player
competitors | What do you like about the people you buy from now?
decision_process | how does a project this size get approved at your company
decision_process | if you wanted to fix it, what would it take to get the money released
decision_process | Say you decide to go ahead, what does the sign-off path look like?
decision_process | what happens between you saying yes and a purchase order landing on my desk
decision_process | who needs to bless a project like this and in what order
decision_process | how do capital projects get through at your place
decision_process | if this made sense, how would you take it forward internally
decision_process | What's the approval route for a machine like this?
decision_process | does a project like this go to a committee or can the plant approve it
decision_process | walk me through how a purchase like this gets made over there
decision_process | once you pick a vendor how long until the PO is cut
decision_process | what's the paperwork your purchasing team needs to set us up as a supplier
decision_process | How do you normally choose between two bids?
decision_process | what are you weighing the options on, price or something else
compliance | what does your importer need from us for the foreign supplier verification
compliance | does your US customer ask for FSVP documents on equipment like this
compliance | what validation paperwork would your importer expect for the x ray
compliance | Which documents do your export customers want to see for compliance?
compliance | do you need the declaration of conformity in Spanish as well as English
compliance | what would the regulator want to see before you can run product on it
compliance | does the machine need CSA approval for your plant
compliance | what does your QA team need in the validation file for a new inspection system
compliance | Does your customer require a third-party validation of the detector?
compliance | how do you handle the NOM labelling on the equipment
pains | is the price the real sticking point or is there something else
pains | what's the thing standing between us and a yes
pains | if it's not the money, what's holding you back
pains | What would stop you from moving ahead with this?
pains | is it the number or something about the machine that bothers you
pains | what's the one thing you'd still need to be comfortable with
pains | so whats really in the way here
pains | be honest, what's making you hesitate
pains | is there anything that would keep you from signing off on this
pains | What part of the proposal worries you the most?
pains | so is it the deposit that's the problem or the total
pains | what's the part you'd have trouble defending upstairs
pains | what happens to the rest of the line when that machine goes down
pains | when the packer falls behind what does that do to your day
pains | What does it cost you on the floor when the filler stops?
operations | walk me through the line from start to finish
operations | what runs on which line, and how many shifts on each
operations | what do the lines look like over a normal week
operations | so which products run where
operations | how is production split between the lines
operations | Can you give me a picture of the plant, what runs on each line?
support | what kind of service response would you need after it's in
support | how fast do you need a tech on site when it goes down
support | what level of support do you expect in the first year
support | do you need someone on call around the clock or is business hours fine
support | What would good service look like to you after the install?
support | is remote support something your team would actually use
budget | does that total fit inside what finance set aside
budget | where does our number land against what you've got approved
budget | is the budget for this in pesos or dollars
budget | is that within the money you've got for the project
budget | would that need a new capex request or is it covered
budget | How close is that to the amount finance approved?

# the machine's age and how "it" is holding up are maintenance; how "you" are holding up is rapport
maintenance | how old is the filler on that line now
maintenance | how many years has the freezer been running
maintenance | how's it holding up
maintenance | is the old capper holding up or is it on its last legs
maintenance | How is the equipment holding up these days?
maintenance | how old are the baggers and are they still reliable
maintenance | whats the age on that tray sealer
maintenance | how long have you had that machine and how's it treating you
maintenance | when a part breaks how long until you have a new one in hand
maintenance | how many days do you wait on parts from the OEM
rapport | how are you holding up with all of that
rapport | how are you holding up this week
staffing | do you have enough mechanics on the night shift
staffing | who covers breakdowns at night, a tech or the supervisor
staffing | are you short on maintenance techs right now
staffing | do you have a tech on every shift or just days
staffing | is it you getting the call at 3 a.m. when a line goes down

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
authority | straight question can you sign for this or does it go to your gm
budget | Let me just ask it straight, is there money for this project this year or not?
pains | Honestly, what's the real objection here, is it price or something else?
competitors | blunt question are we just here to make the other quote look good
timeline | sorry to push but when do you actually need the line running
competitors | Real talk, are you leaning towards staying with the incumbent?
roi | hold on whats an hour of downtime actually costing you
maintenance | Wait, how many times has that capper gone down this month?
budget | okay so lets just get to it whats the budget
authority | No offense, but who else has to say yes before this is real?

# Questions by topic from a writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
authority | who signs off on something this size
authority | Who has the, um, the final say on the vendor?
authority | is it your call at the end or does somebody upstairs get the last word
authority | At the end of the day, which department's money is paying for this?
authority | how much can you aprove on your own
authority | Who else has a vote on this?
authority | does the owner need to sign off
authority | Where do you sit in all this, are you the one leading it?
authority | Does corporate have to bless it, or can the site go ahead on its own?
authority | who else should I be talking to
authority | is the cfo involved in this one or is it all operations
authority | who would actually be signing the PO
authority | Who's the economic buyer here, realistically?
authority | and the board does the board need to see it
authority | Is there one person who can overrule everybody else on this?
authority | does your boss need to be involved
authority | Up to what amount can you sign without asking anybody?
authority | who does the final technical approval, you or the engineering manager
authority | Who's driving this project internally?
authority | is QA going to have a say on the x-ray choice
authority | Does the parent company pick the vendor or do you?
authority | who pays for it the plant or the group
authority | Is purchasing going to be the one negotiating, or you?
authority | does the owner get involved personally in picking equipment
authority | Who usually champions projects like this at your company?
authority | besides you who else do I have to win over here
authority | Do you have the authority to sign this, or does it go to the GM?
authority | Who ultimately owns the results on that line?
authority | are you the decision maker on this
authority | In terms of the decision, is it yours or is it shared?
authority | does maintenance get a vote on the brand
authority | Who at head office will look at this?
authority | Would I be right in saying the final signature rests with your managing director?
authority | who controls the capex budget
authority | So, I'm just trying to map it out in my head, how high does this have to go before someone can say yes?
authority | are there other stakeholders I haven't met yet
authority | Does the co-packer's customer get a say in what equipment you buy?
authority | if you said yes tomorrow is that enough
authority | Is the head of engineering on board, or is he the one I'd need to win over?
authority | how much sway does the plant manager have versus procurement
authority | Whose neck is on the line if this doesn't work out, if you don't mind me asking?
authority | whos gonna sign the contract you or legal
authority | Who would I need to get in front of before this goes through?
authority | Sorry, just so I don't step on anybody's toes, um, who in your organisation actually owns this purchase, like at the end of the day?
authority | so you're the plant manager but like if you want the x-ray and your VP doesnt, who wins
budget | is there budget set aside for this
budget | How much have you, um, got to spend on the packaging upgrade?
budget | did this make it into the capex plan for this year
budget | Is the cash actually approved already, or is that still a request sitting with finance?
budget | whats the budget range for the project
budget | Is this being paid for out of cash, or are you financing it?
budget | does the money free up when the new fiscal year starts
budget | Do you have a number set aside? Even roughly?
budget | is the budget fixed or is there room if the case is good
budget | Was this budgeted, or would it be an unplanned spend?
budget | how much of this year's capex is already spoken for
budget | Would you need to go find the money, or is it there?
budget | price aside is the money actually there for this
budget | If the budget got cut, would this project survive or is it first on the chopping block?
budget | is there anything left in this years maintenance budget for something like this
budget | Is it an opex or a capex thing for you?
budget | how big is the overall pot for the line upgrade
budget | Did finance give you a number to work within?
budget | is this fighting the new warehouse roof or whatever for the same dollars
budget | Is there any grant or incentive money going into this?
budget | how's the budget looking after the tough year you had
budget | Is money tight this year?
budget | whats the celing on what you can spend on this
budget | Do you have to spend it before year end or do you lose it?
budget | is the budget for the whole line or just the filler
budget | Even if the payback is great, is there any money to spend this year?
budget | is capex frozen at the moment
budget | Are you carrying money over from last year's plan?
budget | is the expansion fully funded or is some of it still up in the air
budget | How much did they allocate for automation?
budget | is the innovation fund an option for this or only regular capex
budget | Is the budget approved at group level already?
budget | so what are you working with money wise
budget | Is there contingency in the budget for the installation?
budget | How are you paying for the new building, and is the equipment in that same pot?
budget | any chance of extra funds mid year
budget | Do you have a budget in mind?
budget | is the money there for the x-ray or is that a next year thing
budget | What does the capital plan look like for the next three years?
budget | has the budget been cut since we last spoke
budget | So I was talking to your colleague at the trade show and he mentioned robots at the end of line, roughly what's been set aside for the palletising cell?
budget | can you get budget for this if the case is strong enough
budget | Is the tooling money in the same budget as the machine, or separate?
budget | is that money ring fenced for this or could it get moved to another project
budget | so I'm not trying to pin you down or anything, I just want to make sure I'm not wasting your time, is there actually funding for this or are we kinda dreaming?
changeover | how long does it take to switch from one product to another on the filler
changeover | How many changeovers are you doing in a week, roughly?
changeover | whats the worst changeover you do
changeover | Walk me through a changeover on the tray sealer.
changeover | do you need tools to change the format parts or is it all hand knobs
changeover | How long from last good pack to first good pack?
changeover | how many change parts do you pull off the capper for a new bottle
changeover | Do you clean between every flavor, or only when there's an allergen?
changeover | how do you plan the schedule around the changeovers
changeover | How much product do you lose getting the line back up after a switch?
changeover | do you keep the change parts stored near the line
changeover | What's the longest part of switching over?
changeover | how much time do you lose to size changes each week
changeover | When you go from the nut product to the plain one, how long is the line down?
changeover | can you do a changeover without stopping the whole line
changeover | Do you use SMED or anything like that?
changeover | How do you measure how long a switch takes?
changeover | how many guys does it take to flip the line over to a new tray size
changeover | Are the settings saved as recipes, or does somebody dial them in by hand every time?
changeover | how do you handle swaping the labels between runs
changeover | Do you change the moulds on the thermoformer yourselves?
changeover | are changeovers the reason you run such long batches
changeover | Do you get a lot of scrap after a format change, like while it settles down?
changeover | whats the fiddliest part of setting up for a new bottle size
changeover | How many minutes does it take to set the metal detector up for a new product?
changeover | when you go from the 250 to the 500 ml what all do you have to touch
changeover | Are changeovers written down, or does everyone do it their own way?
changeover | does a new format need a test run after switching
changeover | How long before the quality's good again after you switch?
changeover | how many changeovers a day on the busiest line
changeover | How long is the slicer down when you change the blade for a different cut?
changeover | um is there like a change part cart for each format or is it all on a shelf somewhere
changeover | What does it take to change the pallet pattern?
changeover | how do you change over the case erector for a new box size
changeover | Do you try to line the changeovers up with the shift handover, or do they just happen whenever?
changeover | is the oven profile changed by hand for each product
changeover | Is changing the tooling on the tray sealer a two-person job?
changeover | how long does it take to change the print on the coder
changeover | How many format changes per shift would the new line need to handle?
changeover | do you have to re zero the checkweigher every time you switch
changeover | what's the most annoying part of switching runs
changeover | Cost-wise we'll get to it, but first, how long does the wrapper sit idle when you go from family size to singles?
changeover | so this other dairy I work with was doing like six cup sizes on one filler and they were losing half a shift to it, what's it like when you swap sizes?
changeover | Please, how many minutes you need to pass from one format to the other one on the cartoner?
changeover | when the operators go to the next sku what are they actually doing with their hands for the first twenty minutes
competitors | who built the fillers you have in there now
competitors | So are you, um, are you looking at anybody else for the x-ray or is it just us?
competitors | so how's it been working with the guys who put in the current tray sealer
competitors | Did one of the Italian builders put a number in too?
competitors | have you ever thought about just picking up a used one at auction, I know a lot of guys do
competitors | Could your own engineering team build something like this in house?
competitors | how many vendors are you talking to right now
competitors | What does the other bid include for installation?
competitors | um what do you like about the metal detectors you've got from your current vendor
competitors | Are you going to stay with your current integrator for the controls?
competitors | is the other quote turnkey or machine only
competitors | What would it take for you to switch away from a vendor you've been with fifteen years?
competitors | did the other company offer you a trial machine
competitors | Have you considered refurbishing the old capper instead of buying new?
competitors | whats the lead time the other guys quoted you
competitors | How does their service setup compare to what we'd be offering?
competitors | Forgive my directness, but are you collecting our quote only to compare with your existing supplier?
competitors | do you keep two suppliers on everything or pick one and stick with them
competitors | Who did the last line for you, like the whole packaging end?
competitors | is their price lower or is it about the same as ours
competitors | What don't you like about the current vendor?
competitors | did anyone else come out to see the line yet
competitors | I heard one of the German brands was in there last month, how'd that go?
competitors | is it a straight shootout between us and them or are there more in the mix
competitors | Are you leaning towards whoever did your last checkweighers?
competitors | Did the other vendors proposal include a spare parts package, do you know?
competitors | have you looked at just retrofitting the palletiser you have with a robot from a local integrator
competitors | um what's your relationship like with the OEM that built the oven
competitors | What did the other supplier promise you on changeover time?
competitors | any chance you'd go with a cheaper import from asia
competitors | Who else has been in to pitch you on this?
competitors | how are the chinese built machines you bought last year holding up
competitors | would you stick with the brand corporate uses at the other sites
competitors | If you could change one thing about your current supplier, what would it be?
competitors | Just out of curiosity, because we're a pretty small shop ourselves, have you ever bought from a local builder or is it always the big names?
competitors | do you guys fabricate your own conveyors in house
competitors | What made you go with the current slicer brand back then?
competitors | and um whats the incumbent been telling you about there next model
competitors | Does their support include someone on site, or is it just a phone line?
competitors | Is the other proposal from the same outfit that did the pharma line at your sister plant?
competitors | are you happy enough with what you have that just staying put is an option
competitors | How are the other vendors pitching this, as a single machine or as a full line?
competitors | who do you buy your tray sealer tooling from these days
competitors | So, ehm, you said before you have a relation already with a supplier for the wrappers, is it a long time you work with them?
competitors | I mean, I gotta ask, who's the name we're up against on this one?
compliance | what guarding standards does your safety team go by
compliance | Do you need the machine CE marked, or is that not a thing for you?
compliance | is UL listing a must for the electrical panels in your plant
compliance | What does your EHS group need to see before a new machine can run?
compliance | do you need material certificates on the product contact parts for the FDA
compliance | Are you under any FDA warning letter at the moment?
compliance | do you need 21 CFR part 11 on the HMI
compliance | What documentation does your customer need from a new machine?
compliance | do you need the risk assessment from us
compliance | What paperwork does your importer ask for on the supplier side?
compliance | is there a noise limit on the floor cause the old vibratory feeders can get loud
compliance | Do you need arc flash labels on the panels?
compliance | what electrical standard does the plant build to, NFPA 79?
compliance | Are there any local regulations for the boiler that we'd need to know about?
compliance | do you need IQ OQ documents with the machine
compliance | What does the retailer need to see in terms of certificates?
compliance | Do you need an EU declaration of conformity?
compliance | are labelling regulations what's driving the new coder
compliance | Are you required to keep records of every metal detector test?
compliance | is atex an issue in there because of the flour dust
compliance | How strict is your safety team on light curtains versus fixed guards?
compliance | Do you need the machine to meet any ergonomic standards?
compliance | so um any new regulations coming down the pipe that are gonna hit the line
compliance | Do you need a performance level rating on the safety controls?
compliance | how does the plant deal with state inspectors
compliance | Do you need to meet weights and measures rules on the filler?
compliance | is there a requirement for traceability on every single pack
compliance | What corporate safety standard do new machines have to meet?
compliance | are there emission limits on the oven exhaust
compliance | How are the new packaging regulations hitting you, like the recyclability rules?
compliance | do you need allergen declarations from us for the lubricants and seals
compliance | For the FDA side of things, what paperwork do you keep on the equipment?
compliance | what happened with the last regulatory inspection
compliance | Do you need the wiring to meet Canadian CSA?
compliance | once it's installed what does the safety inspection before startup look like
compliance | Are there pressure vessel rules that would apply to the CIP tanks?
compliance | do you need the software validated to GAMP
compliance | I read something about the new traceability rule, is serialisation something you'll have to comply with?
compliance | do you have any open corrective actions from a regulator
compliance | Is there a manual handling assessment required for the palletising area?
compliance | how do you handle the paperwork for the USDA inspector on site
compliance | Do your customers audit your safety compliance as well?
compliance | does the state need any permits for the new refrigeration
compliance | For the export side, what certificates does your buyer in the EU want to see?
compliance | ok so this one's a bit boring but it bites people, um, when a new machine shows up, who from safety comes and checks it and what are they looking for?
contract | How does your accounts payable usually pay equipment vendors, thirty days, sixty, longer?
contract | are you guys ok with a deposit up front like thirty percent at order
contract | Would legal want to use your standard T&Cs or can we work off ours?
contract | Is there, um, a late delivery penalty you'd want written in there?
contract | what kind of liability cap does your legal team usually accept
contract | um do you need us to sign an NDA before we see the drawings
contract | So I know some companies hate it and some love it, how does your company feel about leasing equipment instead of buying it outright?
contract | would you want the uptime guarantee written into the agreement itself
contract | Are you expecting a performance bond from us?
contract | is there usually a final payment tied to the SAT sign off
contract | Do you have a master supply agreement we'd fall under?
contract | what are you expecting on warranty, like one year parts and labour or longer
contract | how do you handle the IP on custom tooling does it become yours or stay with the builder
contract | is there a standard insurance certificate you need from suppliers
contract | um what incoterms are you used to ex works or delivered
contract | Would a service agreement be part of the same contract or a separate one?
contract | does your team usually push back on limitation of liability clauses
contract | Are there any clauses your legal team always strikes out?
contract | Could you tell me whether your organisation requires a fixed-price contract, or whether a cost-plus arrangement is acceptable?
contract | is procurement going to want the price locked for twelve months
contract | What happens under your terms if the machine misses the acceptance criteria?
contract | whats in your PO terms we should know about before we qoute
contract | Would you sign a multi-year consumables agreement alongside the machine?
contract | do you pay on milestones or all on delivery
contract | would you look at a pay per use model like we own the machine and you pay per tray
contract | Is there a cancellation clause you'd need in there?
contract | how do you feel about exclusivity on the spare parts
contract | Is there a force majeure clause you insist on these days, you know, after the last few years?
contract | did your legal folks have any markups on our terms and conditions yet
contract | Are you allowed to sign with a supplier that doesn't have a US entity?
contract | what acceptance criteria do you want in the contract, like speed and uptime over how many days
contract | Would you want liquidated damages if the install runs late?
contract | is a letter of intent something your company does to hold a production slot
contract | Do you accept retention of title, where we keep ownership until it's paid off?
contract | do you need escrow for the PLC source code
contract | Would you want the software licences perpetual, or is a subscription ok?
contract | are you expecting us to carry product liability insurance at some certain level
contract | In terms of the price, does it need to be fixed with no escalation clause at all?
contract | Do your terms let you walk away if the FAT fails?
contract | how long do you expect spare parts to be guaranteed available, is that something you want in writing
contract | How does your company treat change orders once the contract's signed?
contract | do you need a seperate agreement for us to have remote access to the machine
contract | Would there be any difficulty on your side with payment by letter of credit?
contract | I've worked with a few big food groups and their paperwork is, uh, thick, so, what kind of agreement are we looking at with you guys?
contract | So, like, the warranty, is that something you negotiate every time or do you have a standard you hold everyone to?
decision_process | so once you and the team like a machine what actually has to happen before a PO goes out
decision_process | Walk me through how a capital project gets approved at your company.
decision_process | do you guys need three quotes for something like this or can you sole source it
decision_process | What are the, uh, the boxes a vendor has to tick for you to even put them on the shortlist?
decision_process | um is there like a capex committee that meets monthly or is it more ad hoc
decision_process | What could kill this on your end, even if everybody on the floor loves it?
decision_process | how did the last big equipment purchase go through, like from idea to signed order
decision_process | Is this going out to tender, or are you just collecting quotes informally?
decision_process | I spoke with your colleague at the Dayton site and she said corporate engineering reviews everything, is that how it works for you too?
decision_process | whats gonna matter most when you compare the proposals, uptime, price, service, something else
decision_process | Does it need a full business case with payback before it goes up, or is a quote enough?
decision_process | how many rounds of review does something like this usually go through
decision_process | Do you normally test run samples from each vendor before you pick one?
decision_process | is there a vendor scorecard you fill out for each bidder
decision_process | so after the plant signs off does it go to procurement first or legal first or both at once
decision_process | if three quotes land on your desk and they look about the same how do you break the tie
decision_process | May I ask which steps remain between today's technical approval and the issuing of a formal purchase order?
decision_process | Like, does finance run their own numbers on it or do they just trust the plant's case?
decision_process | so like you know how it is some guys come in cheap and some come in with better service how do you weigh that against each other
decision_process | Is a visit to a reference customer usually part of how you guys choose?
decision_process | what usualy slows things down with approvals over there
decision_process | When you bought the checkweighers last year, how'd you end up landing on that vendor?
decision_process | so is it a formal RFQ with a spec document or more of a conversation
decision_process | once the plant manager's on board what other reviews does it still have to clear
decision_process | In your evalutaion, what's a must-have and what's just nice to have?
decision_process | do you score it as one team or does each department score seperately
decision_process | if we get the numbers sorted does the whole thing have to go back through the capex review again
decision_process | what's the formal sign off process look like for a project this size
decision_process | How do you usually go from "we like it" to an actual order, what are the stages?
decision_process | Is this a like-for-like replacement or does it need a bigger justification because it's new tech?
decision_process | So, um, last deal I had, EHS came in at the very end and did a whole risk review and it added like a month, does that happen at your place before you can commit?
decision_process | What's the one thing that, if we get it wrong, knocks us out of the running?
decision_process | so how are you gonna pick between us and the others like whats the yardstick
decision_process | Is there a stage-gate thing, concept, feasibility, then funding, or nothing that formal?
decision_process | um are there any internal politics that could stall this that I should know about
decision_process | how do you usually handle it when engineering wants one vendor and purchasing wants the cheaper one
decision_process | If it gets approved at the site level, is there a corporate review after that or is that it?
decision_process | so in terms of process, what happens between now and a signed order?
decision_process | what are you gonna judge the bids on
decision_process | Would you kindly tell me whether the award is made on total cost of ownership or on the purchase price alone?
decision_process | What kind of due diligence do you do on a new equipment supplier before you commit?
decision_process | ive had deals die at the last minute because of some procurement rule nobody mentioned are there any rules like that on your side
decision_process | So uh, the fix for the capper, how does a spend like that actually get pushed through on your side?
decision_process | how would you rank what matters, speed, footprint or hygiene design
decision_process | Sorry, I'm new to your company - is there a standard path every equipment request follows, or does it depend on the amount?
food_safety | how do you keep the nut products away from the nut free ones in the plant
compliance | Which GFSI scheme are you certified under, SQF, BRC, FSSC?
food_safety | What foreign bodies are you most worried about getting into the product?
food_safety | how often do you run the test wands through the metal detector
food_safety | How often are you swabbing for listeria, and where, like zone one all the way out?
food_safety | after sanitation how do you prove the slicer is actually clean, atp swabs or something
food_safety | Is the x-ray mainly looking for bone fragments or more for glass?
food_safety | How's the sanitary design on the current conveyors, are there spots where bacteria can hide?
food_safety | do you have high care and low care zones in there
food_safety | What sanitation chemicals are you using on the equipment?
food_safety | is the whole line, sorry, does the whole line get washed down every night
food_safety | If you don't mind me asking, what happened with the recall?
food_safety | what critical control points have you got on that line
food_safety | Is the metal detector written into you're HACCP plan as a critical control point or just a prerequisite?
food_safety | how do you make sure nothing from the slicer blades ends up in product
food_safety | What's the biggest food safety risk on the line right now, in your view?
food_safety | I was in a chilled plant yesterday and the ceiling was literally raining on the line, do you have problems with condensation dripping onto product?
food_safety | How do you handle glass breakage in the bottling hall?
compliance | what did the last food safety audit pick up
food_safety | What's your procedure when the x-ray flags something?
food_safety | are your customers asking for x-ray now instead of metal detection
food_safety | so how do you control the pathogen risk after cook
food_safety | Who's your food safety lead over there?
food_safety | is the tray sealer room under positive air pressure
food_safety | Are you doing any validation on the pasteurisation step for the juice?
food_safety | how many positive swabs have you had this year if you dont mind me asking
food_safety | Any trouble with bits of plastic from gaskets breaking off?
food_safety | are operators changing gloves and aprons going between zones
food_safety | do you log conductivity and temperature on every CIP cycle
food_safety | How are you protecting against cross-contamination from raw to cooked?
food_safety | are the drains a listeria problem for you
food_safety | What sensitivity can your metal detector hit on ferrous right now?
food_safety | Have you ever had an allergen mix-up on the labels?
food_safety | are any of the machines hard to clean like with hidden areas
food_safety | Maintenance-wise, do the techs follow a hygiene procedure before handing a machine back after working on it?
food_safety | Do you allow wooden pallets in the production area?
food_safety | how are you managing the risk of hard plastic getting in
food_safety | Is your retailer, um, pushing you to go to x-ray?
food_safety | whats the plan if the metal detector fails in the middle of a run
food_safety | Which machine on the line is the worst for product build-up?
food_safety | do you do pathogen testing on finished product before release
food_safety | how often do you run the challenge test on the x-ray
food_safety | Are there any areas in there the sanitation crew just can't reach?
food_safety | so, um, not to get too into the weeds, but with the cooked ham, where do you think the biggest risk of something nasty getting in is?
food_safety | Forgive me for asking, but since the incident with the glass, what did you change in the way you protect the product?
installation | how much floor space do we actually have to work with for the new capper
installation | Would we be stuck doing the whole install in that one July shutdown week?
installation | is there three phase power near where the machine would go
installation | Do you have, um, compressed air at that spot already, or would we need to run a line over?
installation | whats the clear height in the room where the palletizer would go
installation | can we get the machine through the door or are we taking a wall out
installation | Who normally does rigging and setting for you, or do you expect the vendor to handle it?
installation | What does startup look like for you, do you want our people on site for a couple of weeks?
installation | would you want to witness a test at our factory or just do the SAT at your place
installation | How would the new conveyor, uh, tie in to your existing line controls, is it all one PLC?
installation | does the floor have drains where the washdown area would be
installation | Is the floor level there or is it sloped towards the drains?
installation | are your electricians union and does that mean only they can wire it in on site
installation | how long can the line actually be down while we swap the old filler out
installation | Do you have an engineering firm doing the layout, or is that on us?
installation | How much of the install do you want to do with your own people?
installation | so um where would the old machine go once its pulled out
installation | Would it need to fit on the existing mezzanine?
installation | is the utilities side in good shape, steam, water, all that
installation | What's your experience been with commissioning, did the last one drag out?
installation | is there a dock that can take a forty foot trailer near the line
installation | ok so our controls guy is gonna kill me if I don't ask this, what kind of network drop is there where the HMI would sit?
installation | do you need us to handle the mechanical and the electrical or just the mechanical
installation | like how do you want the ramp up to go full speed day one or step it up over a few weeks
installation | Any weight limits on that floor? The sealer's pretty heavy.
installation | Could you please advise what site preparations are already in place for the new equipment?
installation | how's the install gonna work with the line right next to it still running
installation | Would you want us running product during commissioning, or water and dummy trays?
installation | Do you have a forklift on site that can lift three tonnes, or should we bring one in?
installation | what did the last install get wrong, anything you'd want us to avoid
installation | how tight is it, like, between the filler and the wall, can a guy actually get behind there
installation | so is this going into the existing room or the new extension theyre building
installation | how much notice does your facilities team need before we bring contractors in
installation | Do you want the new metal detector fitted into the current conveyor or a new conveyor section with it?
installation | Would you be okay with us pre-assembling skids off site to cut the install time?
installation | During the install, who would our crew report to on your end day to day?
installation | forget the quote for a sec, are you planning to install it with your own contractors
installation | is the hot water supply big enough for another CIP circuit
installation | um any permits you need to pull before we can install
installation | Please, are there restrictions for the hours contractors can work, for example only by night?
installation | how do you want to handle the validation runs after its in
installation | Is there room for the control panel near the machine, or does it have to go in the electrical room?
installation | would you need us to move the existing accumulation table to make room
installation | are there any height restrictions on the infeed because of the overhead ducting
installation | So last time I did a job like this the customer forgot the floor needed re-coating, ha, anyway, what kind of floor is in that packing hall?
maintenance | whos doing the PMs on the fillers right now your own techs or someone from outside
maintenance | How often does the capper actually get a proper PM?
maintenance | um what breaks most on the sealer
maintenance | Do you keep, like, spare servo motors on the shelf, or do you just, you know, order one when it dies?
maintenance | what can your night shift guys fix on their own and what has to wait for days
maintenance | Is your maintenance planned out of a CMMS, or is it more run-to-failure?
maintenance | when the conveyor belts wear out how long does a swap take you
maintenance | How many hours a week does your crew spend just babysitting the old slicer?
maintenance | are your techs comfortable with servo stuff or are they more mechanical guys
maintenance | How do you handle blade sharpening on the slicers, in house or sent out?
maintenance | is there a rebuild coming up on the palletiser gearbox
maintenance | Do you do any vibration analysis or predictive stuff on the big motors?
maintenance | uh when was the last time the burners on the oven got like a full overhaul
maintenance | so like if the labeler jams at 3am can someone on shift clear it or do they wait for a tech to come in
maintenance | Are the spares in the crib organised by machine or all kind of lumped together?
maintenance | do you lube the chains by hand or is there an auto lube system on there
maintenance | How long does a seal plate replacement on the tray sealer take your guys?
maintenance | whats the oldest machine on the line you're still keeping alive
maintenance | are you cannibalizing the old wrapper to keep the other one going
maintenance | Forgive me, how often do you replace the wear parts on the filling valves? Every month, every year?
maintenance | what does the PM schedule look like on the CIP pumps and valves
maintenance | I always ask the maintenance manager this and they always laugh, does yours have a list of machines he'd love to see gone?
maintenance | how do you keep track of when bearings are due
maintenance | What's the split, roughly, between planned jobs and emergency fixes for your guys?
maintenance | so um the seals on the homogeniser how often are those getting rebuilt
maintenance | When something on the x-ray fails, can your electricians troubleshoot it or is it a black box to them?
maintenance | is there a shutdown week every year where you do the big maintainance jobs
maintenance | how often do you have to retention the belts on the incline conveyors
maintenance | Does anyone on your team do PLC programming, or is that all outsourced?
maintenance | do you keep spare belts for the checkweigher or is it wait for delivery
maintenance | The motor on the mixer that burned out - did you rewind it or swap in a new one?
maintenance | be honest which machine eats up most of your maintenance hours
maintenance | Is there a sign-off before a machine goes back into production after a repair?
maintenance | what's involved in a typical PM on the fryer, like start to finish
maintenance | how many work orders a month does the bottling line throw at your team
maintenance | How do you decide when to replace a worn part versus nursing it along another month?
maintenance | do your guys need any special tooling to work on the machines you've got now
maintenance | Quality aside, how often does the checkweigher need its load cell looked at?
maintenance | um cost aside how many times a month is someone up a ladder fixing the spiral conveyor
maintenance | so hows the um the gearboxes on the palletiser holding up these days
maintenance | Would your guys prefer fewer types of spare parts across the plant, like standardized components?
maintenance | do the techs get pulled onto projects a lot or do they mostly stick to repairs
maintenance | Does your maintenance lead keep a log of repeat failures anywhere?
maintenance | Can your team get to the drives and motors without pulling half the guarding off?
maintenance | I was at a bakery on Monday where they replace the oven chain every two years, what's the story with yours?
metrics | what OEE does the bottling line usually post for the week
metrics | Which numbers get put up on the board in your morning meeting?
metrics | what kind of uptime are you getting out of the sealer
metrics | Do you track yield on the slicer, like how much of the log actually ends up in the pack?
metrics | how many cases per labour hour are you getting
metrics | What's the false reject rate on the x-ray running at?
metrics | do you have an MTBF number for the fillers or is nobody tracking that
metrics | How do you, uh, how do you guys measure line efficiency over there?
metrics | What's the OEE target for this year?
metrics | whats the giveaway on the fillers in percent
metrics | How close to rated speed do you actually run, day to day?
metrics | um what does the scorecard look like for your plants
metrics | How many minutes of unplanned downtime a shift would you say you get?
metrics | do you know your waste percentage off hand, even rough is fine
metrics | What's on-time-in-full looking like for your big customers?
metrics | how are you measured by corporate
metrics | What are you personally measured on at year end?
metrics | do you have the downtime data by machine or is it all rolled into one number
metrics | What's the utilisation on the ovens like?
metrics | so is the line at like 70 80 percent efficiency or lower than that
metrics | Do you track anything on the palletiser at all?
metrics | do you have any data on how many micro stops you get
metrics | When the night shift hands over in the morning, how does anyone know if they had a good night or not?
metrics | how much of the thermoformer web ends up as scrap percentage wise
metrics | Do you have an MES, or is it all on clipboards?
metrics | What's the target cost per unit you're aiming for?
metrics | what was last month's yield on the chicken line
metrics | How much product are you losing to rework, as a percentage?
metrics | so, um, you're part of a bigger group, right, do you benchmark the plant against the other sites, like is there a league table?
metrics | What numbers would tell you the new line is doing its job after six months?
metrics | how many pounds an hour is the fryer line doing against target
metrics | whats your mttr on the robot cell like
metrics | Are you tracking energy per case at all?
metrics | What do you report up to corporate each week?
metrics | how much of your planned production do you actually hit
metrics | Quality-wise, what does your first-time-right percentage look like?
metrics | What does the maintenance dashboard show for availability on the filler?
metrics | what sort of efficiency are the operators getting on nights compared to days
metrics | Do you have a throughput target per shift?
metrics | so what does the scoreboard say when the line's having a good week
metrics | How do you count downtime, do planned stops go in there or not? Everyone does it different.
metrics | What's the overall equipment effectiveness looking like for the plant as a whole?
metrics | what's your labour cost per case, do you know
metrics | When your boss calls on Monday morning, what's the first figure he asks you for?
metrics | i was reading this article about bakeries losing like fifteen percent to micro stops and it got me thinking, do you actually know your availability number
next_step | what would be a good next step from here
next_step | What would you want a demo to, uh, to actually show you?
next_step | what happens on your side after we hang up
next_step | What would you need from us to take this to your team?
next_step | if we ran your product on our test line what would you want to learn from it
next_step | How would you like to see the machine, at our place or at a customer's?
next_step | whats the best way to keep the ball rolling on this
next_step | What do you want to see in the proposal?
next_step | what's the next thing that needs to happen for this to move forward
next_step | What would make a trip to our factory worth your time?
next_step | what kind of samples would be usefull to you
next_step | What would you like me to send over after this?
next_step | if the demo goes well whats the next thing
next_step | What should the trial prove for you?
next_step | ok cool so where do we, uh, take it from here
next_step | What do you want to cover next time we talk?
next_step | Would you rather see a video first, or, like, the real thing?
next_step | what info do you need from me before the meeting with your boss
next_step | So what's your next move after today?
next_step | Is a lab test with your actual trays something that would help?
next_step | what should I prepare for the visit
next_step | Would a couple of reference calls be useful at this point?
next_step | when we get your engineer on the phone whats he gonna want to dig into do you think
next_step | What would make this worth another hour of your time?
next_step | do you want the layout drawings before the demo or after
next_step | Next time we talk, would you rather I come in person or keep it on a video call?
next_step | who should I send the follow up to
next_step | What's my homework from this call?
next_step | what would you need to see to bring this to the capex meeting
next_step | Is there anything I should send ahead of the demo?
next_step | which SKU should we put through the test run
next_step | what would a useful follow up look like for you
next_step | Should the next meeting include someone from purchasing?
next_step | Before we talk price again, what else do you want to see from us?
next_step | what can I do on my end to help you get this in front of the committee, anything at all
next_step | what do you want to happen next
next_step | What would you want the reference customer to tell you?
next_step | So our applications engineer is itching to talk to someone technical, who on your side should I set that call up with?
next_step | Do you need a written summary of today?
next_step | uh so what do we do now
next_step | If I got you a loaner unit for a month, what would you test first?
next_step | What do you want to see in the ROI write-up I send over?
next_step | so after the demo what happens
next_step | How do you want to take it from here?
next_step | ok great so um, I've got all my notes, I'll clean them up, but what, from your side, would be the most useful thing for me to do after this?
operations | So um, what are you actually running on the line where the tray sealer sits?
operations | ok before I get ahead of myself how many packaging lines are in that building and whats on each of them
operations | how many bottles a minute is the rotary filler doing on a good day
operations | Um, so, are you guys, like, running weekends too, or is Saturday more of a sanitation day for you?
operations | Just so I've got the picture right, what sits between the slicer and the packaging machine?
operations | i was on the phone with a cheese plant last week and they had like four pack sizes on one line which was nuts anyway what does your sku mix look like
operations | ok so uh I was looking at your products online, nice stuff by the way, and I wasnt sure, what percent goes out in cans versus pouches
operations | is the oven the pinch point or does product back up on the cooling conveyor
operations | Could you kindly describe the flow of product from receiving through to dispatch at your facility?
operations | what are you making there mostly, is it ready meals or more like fresh protien?
operations | uh how many trays a minute does the sealer do when nothing goes wrong
operations | So with the new retail account coming on, how much more volume is headed your way?
operations | Do you run the x-ray inline on every lane or only the one at the very end?
operations | the conveyors are they all one speed or do you run them different for each product
operations | how many hours a week is that line actually scheduled to run
operations | Excuse me, in your plant the capping is done on the same machine as filling, or separate?
operations | honestly how full is the building, like is there even room on the floor for another line
operations | What's the highest-volume item you make, and which line does it go down?
operations | do you guys, sorry, does the dough get made in house or does it come in frozen from somewhere
operations | Um, rough order of magnitude, how many pallets leave your dock on a normal day?
operations | so where does product pile up when the line starts falling behind
operations | Is the co-pack work on its own dedicated lines or does it share with your own brand stuff?
operations | I know every plant's different but like, are you a short-run lots-of-SKUs kind of shop or long runs on a few items?
operations | The CIP skid, is that serving just the dairy side or the juice side as well?
operations | what film are you runing on the flow wrappers right now
operations | Is the line running at nameplate, or are you deliberately holding it back a bit?
operations | walk me through what a normal tuesday looks like on the production floor
operations | tell me a bit about the plant like how big it is and what you run there
operations | How do the bags get from the baggers to the case packer today — is somebody carrying them over?
operations | do you run the slicer continous or in batches between logs
operations | And is it, I mean is it all chilled, or do you have some frozen going through too?
operations | the three ovens are they the same model or different generations
operations | Your website says sauces and dressings - is that all coming out of the one facility?
operations | what happens to the product once it comes out of the spiral, straight to packing?
operations | How much of the year are you running flat out versus kind of coasting?
operations | I mean, how many different container sizes does the capper see in a typical week?
operations | so what does the end of the line look like after the case sealer
operations | so the metal detector hmm how many lanes is that thing covering on the line
operations | Forgive me, I am not sure, this site is the main plant or it is one of several in the group?
operations | which line are we even talking about for this project, sorry, the wet side or the dry side
operations | if you could speed up just one machine tomorrow which one would get the most cases out the door
operations | do the fillers all draw off one bulk tank or has each product got its own tank
operations | Budget question aside for a minute, how many cases a shift does this new line actually need to do?
operations | from a maintenance stand point, no wait, first, how many machines are on that line total?
operations | You're running two shifts on packaging and one on processing, right?
pains | what's giving you the worst headache at the plant these days
pains | So, uh, what's not working?
pains | If you could wave a magic wand and fix one thing, what would it be?
pains | what made you actually take my call today
pains | what's been like the most frustrating thing for you lately
pains | is there something that keeps going wrong that you're just sick of
pains | What are you hoping to get away from with a new machine?
pains | whats still holding you back from going ahead
pains | Is there anything still bugging you about our proposal?
pains | Where does it hurt the most, if you had to pick one spot?
pains | what's the thing your boss complains to you about the most
pains | is it really the money holding this up or is there something else underneath
pains | What are the problems you're seeing day in, day out?
pains | um what's making your life hard at the moment
pains | so whats going sideways out there
pains | What's the worry with changing suppliers?
pains | what would you fix first if money weren't an issue
pains | Which problem keeps coming up in every single production meeting?
pains | What's the thing about the plant that you lie awake thinking about?
pains | um what made you guys, what got you looking at this in the first place
pains | Are there issues coming up from the floor that management just doesn't see?
pains | whats really standing between you and a yes on this
pains | Are you worried about, I dunno, anything with making the switch?
pains | what's the biggest challenge with the setup you've got today
pains | Is there anything about us that makes you nervous?
pains | which part of the whole operation is the biggest pain in the neck for you
pains | So, at the heart of it, what problem is this project supposed to make go away?
pains | when the operators grumble in the break room what's it about
pains | If nothing changes in the next year, what's the thing that breaks first?
pains | Is there a fire you end up putting out every single week?
pains | What is the main difficulty you face in the production currently?
pains | whats the one thing thats most not good enough right now on you're side
pains | What worries you most about making a big change right in peak season?
pains | Are there any concerns left on your side before we finalise?
pains | uh if there's one thing you'd change on that line what would it be
pains | What's the real issue here, is it people, machines, or the process?
pains | staffing aside what else is going wrong out there
pains | From where you sit - and I know it's different from where your boss sits - what's broken?
pains | what does a bad day at the plant look like
pains | What's got you most frustrated with the way things are now?
pains | anything about the proposal thats not sitting right with you
pains | whats the biggest thing slowing you down
pains | So I've been doing this eleven years and usually when a plant manager calls us back there's a reason, so, what's going on over there?
pains | Honestly, be straight with me, is there something in the quote that's making you hesitate?
pains | like what's the stuff that drives you crazy out on the floor, you know, the everyday stuff
price | what did you think of the number we sent over
price | Were you, um, expecting it to come in lower?
price | What price range did you have in mind for the tray sealer?
price | is the price in the ballpark you were hoping for
price | So what would the machine need to cost for this to work for you?
price | how did the quote land with your boss
price | Is there a number you need to get under?
price | what did you guys pay for the last filler roughly like ballpark
price | Does the price on the spare parts package seem fair to you?
price | lets talk pricing for a minute
price | What's the gap between our number and the one you had in your head?
price | did the price on the options surprise you
price | um so cost wise how are we looking
price | What's a fair price in your mind for a checkwieger like this?
price | Would you rather see the price broken out line by line, or just one total?
price | Is it the machine price or the service price that's the problem?
price | what were you hoping to pay for the install
price | so pricing wise where are you at
price | Was the quote clear enough for you?
price | so whats your, like, gut reaction to the price
price | Is the price per head on the multihead what you expected?
price | how does the price compare to what you paid five years back
price | What number do you need to see on the quote to get excited?
price | Budget aside, what do you think a machine like this should cost?
price | forgetting payback for a sec does the sticker price feel right to you
price | Would a lower price with fewer options make more sense for you, or, I mean, do you need all the bells and whistles?
price | How sensitive is this whole thing to the price, honestly?
price | Does paying extra for the second year of service seem reasonable?
price | what did you expect the change parts to cost
price | What are you thinking in terms of spend for the machine itself?
price | is freight in the price a big deal for you
price | So the price we quoted, is that workable?
price | um can we go over the numbers on the quote
price | What do you think of the price on the consumables?
price | How much were you thinking the tooling for the new tray size would cost?
price | does the price feel high for what it does
price | Kindly let me know your view on the commercial offer we submitted.
price | did the price on option 2 make more sense to you
price | what does the machine need to come in at honestly
price | So what kind of price tag were you bracing for?
price | I know nobody likes talking money first, but, uh, what are you expecting to pay for a line like this?
price | When you've bought slicers before, what did they go for, ballpark?
price | do you look at what the film works out to per tray or only at the machine's sticker
price | so ok, um, I sent the revised quote Tuesday, the one with the two options, what did you make of the numbers?
price | Sorry, my english is not perfect, the price we give, for you it is too much or it is okay?
quality | how are the seals holding up on the tray sealer
quality | What kind of, uh, what kind of defects are you seeing most?
quality | what happens to a pack that comes through under weight
quality | Are you getting complaints about leakers?
quality | how consistent are the slice weights
quality | How often does a label go on crooked?
quality | when product gets kicked out what's usually wrong with it
quality | are customers sending product back at all
quality | how do you check cap torque
quality | Are you seeing crushed cases coming off the palletiser?
quality | what does QA check every hour on the line
quality | Have you had any product on hold this month?
quality | are the date codes coming out legible or are they smudgy
quality | Is the colour consistant on the baked goods coming out of the oven?
quality | what's the biggest quality issue on that line
quality | How do you make sure every bottle's filled right?
quality | do you get wrinkles in the lidding film on the trays
quality | Are the cases getting glued properly?
quality | do the fill levels vary between heads
quality | What's the retailer saying about the pack presentation?
quality | do you do any seal strength testing
quality | How often do you find product caught in the seal area?
quality | is the bake uneven across the belt like darker on one side
quality | When the sealer gets hot spots, does that show up as bad seals?
quality | how does the product look by the time it gets to the customer
quality | are there any quality holds coming out of the cappers
quality | Do you see broken biscuits from the transfers?
quality | is the slicer shredding the product at all
quality | How are you controlling the seam on the cans?
quality | what do you do when a bad batch slips through
quality | Do you ever get mislabels?
quality | is the vacuum holding in the packs after a few days
quality | How do you verify the date code's right?
quality | are you happy with how the product looks coming off the line
quality | Are you seeing damaged packs at the distribution centre?
quality | is there variation between shifts in how the product comes out
quality | what do your customers reject you on
quality | Do you get a lot of chipped glass at the capper? I ask cause the older ones can be rough on the finish.
quality | hows the portion control on the depositor
quality | Any issues with lids popping?
quality | So when it comes to checking, do operators pull samples at set times, or, um, only when something looks off?
quality | what kind of failures does the leak tester pick up
quality | The cheaper film you switched to, has that caused any seal problems?
quality | when a customer complains what's it usually about
quality | so I, uh, I went down the cracker aisle at the store and a couple of your sleeves were kind of crushed, is breakage something you fight with?
rapport | so how many years have you been out there at that site
rapport | Before food manufacturing, what were you doing, career-wise?
rapport | hows your week been, sounds like a busy one
rapport | Did you come up through the, um, the maintenance side, or more through engineering?
rapport | What do you enjoy most about running the site?
rapport | um how did you end up in packaging of all things
rapport | are you from around there originally or did the job bring you out
rapport | I saw on LinkedIn you were at a dairy before, how does this place compare?
rapport | how are you holding up with the expansion going on and everything
rapport | What makes a day a good one for you, personally?
rapport | whats the part of your job you'd happily hand off to someone else
rapport | How long have you been in the ops director chair now?
rapport | what got you into quality in the first place
rapport | Do you still get your boots on the floor much, or are you stuck in meetings all day now?
rapport | What would you like to be doing five years from now?
rapport | how was the trade show for you, were you there all three days
rapport | Is it true you were an engineer at the plant before you took over as manager?
rapport | how do you like to work with suppliers, email, quick calls, something else
rapport | How many hats are you wearing these days with the reorg? Sounds like a lot.
rapport | so whats on your plate this week, apart from me bugging you
rapport | What's the best piece of advice anyone's given you in your career?
rapport | mind if I ask how you got into running a co packer
rapport | I'm curious, what does a day in your life look like as the maintenance lead?
rapport | what are you most proud of since you took over the plant
rapport | whats your background are you a food scientist by training or
rapport | so you're a few months into the new gig now, how's it going for you
rapport | Did you always want to run your own business or did the co-packer kind of just happen?
rapport | how do you switch off after a week like that
rapport | Mr. Keller, may I ask how long you have been responsible for procurement at the group?
rapport | what do you wish vendors understood better about your job
rapport | I looked you up on the map and wow you're out there, what's it like working at a site that far from town?
rapport | Is it a family business? Are your kids involved in it at all?
rapport | were you there when they opened the plant or did you come in later
rapport | Sounds like you've seen a lot of vendors come and go, how many years you been in the business now?
rapport | what was the hardest thing about moving from the line into management
rapport | not about the project for a second, how are you finding the job since the promotion
rapport | Is it always this hectic for you in the lead-up to Christmas?
rapport | so what's kept you there all this time, most people would've moved on by now
rapport | who did you learn the trade from
rapport | You're fairly new in the role, aren't you?
rapport | How did you find your way from the bakery floor to the corporate procurement job?
rapport | how are you finding the time for all this with everything else going on
rapport | so, uh, I always ask this, sorry if it's cheesy, but what made you want to work in food?
rapport | Do you actually get your weekends, or does the plant kind of follow you home?
rapport | when you tell people at a barbecue what you do, what's the part they never understand
roi | what's it cost you when the line stops for an hour
roi | If you added up all the product that goes in the dumpster in a week, what's that in dollars?
roi | whats the overtime costing you just to keep up
roi | What would it be worth to get an extra shift's worth of output without adding people?
roi | What payback period does your company need to see?
roi | how much are you spending on spare parts for the old filler every year
roi | What do the giveaway losses add up to over a year?
roi | say changeovers took half as long, what would that be worth to you guys in money
roi | How much are the emergency service calls running you?
roi | if you could drop two people a shift what would that save
roi | Knock on wood, but what would a recall cost a company your size?
roi | is there an IRR target projects have to hit
roi | What does it cost you when a customer rejects a load?
roi | how much money is the old machine losing you
roi | Have you put a number on what the bad seals are costing you?
roi | what's each lost hour of production worth in sales
roi | How much are you paying in temp labour every month?
roi | if the line ran ten percent better what does that mean in money
roi | What does it cost to run the oven for a day in gas?
roi | how quickly does something like this need to pay for itself
roi | What's the cost per rejected pallet?
roi | what do the retailer chargebacks cost you
roi | How much does doing nothing cost you over a year?
roi | how big would the savings have to be before it justifies itself
roi | What would a faster line be worth to you in new business?
roi | have you, um, have you ever worked out the cost of all those micro stops
roi | What's the product you lose during startup costing you?
roi | how much is the film waste costing you on the flow wrapper
roi | So if we got you back an hour a day, what's that in dollars?
roi | whats the energy bill doing on the old compressors
roi | What's the price of a lost order when you ship late?
roi | what's maintenance on the old palletiser costing you a year in parts and labour
roi | Does finance want to see a two-year payback, or is three okay?
roi | how much are the rework hours costing
roi | What's a single missed deliverey slot worth to you?
roi | how much does a complaint cost you by the time its all handled
roi | What are the extra manual QC checks costing you?
roi | what are the wages on the three people hand packing adding up to every year
roi | What would it be worth if you never had another false reject?
roi | what kind of ROI does a project need to get funded
roi | How many sales are you turning away because there's no capacity, roughly, in dollars?
roi | whats a pound of giveaway worth on your biggest SKU
roi | Would saving thirty grand a year get anyone's attention over there?
roi | so, uh, I had a guy tell me last month his downtime was basically free because the crew just stands there anyway, which, ok, but what's a stoppage actually cost you when you add it all up?
roi | If I may ask, the breakdowns of the old machine, how much money they cost you in one year, more or less?
staffing | what's the crew size on that line for one shift
staffing | Are you having a hard time finding operators right now?
staffing | so hows turnover on the packing floor these days
staffing | Um, do you, like, lean on a temp agency much, or is it mostly your own people?
staffing | How many folks are standing at the end of the line packing cases by hand?
staffing | are the night shifts running a few people short
staffing | So I drove past like three new warehouses on the way to your exit, what's hiring like around there with all that competition?
staffing | How long before a new hire is actually useful on the filler?
staffing | do your operators move between lines or is each person kind of stuck on one machine
staffing | If the case packing got automated, what would you do with those people?
staffing | is there a union at the plant
staffing | How many maintenance techs do you have in total, across all shifts?
staffing | are you paying overtime just to keep all the shifts covered
staffing | What's the skill level like on the floor, can the operators troubleshoot or do they just hit start?
staffing | hows morale out there with all the extra shifts
staffing | Is anyone on the team close to retiring who's the only one that really knows the old machines?
staffing | how many people would you like to take off that line if you could
staffing | do you have enough supervisors to cover all three shifts
staffing | Sorry, the people who work on the packing, they are full time employees or they come from agency?
staffing | are there a lot of different languages on the floor like do you need pictures on the HMI instead of text
staffing | Roughly how many people walk out the door each year?
staffing | do you struggle to keep a qualified electrician on staff
staffing | If an operator phones in sick at 5am, who ends up filling that spot?
staffing | so how many bodies are on the slicer line during a shift right now
staffing | is labour the thing, I mean is that what's stopping you from adding a third shift
staffing | ok and how many people do you have in QA
staffing | Are you getting pressure from corporate to bring headcount down?
staffing | whats the typical tenure of you're operators like
staffing | When somebody new starts on a Monday, who teaches them the machine and for how long?
staffing | do you have trouble getting people to work weekends
staffing | Have you had to turn down orders because you just didn't have the crew?
staffing | how big is your engineering team
staffing | What's the hourly rate looking like for line operators out your way these days?
staffing | I'm asking because one bakery we work with did this, would your people be open to running two machines each if the machines were easier?
staffing | are you relying on like one or two key people who really know that line
staffing | mm is it hard to staff the freezer area because of the cold
staffing | realistically how many people would you need to crew a second line
staffing | How are you covering vacation season with the crew you've got?
staffing | Do you have a dedicated sanitation crew at night or do the operators do the cleaning themselves?
staffing | With respect, how many employees does your company have in total?
staffing | have you lost operators because the work is too physical, like lifting cases all day
staffing | Is the labour shortage hitting you as hard as the other plants in the area?
staffing | and um on the new tray sealer how many people would actually be running it day to day
staffing | You've got about twenty people on a shift, right?
staffing | what happens to production when two people dont show up
support | when the filler goes down on a saturday who do you call
support | How fast does your current vendor get a tech out to you, like realistically?
support | do you get remote support on the HMI or does somebody have to drive out
support | How long does it usually take to get a spare part delivered?
support | What kind of response time would you need from us?
support | is there a local service guy for the x-ray you have or does he fly in
support | How happy are you with the service you're getting now?
support | would you want a service contract with like scheduled visits or just call us when you need us
support | Do your operators get trained by the vendor when a new machine comes in?
support | do you need 24/7 phone support
support | What's your experiance with vendor support been like, overall?
support | If we sold you this, how would you want us to support your guys after startup?
support | how important is it that parts are stocked in country
support | Do you prefer a helpdesk number or a named engineer you can call directly?
support | how long did you wait last time a tech had to come out
support | Would your people actually use a video call with our techs to troubleshoot?
support | would you let us connect to the machine remotely for diagnostics
support | Is there anyone at the current supplier who actually picks up the phone?
support | What hours would you need a hotline covered?
support | would it help to have one of our techs on site for the first few months
support | Has your current vendor ever left you waiting weeks for a part?
support | if a vendor was doing service really well for you what would that look like
support | What are you actually getting for the service fee you pay today?
support | How would you feel about a preventive visit from us twice a year?
support | when the metal detector throws a fault you cant figure out what happens next
support | Do you need the training for the maintenance guys too, or, I mean, just the operators?
support | how far away is your supplier's nearest service depot
support | How quickly do you expect a callback after you log a breakdown?
support | would your team use an online portal for ordering parts
support | Do you rely on the vendor for software updates on the PLC?
support | is it important that the service tech speaks spanish
support | Um, okay, weird question maybe, but what actually happens when you call your current supplier after hours, does anyone answer?
support | um do you want the training done for each shift separate
support | Could you share what level of after-sales support you would consider essential?
support | have you ever had a machine where the supplier just kind of disappeared after installation, cause I hear that a lot
support | If something breaks in the first month, who do you expect to come fix it?
support | would a guaranteed four hour response make a difference for you
support | How are you getting parts for the old wrapper now that the manufacturer's gone?
support | do you need someone from us to help tune the recipes once its running
support | Is there anything your current vendor nails on service that you'd expect from us too?
support | like is the support from your current guys mostly phone or do they come out
support | Would you want us to train a couple of your people up as super users?
support | So I ask everybody this because it's where we usually win or lose, when something goes wrong, how do you want to be looked after?
support | uhm, sorry, the technicians, for you it is important they are in the same country or is ok they come from europe?
support | Price aside for a sec, what do you need on the support side from whoever you end up buying from?
timeline | when do you need this running
timeline | Is there, like, a date you're working towards?
timeline | are you buying this year
timeline | How soon are you thinking of actually pulling the trigger on this?
timeline | whats the deadline driving all this
timeline | When does the new customer contract kick in?
timeline | is there a go live date for the new line
timeline | Would you be ready to take it in the spring, or is that too soon?
timeline | is this a this quarter thing or more like next year
timeline | Anything on the project list for next year?
timeline | when would you want the machine delivered
timeline | How long can you live with the old one before you have to replace it?
timeline | what happens if it slips past september
timeline | what lead time could you live with honestly
timeline | is the timing tied to the holiday peak
timeline | By when would you like to have the vendor picked, more or less?
timeline | so the old capper when's it getting retired
timeline | Are you in a rush, or is this more exploratory at this point?
timeline | when is your next shutdown window
timeline | Is there any flexibility on that date?
timeline | how firm is the start date for the expansion
timeline | is this like a few weeks out or more a few months
timeline | What's the latest you could take delivery and still hit launch?
timeline | If we started today, when would you need the FAT done?
timeline | from an install point of view what date does it absolutely have to be running by
timeline | So, I saw the press release about the new line of sauces, congratulations, is this for the March launch?
timeline | whats the timeframe you're working with
timeline | When would you want us to start on the drawings?
timeline | How long are you planning to keep the current line running, do you know?
timeline | is there an audit or a customer date you have to hit
timeline | so when is all this supposed to happen
timeline | You're looking at Q3, right?
timeline | Working backwards from that date, when does the order have to be in?
timeline | is this a now thing or a later thing
timeline | When are you expecting the volume increase to hit?
timeline | how quickly would you need us to move once you say go
timeline | What date are you working back from for the new plant opening?
timeline | could you take the machine earlier if it was ready like if we had a slot free up
timeline | What month would be ideal for delivery?
timeline | is the retailer launch date fixed or could it move
timeline | When would you like to be in production with the new sealer?
timeline | realistically how long before you replace the slicers
timeline | Do you have a sense of when you'd want to kick this off?
timeline | ok so um, I know you said it's early days and all that, but like, are we talking this budget cycle or are we a couple years out?
timeline | Mrs. Duarte, could you tell me please, in which period you plan to realise this investment?

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# operations
operations | tell me a bit about the new plant in Joliet, what are you making out there
operations | how many SKUs are you running on the cookie line now
operations | so how many lines have you got in total, three or four?
operations | walk me through what happens between the fryer and the bagger
operations | What speeds are you running the can filler at right now?
operations | you're running the bottling hall five days a week, right?
operations | whats the layout like after the blow molder does it go straight to the filler
operations | Help me understand how product moves from the slaughter floor to the packing room.
operations | so on the stamping side, is it mostly progressive dies or transfer presses?
operations | are the pouches filled by weight or by volume on your side
operations | How much of your volume goes through the old cartoner versus the new one?
operations | um so is the cheese line running around the clock or do you shut down weekends
# pains
pains | What's the biggest headache on the line right now?
pains | If you could fix one thing in the plant tomorrow what would it be?
pains | So what keeps you up at night with this packaging line?
pains | What's not working the way you'd like it to over there?
pains | Is it really the price that's holding things up or is there something else going on?
pains | are there any worries left on your side that I haven't heard yet?
pains | what's still making you hesitate on this
pains | where does it hurt the most, the front end or the end of line
pains | whats the one thing your operators complain about the most
pains | what made you take my call today, was something going wrong
# metrics
metrics | what's your OEE running at on the extruders
metrics | how many bottles a minute are you actually getting off that filler
metrics | do you track uptime by line or just for the whole plant?
metrics | so what's a good week look like in terms of cases out the door
metrics | What kind of yield are you seeing on the slicer these days?
metrics | how many parts per hour does the weld cell do on a good shift
metrics | whats your reject rate on the checkweigher roughly
metrics | Is the line actually hitting it's target rate most days or falling short?
metrics | Are you measuring downtime by the minute or just logging big stops?
# budget
budget | is there money in this year's capex for a new filler
budget | how much have you set aside for the project, roughly
budget | is the budget approved already or is it still a request at this point
budget | do you have a range in mind for what you can spend this year
budget | so is this funded or are we still at the wish list stage
budget | If this slips into next year is the money still there?
budget | was a number already put in for this in the budget cycle
budget | Is this coming out of a capital budget or out of maintenance spend?
budget | How tight is the money this year honestly?
budget | um is there a ceiling on what you can spend for the whole line or just for the wrapper
# authority
authority | who else would usually sit in on a meeting like that
authority | Who has the final say on a purchase this size?
authority | Whose budget would a robot cell like this come out of?
authority | How much can you sign for on your own?
authority | where do you fit in on this project, are you leading it
authority | when you bought the last oven, who was in the room for that
authority | would your plant manager normally sit in on a demo like this?
authority | so if the budget's already approved, who actually signs off on the PO
authority | does corporate get a vote on this or is it a plant decision
authority | who besides you would want to weigh in on the controls
authority | Is there someone in finance who needs to bless it?
authority | who would be the one to push this through on your end
authority | Does quality have a say in which vendor you pick?
authority | who owns the relationship with the co-packers you work with, is that you or procurement
# timeline
timeline | is this something you're planning to buy in the next twelve months
timeline | Anything big on the project list for next year?
timeline | when does the new line need to be up and running
timeline | is there a date you're working back from, like a product launch
timeline | So when would you ideally want this installed?
timeline | is this a this quarter thing or more of a next year thing
timeline | what's driving the timing on this, is there a deadline
timeline | How's the timing looking for the expansion?
timeline | timing wise, where are you at with the new building
timeline | If everything went right how soon would you want the first machine on site?
# decision_process
decision_process | How do you guys usually go about deciding on a vendor?
decision_process | When the quotes come in what makes one jump out at you?
decision_process | Does purchasing make you get multiple bids for a project this size?
decision_process | what happens after you see a demo, what are the next steps on your side
decision_process | Does a decision like this go through a capex committee?
decision_process | would you need a trial run before committing to anything
decision_process | Is there anything on your side that could derail this late in the game?
decision_process | Walk me through how a project like this gets approved at your company.
decision_process | so how did the decision go last time you bought a line, what were the steps
decision_process | what criteria are you going to use to compare the quotes
decision_process | is there a formal RFQ for this or is it more informal
decision_process | How does a purchase order actually get issued once you pick someone?
decision_process | What would the board need to see before they sign off on this?
decision_process | do you usually do a site visit to a reference plant before you buy
# competitors
competitors | Who are you working with on packaging today?
competitors | have you looked at any other suppliers for this
competitors | does the other guys' bid include the install and commissioning or is that extra
competitors | Are you thinking of doing this in house with your own fab shop?
competitors | How many vendors are you keeping in play right now?
competitors | Have you considered a used machine or a refurb?
competitors | so are you comparing us against the german one or the italian one
competitors | What do you like about your current supplier?
competitors | whos the incumbent on the depalletizers
competitors | Is the other quote including spare parts and training or just the machine?
# food_safety
food_safety | how do you handle allergen changeovers between the nut and non nut products
food_safety | What does your sanitation window look like on the fryer line?
food_safety | have you had any foreign material issues on the meat side this year
food_safety | How often do you do a full washdown on the filler?
food_safety | Is the packing room set up as a high care area?
food_safety | so what's your environmental monitoring program look like around the slicers
food_safety | any listeria findings that drove this project
# compliance
compliance | what does your customer need to see from you, like validation files?
compliance | are you having to meet FSVP requirements for the importer
compliance | does the line need to be validated for the pharma blisters before you can run product
compliance | What kind of documentation does your auditor want on the guarding?
compliance | do you need declarations of conformity for the EU customers
compliance | is serialisation something your customers are asking you for yet
compliance | what standards do the automotive OEMs hold you to on traceability
compliance | do you have an IQ OQ process we'd need to fit into
# maintenance
maintenance | so what happens when the labeler jams, who fixes it
maintenance | how's the maintenance team set up, are they per line or plant wide
maintenance | How often are you replacing the sealing jaws?
maintenance | Do you do preventive maintenance on a schedule or mostly run to failure?
maintenance | what does a typical breakdown look like on that press
maintenance | how old are the gearboxes on the conveyors
maintenance | Are you stocking spare parts on site or ordering as you go?
maintenance | who does the PM on the robots, you or the integrator
maintenance | is it mostly mechanical stuff that goes down or electrical
# changeover
changeover | what tends to go sideways when you change over from the pretzels to the chips
changeover | how long is a typical changeover on the yogurt cup filler
changeover | Walk me through what a flavor change looks like on the seasoning drum.
changeover | how many changeovers a day are you doing on the bagel line
changeover | is the changeover done by operators or do you need a mechanic every time
changeover | so when you switch from the 12 ounce to the 16 ounce, what all has to change
changeover | Do your die changes eat into the first shift or do you do them overnight?
changeover | What's the longest changeover you've got in the plant right now?
# staffing
staffing | how many folks are on your maintenance crew
staffing | help me understand how you cover weekends on the deboning line
staffing | Are you having trouble hiring operators out there?
staffing | How many people does it take to run the case packer?
staffing | you've got what, two shifts on the packing side, right?
staffing | How much overtime are your guys pulling right now?
staffing | What's turnover like on the packing floor?
staffing | do you have people who could run a robot cell or would they need training
# quality
quality | how are the seals holding up on the pouches
quality | What kind of complaints are you getting from your retail customers?
quality | so the seals are failing, how often does that actually happen
quality | how do you check fill weights right now, by hand or inline
quality | What's your tolerance on the hole positions for those brackets?
quality | Are you seeing any short shots on the caps?
quality | how many customer returns did you have last quarter on the cartons
quality | what does your QA team flag most often
# price
price | What price range are you expecting for a system like this?
price | What did you pay for the last wrapper you bought?
price | Have you got a number in mind for what this should cost?
price | can we go over the pricing on the second option
price | when you got quotes before, were they in the two hundred range or more
price | whats the most youd expect to pay for a case erector like this
price | is installation something you expect to be in the price or separate
price | where did the other quotes land on price, roughly
price | Would you expect a freight charge on top or built in?
price | let's talk about price for a minute, where does your head go on that
# roi
roi | ballpark, what's an hour of the bottling line being down cost you
roi | What would it mean for you money wise to get two hours of production back every day?
roi | how much is the scrap on that line costing you a month
roi | how much do you spend on spare parts a year for the old filler
roi | What are you paying in overtime to cover for the slow line?
roi | So how much does a recall cost a plant your size?
roi | what's a missed shipment cost you with a big retailer, roughly
roi | How much does it cost you every time the line goes down for a seal failure?
roi | what would a ten percent yield gain on the slicer mean in dollars
roi | how much product are you throwing away on changeovers right now, in money terms
roi | whats the giveaway on the filler costing you per year
roi | Do you know what those chargebacks from the retailer add up to?
roi | how much are you spending on outside contractors to keep that press going
roi | What kind of payback period would you need to make this worth it?
# installation
installation | how much space do you have where the new line would go
installation | is there a shutdown window coming up where we could install
installation | what's the floor like in that area, can it take the weight
installation | Do you have the air and power already run to that spot?
installation | Would you use your own millwrights for the install or ours?
installation | so who usually handles rigging when new equipment comes in
installation | let's talk about install, what does your shutdown schedule look like
# support
support | what kind of service do you get from your current vendor
support | How fast do you need a tech on site when something goes down?
support | do you use remote support at all on the newer machines
support | who do you call at two in the morning when the robot stops
support | what would good support look like for you
support | are your operators getting any training from the oem today
# contract
contract | can we spend a minute on the payment and warranty terms
contract | What payment terms do you normally work with?
contract | Do you usually lease equipment or buy it outright?
contract | What warranty are you used to getting on a machine like this?
contract | does your legal team have standard terms we'd have to sign
contract | is there a service agreement on the current line
contract | do you need penalty clauses on delivery in the contract
# tariffs
tariffs | are the tariffs on imported equipment a factor for you
tariffs | Do you need the price in dollars or euros?
tariffs | Who handles customs on your side when equipment comes in from overseas?
tariffs | How worried are you about duties on the stainless from europe?
tariffs | so would a made in the US machine help you with the duty situation
tariffs | Have currency swings hurt you on past imports?
# next_step
next_step | what would you like to see happen after this call
next_step | If we did a demo what would you want to get out of it?
next_step | Would it help to see the machine running somewhere first?
next_step | What do you need from me before the next conversation?
next_step | What's the best way to follow up with you after this?
next_step | so after today, what's the normal next step with a new supplier
# rapport
rapport | how long have you been at the plant
rapport | how did you end up in food manufacturing anyway
rapport | What were you doing before you got into packaging?
rapport | How's your week been so far?
rapport | are you from around there originally
rapport | what do you like most about running the plant
# more
authority | So who would need to be on the call if we got as far as a proposal?
roi | like how much is the weekend overtime running you right now
# firm or blunt but polite, near-twins of lines in rudeness.txt
budget | I know it's early days, but could you give me even a rough number you've set aside for this?
staffing | I'd still like to come back to the shift question, how many people are running nights on the bagger?
timeline | we've only got a few minutes left so let's get to timing, when does this line need to be running
timeline | short version, when are you looking to place the order
decision_process | bottom line, what's the one thing you'd need to see from us to pick our proposal
authority | just so I'm not guessing, whose name ends up on the PO for something like this?
operations | no offence meant, but can you walk me through how product actually gets from the mixer to the oven
staffing | is the slowdown on the machine side, or is it more that the operators are still pretty new
maintenance | I noticed a fair few temporary fixes on the capper, how's the maintenance team keeping up with it all?
quality | what's your scrap rate running at right now on the number two press
operations | how old is most of the equipment on the floor these days
food_safety | how are you handling sanitation around the slicers, I noticed some standing water by the drains
authority | does your VP need to be involved before we go much further on this
roi | roughly what's the downtime on that wrapper costing you a week right now
competitors | who else have you been talking to about this project
operations | Walk me through why the grinder sits after the mixer, is there a reason for that layout?
staffing | How familiar is your team with thermoforming have they run one before?
authority | is this something you can sign off on yourself or does it go up to your boss
competitors | how did things go with the vendor you used last time
staffing | How many operators do you have on that line per shift?
decision_process | before we set up another meeting what would need to happen for this to turn into an order
competitors | what did you like about your old supplier, what did they get right
timeline | What's a realistic timeline for a decision on your side?
decision_process | how many more reviews does this have to go through before you can cut an order?
quality | How often are leaky pouches actually making it out to customers?
authority | do you need your plant manager's sign off on something this size
roi | if we gave you two hours a day back on that line what would that be worth to you
pains | let me ask it another way, what's the biggest thing slowing the line down right now
competitors | What did the other vendor promise you on throughput?
budget | sorry to push on this, but I didn't quite get an answer, is there money set aside this year?
next_step | I sent the quote over last week, did you get a chance to look at it?

# Agenda-setting lines ('let's stay with…', 'let's go back to…') are questions on their subject, as docs/nlu-labels.md says; the model read some as meeting requests (2026-11-26).
changeover | let's stay with changeovers for a minute
changeover | can we stay on changeovers for a sec
maintenance | let's go back to the breakdowns you mentioned
maintenance | let's stick with maintenance for a second
staffing | let's talk about your crew for a minute
staffing | can we dig into the staffing side a little
quality | let's stay on the quality holds for a bit
quality | let's go back to the rejects for a sec
food_safety | let's talk sanitation for a minute
food_safety | can we get into the allergen side a bit more
budget | let's talk about money for a second
budget | can we go back to the budget piece
timeline | let's talk timing for a minute
timeline | let's go back to when this needs to happen
decision_process | let's walk through how the approval works
decision_process | let's stay with the approval process for a second
authority | let's talk about who else is involved
competitors | let's go back to the other vendor you mentioned
competitors | can we stay with the incumbent for a sec
operations | let's stay with the lines for a second
operations | let's start with the plant itself
installation | let's talk about the install for a minute
support | let's go back to service for a sec
contract | let's stay with the terms for a minute
roi | let's go back to what the downtime costs you
metrics | let's stay with the numbers for a second
pains | let's go back to what's bugging you most
tariffs | let's talk about the duties for a second
compliance | let's stay with the audit for a sec
rapport | let's start with you, how long have you been there

# Questions about a machine's make and model: equipment talk, never a question about the buyer being a program (2026-11-26).
operations | what model is the labeler on line two
operations | What make and model is your current capper?
operations | which model of checkweigher are you running
operations | what model filler do you guys have now
operations | Is that the older model or the new one with the servo drives?
operations | what model year is the case packer
maintenance | how old is that model and can you still get parts for it
operations | Do you know what model the tray sealer is?
operations | what brand and model are the metal detectors
competitors | what model did the other vendor quote you
operations | which model wrapper is giving you trouble
operations | And the bagger, what model is it?

# Written by a tenth writer who had only docs/nlu-labels.md, never the evaluation: questions on every topic as they are asked on cold calls, in discovery and in closing meetings (2026-11-26).
# question act, writer j. format: <topic> | <text>
# operations
operations | You guys running two shifts or three over there?
operations | so um how many lines you got in that building right now
operations | So is it all bread out of that plant, or do you do the frozen dough there too?
operations | Walk me through a normal week on the fryer, like Monday morning through Friday night.
operations | help me picture how the product actually moves from the mixers to the ovens
operations | How did you end up with the current setup on line 2? Was it designed that way or did it just kinda grow?
operations | Tell me a little about the plant. What all do you make there?
operations | um so the yogurt cups are those filled in house or do you co pack them
operations | You're running the blow molders twenty four seven, right?
operations | how many skus go across that bagger in a, in a given week?
operations | the night shift whats it mostly running
operations | Is that a dedicated line, or, like, does it share time with the sliced meats?
operations | so what does the flow look like after the press brake like where do the parts go next
operations | And weekends, do you run Saturdays at all?
operations | Give me a feel for the layout, like where does the palletizer sit relative to the stretch wrapper.
operations | how much of what you ship is fresh versus frozen these days?
operations | are you guys doing all your own blanking or uh sending some of that out to a job shop
operations | Uh, the molding side, how many presses you running and and what tonnage range?
operations | How does a pallet of resin get from receiving to the press floor?
operations | whats the split between retail packs and food service right now
operations | Is the plant pretty much full or is there room on the schedule?
operations | do you still cook in kettles or has it all gone continous?
operations | talk me through what happens to a batch once it comes off the blister machine
operations | How does the cartoner get fed - by hand, or straight off the blister line?
operations | What sits upstream of the spiral freezer - is it the fryer or the, um, the sauce depositor?
operations | so you do stamping welding and paint all under one roof
operations | Are the snack lines seasonal, you know, like heavy around the super bowl, or pretty flat through the year?
operations | ok lets talk about the line itself for a minute
operations | Which of your plants actually makes the cold brew, is it, is it the one in Fresno?
operations | How many different bottle sizes does that filler see in a month?
operations | So like, what does a typical run look like on the cheese line, start to finish?
operations | is the grind done on site or do you bring in trim from somewhere
operations | okay so the freezer tunnel, where does product go after it? Straight to case packing?
operations | how do you guys like what does the weekly schedule look like on the extrusion lines
# pains
pains | What's keeping you up at night on the production side?
pains | whats the biggest headache in the plant right now
pains | What does a bad day look like for your crew?
pains | If you could fix one thing in that building tomorrow, what would it be?
pains | anything on the back end of the line thats been driving you nuts lately
pains | So what's still holding you back from a yes on this?
pains | Any hesitations I should know about before you take this upstairs?
pains | is it the number thats bugging you or is it something else
pains | What made you take my call today, honestly?
pains | where does it hurt most, the front of the line or the back?
pains | uh whats the one thing your boss keeps asking you to fix
pains | What kind of problems are you running into with the old ovens, like day to day?
pains | What's not, uh, what's not working the way you want it to right now?
pains | help me picture what happens when line 4 goes down like what all breaks loose
pains | Is there anything in the proposal that doesn't sit right with you?
pains | is there a piece of this youre still not comfortable with?
pains | whats the worst part of living with those slicers today
pains | Honestly, what worries you most about switching?
pains | If this, if this went sideways, what would you be most afraid of?
pains | what are your operators like griping about the most out there
pains | What's the problem you keep having to explain to corporate?
pains | if you could change one thing about the thermoformer you got now what would it be?
pains | so whats broken like really what isnt working out there
pains | After reading the proposal, are there any concerns left on your side?
pains | Any red flags, you know, in what we sent over last week?
pains | is it the lead time or the price whats giving you pause
pains | What's your biggest challange with the robotic weld cells right now?
pains | what prompted you guys to start lookin at this in the first place?
pains | what does a really rough shift look like out there
pains | And the fallout from that, what does it do to the rest of your day?
pains | What would you say is the one thing that, that keeps going wrong no matter what you try?
pains | whats got you looking at new equipment at all
pains | So the old wrapper. What's wrong with it, in your words?
pains | when you look at next year whats the problem you most need gone
# metrics
metrics | What's your OEE on the pouch line these days?
metrics | do you track downtime by cause or just total hours
metrics | How many cases an hour are you getting off line three, like on a good day?
metrics | what's the yield on the fryer, roughly?
metrics | how many hours of unplanned downtime did you log last month
metrics | What's your target rate versus what you're actually hitting?
metrics | How do you measure line efficiency today - is it automated or on a clipboard?
metrics | what numbers does your plant manager look at every morning like in the huddle
metrics | How's uptime on the wrapper been the last quarter?
metrics | what are the lines running at, like bottles a minute on the twelve ounce?
metrics | how many pounds an hour does the spiral do at full load like chicken tenders
metrics | Um, what KPIs is your team actually measured on?
metrics | How close are you to rated speed on the cartoner? Like, is it rated 120 and running 80?
metrics | do you know the mean time between failures on the servo fillers
metrics | How are you tracking cycle time on the injection presses?
metrics | so the bun line, how many dozen an hour when it's humming?
metrics | do you have the downtime numbers broken out by shift
metrics | What does a good week look like, um, in numbers?
metrics | How many parts a shift are you gettin off the laser?
metrics | wheres oee now and where does corporate want it to be
metrics | What's the run rate on the blister machine when it's, you know, behaving?
metrics | how much are you actually producing versus plan this quarter?
metrics | how many minutes of micro stops are you seeing per shift ballpark
metrics | What does the dashboard say for availability on line 1?
metrics | On the new line, what rate do you need to hit to call it a sucess?
metrics | how many packs a minute is the flow wrapper doing now
metrics | What's capacity utilization look like across the plant?
metrics | roughly how many tons go out the door a week?
metrics | you guys measure oee at all or more just cases out
metrics | So the numbers. Do you have them by line or just plant wide?
metrics | What kind of uptime are you seeing on the can seamer, like percent wise?
metrics | and your line speed on the tray sealer wheres that sitting
metrics | the pouch line what is it actually doing cases a shift
# budget
budget | Is there money set aside for this yet?
budget | is this in this years capex or are we talking next year
budget | What kind of budget are you, uh, working with for the line?
budget | has the capital actually been approved or is it still just a request?
budget | do you have a number in mind budget wise
budget | Is this coming out of capex or opex?
budget | How much did they set aside for the palletizer project, roughly?
budget | is that budget fixed or is there a little flex in it
budget | What number are you taking to your CFO?
budget | is it funded?
budget | if it came in over whats budgeted is there any room
budget | When do budgets open back up for you guys?
budget | Um, do you guys even have a budget for automation this year or is it frozen?
budget | did the money survive the budget cuts
budget | Is there contingency built into the capex request?
budget | have you budgeted for install and rigging too, or just the machine itself?
budget | is there any like grant money or state incentive funding in the mix
budget | Was this budgeted for this year at all?
budget | So is the money there already, or do we need to help you build the case first?
budget | so whats left in the capex pot after the roof project
budget | Do you have, um, budget that needs to get spent before year end? Use it or lose it kinda thing?
budget | how much did you earmark for packaging upgrades this year?
budget | is this a budgeted project or more of a wish list item
budget | Is there enough in the budget to cover phase two as well, or just phase one?
budget | Does the money cover both lines or just the one?
budget | are you working off a budget number already or waiting on our quote to set one
budget | How big is the capex request you're puttin in?
budget | the funding is it already sitting there or is it uh pending
budget | What's the ceiling on this project, like, hard ceiling?
budget | Is there a seperate pot for the spares and training or does it all come out of one number?
budget | Did corporate give you a dollar amount for the new freezer or is it open?
budget | so budget wise where are you at
budget | The capex this year. Is it spoken for already?
# authority
authority | So who, uh, who signs off on something like this?
authority | who besides you has to be comfortable with this
authority | Who has the final say, you or the plant manager?
authority | whose budget does this come out of?
authority | where do you sit in all this are you the one running the project
authority | How much can you sign for on your own?
authority | Does corporate engineering get a vote on this?
authority | who else should be in the room when we go over the proposal
authority | Is your CFO the one who approves it or does it go higher than that?
authority | who's the economic buyer on this?
authority | who owns the packaging budget over there is that you
authority | Who else is gonna weigh in? QA? Maintenance?
authority | Is it your call or is it someone else's?
authority | is procurement involved or is it just ops making the call
authority | Who would champion this internally, like who's carrying the flag?
authority | does the owner get involved on purchases this size?
authority | who gets the final word if quality and production disagree
authority | Who at corporate would I, um, need to win over?
authority | Who on your team cares the most about getting this done?
authority | the gm does he have to sign too
authority | Who's gonna push back the hardest on this internally?
authority | is there a signing limit at the plant level?
authority | does food safety have veto power on equipment
authority | Who ran the last big purchase like this one, the wrapper two years ago?
authority | Who's the decison maker on the line upgrade?
authority | does your boss need to see this or can you just run with it
authority | Who at the parent company has to bless this?
authority | and the approval itself, who handles that?
authority | who else is looking at the proposal besides you
authority | Are you the one who'd issue the PO, or is that purchasing?
authority | So uh, when it comes down to it, whose name goes on the approval?
authority | whos got the pen on this one
authority | The plant manager, the CFO, corporate engineering... who actually gets to say yes?
# decision_process
decision_process | How does a project like this usually get approved there?
decision_process | what are the steps between now and a po
decision_process | Do you have to get competing bids or can you sole source it?
decision_process | what's gonna separate the winner from the rest on this?
decision_process | what could derail this internally
decision_process | What does the capex review look like, like who presents and when?
decision_process | Is there a committee that looks at this, or does it go straight up?
decision_process | what criteria are you gonna score the vendors on like is there a matrix
decision_process | How did you, how did you guys pick the last oven supplier?
decision_process | do you need a trial before you'd commit to anything?
decision_process | whats left to do before you can sign
decision_process | Walk me through what happens once our proposal lands on your desk.
decision_process | Does this have to go through a formal RFQ, or can we just, you know, work it directly?
decision_process | what does your cfo need to see to um to approve it
decision_process | Is there a vendor approval process we'd have to go through?
decision_process | how do you usually fix a PO for something this size?
decision_process | does it go to the board or does it stop at the plant
decision_process | What usually slows approvals down over there? Like, where do things sit?
decision_process | What's the sign off process look like for capex over a hundred grand?
decision_process | is there a legal review step before the po goes out
decision_process | How long does approval usually take once its submitted?
decision_process | what happened the last time a project like this got stuck?
decision_process | is this gonna be decided on price or on total cost
decision_process | Would you need to audit us as a supplier before ordering, or is that, uh, not a thing for equipment?
decision_process | So after the trial, what's the next gate?
decision_process | does it have to go past food safety before its approved
decision_process | What needs to happen for this to get across the line?
decision_process | how are you weighing service versus price in the decision?
decision_process | is there anything that could stall it once its with purchasing
decision_process | Help me understand how a capital request moves through your company.
decision_process | The approval. Is that one meeting or a couple of rounds?
decision_process | what would make you pick one bidder over the other in the end
decision_process | walk me through how the last capex project went from idea to po
decision_process | So what's still left on your checklist before this goes to purchasing?
# competitors
competitors | Who are you working with now on the fillers, is it still the Italian outfit?
competitors | are you talking to anyone else on this
competitors | Their quote, does it include the rigging and install?
competitors | what does the other quote include on spares?
competitors | is the other bid turnkey or just the machine
competitors | Have you thought about, um, just doing it in house?
competitors | Would you look at used equipment at all?
competitors | how long have you been with your current vendor like years
competitors | Who else is bidding, if you can say?
competitors | how many suppliers do you keep in play for packaging equipment?
competitors | what do you like about the machines you have from them now
competitors | Is the incumbent getting a shot at this too?
competitors | Does the other quote include training, or is that, is that extra?
competitors | the other guys what warranty are they offering
competitors | Did they quote you a rebuild, or a whole new unit?
competitors | are you also looking at one of the german builders?
competitors | is their lead time shorter than ours
competitors | Does their bid include a tech on site for startup?
competitors | What would it take for you to switch away from them, honestly?
competitors | have you gotten a quote from the oem for a retrofit
competitors | Are your maintenence guys thinking they could just build the fixture themselves?
competitors | how does their number compare on paper?
competitors | is it us and one other or is it a bigger field
competitors | What's the thing you don't love about your current supplier?
competitors | Any other options on the table, like refurbing the palletizer you have?
competitors | the other bidder are they local
competitors | Does their number include freight and duties?
competitors | is there a preferred vendor list we'd be up against?
competitors | did the other guys offer you a pilot
competitors | Are you buying the same brand at your other plant?
competitors | So what does their proposal have that ours doesn't?
competitors | who'd you buy the current checkweighers from
competitors | The quote from the other guys. Does it cover the conveyors too or just the filler?
# food_safety
food_safety | How do you handle allergens on the snack line today?
food_safety | what does your sanitation crew do on third shift
food_safety | How long does the full washdown take, like, end to end?
compliance | are you sqf or brc
compliance | How did your last SQF audit go?
food_safety | Any listeria scares in the RTE area?
food_safety | do you do like environmental swabbing on the slicers
food_safety | What does your HACCP plan say about metal detection?
food_safety | Does new equipment have to be rated for full washdown?
food_safety | how do you keep raw and cooked separated in there
food_safety | What's your sanitation window between runs?
food_safety | how are you handling foreign material, metal detectors or x-ray?
food_safety | is the old extruder a real pain to clean
food_safety | What chemicals does your sanitation team run, um, chlorinated caustic, quat?
food_safety | Has your food saftey team had a look at the drawings yet?
food_safety | are there hygienic design requirements for new equipment
food_safety | How do you verify the filler's actually clean before startup?
food_safety | do you run cip on the dairy lines or clean out of place
food_safety | Any recalls in the, uh, the last couple years?
food_safety | What's on the allergen matrix - peanut, tree nut, sesame?
food_safety | how do you handle zoning around the packaging room
food_safety | How do your guys sanitize the conveyor belts today?
food_safety | Any gluten free claims you have to protect on that line?
food_safety | how do you deal with condensation dripping in the freezer room
food_safety | What temp does the cooked product hold at before it gets packed?
food_safety | Are there harborage points on the slicer that kinda worry you?
food_safety | how many positive swabs did you see last quarter
food_safety | Do you do a pre op inspection every morning?
food_safety | whats the kill step on the jerky
food_safety | So on the, uh, the food safety side, what keeps your QA manager up at night?
food_safety | the drains in the packing room any issues there
food_safety | How do you validate the allergen clean on the shared line?
food_safety | okay so walk me through a sanitation night on the ham line start to finish
# compliance
compliance | What does your customer need to see from us, a declaration of conformity?
compliance | does the machine need to be ce marked or just ul
compliance | Do you need FSVP paperwork from us as the foreign supplier?
compliance | What validation package does your QA group need, IQ OQ PQ?
compliance | are you under 21 cfr part 11 for the hmi data
compliance | Where are you at with serialization for DSCSA?
compliance | Any OSHA findings on the press guarding, like recently?
compliance | does your insurance carrier require anything on machine guarding
compliance | Are there electrical code requirements we need to design to, NFPA 79 or whatever?
compliance | What documentation does, uh, Walmart want on the packaging?
compliance | do you need food contact declarations for the belts
compliance | Does the EU customer need REACH or RoHS paperwork?
compliance | What does your customer's audit look for on traceability?
compliance | any air permits involved with the new oven
compliance | Are you, um, GMP certified on the blister side?
compliance | What does your PPAP submission need from the equipment supplier?
compliance | do you need a risk assessment to iso 12100
compliance | Are you dealing with any of the new packaging EPR rules?
compliance | What do the auditors from your OEM customer need to see?
compliance | how do you handle lockout tagout on that line today like is it all written up
compliance | Does the machine need CSA approval for the Canadian plant?
compliance | What's your computer system validation process look like?
compliance | does the pharma client require change control documents for new equipment
compliance | Is there an arc flash study we'd need to fit into, or is that, you know, already done?
compliance | What labelling regs are you working around with the new cartons?
compliance | does your regulatory team need material certs on the stainless
compliance | Are you FDA inspected on the pharma packaging lines?
compliance | Do the export pallets need to meet ISPM 15?
compliance | does corporate ehs have a spec for new machines
compliance | The validation docs. Who on your side reviews those, QA or regulatory?
compliance | So when the importer asks for paperwork, what do they usually want?
compliance | what does your customer require for documentation before the first shipment off the new line
compliance | The pharma customer. What do they need in the validation file from us?
# maintenance
maintenance | How's your maintenance team set up, in house or contract?
maintenance | how often does the seamer go down on you like once a week once a shift
maintenance | What spares would you want on the shelf day one?
maintenance | Do you do preventive maintenance or mostly fix it when it breaks?
maintenance | whats the hardest thing in there to keep running
maintenance | Do you have a CMMS, or is it, you know, whiteboard and clipboards?
maintenance | How long does it take to get parts for the old wrapper?
maintenance | how many breakdowns did the palletizer have last month
maintenance | Who does your PMs, your own techs or the OEM?
maintenance | What wear parts do you go through the most?
maintenance | when something goes down at 2 am who gets the call
maintenance | How much of the PM schedule actually gets done, like, honestly?
maintenance | What's the condition of the hydraulics on the old presses?
maintenance | are you doing any predictive stuff vibration thermal imaging
maintenance | How do you handle knife changes on the slicer, um, who does them and how often?
maintenance | do your techs know servo systems or is it mostly pneumatics?
maintenance | how do you stock critical spares today
maintenance | When's the last time the freezer had a, a proper rebuild?
maintenance | The gearboxes. How often are you swapping them?
maintenance | what uh what breaks the most on the bag sealer
maintenance | Do you have a planned shutdown for maintainance every year?
maintenance | What kind of lube schedule are you on, like daily or weekly?
maintenance | are the bearings on the oven conveyor giving you trouble
maintenance | Would you want a recommended spares kit shipped with the machine?
maintenance | Who does the electrical work, your guys or an outside contractor?
maintenance | do you rebuild pumps in house or send them out
maintenance | How much time a week are you scheduling for maintenance on that line?
maintenance | What's your backlog of work orders like?
maintenance | how do your mechanics troubleshoot the plc today
maintenance | What's the one machine your maintenance guys hate working on?
maintenance | Tell me about the last time the filler went down. What did it take to get it back?
maintenance | and the spare parts where do they live a crib or just whatevers on the bench
maintenance | Walk me through what happens when the case erector jams at 3 in the morning.
# changeover
changeover | How long does a changeover take on the thermoformer?
changeover | walk me through a flavor change on the chip line
changeover | How many changeovers a day, ballpark?
changeover | What tends to go sideways when you switch formats?
changeover | who does the changeover the operators or the mechanics
changeover | Do you need tools to swap the change parts, or is it, like, tool-less?
changeover | How many change parts per SKU?
changeover | how long to go from the 12 ounce to the 16
changeover | What's the, um, the longest changeover you do?
changeover | Do you schedule runs to keep changeovers down?
changeover | how long does a die swap take on the four hundred ton press
changeover | Mold changes - how long are they taking you?
changeover | Is the changeover time about the same on every shift?
changeover | do you have a smed program going
changeover | What takes longest in a changeover, the clean or the adjustments?
changeover | how do you know the lines dialed in after a change?
changeover | how much product do you burn getting back up to speed after a changeover
changeover | How often do you switch between bun sizes?
changeover | If you could just kill one changeover, what would it be?
changeover | do the change parts get stored near the line
changeover | And the label change, how long is that?
changeover | how many format changes a week on the cartoner?
changeover | whats a typical changeover from last good case to first good case
changeover | Are the recipes stored in the HMI or does somebody set it up by hand?
changeover | Are your changeovers documented anywhere, like a checklist or is it all in peoples heads?
changeover | how many lot changes on the blister line in a shift
changeover | What does a tooling swap on the robot cell involve, uh, end of arm and fixtures both?
changeover | how bad are chnageovers on the vertical baggers?
changeover | would faster changeovers let you take on smaller runs
changeover | How long is the line dark during a color change on the extruder?
changeover | So when you go from the mild to the hot salsa, what all has to happen?
changeover | help me picture a changeover on the can line who does what
changeover | how long does it sorry how many people does a changeover on the flow wrapper take
# staffing
staffing | How many people you got on the floor per shift?
staffing | the night shift who runs it
staffing | Are you having, like, trouble finding operators?
staffing | How much turnover are you seeing on the line?
staffing | how many people does it take to run the case packer
staffing | Do you have enough maintenance techs?
staffing | How many temps are you using right now, roughly?
staffing | help me get a sense of how you cover weekends staffing wise
staffing | How long does it take to get a new operater up to speed?
staffing | Who would run the new machine day to day?
staffing | are people working a lot of overtime
staffing | How many people are hand packing at the end of the line?
staffing | How experienced is your crew with robots?
staffing | do you have a controls engineer on site
staffing | Is it hard to keep welders around there? Like do they leave for the shipyard?
staffing | how many operators per line on the bagging side?
staffing | are you short staffed on sanitation
staffing | How's absenteeism, especially weekends?
staffing | Could those people be moved somewhere else if we automate the palletizing?
staffing | whats the skill level like on second shift
staffing | Is there a union we'd need to be aware of?
staffing | How many people are on your engineering team, is it, is it just you?
staffing | are you hiring right now
staffing | How many of your guys would need training on it?
staffing | Do you rely on agency labor much?
staffing | whats starting pay look like for a line operator around there
staffing | How many heads on the kill floor per shift, um, roughly?
staffing | is your qa tech covering more than one line?
staffing | who covers when your lead mechanic is out
staffing | How many people do you lose in the first ninety days?
staffing | So, your crew. How long have most of them been there?
staffing | what does it look like when somebody calls out on the packaging line who fills in
staffing | The packaging crew. How many of them are, like, temps versus full time?
# quality
quality | What does your reject rate look like on the seals?
quality | are you getting customer complaints on weight
quality | How do you check seal integrity today?
quality | What's the scrap rate on the molded parts?
quality | any issues with underfills
quality | How consistent is the color on the crackers, like batch to batch?
quality | Do you have vision inspection on the line, or is it, um, eyeballs?
quality | what are the most common defects coming off the press
quality | How often do you end up putting product on hold, like once a month?
quality | How do you catch a mislabel today?
quality | whats your ppm defect rate with the automotive customer
quality | How tight are the tolerances on those brackets?
quality | Are you seeing, you know, broken product in the bags?
quality | do you get returns from the retailers for crushed cases
quality | How do you verify the lot code and expiry print?
quality | How much product ends up in the downgrade bin?
quality | whats first pass yield on the weld cell
quality | Are short shots a problem on the new molds?
quality | How do you measure bake color, is it a colorimeter or someone's eye?
quality | what happens when qa finds a bad seal mid run
quality | Do you have SPC on the critical dimensons?
quality | How often does a customer kick back a shipment?
quality | what checks does an operator do every hour
quality | Any problems with leakers on the pouches?
quality | How do you catch a missing leaflet in the carton?
quality | what fill accuracy do you need like plus or minus what
quality | Is weld spatter giving you issues on the, uh, the bracket line?
quality | What would acceptable quality look like on the first run?
quality | the burn marks on the cookies how often are you seeing them
quality | How's the cut quality off the laser?
quality | When a complaint comes in from the customer, what's it usually about?
quality | how do you know a bottle is under pressure before it leaves the building
quality | the seals on the five pound bags how often do they fail
# price
price | What were you expecting to pay for something like this?
price | did the number come in where you thought it would
price | What price range did you have in mind for a bagger?
price | What's a fair price in your mind for the, uh, the whole line?
price | what did you pay for the last filler if you dont mind me asking
price | How does our quote stack up against what you figured?
price | What number would you need to see on the quote?
price | would you rather see it priced per line or as a package
price | Does the installed price work, or should we look at machine only?
price | What price are you hoping to land at, roughly?
price | is two forty in the ballpark for you
price | You looking for a budgetary number or a full quote?
price | What do you usually pay for a set of change parts, like per format?
price | what price point gets this done for you
price | Where does our number land against your expectations?
price | Do you want the spares kit broken out as its own line item?
price | what did you think a robot cell like this goes for these days
price | Are you expecting freight to be in the price?
price | How much were you thinking for the service contract?
price | whats the most youd pay for the retrofit
price | Do you need firm pricing or is budgetary ok for now?
price | Is the quote, um, where you need it to be?
price | did the price on option b make sense to you
price | What would you expect to pay for, like, a second head on the filler?
price | So, on price, where are we?
price | how did the price on the conveyor package sit with you
price | Any line items on the quote that kinda surprised you?
price | What's your expectation on the price of the annual PM visits?
price | the price too high about right what
price | How are you reading our quote - the machine number or the installed number?
price | Did you have a figure in your head before you saw our price?
price | ballpark what do you think a checkweigher with reject should cost
price | The number on page four. Is that about what you expected?
# roi
roi | What does an hour of downtime on the bottling line cost you?
roi | whats it costing you in overtime just to keep up
roi | What would it be worth to you to get a shift back?
roi | How much product are you throwing away a week, in dollars?
roi | what payback does your cfo need to see
roi | How's your CFO going to look at this, payback or IRR?
roi | What are you spending on spare parts for the old wrappers every year?
roi | what would a recall cost a plant your size
roi | How much are you spending on temp labor a year, like all in?
roi | what would cutting changeovers in half mean in dollars?
roi | whats a missed shipment to your big customer cost you
roi | How much is the overfill costing you, you know, over a year?
roi | What does the scrap cost you a month, ballpark?
roi | what return do you need to get a project funded over there
roi | Do you have a cost per case number handy?
roi | If you got that line to 85 percent, what would that be worth?
roi | whats the energy bill running on the old ovens
roi | How much are the outside repairs costing you every year?
roi | What does a chargeback from the retailer run you, roughly?
roi | have you put a dollar figure on the downtime yet
roi | When you take this to the CFO, what savings figure are you gonna lead with?
roi | what would it save you to drop the third shift?
roi | how many months payback is acceptable for you guys
roi | What does a rejected lot cost you on the pharma side?
roi | What are, um, expedited parts costing you?
roi | how do you usually calculate savings on a project like this
roi | What would ten percent more capacity mean for the bottom line, like in dollars?
roi | what's the rework on the brackets costing?
roi | what does running the line at half speed cost you a day
roi | The overtime. What's that adding up to a month?
roi | Help me understand what the hand packing costs you in a year, all in.
roi | if we took the giveaway down to half a gram whats that worth annually
roi | What does a bad day on the fryer end up costing you, in dollars?
# installation
installation | What install window are you looking at?
installation | whens your next planned shutdown we could do the install in
installation | Is there power where the new line is going?
installation | how would you like to handle the rigging?
installation | what would acceptance look like on your side
installation | Can the line be down for the install, or do we have to work around production?
installation | Do you need us to run a site acceptance test?
installation | whos doing the mechanical install our crew or your contractor
installation | How tall is the door into the packaging room, like, will a crate fit?
installation | is there compressed air near the new footprint?
installation | whats the floor like there are we core drilling
installation | How long can you afford to be down for the tie in?
installation | Do you want to do factory acceptance at our place first?
installation | are there union rules on who can do the install
installation | Is the foundation ready for the press, or is that, uh, still being poured?
installation | what's the plan for getting the old oven out?
installation | does startup need to line up with the holiday shutdown
installation | What are the site rules for contractors - badging, hot work permits?
installation | How many days would you give us for comissioning?
installation | will there be product available for the test runs at startup
installation | Where would the crates get staged when they show up?
installation | does the install need to happen on weekends only?
installation | what utilities are already run to that area
installation | What would a successful startup look like to you?
installation | Is the mezzanine going in before or after the equipment lands?
installation | whos handling the electrical hookup
installation | Do we get, um, the dock the week of the install?
installation | how do you want the old line decommissioned?
installation | the install nights or days
installation | What performance run do you need to see before you sign off on startup?
installation | So um, walk me through the space, like where does the new freezer actually go?
installation | is the drain and the steam already there or does that have to be run too
installation | the old palletizer does it come out before we roll in or do we run them side by side for a bit
# support
support | What level of support do you want on site after startup?
support | how fast do you need a tech on site when something goes down
support | Would you want remote support on the HMI?
support | what kind of training would your operators need?
support | would you want a service agreement or just call us as needed
support | How many days of training do you want on site, um, per shift?
support | Would you want someone from our side around for the first few weeks of production?
support | do you need 24 7 phone support
support | What would good service look like to you, like, concretely?
support | do you want annual PM visits from us?
support | would your maintenance team want their own training on the controls
support | How important is a local tech to you, like within a couple hours drive?
support | How do you want training handled for the night shift?
support | what response time would you need from us
support | Would train the trainer work, or do you need everybody trained?
support | do you need the manuals in spanish?
support | how do you feel about remote diagnostics over a vpn
support | Would a parts hotline, um, help you guys?
support | How much hand holding do you want, you know, after go live?
support | what kind of follow up do you expect after the first month
support | Would you want us back for a tune up at 90 days?
support | who'd you want as your main contact for service?
support | would a spares consignment program help you
support | Is after hours support a must have for you, or nice to have?
support | Would video support work or does it need to be boots on the ground?
support | do you need refresher training down the road
support | What would you want from a customer success person on our side?
support | do you want the startup engineer to stay through the first production run?
support | would you want a service tech basically living there the first quarter
support | How important is having parts in stock stateside?
support | After startup. What does support need to look like for you to sleep at night?
support | when the line stops on a sunday who do you want to be able to call
support | The first month after startup - how do you picture our people being there?
# contract
contract | What payment terms do you usually work with?
contract | are you ok with thirty forty thirty
contract | Do we need to use your terms and conditions or ours?
contract | how long a warranty are you looking for?
contract | do you need a performance guarantee written into the po
contract | Are there liquidated damages in your standard terms, or, um, no?
contract | Do you want the final payment tied to acceptance?
contract | any issues with our limitation of liability clause
contract | Is there anything in our terms your legal people are going to flag?
contract | would you want a multi year service agreement or year by year?
contract | what incoterms do you usually buy on
contract | Do you need a retention on the final payment?
contract | How do you usually handle change orders, like, do you want them priced before any work starts?
contract | are you open to a lease
contract | Does the PO need a penalty clause for late delivery?
contract | what are your net terms, net 30, net 60?
contract | would a deposit be a problem
contract | Do you need us to carry any specific insurance, like a certain umbrella amount?
contract | What did you want to change in the terms we sent over?
contract | any problem with the warranty starting at shipment instead of startup
contract | Is there a master supply agreement we'd have to sign first?
contract | do you need an NDA before we see the drawings?
contract | can we go through the payment schedule real quick
contract | Who holds title while its in transit?
contract | Do you need, like, a price hold in the contract for six months?
contract | how do you want to handle ownership of the custom tooling
contract | Would you want the spares kit in the same contract or a separate PO?
contract | are the warranty terms on the quote ok with you?
contract | does the contract need an uptime guarantee in it
contract | What does your standard PO say about cancellation?
contract | So the terms. Anything in there you can't live with?
contract | how do you normally want milestones tied to payments on a project like this
contract | the warranty twelve months from startup does that work for you
# tariffs
tariffs | Are the steel tariffs hitting your equipment costs?
tariffs | do you want the quote in dollars or euros
tariffs | Who handles customs on your side, is that, uh, logistics?
tariffs | have you been hit by the duties on chinese components?
tariffs | would you want us to quote ddp so the duties are covered
tariffs | Do you have a customs broker you use already?
tariffs | Are you worried about the exchange rate moving before delivery?
tariffs | does the section 232 stuff affect you at all
tariffs | Does your product qualify under USMCA?
tariffs | do you import any of your packaging materials?
tariffs | how are the aluminum tariffs affecting your cans
tariffs | Do you want a currency clause or fixed in dollars?
tariffs | Do you know the duty rate on machinery coming in from Italy?
tariffs | have you imported equipment from europe before
tariffs | Is the Canadian plant paying duty on US made parts?
tariffs | would a tariff surcharge be an issue for you?
tariffs | is the mexico plant under immex
tariffs | Do you need a certificate of orgin with the shipment?
tariffs | How did the last round of tariffs change your sourcing?
tariffs | do you pay the suppliers in pesos down there
tariffs | Are you hedging the euro at all on this one, or just, you know, taking the rate?
tariffs | is there a foreign trade zone near the plant?
tariffs | what hs code does your team usually use for this kind of equipment
tariffs | Are you seeing delays at the border with parts, like from the Monterrey side?
tariffs | Does the duty go in the capex number or somewhere else?
tariffs | how are retaliatory tariffs hitting your exports
tariffs | Who usually pays the, um, the brokerage fees?
tariffs | would you rather we handle the import and invoice you in dollars?
tariffs | has the strong dollar changed anything for you
tariffs | The duty. Is that something your side wants to own, or us?
tariffs | So with the new tariffs, are you rethinking where you buy equipment from?
tariffs | how do you usually deal with currency swings on a euro quote
tariffs | The euro quote. Do you need us to lock the exchange rate?
# next_step
next_step | What's the best next step from here?
next_step | what would you want to see next
next_step | What's the best way to follow up after today?
next_step | what happens after this call on your side?
next_step | do you want to see it run your product before anything else
next_step | Would a visit to a reference plant be useful, like a dairy about your size?
next_step | What would you need from me by Friday?
next_step | is a trial something youd want
next_step | So, where do we go from here?
next_step | when's a good time to circle back?
next_step | do you want the demo at our facility or at yours
next_step | What would a good next meeting look like, um, from your side?
next_step | Should I send drawings first or set up a call?
next_step | do you want me to bring our engineer next time
next_step | How do you want to handle follow up?
next_step | what do you want in hand before we talk again?
next_step | would a video of the test run be enough or do you want to come see it
next_step | What should I put in the follow up email so it's, you know, useful?
next_step | When could we get some of your product down to our lab for testing?
next_step | so what do we do next
next_step | What's a realistic date for the next conversation?
next_step | would a line walk be helpful before we quote?
next_step | do you want to see the fat in person
next_step | Should I send some samples of the pouches over?
next_step | After you've read the proposal, how do you want to reconnect?
next_step | whats the next thing you need from us
next_step | Would an on site visit be useful at this point?
next_step | should we plan a call with your maintenance lead?
next_step | so whats the plan after today
next_step | Do you want a virtual demo first, just to, uh, see it?
next_step | The demo. Who from your side would want to be there?
next_step | what would you like me to send over once we hang up
next_step | So after you take this to the CFO, what happens next between us?
# rapport
rapport | How long have you been at the plant?
rapport | howd you get into manufacturing
rapport | How's the week been treating you since the audit?
rapport | what did you do before you came to acme?
rapport | are you from the area originally
rapport | What do you like most about the job, honestly?
rapport | What's a typical day look like for you personally?
rapport | did you come up through maintenance
rapport | What are you focused on this year, personally?
rapport | how long have you been in food safety?
rapport | is this your first plant manager role
rapport | What's the hardest part of your job, personally?
rapport | What got you into pharma packaging, was it, was it on purpose?
rapport | you an engineer by training
rapport | Where were you, uh, before this?
rapport | how's the new role treating you?
rapport | what keeps you at this company
rapport | What do you want to be known for in this job?
rapport | How do you like working for the new owners so far?
rapport | do you get out on the floor much yourself
rapport | What would make this a win for you personally?
rapport | how'd you end up in procurement?
rapport | whats your background operations or quality
rapport | How did the move from the corporate side go, like, do you miss it?
rapport | You been in the dairy business long?
rapport | what are you measured on personally like in your review
rapport | How's life since they made you ops manager?
rapport | did you grow up around farming?
rapport | whats your favorite part of running a bakery
rapport | What does your week look like?
rapport | So you, uh, you started out on the line yourself?
rapport | how many years you been in metal fab now
rapport | The move from the Ohio plant. How's that been for you and the family?
# timeline
timeline | Is the project this year or next?
timeline | when do you need it running
timeline | What's driving the date?
timeline | when do you need it delivered?
timeline | anything in the pipeline for the next twelve months
timeline | When are you looking to make a decision?
timeline | Is there a launch date we're working back from?
timeline | how soon would you need the equipment on site like physically
timeline | When does the new product launch, like is there a date yet?
timeline | are you buying this quarter or later?
timeline | what happens if it slips to q3
timeline | When would you want to cut the PO?
timeline | Is there a deadline from your customer, you know, a ship date you've committed to?
timeline | whats the timeframe on the expansion
timeline | How urgent is this, like, on a scale of one to ten?
timeline | is a 22 week lead time going to work?
timeline | when does the old machine have to be out
timeline | What's your go live target?
timeline | When's the new building supposed to be ready, roughly?
timeline | when would you need the first fat
timeline | Is there a busy season we need to plan the project around?
timeline | how fast are you hoping to move on this?
timeline | realistically when does this get decided
timeline | Delivery - is August too late?
timeline | Is the start date fixed or is there some wiggle room?
timeline | when do you expect to max out the current line
timeline | What's the timing on the, uh, the second phase?
timeline | when do you want product coming off the new line?
timeline | anything in the works for next year
timeline | The new line. When's it gotta be up?
timeline | Are you guys looking to do something this year?
timeline | so when would you ideally want our people on site
timeline | the line for the new customer does it have to be running before the holidays
# -
- | And then what happens?
- | and how often
- | What about the other one?
- | and before that?
- | so what did you do
- | Is that normal for you guys?
- | How does that work?
- | and how long has that been going on
- | What else?
- | and the rest of the time?
- | then what
- | Anything else I should know?

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
pains | So what's still open for you on the proposal?
pains | where are we still apart on this
pains | What's left to iron out before you'd feel good about it?
pains | is there anything in the quote that doesn't sit right with you
pains | If you could change one thing in the proposal, what would it be?
pains | what am I missing here
pains | Is it the number, or is it something else?
pains | ok so what's still keeping you from saying yes
pains | any hesitations I should know about before we go further
pains | uh what's the one thing that's bugging you about it
pains | Be honest with me, what part of this makes you nervous?
pains | what would you change in it if it were your proposal
pains | so um is there anything we haven't answered yet
pains | What concerns are still on the table from your side?
pains | where do you feel we fell short
pains | i mean is there something in there you're not comfortable with
pains | What's the gap between this and what you'd sign?
pains | so what's holding this up for you personally
pains | Is there a piece of the offer that you'd push back on?
pains | what's the sticking point
pains | is the price the sticking point or is it something else
pains | what worries you most about going with us at this point
pains | Any reservations left after the walkthrough last week?
pains | you know, what's the thing you'd still want fixed in there
pains | what doesnt feel right yet
pains | Where does the proposal still not line up with what you need?
pains | so are there any open items on your list
pains | What would make you more comfortable with it?
pains | what's still a question mark for you
pains | anything in the scope you'd want tweaked
pains | Okay, if this were perfect, what would be different?
pains | is there anything you're not telling me that I should know
pains | what objections are you hearing from the team on it
pains | So the proposal, what bugs you about it?
pains | what's left unresolved from the last round
pains | Is anything still unclear in what we sent over?
pains | on a scale of one to ten how close are we and what gets it to ten
pains | what part of the package are you least happy with
pains | uh so what's making you hesitate
pains | What don't you like in it, honestly?
pains | is there a concern you haven't raised yet
pains | where's the friction
pains | what's the holdup on your side, is it the offer itself
pains | Did anything in the revised quote raise a new concern?
pains | so like whats the biggest worry still
pains | When you read it over, what jumped out as a problem?
pains | which items would you still want to negotiate
pains | is it the machine, the terms, or us as a vendor that you're unsure about
pains | what's stopping you from being excited about this one
pains | Anything that keeps you up at night about this project still?
pains | what would you need to see changed to feel good signing
pains | so is there something we got wrong in the proposal
pains | are there any deal breakers in there I should hear about
pains | What's bothering you about the package, if anything?
pains | is anything still nagging at you
pains | Okay so between us, what isn't working for you in this?
pains | what do you still need answered
pains | so what's the remaining doubt, is it us or the number
pains | Is there any part you'd cross out if you could?
pains | what's not sitting well
pains | Where are you still on the fence?
pains | hey so whats keeping this from being a yes today
pains | Is there something about the offer that feels risky to you?
pains | licenciado, what's still pending for you on the proposal
pains | what still needs work in the quote in your view
pains | so eh what's the hang up
pains | Tell me what's still open in your mind.
pains | what concerns came up when you shared it with the team
pains | is the hesitation about the investment or about the change itself
pains | what's the last thing between us and a deal, from your point of view
pains | anything in there feel off to you
pains | What did we leave out that you expected to see?
pains | if you had to poke holes in it where would you start
pains | is there any reason you wouldn't go with this
price | How does our number compare to what you were expecting to pay?
price | so how'd the price land with you
price | Where does 412 installed sit against the other quotes you've seen?
price | what were you hoping to pay for a line like this
price | Is the price in the ballpark of what you had in mind?
price | uh how does that compare with what you paid for the last capper
price | what number did you have in your head before you saw ours
price | How did the pricing sit with your VP when she saw it?
price | is the total what you expected or was it a shock
price | so the per unit price on the change parts, does that look reasonable to you
price | What would you expect a system like this to run, honestly?
price | how far off is our price from where you need it
price | Is it the total or the line items that feel high?
price | what price point gets this done for you
price | so the quote, is it high, low, about right
price | How does the cost of the optional vision system look to you?
price | what did you think of the pricing on the spares kit
price | i mean how's the number sitting with everyone
price | Where would the price need to be for this to be an easy yes?
price | does the freight line in the quote look fair to you
price | How does the installed price compare to buying the pieces separately, in your mind?
price | what were you budgeting per machine, like what did you think one would cost
price | Is the option pricing clear or should I break it down differently?
price | whats your reaction to the price on teh second filler
price | so seven ninety for the whole cell, how does that feel
price | how did our price stack up against last year's retrofit you did
price | is the service contract pricing where you'd expect
price | What do you think is fair for a machine like this?
price | does the price per head on the weigher make sense to you
price | whats a realistic price for you on this one
price | How is the pricing going over with purchasing?
price | would you pay more for the faster model or is the base unit priced right
price | how did the price hit you when you first opened the pdf
price | en pesos o en dolares, how does the total look to you
price | is the price for the extended hmi package what you were thinking
budget | Does this fit within what's been set aside for the project?
budget | is the money approved for this fiscal year
budget | so how much do you have earmarked for packaging upgrades this year
budget | What's the capex allocation looking like for this?
budget | Has the budget been locked in yet or is it still floating?
budget | uh is there room in the budget if we add the second conveyor
budget | is this coming out of this year's capital or next year's
budget | how much room is left in the plant budget after the boiler work
budget | Is there a cap on the spend that I should know about?
budget | so does corporate have funds released for this or not yet
budget | what's the ceiling you're working with
budget | Are the funds already there, or does this need a new capital request?
budget | did the budget survive the Q3 review
budget | is there separate money for installation or is it all one pot
budget | How much of the budget is already spoken for?
budget | what happens to the money if it's not spent by year end
budget | is the project funded in CAD or USD on your end
budget | is there any contingency in the budget for extras
budget | So is this a budgeted project or an unbudgeted one?
budget | how tight is the money this year honestly
budget | did the budget number move since we last talked
budget | would the spares come from the same budget or from maintenance opex
budget | Does the approved amount include freight and taxes?
budget | is there any money left for training in the budget
budget | what's the total you've got set aside for the whole line
roi | What's it costing you every week the old line stays in?
roi | how long of a payback does finance need to see
roi | So what does an hour of downtime on line four cost you?
roi | what did the overtime bill look like last quarter
roi | Is an eighteen-month payback good enough for your CFO?
roi | how much are you losing in giveaway on the current fillers
roi | what would it be worth to you to get that second shift back
roi | uh what are you spending on outside repairs on the old palletizer each year
roi | What's the cost of a rejected batch for you, roughly?
roi | do you have a number for what the rework costs you
roi | How does finance want to see the return calculated?
roi | what IRR hurdle does a project like this need to clear
roi | so if we get you the 30 percent throughput, what's that worth in dollars
roi | Have you run our savings numbers through your own model yet?
roi | what do the spare parts for the old machine run you in a year
roi | does the payback we showed match what your team calculated
roi | what's a lost order from the retailer cost you when you miss a ship date
roi | how much is scrap costing you per month right now
roi | What happens to your margin if nothing changes for another year?
roi | is the labor saving the piece that matters most in the business case
roi | how much do you pay in temp labor to keep up with volume
roi | So the energy savings, did you guys check them against your utility rates?
roi | what's a recall cost a company your size
roi | is the ROI strong enough to get this through or do we need to sharpen it
roi | what does each changeover cost you in lost output
roi | what number does the business case need to hit
roi | How much product do you throw away on startups every day?
roi | are you counting the freed up floor space in the savings
roi | whats the downtime costing you this month alone
roi | do the savings we projected look believable to your plant controller
roi | What does a missed delivery penalty from your customer cost you?
roi | if we shave two points off the waste what is that in real money for you
roi | how did the payback come out when your finance guy ran it
roi | what's the cost of doing nothing here
contract | Are the payment terms workable for your AP team?
contract | what did legal think of the warranty language
contract | so the 30 40 30 payment split, does that work for you
contract | Is the liability cap something your lawyers will push on?
contract | how do you feel about the late delivery penalty clause
contract | are you ok with net 45 or do you need longer
contract | What did you make of the limitation of liability section?
contract | is a two year warrenty enough or were you expecting three
contract | any redlines on our terms and conditions yet
contract | Does your company require its own purchase terms instead of ours?
contract | so uh the acceptance criteria in section six, are you comfortable with them
contract | how do you want the retention handled, ten percent held until SAT?
contract | would you want liquidated damages in there or is that overkill for you
contract | what payment milestones does your finance team usually want
contract | Is the warranty start date at shipment or at acceptance for you?
contract | do you need a performance bond on this one
contract | how did procurement react to the indemnity wording
contract | Are there any clauses you'd want taken out?
contract | whats your position on the deposit, is 30 percent down a problem
contract | do you need the uptime guarantee written into the contract itself
contract | Would a letter of credit be required from your side?
contract | is there anything in the T's and C's your legal team flagged
contract | so on the warranty, does it need to cover wear parts too
contract | Who's liable if the site isn't ready, how do you want that worded?
contract | how do you normally handle change orders in a contract like this
contract | are progress payments ok or do you pay everything on delivery
contract | What governing law does your legal department insist on?
contract | does the force majeure clause look reasonable to you guys
contract | um are you okay with title passing at shipment
contract | is the penalty cap at five percent of contract value acceptable
contract | How are you thinking about the cancellation terms?
contract | is there a standard master agreement we'd need to sign under
contract | would you want the service level written into the sales contract or separately
contract | what does your insurance certificate requirement look like
contract | does the final payment need to wait for PQ or just SAT
contract | What's your usual hold back on equipment contracts?
contract | are the warranty exclusions a problem for you
contract | so the wording on consequential damages, where did legal land on that
contract | is a fixed price contract what you want or do you prefer time and materials for install
contract | do you want an escalation clause on the spares pricing
contract | how strict is your company on the IP clause for the software
contract | Net 30, net 60, what do your payables people actually need?
contract | any problem with the 10% down to book the build slot
contract | does your contract template allow for a price validity date
contract | what's the process if we miss the guaranteed OEE, how would you want that written
contract | can you live with the warranty being void if third party parts are used
installation | When's your next planned shutdown we could use for the install?
installation | how many days can you give us on the floor for the swap
installation | So who's doing the rigging, your crew or ours?
installation | is the install window over Christmas still the plan
installation | What does the floor look like where it's going, do we need new anchors?
installation | are utilities already run to that spot or do we need to budget for that
installation | how long can the old line be down before it hurts you
installation | do you want us to handle comissioning start to finish
installation | Is there a crane on site or do we bring one in?
installation | uh is the door big enough to get the frame in or are we taking out a wall panel
installation | what hours can our techs be in the plant during the install
installation | Does your plant need the install done over a long weekend?
installation | who on your side will sign off on mechanical completion
installation | do we need to work around production on the other lines during install
installation | what does the July shutdown look like, how many days exactly
installation | Have you got compressed air capacity for the new unit?
installation | is there a permit needed for the electrical tie in
installation | how do you want the old machine removed, do we haul it or do you
installation | would a phased install work better than one big shutdown
installation | What safety induction do our installers need to go through?
installation | is the mezzanine rated for the weight or do we need an engineer to look at it
installation | so when the crates arrive, where do they get staged
installation | how many of your people will be around during commissioning
installation | do you need the startup done on a weekend to avoid losing production
installation | is the ceiling height going to be an issue for the elevator
installation | What's the lead on getting the electrician lined up for the install?
installation | are union trades required for the install at your site
installation | so the dock, can it take a 40 foot trailer for delivery day
installation | does the foundation need to cure before we set the machine
installation | how long do you want us on site for startup support after commissioning
installation | has your engineering team had a look at the layout drawings for the install
installation | do you have a plan for where production goes while line two is down
installation | is the install at the Querétaro plant or the one in Saltillo
installation | what's the water and drain situation at the new location
installation | What would you need from us to feel confident about the changeover weekend install?
installation | any restrictions on hot work during the install
installation | is there forklift access to the spot or do we need skates
installation | do you want the controls integrated with your existing SCADA during commissioning or after
support | What kind of response time do you need when a machine goes down?
support | how many of your operators need training after go-live
support | So would you want a resident tech for the first month?
support | is 24 hour phone support enough or do you need someone on site in four hours
support | who on your team would be our main contact for service
support | What spares do you want sitting on your shelf at startup?
support | how did you feel about the service agreement we quoted
support | do your maintenance guys want the advanced training or just the basics
support | uh is remote access to the PLC allowed on your network for troubleshooting
support | what's your experience been with service from your current supplier
support | Would night shift need its own training session?
support | is having a tech in Monterrey a must for you
support | how fast do you need parts shipped when something breaks
support | so for preventive maintenance visits, quarterly or twice a year
support | Do you want the training in Spanish as well as English?
support | what would good support look like to you a year from now
support | are you planning to stock the critical spares or rely on our warehouse
support | How important is a local service team in Ontario to you?
support | do you need the manuals in French for the Quebec plant
support | what's acceptable for a first-time fix rate in your book
support | would refresher training after six months be useful for your crew
support | Is the support package in the proposal covering what you need?
support | how do your techs prefer to log service calls, phone, portal, email
support | what happens today when your line goes down at 2am, who do you call
support | so after the warranty runs out, how would you want service handled
support | Would you want us to train a couple of your people as in-house experts?
support | what hours does support need to cover, just your shifts or 24 7
support | do you need the spare parts list befor the machine ships
support | is the training at our facility okay or does it have to be at your plant
support | how many service visits a year did you have in mind
support | What's been your biggest frustration with after-sales support in the past?
support | do you want a named service engineer or is a hotline fine
support | is the one week of onsite training enough for your team
support | eh how far is too far for the service tech to drive in winter
support | what level of remote monitoring would your IT folks sign off on
authority | Who actually signs off on this at the end?
authority | so is it you who signs or does it go up to the GM
authority | What's your signing limit on a purchase like this?
authority | whose budget does this come out of
authority | Does anyone else have a vote that we haven't met yet?
authority | uh who has the final say, you or corporate
authority | is the plant manager the one signing or is it procurement
authority | Who else needs to put their name on it?
authority | does the CFO need to approve anything over half a million
authority | is your boss going to want to weigh in before it's final
authority | So who owns the decision, operations or engineering?
authority | will the owner want to sign this himself
authority | who's the economic buyer here honestly
authority | is this your call or is it the head office in Chicago
authority | What's the highest amount you can approve without going upstairs?
authority | does the director of ops have veto on this
authority | who in finance has to sign the capex from
authority | so the signature, is that coming from you or from the VP
authority | Does your QA manager get a say on the final pick?
authority | who's going to be the one that says go
authority | if you love it and your boss doesn't, whose opinion wins
authority | is there somebody at the parent company in Germany who has to approve it
authority | who's going to be accountable for the project once it's bought
authority | does the board need to bless a purchase this size
authority | ingeniero, la firma, is it you or the director general
authority | whos the decision maker on the spares contract, is that maintenance
authority | is the engineering manager's recommendation the one that carries
authority | Who from your side would sign the service agreement?
authority | can you sign for the full amount or do we split it into two POs
authority | does purchasing have authority to commit or just process
decision_process | What are the steps between today and a PO?
decision_process | so does this need to go through the capex committee
decision_process | When does the committee meet next?
decision_process | what paperwork does your purchasing team need from us to set us up as a vendor
decision_process | Is there a formal bid review or can you award directly?
decision_process | uh how does a PO actually get cut at your company
decision_process | do you need three quotes on file before you can order
decision_process | What could kill this on your end?
decision_process | what has to happen internally before you can sign
decision_process | Does legal review come before or after the committee?
decision_process | is there a scoring sheet for the final vendors
decision_process | how long does aproval usually take once its submitted
decision_process | What criteria is the team using to pick between the finalists?
decision_process | do we need to fill out a supplier qualification form
decision_process | so once you say yes, what's the paperwork look like
decision_process | is there a procurement system we need to register in, like Ariba or Coupa
decision_process | Where is the proposal in your approval chain right now?
decision_process | what could derail this between now and the PO
decision_process | does the business case need to be presented in person
decision_process | who do we need to send the W-9 and insurance docs to
decision_process | How many sign-offs does a capital request go through at your place?
decision_process | is there a pre-approval step before the board sees it
decision_process | what would make our proposal stand out in the final review
decision_process | do you need a trial run on our machine before the order goes in
decision_process | so um what could slow down the approval
decision_process | Is the decision going to be made at the quarterly review or sooner?
decision_process | what format does the committee want the proposal in
decision_process | does IT have to review the controls before purchasing can proceed
decision_process | after the committee says yes how long until a PO is issued
decision_process | How does your company handle sole source justification?
decision_process | do you need a final presentation from us to the steering group
decision_process | what's the last hurdle in your process
decision_process | is the safety review part of the approval or separate
decision_process | Are there any internal blockers I should be aware of?
decision_process | would an updated quote restart the approval clock
decision_process | do you sign contracts electronically or does it have to be wet ink
decision_process | what do you need from me to get this in front of the committee
decision_process | is there a new vendor onboarding that takes weeks
decision_process | how is the final decision going to be made, consensus or one person
decision_process | what would cause the committee to send it back
decision_process | Does the PO go out from the plant or from corporate procurement in Mexico City?
timeline | When do you need the line up and running?
timeline | is a 22 week lead time going to work for you
timeline | So what's the hard deadline on your side?
timeline | what date do you need to have product coming off it
timeline | Are you still targeting a start in the spring?
timeline | how much slack is in the schedule if the order slips a couple weeks
timeline | uh is there a launch date with the customer that drives all this
timeline | When would you ideally want the machine on your dock?
timeline | what happens if delivery lands in January instead of November
timeline | is the go-live tied to the new product launch
timeline | How firm is that September date?
timeline | do you need FAT done before the end of the quarter
timeline | so if the PO went in this month, would a May delivery line up with your plans
timeline | whats driving the timeing on your end
timeline | Is there a seasonal peak we need to be done before?
timeline | when does the new contract with the retailer kick in
timeline | are you buying this year or is it a next year thing
timeline | would an earlier ship date help you or cause problems with storage
timeline | How soon after delivery do you need to be at full speed?
timeline | what's the latest you can place the order and still hit the summer
timeline | do you have other projects on the calendar that could push this back
timeline | is the timeline the same for both plants or staggered
timeline | When is the current lease on the old equipment up?
timeline | so how urgent is this really, like on a scale
timeline | Is the end of the fiscal year a deadline for you?
timeline | what does your production calendar look like for the next six months
timeline | would a phased delivery fit your schedule better
timeline | any chance the start date moves up
timeline | When are you expecting to make the call?
timeline | what month do you want to be fully commissioned by
timeline | is there a date when the old machine just won't be supportable anymore
timeline | do the holidays change anything on timing
timeline | How long can you wait for the custom tooling?
timeline | is the 16 week build ok given your harvest season
competitors | How does the other bidder's quote compare on scope?
competitors | does their bid cover installation?
competitors | so who else is still in the running
competitors | What did the other vendor offer on warranty?
competitors | is the incumbent still in the picture
competitors | uh what's their lead time compared to ours
competitors | Are you comparing us to a used machine or a new one?
competitors | does their price include the change parts or are those extra
competitors | what did you like better about the other proposal
competitors | Have you thought about just rebuilding the old one in house?
competitors | how many suppliers are you keeping in play at this point
competitors | is there service team local to you
competitors | Does the other quote include commissioning and training?
competitors | what's the other guy's payment terms look like
competitors | so is it us against one other or against three
competitors | what does the other filler do that ours doesn't in your view
competitors | is the Italian supplier still in it
competitors | Did they include the guarding and the safety package in their number?
competitors | how did the other company's references check out
competitors | are you also looking at having your integrator build it
competitors | What are they quoting for spares?
competitors | is the cheaper bid apples to apples with ours
competitors | whos the other vendor on the shortlist if you don't mind me asking
competitors | does their quote have duties included or is that on you
competitors | How does their uptime guarantee compare to ours?
competitors | did the competitor offer a trial period
competitors | is staying with what you have a real option for you
competitors | what do you think of the other supplier's support
competitors | are they quoting from stock or a build slot like us
competitors | does the other bid have the same speed rating
tariffs | Would you rather we quote in US dollars or Canadian?
tariffs | how is your team handling the steel tariffs on imported equipment
tariffs | so who's the importer of record on your side
tariffs | Does the machine qualify under USMCA in your customs broker's view?
tariffs | are the duties going to be on your account or do you want DDP
tariffs | what exchange rate is finance using for the peso this quarter
tariffs | is the currency risk something you want us to lock in
tariffs | uh does the plant run under IMMEX so the equipment comes in temporary
tariffs | What HS code did your broker want us to use?
tariffs | would a price in euros be a problem for you with the exchange swings
tariffs | has the new duty on components from China changed the math for you
tariffs | are you bringing it in through Laredo or through the port
tariffs | do you need a certificate of origin from us for CUSMA
tariffs | How much are you planning for duties and brokerage on top of the quote?
tariffs | is there a risk the tariff goes up before it clears customs
tariffs | what does your broker need from us for the pedimento
tariffs | is the GST handled at the border or do you self-assess
tariffs | does the quote being in CAD help with your budget or hurt it
tariffs | so the loonie's been moving around, do you want a fixed rate on this
tariffs | are the anti dumping duties on aluminum a concern for the frame
compliance | What validation documents does your QA team need at handover?
compliance | do you need the IQ OQ protocols from us or do you write your own
compliance | Is 21 CFR Part 11 compliance required on the HMI audit trail?
compliance | so the FAT documentation, what format does your validation group want
compliance | does the SAT report need to be signed by your QA or just engineering
compliance | what declarations does your importer need with the shipment
compliance | do you need CSA certification on the panel or is UL enough
compliance | Is the FSVP paperwork something your customer is asking for?
compliance | how much of the validation package do you expect us to supply
compliance | uh do you want a traceability matrix in the turnover package
compliance | are the material certs needed for every wetted part
compliance | Does your customer audit require the GAMP 5 category on the software?
compliance | what does your auditor need to see before the line can release product
compliance | do you need a CE declaration for the plant in Europe too
compliance | would the calibration certificates need to be ISO 17025
food_safety | Does the washdown rating we quoted meet your sanitation standards?
food_safety | how does your sanitation team want to validate the allergen changeover
food_safety | do you need the sanitary design checklist signed before FAT
compliance | Is 3-A certification a must for this one?
food_safety | what does your food safety manager want to see on the swab results
food_safety | so are the belt materials okay for direct food contact from your QA side
food_safety | do you need the machine to handle a caustic wash every shift
compliance | um what's your SQF auditor going to look for on a new piece of equipment
food_safety | is the hygienic design review part of the FAT for you
food_safety | do we need a letter of food grade lubricants for your HACCP file
food_safety | are there any zones in the plant where the machine can't have exposed threads
food_safety | what does your CFIA inspector want documented on new equipment
quality | What reject rate would you need to see at FAT to accept the machine?
quality | how tight does the fill accuracy have to be in the acceptance test
quality | so seal integrity, what's the pass criteria your QA will use
quality | do you want the vision system's false reject rate in the acceptance criteria
quality | Is a Cpk of 1.33 on fill weight what your quality team expects?
quality | what test packs do you want run at SAT
quality | are customer complaints on leakers the main quality metric here
quality | how many consecutive good cases do you want at the site acceptance run
quality | does your QA want to witness the FAT in person
quality | what product will you send us for the FAT run
quality | Is label placement tolerance part of what QA signs off on?
quality | what would a failed SAT look like to your quality manager
quality | do you need statistical data from the test run or just a pass/fail
next_step | What happens after today's meeting on your side?
next_step | so what would you like to see from me after this
next_step | where do we go from here
next_step | What's the next step you'd suggest?
next_step | uh should I expect to hear from you or from purchasing next
next_step | is there anything your team still wants to see from us after today
next_step | what happens once you've had a chance to read the revised quote
next_step | what do you need me to send over by Friday
next_step | How should we follow up, email or a call?
next_step | what's the best way to keep this moving after we hang up
next_step | do you want a revised proposal before the next meeting
next_step | after this meeting, who's the next person I'll be talking to
next_step | So what's the plan once you've talked to your boss?
next_step | who should I loop in from your side for the next conversation
next_step | is there anyone who'd want a walkthrough of the line drawings
next_step | when should I check back in with you
next_step | what would you like the next meeting to cover
next_step | are we doing another round or is this the final conversation
next_step | what should I have ready for when we talk next
next_step | what's the follow up you'd want from us this week
next_step | okay so whats next
next_step | Is there anything you need me to do before you present it internally?
next_step | where does this go after you leave the room
next_step | do you want me on the call when you present it to the committee
next_step | once you've shown it to the plant manager how do you want to reconnect
operations | how many SKUs will run on the new line in the first year
operations | are you still running the three shifts or going to two once this is in
metrics | What OEE are you sitting at on the old line right now?
metrics | what's the bottles per minute you need to hit for the new contract
changeover | how many changeovers a week will it see once it's live
changeover | is the tool-less changeover the thing your operators care most about
maintenance | who's going to own the PM schedule once it's in
maintenance | do your mechanics prefer pneumatic or servo for troubleshooting
staffing | how many operators were you planning to put on it per shift
staffing | are you hiring for the new line or moving people over
decision_process | When you're ready to sign, how does that work on your end, DocuSign or paper?
decision_process | what does the signing process look like at your company
authority | who actually puts pen to paper on your side
decision_process | so if you approve it today, what happens to the paperwork next
authority | does the signature need to come from corporate or can the plant sign
decision_process | how long does it usually take from a verbal yes to a signed PO
decision_process | Is there a purchase requisition that has to be raised before the PO?
authority | would it be your name on the PO or someone in procurement's
decision_process | what does purchasing need to attach to the PO, our quote or a formal contract
decision_process | uh once the committee approves does it still need a second signature round
authority | is the person signing the PO the same one signing the service agreement
decision_process | do you issue a letter of intent first or go straight to the PO
decision_process | How does the order actually get placed once everyone agrees?
authority | whos got to sign the contract if its over a million
decision_process | what's the usual turnaround on getting a contract countersigned there
decision_process | so to fix the order in the system what does your buyer need
decision_process | is there a PO number format we need to reference on the invoice
decision_process | Does the deposit invoice go out before or after the PO is issued in your process?
installation | does that take care of the install worry?
installation | So does a two weekend install address the shutdown concern?
contract | does the extended warranty cover what you were worried about
contract | is net 45 workable for your AP team now that we moved it
support | does having a tech on site for the first month settle the training question
support | Is the four-hour response time what you needed to hear?
timeline | does a March ship date solve the timing problem for you
installation | with us doing the rigging, is that piece off your list now
price | does the revised number get you closer to where you needed to be
contract | so does capping the penalties at five percent work for your legal folks
compliance | does the IQ OQ package we added cover what your validation group asked for
support | does the spares kit we included answer the parts concern
competitors | does matching their warranty term take that off the table
food_safety | does the open frame design satisfy your sanitation team
quality | is the fill accuracy guarantee at FAT enough for QA
tariffs | does quoting DDP take the customs headache off your plate
roi | does the payback look better with the energy savings included
installation | does that answer the question about the crane
contract | are you comfortable with the payment schedule as we've rewritten it
support | does the bilingual training fix the issue with your night crew
contract | Can we go over the terms?
contract | let's talk about the payment schedule for a second
installation | can we spend a few minutes on the install plan
timeline | timing wise, where are you at
support | I'd like to get into service and spares if that's okay
contract | let's go through the warranty section together
price | can we talk about the number
decision_process | let's walk through how the approval works on your side
competitors | so can we talk about the other bid for a minute
installation | ok so installation, how are you thinking about that
tariffs | can we cover the duty question before we wrap
support | Let's talk training for a minute.
compliance | can we go over what documentation your QA group wants
authority | so on the signature side, whos involved
quality | lets talk about the acceptance criteria for FAT
next_step | can we talk about what happens after today
authority | is there someone else who should be part of the decision
installation | have you had a chance to look at page three, the install section
decision_process | what does the committee need to see from us to be comfortable
pains | what's the biggest objection you're hearing internally
support | what would help your maintenance team feel ready for the new line
quality | does your QA manager have any open items on the checklist
pains | honestly what's it going to take to get you to a yes
authority | do you have the authority to approve this or does it go to your director
rapport | are you new to the role or have you bought lines like this before
roi | did I explain the payback clearly enough or should I go through it again
pains | be straight with me, is there something you don't like about us
competitors | if you went with the cheaper bid, what would you be giving up

# Written by the team: agenda lead-ins with "let's" had only been seen opening requests ("let's get
# started on the paperwork"), "doesn't sit right" only near rapport, "go through parts" only as a
# process; these are the plain questions they are (2026-11-26).
operations | Let's start with the basics.
operations | let's start with the line itself
operations | ok let's begin with how the plant runs today
operations | let's start at the front of the line
pains | Is there anything in the proposal that doesn't sit right with you?
pains | anything in there that doesn't sit well with your team
pains | what part of the quote doesn't feel right to you
pains | is anything in the offer rubbing you the wrong way
maintenance | so do you guys go through a lot of parts
maintenance | how fast do you go through belts and bearings on that line
maintenance | are you going through wear parts faster than you'd like

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
authority | Are you the right person to talk to about the conveyor upgrade?
authority | besides yourself, who else has a say on the x-ray purchase
authority | just so I know who I'm writing this for, whose budget does the palletiser come out of
authority | who would actually sign the PO on something this size
budget | Is there money set aside for this or would it need to go in next years plan?
budget | roughly what have you got earmarked for the line upgrade
budget | Is the budget for the robot cell already approved or still being worked out?
price | what number did you have in your head for a checkweigher before we talked
price | what were you expecting to pay for the case packer, ballpark
metrics | do you happen to know your OEE on line two, even roughly
metrics | how are you tracking downtime today, by cause or just total hours
metrics | whats the reject rate running at on the checkweigher these days
operations | How many lines are you running right now and on how many shifts?
operations | How does product get from the mixer to the packer today?
pains | whats the biggest thing keeping you up at night on the packaging side
pains | what are the problems you'd most like to see gone this year
competitors | how did the other vendor's proposal compare on lead time
competitors | what made you look at a used palletiser as an option
competitors | what's your current supplier doing well for you
competitors | Have you looked at building the transfer system in house?
food_safety | since the recall, whats changed in how you screen for metal
food_safety | how do you validate the allergen clean between runs
food_safety | How is your sanitation crew set up on the wet side?
compliance | are you under any part 11 requirements for the MES data
compliance | What did the auditors flag last time around?
maintenance | is your maintenance team in house or contracted out
maintenance | what does your PM schedule look like on the homogeniser
changeover | how long does a format change take on the case packer today
changeover | who does the changeovers, the operators or the mechanics
staffing | How hard has it been to keep operators on nights?
staffing | how many people do you need on the line per shift right now
quality | how does your QA team use the vision reports today
quality | are customer complaints trending up, down or flat this year
roi | What does an hour of downtime on that line cost you roughly?
roi | What are you spending on overtime a month to make up for the stops?
installation | what does your shutdown window look like for the install
installation | who's handling the electrical hookup on your side
support | when you call support today how fast do you get a tech on site
support | Do you need support coverage days only or around the clock?
contract | which parts of the terms is your legal team stuck on
tariffs | Are duties a big factor for you on equipment coming from europe?
timeline | Realistically when would you want this running.
timeline | is this a this-year project or more of a next year thing
decision_process | How does a purchase like this get approved at your place?
decision_process | Do you need three bids on this or can you single source?
decision_process | what would the committee want to see in the proposal
rapport | How long have you been in the role?
rapport | What did you do before you joined the company?
rapport | how did you end up in purchasing if you dont mind me asking
quality | what does your QA team look at first when the vision system rejects a pack
staffing | whats turnover like on your night shift
support | What kind of issues are your people calling support about most?
timeline | Whats a realistic timeframe for a decision on your side?
competitors | what did the other vendor's x-ray spec look like next to ours
maintenance | how are your techs trained on the bearing lube points
tariffs | How much are duties adding to your imported spares these days?
maintenance | Could you unpack the seal failures on the filler a bit?
operations | tell me more about how the night shift runs
metrics | Could you give me more detail on where the downtime comes from?
changeover | could you go into a bit more detail on the changeover steps
quality | can you say more about the complaints you've been getting
competitors | can you tell me a bit more about what the other vendor proposed
staffing | how does training work for new operators, in a bit more detail
installation | Can you describe the space you have for the palletiser?
food_safety | Could you go a little deeper on your allergen program?
support | say more about what support looks like today
roi | I'd like to hear more about what the overtime is costing you
timeline | Tell me a bit more about when this needs to be running.
budget | Could you expand on how the budget gets split between the two plants?
decision_process | expand a little on what the committee looks for
metrics | whats your line speed on the canning line
budget | what's the budget you're working with for this
authority | Who else sits on the committee?
timeline | when do you need it running by
competitors | Who are you buying from today?
rapport | what's your title there these days
roi | Any sense of what a lost shift costs you?
food_safety | which allergens are you running on the shared line
maintenance | Which parts fail most often on the capper?
installation | How much floor space is there at the end of the line?
timeline | when are you hoping to have the line up and running
timeline | hows your timeline looking for the project
timeline | whats the overall calendar look like for the project, any hard deadlines
installation | how's your calendar looking for the install window
installation | What date is your shutdown starting?
installation | is the 14th still the day your shutdown starts
installation | When would the install crew be able to get on the floor?
installation | Is the 3rd still the date your contractors start on the floor prep?
installation | are there weekends you're already down that an install could fit into
installation | how long can the line be down for the changeout, realistically
installation | so um when does your shutdown start
installation | does the 21st still look like the day the old palletiser comes out
timeline | When do you need the machine delivered by?
timeline | is there a date your customer contract starts that's driving all this
timeline | what happens if this slips into next year
timeline | When do you expect to place the order?
timeline | By when do you want to have a decision made.
timeline | is this project on this year's calendar or next
timeline | so um when do you guys actually need this thing running by
timeline | when you need the machine, which month?
timeline | is the 9th still the go live date for the new SKU
timeline | how soon after the po would you want delivery
decision_process | What happens after you get our proposal?
decision_process | what does the approval path look like for a PO this size
decision_process | how long does it usually take from approval to PO at your place
decision_process | Step me through what has to happen before an order gets placed.
decision_process | what would it take for the committee to approve it
decision_process | What would it take for a proposal to stand out with your team?
decision_process | Do you need to see a trial before you can order?
decision_process | is there a capex meeting where this gets decided
decision_process | When does the capex committee next meet?
decision_process | what criteria will you use to pick between us and the other bids
decision_process | if the trial goes well what's the next step on your side
decision_process | so like whats the process once you get the quote
decision_process | How is the process for buying in your company?
decision_process | What could kill this on your end?
decision_process | does legal need to review the contract before the PO can go out
decision_process | is the board meeting on the 12th where the funding gets decided
authority | who signs the PO once it's approved
authority | Who would you need to bring a recommendation to?
next_step | What would a good next step look like from your side?
next_step | what do you think should happen after today
pains | is the price the sticking point or something else
pains | what's still keeping you from saying yes
pains | any hesitations I should know about
pains | How are you feeling about the proposal so far?
installation | what dates are blacked out for an install on your side
timeline | how's the 14th looking for the new line start, still on track
operations | I'm curious how you're getting product from the ovens to the packers right now
operations | Walk me through a normal day on line four.
operations | you're running three shifts on the bottling side, right
operations | so um like you know how many skus are actually going through that filler
operations | Help me picture the palletiser end of the line as it is today.
operations | out of interest, how do the tablets get from the press to the blister line
operations | the resin gets to the moulding machines how, by hand or vacuum
operations | the mixers run in batch rather than continuous, yes
pains | what's the biggest headache in the packaging hall these days, I'm curious
pains | give me a feel for what's not working for you right now
pains | so yeah um whats the one thing that would make your life easier this year
pains | something I always ask, if you could wave a wand what would you fix first
metrics | id love to know roughly what oee you see on the canning line
metrics | you measure giveaway on the checkweigher, don't you
metrics | Um so like what kind of uptime are you actually getting on the case packer?
metrics | No idea if you track it but the false reject rate on the x-ray would be good to know.
metrics | fill me in on the scrap rate at the stamping press
metrics | So like uh you know whats the throughput on the depalletiser.
budget | I'm wondering whether there's money already set aside for automation this year
budget | you've got capex approved for this already, or not yet
budget | So uh you know is this funded yet or still a wish list.
budget | help me understand how much youve budgeted for the end of line work
authority | keen to know who else will weigh in on the robot cell
authority | you'd be the one signing for this, right
authority | Um so like is the final call yours or does it go up to corporate?
authority | whose budget is the MES rollout coming out of, just so I've got it straight
timeline | Ideally when would you want the new filler commissioned.
timeline | the plan is to have it in before the christmas peak, isn't it
timeline | so yeah uh whats the drop dead date for the line being live
timeline | timing wise, where does this sit against the other projects you've got
decision_process | Take me through how your team evaluates a bid like this.
decision_process | id be interested to hear how capex requests move through your org
decision_process | you'll need three quotes for this one I assume
decision_process | so um basically what has to happen between now and a PO
competitors | who else are you talking to on the vision side, just out of curiosity
competitors | you've had the incumbent quote this too, haven't you
competitors | Um so like have you thought about just rebuilding the old palletiser instead?
competitors | what the other guys quoted for installation would be handy to know
competitors | How many suppliers do you normally keep in play for spare parts out of interest?
competitors | I'd like to know if you've priced a cobot from anyone else
food_safety | curious how you verify the metal detector at the start of each shift
food_safety | take me through your allergen clean down between the nut and nut free runs
food_safety | you've got a positive release program on the meat, right
food_safety | so uh like how often is environmental swabbing done in the RTE area
food_safety | So basically um how are you handling foreign body detection on the sausage line.
food_safety | your CIP cycles are validated, correct
compliance | What your customers ask for in terms of validation docs would be useful to hear?
compliance | your US customer asks for FSVP records on the product, don't they
compliance | um so basically are you under part 11 for the batch records
compliance | catch me up on what the BRC auditor picked up last time
compliance | how serialisation gets handled on the pharma packaging line today thats what im wondering
maintenance | I'm keen to hear how the crew schedules PMs on the CIP skid
maintenance | I'd love to hear how you stock spare parts for the fillers
maintenance | your techs do the servo work in house, correct
maintenance | So um like whos doing the preventive stuff on the robots now.
maintenance | Give me a rough idea how old the drives on the extrusion line are.
changeover | walk me through a flavour change on the yogurt line
changeover | i'm curious how long a bottle size change takes on the capper
changeover | you're changing over about four times a shift, is that right
changeover | so yeah um how many changeovers are you doing a week on the bagger
changeover | Paint me a picture of a colour change on the blow moulder.
staffing | I'd be curious how many operators you've got on end of line per shift
staffing | help me understand how you staff nights in the bakery
staffing | Curious whether second shift is hard to fill in your area.
staffing | So um like how many temps are on the packing line in peak season?
staffing | just thinking out loud, how many people are packing the cheese by hand today
quality | take me through what happens when a customer complains about a short fill
quality | how your QA team signs off a new vision recipe, I'd like to understand that
quality | your weights get checked by hand every hour too, don't they
quality | um so like whats the main defect getting through right now
quality | Be good to know how you catch cracked castings before they ship.
quality | and the pouches, how do you check seal integrity on those
price | out of curiosity what were you expecting to pay for a checkweigher this size
price | Give me a ballpark of what you had in mind for the palletiser.
price | So uh you know what number would you need to see on the quote.
roi | an hour of downtime on the canning line, what does that actually cost you
roi | the rework each month, what's that running you
roi | whats the overtime bill looking like each month roughly
roi | So um like what would getting two hours a day back be worth to you?
roi | id be interested in what the spare parts for the old machine run you a year
roi | the giveaway on the sliced meat, any idea what that adds up to in a year
installation | I'd like to picture the floor where the palletiser would go
installation | Talk me through your shutdown plans for the summer.
installation | you'll have power and air at the drop point, right
installation | so uh basically who does the rigging on your side
installation | how much headroom is there above the kettle roughly, I'm not sure from the drawings
support | quick one, how fast does your current vendor get someone on site
support | what you'd want from a service contract is the thing I'm trying to get at
support | youd want remote access for the support techs wouldnt you
support | So um like how many service calls did you log on the x-ray last year?
contract | payment terms on capital equipment, what do you normally work with
contract | I wanna get a sense of what your legal team usually pushes back on
contract | you'd want the warranty starting at acceptance, correct
contract | So like um do you buy on your paper or are you ok with ours?
tariffs | I'd be curious whether duties are already factored into the budget
tariffs | give me a feel for how the exchange rate affects a euro quote for you
tariffs | So yeah um would you rather have the quote in dollars or euros?
tariffs | you import the spare parts yourselves dont you
next_step | From your side what would you want to see next from us.
next_step | what does a useful follow up look like for you, be honest
rapport | what got you into food manufacturing in the first place, I'm curious
rapport | you came over from the automotive side, didn't you
rapport | so um like what were you doing before you took over the plant

# Written by the team: the budget question that weighs a stated total against the money approved
# (the model had learnt "approved" as the approval steps, decision_process), and the pains question
# asked through what annoys the buyer's people (it had read "your team" as the buyer's person,
# rapport).
budget | how does that number compare with what finance signed off for the line
budget | is that inside what you have approved for this project
budget | does the total fit in the amount finance set aside
budget | how close is that to the money you've got approved
budget | where does the quote land against your approved capex
budget | is the approved amount enough to cover the installed total
budget | so against the approved budget are we over or under
budget | how far is that from what corporate approved for you
budget | does that fit in the approved number or is there a gap
budget | compared to the amount that got approved is that high
pains | what bugs your operators most about the old machine
pains | whats the one thing your crew complains about on that line
pains | what drives your maintenance guys crazy with the current setup
pains | what annoys your people most about how it runs today
pains | Which part of the process gives your team the most grief?
pains | what do your shift leads moan about the most
pains | what frustrates the folks on the floor about the current cartoner
pains | If I asked your operators what they hate about the line, what would they say?

# Written by the team: leading and tag questions asked in good faith. The corpus's sarcasm ends on
# the same tags ("…, right", "are you", "you guys"), so plain ones were read as rude at 0.9 and a
# weak rep's leading question ended the call (2026-11-27, sixth blind set).
pains | I bet the old wrapper gives you guys trouble every week, right
pains | I'd imagine the hand stacking is rough on your people, isn't it
pains | my guess is the seal jaws are the main headache, am I close
competitors | you're talking to a couple of other vendors too, aren't you
competitors | so is anyone else quoting this for you guys or just us
competitors | you haven't picked a supplier yet, have you
competitors | you guys still buying from the same OEM as before or did that change
budget | you'd have some capital set aside for this next year, wouldn't you
budget | I'm assuming there's a budget line for the upgrade, is that fair
budget | there's money for it this year, right, or am I wrong
tariffs | you guys handle the import duties on your end, right
tariffs | the duties would be on your side since it ships from Ontario, correct
tariffs | you'd be the importer of record for that, wouldn't you
decision_process | I'm not totally sure how approvals work at your company, can you fill me in
decision_process | I don't really know how your capex process runs, how does a request move through
decision_process | I'm new to your account so I'm not clear how purchases get approved there, how does that go
authority | you're the one who signs off on this, aren't you
authority | it goes up to the plant manager after you, right
staffing | you guys are short on operators like everybody else, right
staffing | I'm guessing finding mechanics is tough out there too, yeah
operations | you run two shifts on that line, don't you
operations | you guys are still stacking by hand at the end of the line, right
operations | I'm guessing most of your volume is the 24 count, is that right
quality | you'd catch a bad seal before it leaves the plant, wouldn't you
quality | I assume the customer audits your reject logs, right
compliance | your validation people would want the IQ OQ package, wouldn't they
compliance | you guys need the 3-A paperwork for anything that touches product, right
maintenance | your techs do most of the PM work themselves, right
maintenance | I'm guessing the bearings are what your guys change most, am I right
changeover | you guys change sizes a couple times a shift, right
timeline | you'd want it running before peak season, wouldn't you
timeline | I'm assuming nothing happens until the new fiscal year, is that right
roi | you'd probably make that back inside two years, don't you think
contract | you'd want the warranty in writing, right
support | you guys would want a tech on site the first week, yeah

# Written by the team: what a problem costs the buyer, asked through "sets you back", "ends up
# costing", "in the same ballpark" with no money word; the model read the machine or the vendor
# the sentence named instead (sixth blind set, 2026-11-27).
roi | when the sealer goes down for a shift what does that end up setting you back
roi | roughly what does one bad batch end up setting you back once the customer catches it
roi | what do the rejects end up running you over a month, with the rework and the freight
roi | between the scrap and the overtime what's a long changeover setting you back
roi | does that sound like the same ballpark as what a stoppage on your line does to you
roi | is that in the same ballpark as what your breakdowns end up costing you
roi | when a line stops unplanned, what does the plant lose, more or less
roi | what's it worth to you to make those stoppages go away
`;

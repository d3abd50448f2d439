// A thirteenth set of scripted rep calls, written blind from the labelling rules only.

import type { Conversation } from '../types';
import { ask, buyer, close, garble, intro, meet } from './turns';

export const FRESH12: readonly Conversation[] = [
  // ---------------------------------------------------------------------------------------------
  // Prospecting
  // ---------------------------------------------------------------------------------------------
  {
    name: 'fresh12-prospect-spiral-freezer-retrofit-strong',
    mode: 'prospecting',
    level: 'strong',
    persona: buyer({
      firstName: 'Harold',
      role: 'plant_manager',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro(
        'Hi Harold, this is Megan Costa with Tundra Freeze Systems. We build and retrofit spiral freezers, mostly ' +
          "for prepared foods and bakery. I'm calling because we just finished a job about forty miles from you. " +
          'Got two minutes, or did I catch you in the middle of a fire?',
      ),
      "Totally fair, I'll be quick. Usually we get called in when the spiral turns into the bottleneck on the back half of a line.",
      ask(
        'operations',
        "So I'm not guessing: what's going through the freezer right now? Is it all loose IQF product, or are you running trays through it too?",
      ),
      ask(
        'pains',
        'Okay, trays and some bulk chicken. And if you had to pick one thing on that end of the plant that keeps you up at night, what would it be?',
      ),
      ask(
        'food_safety',
        'Frost on the belt, yeah, we hear that a lot. When you defrost, how are you handling the wash inside the enclosure, is that a full foam-and-rinse every day or are you, uh, stretching it out?',
      ),
      ask(
        'metrics',
        'And how do you keep score on it today, like throughput per hour off the freezer, or is it just OEE for the whole line?',
      ),
      'That helps. For what it is worth, the retrofit I mentioned went from a fourteen-hour defrost and clean down to about six, with sequential defrost and a belt wash that runs while product is still going in.',
      ask(
        'roi',
        "Say you got six hours of production back every week, and I'm not promising that on the phone, what would that be worth to you in cases?",
      ),
      ask(
        'timeline',
        'Is freezing capacity something that is on the plan for this year, or is this more of a next-fiscal conversation?',
      ),
      ask(
        'authority',
        "And besides you, who would want a say if it turned into a project? Corporate engineering, I'd guess?",
      ),
      meet(
        'Here is what I would suggest: let me bring our applications engineer out for an hour to look at the spiral and pull a few days of temperature logs. Would Thursday the 14th, around nine in the morning, work?',
      ),
      meet(
        "Ah, that's your sanitation audit day. No problem, what about the following Monday, early, say six thirty before first shift gets rolling?",
      ),
      "Perfect. I'll send the invite to you and copy Raj in engineering. Thanks, Harold, really appreciate it.",
    ],
  },
  {
    name: 'fresh12-prospect-case-packer-service-gta-strong',
    mode: 'prospecting',
    level: 'strong',
    persona: buyer({
      firstName: 'Genevieve',
      role: 'maintenance_manager',
      industry: 'packaging',
      experience: 'mid',
      geography: 'ca',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro(
        'hey genevieve its marc lavoie calling from northbank automation out of mississauga we do service and retrofits on case packers and palletizers you got a quick sec',
      ),
      'ok great ill keep it short eh we been doing a lot of work with co packers around the gta since a couple of the oem service teams kinda pulled back out of ontario',
      ask(
        'maintenance',
        'so on your end like how are you handling the pms on the case packers right now is that all in house or do you bring the oem in a couple times a year',
      ),
      ask('staffing', 'and how many techs you got on nights cause thats usually where it all falls apart'),
      ask(
        'support',
        'right right and when something goes down at like two in the morning who are you actually calling and how long till somebody shows up at the door',
      ),
      'yeah four to six hours is brutal for a co packer like when your customers trucks are sitting there in the yard',
      ask(
        'competitors',
        'whos doing your service now is it still the oem on contract or some other outfit on time and material',
      ),
      ask(
        'tariffs',
        'and the parts side are you bringing most of it up from the states like are you eating the duty and the exchange on every order',
      ),
      ask(
        'roi',
        'ballpark what does an hour down on one of those packers cost you with the customer chargebacks and all that',
      ),
      meet(
        'ok so what if i come by with one of our field guys and we just walk the packaging hall no charge maybe next wednesday or thursday afternoon whichever is better for you',
      ),
      'awesome ill send something over with both options thanks genevieve have a good one',
    ],
  },
  {
    name: 'fresh12-prospect-xray-export-meat-strong',
    mode: 'prospecting',
    level: 'strong',
    persona: buyer({
      firstName: 'Lucía',
      role: 'quality_food_safety_specialist',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'mx',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro(
        'Good morning Lucía, my name is Rodrigo Salinas, I am calling from Visiontek Inspección in Querétaro. We install x-ray inspection for meat and snack plants. Is this a good moment or you prefer I call you later?',
      ),
      'Thank you, I will be brief. The reason I call is that many plants exporting to the United States are receiving more questions from their customers about foreign material.',
      ask(
        'food_safety',
        'Tell me, on your lines today, which foreign material worries you more, the bone fragments, metal from the equipment, or maybe glass and stones coming with the raw material?',
      ),
      ask(
        'compliance',
        'And the customers in the US, they are asking you something specific? For example, the importer wants to see a verified control for the FSVP, or a validation of your detectors?',
      ),
      ask(
        'quality',
        'Okay. And how many complaints for foreign material you received this year, more or less, if you can share it with me?',
      ),
      'I understand, it is sensitive. Only in general, it helps me to understand the size.',
      ask(
        'operations',
        'How many lines you have at the end with metal detection, and are they all the same product or you change between formats during the day?',
      ),
      ask(
        'decision_process',
        'If you decide to look at x-ray, how is the process in your company? You need to present it to a committee, do a trial, compare three quotations?',
      ),
      ask(
        'tariffs',
        'One more, because some clients ask me this: when you buy equipment, you prefer it priced in pesos or in dollars? With the exchange rate it moves a lot.',
      ),
      meet(
        'What I propose is to visit the plant first, see the lines, and after that bring a demo unit for one week with your real product. Can we schedule the visit for the 22nd or the 23rd?',
      ),
      'Perfect, I will send you the invitation together with my colleague Ana. Thank you very much for your time, Lucía.',
    ],
  },
  {
    name: 'fresh12-prospect-medical-tray-tffs-strong',
    mode: 'prospecting',
    level: 'strong',
    persona: buyer({
      firstName: 'Tyler',
      role: 'project_engineer',
      industry: 'healthcare',
      experience: 'junior',
      geography: 'us',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'small',
    }),
    turns: [
      intro(
        "Hey Tyler, Colleen Marsh. I'm with Keystone Forming, we make form-fill-seal machines for medical device packaging. Jenna in your purchasing group said you're the one running the new line project?",
      ),
      ask(
        'rapport',
        'Oh nice, so you came over from the automotive side? How are you finding medical so far, a lot more paperwork, I bet.',
      ),
      ask(
        'operations',
        'Ha, yeah. So what is the setup there today? Are you forming trays in house, or buying preformed trays and just sealing Tyvek lids on?',
      ),
      ask(
        'compliance',
        "And since you're building for other people's devices, whose validation package are you living under? Do your OEM customers want the IQ/OQ docs from the equipment vendor, or do you write all of that yourselves?",
      ),
      ask(
        'changeover',
        'Makes sense. How many different tray SKUs are we talking, and how long does it take your guys now to swap tooling from one to the next?',
      ),
      "That's pretty typical. Our tooling swap is a cart-based change, usually under twenty minutes for forming and sealing dies together.",
      ask(
        'timeline',
        'When does the new line need to be validated and running, is there a customer launch date driving the whole thing?',
      ),
      ask('budget', 'Is there a capital number already approved for it, or is that still being put together?'),
      ask(
        'authority',
        'And who else weighs in on the machine pick, is it you and your manager, or does the customer get a vote too?',
      ),
      meet(
        'Would it be worth a thirty-minute video call with our validation lead, say Tuesday at one Eastern? She can show you what a typical document package looks like.',
      ),
      "Great, I'll send that over. Thanks, Tyler.",
    ],
  },
  {
    name: 'fresh12-prospect-vffs-second-shift-average',
    mode: 'prospecting',
    level: 'average',
    persona: buyer({
      firstName: 'Brenda',
      role: 'operations_manager',
      industry: 'packaging',
      experience: 'mid',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'small',
    }),
    turns: [
      'hi is this brenda',
      intro('hi brenda this is josh with packright machinery how you doing today'),
      'good good so uh we make vertical form fill seal baggers and i saw you guys just added a second shift so i figured id reach out',
      ask('operations', 'what are you bagging over there right now like snacks or like hardware or'),
      ask('pains', 'ok cool and is there anything thats like giving you trouble on the packaging side right now'),
      'yeah film tracking is a big one honestly our machines have the uh the auto registration so that kinda goes away',
      ask('changeover', 'how often are you switching bag sizes like daily or more like once a week'),
      ask(
        'staffing',
        'and whos running the baggers is it like dedicated operators or whoever is on the floor that day',
      ),
      ask('budget', 'do you guys have money set aside for new equipment this year or is it kinda wait and see'),
      'ok gotcha gotcha',
      meet(
        'would you be open to like a quick demo we got a machine in our showroom in columbus or i could do a zoom whatever works',
      ),
      meet('ok zoom is fine how about next friday like ten your time'),
      'ok cool ill send it thanks brenda',
    ],
  },
  {
    name: 'fresh12-prospect-checkweigher-nhp-procurement-average',
    mode: 'prospecting',
    level: 'average',
    persona: buyer({
      firstName: 'Doug',
      role: 'procurement_manager',
      industry: 'healthcare',
      experience: 'senior',
      geography: 'ca',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro(
        "Hi Doug, it's Priya Chandran from Maplecrest Inspection in Burlington. We supply checkweighers and metal detection for pharma and natural health products packaging. Have you got a minute?",
      ),
      "Thanks. I know procurement gets a hundred of these calls a week, so I'll get right to it.",
      ask(
        'competitors',
        'Who are you buying your inspection equipment from right now, is it mostly Mettler, or a bit of a mix?',
      ),
      ask(
        'decision_process',
        "And when the plant asks for a new piece of equipment, how does it get to you? Do they hand you a spec and you go out for three quotes, or is it more sole-source if it matches what's already there?",
      ),
      ask(
        'price',
        "Okay. Roughly what are you used to paying for a combination checkweigher and metal detector? Just so I know if we're even in the same world.",
      ),
      "Yeah, we're usually a bit under that, partly because we build in Ontario so there's no cross-border markup.",
      ask(
        'tariffs',
        'Speaking of which, has all the back and forth on duties with the States changed how you source anything, or is that mostly a non-issue for equipment?',
      ),
      ask(
        'contract',
        'Do you have standard terms vendors have to sign on to, like net 60 and a minimum warranty, or is that negotiated every time?',
      ),
      ask(
        'next_step',
        "What would be the most useful thing for me to send you, so you'd have us on file the next time a request comes through?",
      ),
      meet(
        "Would it be worth fifteen minutes once you've had a look at it, say the Tuesday after the long weekend, in the morning?",
      ),
      "Sounds good. I'll send the vendor package and a line card today. Appreciate the time, Doug.",
    ],
  },
  {
    name: 'fresh12-prospect-cup-filler-copacker-average',
    mode: 'prospecting',
    level: 'average',
    persona: buyer({
      firstName: 'Kayla',
      role: 'production_manager',
      industry: 'food_beverage_equipment',
      experience: 'junior',
      geography: 'us',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro("Hey, Kayla? Hi, Ben Okafor, Silverline Cup Fillers. How's it going?"),
      ask(
        'rapport',
        "Nice. You're pretty new in the production manager seat, right? I think I saw it on LinkedIn, congrats. How have the first couple months been?",
      ),
      "Ha, drinking from a fire hose, I bet. So the reason I'm calling, we do rotary and inline cup fillers, a lot of them for co-packers doing dips and yogurt.",
      ask('operations', 'What kind of cups are you running, and like, how many lanes on the fillers you have now?'),
      ask(
        'changeover',
        "And because you co-pack for a bunch of brands I'm guessing you switch a lot. How much time is a typical flavor or cup change eating up?",
      ),
      ask(
        'food_safety',
        'Are you juggling allergens on there too? Like a dairy dip and then a sesame hummus on the same filler?',
      ),
      'Yeah, that is where the full wash-down between runs just kills you.',
      ask(
        'authority',
        'If you found something that cut that down, would that be your call, or does your plant manager or the owner sign off on it?',
      ),
      meet(
        'Would you want to grab twenty minutes next week so I can show you a video of one of our fillers doing a full allergen change? Maybe Wednesday afternoon?',
      ),
      "Cool. I'll send it to your email. Thanks, Kayla.",
    ],
  },
  {
    name: 'fresh12-prospect-palletizer-monterrey-average',
    mode: 'prospecting',
    level: 'average',
    persona: buyer({
      firstName: 'Alejandro',
      role: 'plant_manager',
      industry: 'packaging',
      experience: 'mid',
      geography: 'mx',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro(
        'hello good afternoon alejandro my name is fernanda ortiz i am from paletec robotics in monterrey how are you',
      ),
      'very good thank you so we make robotic palletizers for the plants in the north especially the contract packers that work for the american brands',
      ask(
        'operations',
        'how many lines you have at the end of packaging and how are you palletizing right now it is manual',
      ),
      ask(
        'staffing',
        'and for the manual palletizing how many people you need for each shift and is it difficult to keep them because the rotation is very high in the industrial parks',
      ),
      ask(
        'tariffs',
        'ok and your customers in the us they are paying some duties or with the usmca the product crosses without problem',
      ),
      'i understand yes with the certificate of origin it is more easy',
      ask('roi', 'how much is costing you the overtime for the palletizing more or less every month'),
      ask(
        'installation',
        'if you put a robot sell how much space you have at the end of the line because sometimes the plant is very tight',
      ),
      meet(
        'i would like to visit the plant and take some measures with our engineer maybe next tuesday or wednesday in the morning',
      ),
      'perfect i send you a whatsapp to confirm thank you alejandro',
    ],
  },
  {
    name: 'fresh12-prospect-cip-skid-brochure-weak',
    mode: 'prospecting',
    level: 'weak',
    persona: buyer({
      firstName: 'Walt',
      role: 'maintenance_manager',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'small',
    }),
    turns: [
      intro(
        "Hi, is Walt there? Hi Walt, this is Trevor from CleanStream CIP Solutions, we're the leading provider of automated clean-in-place skids in North America.",
      ),
      "So basically our skids are fully automated, they've got a ten-inch HMI, conductivity sensors, flow meters on every return, up to six circuits, plus recipe management and full data logging.",
      ask('budget', 'So do you have the budget for something like that?'),
      'Oh, okay. Well, I mean, a lot of plants find the money once they see the savings.',
      ask('maintenance', 'How old is your CIP now, and is it breaking down on you much?'),
      "Twenty-two years, wow. Yeah, that's definitely past its life. Our system would fix all that.",
      ask('food_safety', 'Are you guys having any, uh, like, cleaning issues? Like micro stuff?'),
      ask('authority', 'Okay so who would I talk to about buying one?'),
      meet("Can I just swing by and drop off a brochure? I'm in the area Monday."),
      "Okay, I'll just email it then. Thanks.",
    ],
  },
  {
    name: 'fresh12-prospect-blister-junior-rep-weak',
    mode: 'prospecting',
    level: 'weak',
    persona: buyer({
      firstName: 'Diego',
      role: 'operations_manager',
      industry: 'healthcare',
      experience: 'junior',
      geography: 'mx',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro(
        'hey uh diego right yeah so uh um this is kyle i work for medipak solutions we do like blister packaging stuff',
      ),
      'so yeah weve got a lot of machines like a lot of different ones so i wanted to see if you needed any',
      ask('operations', 'what kind of stuff do you guys make there like pills or'),
      garble('sorry uh the the blis the uh mm the form her the uh yeah what uh cuz the'),
      ask('pains', 'ok so like whats hard for you right now'),
      'ok cool cool yeah we can definitely help with that',
      ask('compliance', 'do you guys need like the fda stuff down there or is that only for the us'),
      ask('price', 'and like how much would you wanna spend on a machine'),
      meet('can i like send you a meeting invite for next week'),
      'ok cool thanks man',
    ],
  },
  {
    name: 'fresh12-prospect-fryer-feature-dump-weak',
    mode: 'prospecting',
    level: 'weak',
    persona: buyer({
      firstName: 'Nadia',
      role: 'project_engineer',
      industry: 'food_beverage_equipment',
      experience: 'mid',
      geography: 'ca',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro(
        "Good afternoon Nadia, my name is Steve Kowalski, regional sales manager for Golden Crisp Fryer Systems, serving Ontario and Quebec, and I'm calling today to tell you about our brand-new continuous fryer, the GC-900.",
      ),
      'The GC-900 has a patented oil-turnover design, a fines-removal conveyor, a full hood lift, and it uses about thirty percent less oil than anything on the market. We have over four hundred installations worldwide.',
      ask(
        'quality',
        "I'm sure your oil's breaking down too fast and you're getting dark, greasy chips coming off the end, right? Everybody is.",
      ),
      'Yeah, see, the GC-900 would solve that.',
      ask('competitors', "What fryers are you running now, Heat and Control, I'd guess?"),
      'Right, good machines, but ours are better, honestly.',
      ask('timeline', 'So when are you buying?'),
      ask('installation', "And you'd have room for a forty-foot fryer, right? Plus the oil management skid?"),
      ask('next_step', 'What would it take to get you out to see one running?'),
      meet("Let me book you in for our open house in Mississauga on the 9th, it's a great event, lunch is included."),
      "Okay, well, just think about it. I'll send you the flyer.",
    ],
  },
  {
    name: 'fresh12-prospect-shrink-wrapper-pushy-adversarial',
    mode: 'prospecting',
    level: 'adversarial',
    persona: buyer({
      firstName: 'Carol',
      role: 'procurement_manager',
      industry: 'packaging',
      experience: 'senior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro("Carol. Rick Dunleavy, Ironclad Wrapping. You're the one who buys the shrink wrappers over there, yeah?"),
      "Yeah, I know, you don't take cold calls. Everybody says that. Two minutes.",
      ask(
        'competitors',
        "You're still with Lantech, right? How's that working out for you, because I've heard stories.",
      ),
      ask('price', "Look, what are you paying per wrapper right now? Because I guarantee I'm under it."),
      "Come on, it's not a state secret. You procurement people always act like it is.",
      ask(
        'decision_process',
        'Fine. How do I get on your approved vendor list, then? Is there a form, or do I have to know somebody?',
      ),
      "Wow. A six-month qualification for a shrink wrapper. That's bureaucracy for you.",
      ask(
        'authority',
        "Who's actually making the call on equipment over there? Because I'm guessing it's not you, it's the plant guys.",
      ),
      ask('contract', 'And your standard terms, net 90, I suppose? You big outfits always squeeze the little guys.'),
      meet(
        "Tell you what, give me fifteen minutes Friday and I'll show you numbers that'll embarrass your current vendor.",
      ),
      "Your loss. I'll send the info anyway.",
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Discovering
  // ---------------------------------------------------------------------------------------------
  {
    name: 'fresh12-discover-hot-fill-rotary-line-walk-strong',
    mode: 'discovering',
    level: 'strong',
    persona: buyer({
      firstName: 'Marcus',
      role: 'production_manager',
      industry: 'food_beverage_equipment',
      experience: 'mid',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro(
        'Marcus, good to finally meet in person. Allison Park, Crestwood Filling. Thanks for getting me onto the floor between runs.',
      ),
      ask('rapport', 'How long have you been running production here? You said you started on the filler yourself.'),
      ask(
        'operations',
        'So let me get the lay of the land. Line 3 is hot-fill for the teas and line 4 is cold juice, is that right? And how many shifts on each?',
      ),
      ask(
        'metrics',
        "Okay, three shifts, five days, weekends for sanitation. Where's OEE running on line 3, and is that how corporate scores you or do you track it your own way?",
      ),
      ask(
        'pains',
        "Sixty-one percent. Honestly that's not terrible for hot fill. Where do you feel you lose most of the rest, stops, speed, or rejects?",
      ),
      ask(
        'changeover',
        'You mentioned the 64-ounce to 16-ounce switch. Walk me through what actually happens on that one, who does what, and how long before you are back at rate?',
      ),
      'Three hours forty, and most of it on the starwheels and the capper head. Yeah, that is where the time goes on the older rotaries.',
      ask(
        'quality',
        'And on the bottles themselves, are you seeing low fills get kicked at the checkweigher, or is it more cap torque that puts product on hold?',
      ),
      ask(
        'maintenance',
        "Who keeps the filler alive day to day? Is your crew doing the valve rebuilds themselves, or are you flying in the OEM's tech?",
      ),
      ask(
        'roi',
        "If we got that changeover down to, say, ninety minutes, and I'd have to prove it, what is an hour of line 3 worth to you in cases, roughly?",
      ),
      ask(
        'timeline',
        "Is there a window coming up where you could even take the line down for a filler swap? I'm guessing not before the summer peak.",
      ),
      ask(
        'decision_process',
        'After today, how does something like this move forward on your side? Does it have to get on the capital plan in October, do engineering and finance both review it?',
      ),
      ask('authority', 'And who owns the capital request itself, you or Denise?'),
      meet(
        "What I'd like is to come back with our applications engineer and time-study one real changeover. Could we pencil in the next 64-to-16 switch, you said that's the 19th?",
      ),
      "Great, I'll confirm with Denise in the loop. Thanks for the tour, Marcus.",
    ],
  },
  {
    name: 'fresh12-discover-medical-pouch-sealing-strong',
    mode: 'discovering',
    level: 'strong',
    persona: buyer({
      firstName: 'Anjali',
      role: 'quality_food_safety_specialist',
      industry: 'healthcare',
      experience: 'mid',
      geography: 'us',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro(
        'Hi Anjali, thanks for making the time. Graham Ellis, Validex Sealing. We spoke for a few minutes at MD&M West about your pouch sealing.',
      ),
      ask(
        'operations',
        'To start, could you give me a feel for what comes through the sealing room? How many device families, and are they all Tyvek pouches or some header bags too?',
      ),
      ask(
        'compliance',
        "You're ISO 13485 and FDA registered, I assume. How did the last notified-body audit go on the sealing process, were there any findings?",
      ),
      ask(
        'quality',
        'Got it, a minor on seal-strength trending. When you do see a failed seal, is it usually channels, an incomplete edge, or burn-through?',
      ),
      ask(
        'metrics',
        'How are you monitoring seal strength now? Peel testing a sample every lot, bubble leak, something inline?',
      ),
      "That's pretty standard. The one thing I'd say is that sampling tells you what happened an hour ago.",
      ask('pains', 'Beyond the audit finding, what frustrates you most about the current sealers, day to day?'),
      ask(
        'staffing',
        'And your team, how many people are in quality, and does anybody own validation full time or does it get spread across everyone?',
      ),
      ask(
        'compliance',
        "Since you're sealing for other companies' devices, do your OEM customers have to approve a change notification and see the revalidation before you're allowed to swap a validated sealer?",
      ),
      ask(
        'decision_process',
        'Okay, so that is a big deal. If you did bring in new sealers, what would the sequence look like, change request, customer notification, then IQ, OQ, PQ?',
      ),
      ask(
        'next_step',
        'What would be most useful from us as a next step, a sample validation protocol, or should we run your pouches on our machine and send you the peel data?',
      ),
      meet(
        "Let's do both, then. Could you ship us twenty pouches of each family by the end of the month, and we set up a review call the week of the 10th to go through the data?",
      ),
      "Perfect. I'll send the shipping label and the sample protocol today. Thank you, Anjali.",
    ],
  },
  {
    name: 'fresh12-discover-htst-plate-pack-quebec-strong',
    mode: 'discovering',
    level: 'strong',
    persona: buyer({
      firstName: 'Réjean',
      role: 'maintenance_manager',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'ca',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro(
        'morning rejean its kevin dubé from laurentian process were here for the walk through on the htst thanks for having us',
      ),
      ask(
        'maintenance',
        'so first off like how are you doing the pm on the plates right now are you opening the press every year or are you going by hours',
      ),
      ask(
        'maintenance',
        'ok and the gaskets are you doing the whole pack at once or just the ones that weep cause that makes a big difference on what you spend',
      ),
      ask(
        'food_safety',
        'and that cross contamination scare last year was it a pinhole in the regen section in the end or do you guys still not know for sure',
      ),
      'yeah pinholes in regen is the nightmare honestly thats why we push the pressure differential controls so hard',
      ask(
        'compliance',
        'and your cfia inspector whats he asking for on the recording charts is he happy with the paper charts or pushing you to go digital',
      ),
      ask(
        'staffing',
        'who on your team knows the pasteurizer controls is it just you and one guy or can the night shift handle a divert on their own',
      ),
      ask(
        'support',
        'when you need the oem right now how long does it take them to get someone up here from the states',
      ),
      ask(
        'tariffs',
        'and the plates and gaskets youre paying in us dollars with the brokerage on top right cause that adds up fast with the exchange',
      ),
      ask(
        'roi',
        'what did the last unplanned shutdown on the htst end up costing you like product dumped plus the downtime',
      ),
      ask(
        'budget',
        'is there money in next years maintenance budget for a plate pack or would this need to go up as capital',
      ),
      meet(
        'ok so what id like is to come back in two weeks with our thermal guy and do a full plate inspection during your sanitation window tuesday night work for you',
      ),
      meet('ah thats your heavy night ok what about the thursday same time we can start right after the last rinse'),
      'awesome merci rejean ill send you the summary tonight',
    ],
  },
  {
    name: 'fresh12-discover-thermoformer-budgetary-guadalajara-strong',
    mode: 'discovering',
    level: 'strong',
    persona: buyer({
      firstName: 'Patricia',
      role: 'operations_manager',
      industry: 'packaging',
      experience: 'senior',
      geography: 'mx',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'large',
      documentSummary:
        'Budgetary proposal, Formatec Thermoforming, prepared for the Guadalajara plant. Model TF-720 roll-fed ' +
        'thermoformer with in-line trim press and stacker, 720 mm web, up to 30 cycles per minute on PET and PP. ' +
        'Budgetary price USD 612,000 EXW Monterrey. Tooling for two tray formats: USD 48,500 each. Installation and ' +
        'commissioning estimated at USD 27,000, 8 working days. Lead time 26 to 30 weeks from purchase order. ' +
        'Terms: 30% with order, 60% before shipment, 10% after acceptance. Quote valid 60 days. Prices exclude IVA.',
    }),
    turns: [
      intro(
        'Patricia, buenos días. Tomás Reyes from Formatec. Thank you for having me, and for reading the budgetary before we sat down, I know it is not a small number.',
      ),
      'The budgetary was a bit early, honestly, it was to give you an order of magnitude. Today I want to understand the plant so the real quote fits what you need.',
      ask(
        'operations',
        'So, how many thermoforming lines you run today, and what are they making, all food trays or also the clamshells for the electronics customer?',
      ),
      ask('competitors', 'And those are the Illig machines, no? Or some of them are the Chinese ones you mentioned?'),
      ask(
        'metrics',
        'What cycle rate are you really getting on the PET trays, I mean in real life, not the nameplate?',
      ),
      ask(
        'quality',
        'And the scrap, how much of the web ends up as regrind or rejected trays? Because in trim and webbing is where I usually see the money going away.',
      ),
      ask(
        'roi',
        'If you recovered even three points of that material, what would that mean in pesos every month for you?',
      ),
      ask(
        'staffing',
        'How about technicians for the tooling, do you have people who can do the tool changes and tune the heaters, or is that difficult with the turnover here?',
      ),
      ask(
        'tariffs',
        'On the budgetary I put USD 612,000 ex-works Monterrey. Your finance team prefers it in dollars, or do you need it in pesos because of the exchange rate?',
      ),
      {
        say: 'Okay. And the six-twelve, is it inside what the corporativo approved for capex this year, or would it have to wait for the next plan?',
        topic: 'budget',
        recalls: 612000,
      },
      ask(
        'timeline',
        'With 26 to 30 weeks of lead time, when would the line need to be producing for your new customer?',
      ),
      ask(
        'decision_process',
        'And what is the process to approve it? A formal quote, then the committee in Mexico City, then a visit to a reference plant, something like that?',
      ),
      meet(
        'I would like to come back with the tooling engineer and sample trays from a line in Querétaro. Could we do the week of the 18th, Wednesday maybe?',
      ),
      'Perfecto. I will send the revised quote before the visit. Gracias, Patricia.',
    ],
  },
  {
    name: 'fresh12-discover-syrup-piston-filler-bc-average',
    mode: 'discovering',
    level: 'average',
    persona: buyer({
      firstName: 'Owen',
      role: 'plant_manager',
      industry: 'healthcare',
      experience: 'junior',
      geography: 'ca',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'small',
    }),
    turns: [
      intro(
        'Hi Owen, Jess Tran here from Pacific Liquid Fill, we had the intro call a couple weeks back. Thanks for the time today.',
      ),
      'So, like I said on the phone, we do piston and peristaltic fillers, a lot of them for syrups and liquid supplements.',
      ask(
        'rapport',
        'Before I dive in, you mentioned you took over as plant manager this spring, were you already in the plant before that, or did you come in from outside?',
      ),
      ask(
        'operations',
        'Cool. So tell me about the filling line, how many bottles a day, and what sizes are you doing?',
      ),
      ask('pains', "Okay. And what's the biggest headache on that line right now?"),
      ask(
        'quality',
        "The fill weights drifting, is that, um, showing up as customer complaints, or is it more that you're overfilling to stay safe?",
      ),
      ask(
        'compliance',
        "With Health Canada, are you licensed under the natural health products rules or full drug GMP? That changes what documentation you'd need from us.",
      ),
      "Okay, NHP, that's a bit simpler.",
      ask(
        'changeover',
        'How often do you change between products, and how long does tearing down and cleaning the filler take when you do?',
      ),
      ask(
        'budget',
        'Is there, like, a budget for a new filler already, or would we need to build the case for it first?',
      ),
      ask(
        'next_step',
        'What would be a useful next step from here, a sample run on our machine, or a visit to see one running?',
      ),
      meet(
        'Okay, so you send us a couple of litres of the syrup, we run it and send you the fill data. Could we book a call to go over the results around the 3rd?',
      ),
      'Great, thanks Owen.',
    ],
  },
  {
    name: 'fresh12-discover-pouch-line-end-of-line-average',
    mode: 'discovering',
    level: 'average',
    persona: buyer({
      firstName: 'Luis',
      role: 'project_engineer',
      industry: 'packaging',
      experience: 'mid',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro('hey luis its dana with summit end of line thanks for jumping on the teams call'),
      ask(
        'operations',
        'so you said you guys are putting in a new line for the pouch product can you walk me through like what it looks like from the filler to the dock',
      ),
      ask('timeline', 'and whats the timeline on that like when does it need to be shipping product'),
      ask(
        'installation',
        'ok and is the building ready like do you have air and power run to that area already or is that part of the project too',
      ),
      'ok so thats on the electrical contractor got it',
      ask(
        'decision_process',
        'how are you picking vendors are you sending out an rfq with a spec or just kinda talking to a few people first',
      ),
      ask('competitors', 'who else are you looking at if you dont mind me asking'),
      'yeah theyre good we run into them a lot',
      ask(
        'support',
        'and after the install how important is it to have service close by cause were about two hours from you',
      ),
      ask('price', 'do you have a number in mind for the case packer and pallet izer like what youd expect to spend'),
      ask(
        'next_step',
        'and after today whats the best next step like should i send a layout first or come do a site visit',
      ),
      meet('ok cool so what if i put together a layout and we go over it next thursday same time'),
      'sweet thanks luis',
    ],
  },
  {
    name: 'fresh12-discover-salsa-piston-filler-copacker-average',
    mode: 'discovering',
    level: 'average',
    persona: buyer({
      firstName: 'Rocío',
      role: 'procurement_manager',
      industry: 'food_beverage_equipment',
      experience: 'mid',
      geography: 'mx',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'small',
    }),
    turns: [
      intro(
        "Hola Rocío, this is Mike Brennan with Delta Piston Fillers, thanks for the meeting. My Spanish is terrible, so I'll stick to English if that's okay.",
      ),
      ask(
        'operations',
        "So you're co-packing salsas and moles for a few US brands. How many products, and are they mostly chunky or smooth? For a piston filler that matters a lot.",
      ),
      ask(
        'food_safety',
        'And between runs, how do you handle the allergen clean? Some of the moles have peanut and sesame, right?',
      ),
      ask('changeover', 'How long does it take your crew to go from a salsa to a mole on the filler you have now?'),
      ask(
        'compliance',
        'Your US brand customers, what do they ask for on audits? Are you SQF certified, or do they send their own auditors down?',
      ),
      ask(
        'tariffs',
        "On a machine from us, shipped from Texas, would you be paying import duty, or does USMCA cover it? I've seen it go both ways.",
      ),
      ask(
        'price',
        'And price expectation, what did you pay for the fillers you have now, roughly, so I know where we need to land?',
      ),
      'Okay, those were used machines, got it. New will be more, but not crazy.',
      ask('competitors', 'Are you also looking at used equipment again, or maybe a local builder in Guadalajara?'),
      ask(
        'contract',
        'For payment, do you usually work with a letter of credit, or is it a deposit and the balance on delivery?',
      ),
      ask(
        'authority',
        'And the decision, is it you and the owners, or does one of the US brands have to approve the equipment too?',
      ),
      meet(
        "I'd like to send you a proposal and then come down to run a trial with your salsa. Could we plan that for the first week of next month?",
      ),
      'Thank you, Rocío. Muchas gracias.',
    ],
  },
  {
    name: 'fresh12-discover-bakery-metal-detection-average',
    mode: 'discovering',
    level: 'average',
    persona: buyer({
      firstName: 'Hannah',
      role: 'quality_food_safety_specialist',
      industry: 'food_beverage_equipment',
      experience: 'junior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'small',
    }),
    turns: [
      intro('hi hannah its jordan from clearline detection we set this up last week about the metal detectors'),
      ask('rapport', 'so youre fairly new there right how long have you been in the food safety role'),
      ask(
        'food_safety',
        'ok so you said a customer found a piece of metal can you tell me like what happened and where you think it came from',
      ),
      ask(
        'food_safety',
        'and right now where are your metal detectors on the line like after bagging or before the oven',
      ),
      ask('compliance', 'are you guys sqf or brc and like did the auditor say anything about the detectors last time'),
      ask(
        'metrics',
        'how many false rejects are you seeing a day roughly cause with bread the product effect can be pretty bad',
      ),
      garble('sorry the uh the ferr uh non fer the stain uh one point five mil the uh whats it'),
      ask(
        'maintenance',
        'and when a detector acts up who fixes it your own maintenance guys or do you call the oem out',
      ),
      ask(
        'decision_process',
        'and if you wanted to change detectors whats the process do you need like three quotes or approval from someone',
      ),
      meet('ok so how about i bring a unit out and we test it on your bread for a day maybe the week after next'),
      'cool ill email you thanks hannah',
    ],
  },
  {
    name: 'fresh12-discover-case-erector-quote-first-weak',
    mode: 'discovering',
    level: 'weak',
    persona: buyer({
      firstName: 'Bruce',
      role: 'production_manager',
      industry: 'packaging',
      experience: 'senior',
      geography: 'ca',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'medium',
      documentSummary:
        "Quote Q-2291 from Prairie Pack Automation for Bruce's contract packaging plant. Two Model CE-40 " +
        'automatic case erectors with bottom taping, one Model TS-20 random case sealer, and 18 ft of powered ' +
        'conveyor. Price: $212,900 CAD total, FOB Winnipeg. Installation not included (available at $145/hr). ' +
        'Lead time 12 weeks. Warranty 12 months, parts only. Payment net 30.',
    }),
    turns: [
      intro("Hey Bruce, it's Cody from Prairie Pack. Did you get the quote I sent over?"),
      "Great, so as you saw it's the two CE-40s and the sealer, all in at two-twelve nine. Pretty good deal, honestly.",
      ask('budget', 'So does that work for your budget?'),
      "Okay, you want to go over what's going on first, fair enough. I mean, it's a case erector, it erects cases.",
      ask('operations', 'How many cases do you do a day?'),
      ask('staffing', "And you've got people hand-folding them right now?"),
      ask('pains', 'Is that a problem?'),
      'Yeah, well, automation fixes that.',
      { say: "So what's your gut on the number?", topic: 'price', recalls: 212900 },
      ask('installation', "Would you guys do the install yourselves? Because that's extra."),
      close('Okay, so can I put you down for it then? I can hold that price till Friday.'),
      "Alright, I'll follow up next week.",
    ],
  },
  {
    name: 'fresh12-discover-frozen-veg-bagger-late-weak',
    mode: 'discovering',
    level: 'weak',
    persona: buyer({
      firstName: 'Tasha',
      role: 'operations_manager',
      industry: 'food_beverage_equipment',
      experience: 'junior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro('ok hi tasha so this is uh ryan uh from baglogic sorry im running a little late traffic was crazy'),
      'you guys ever get snow like this its nuts',
      ask('operations', 'so uh what do you guys do here'),
      'oh frozen veggies ok cool',
      ask('changeover', 'do you change bags a lot'),
      ask('quality', 'and like are the bags coming out ok or'),
      garble('sorry the the uh jaws the seal uh jaw uh tempra the mm whats the'),
      ask('metrics', 'whats your uh oee or whatever'),
      ask('maintenance', 'do the machines break down a lot'),
      ask('budget', 'do you have budget'),
      ask('next_step', 'so uh whats next'),
      meet('can we do a demo like sometime'),
      'ok cool',
    ],
  },
  {
    name: 'fresh12-discover-tijuana-case-packer-neighbor-weak',
    mode: 'discovering',
    level: 'weak',
    persona: buyer({
      firstName: 'Héctor',
      role: 'maintenance_manager',
      industry: 'healthcare',
      experience: 'mid',
      geography: 'mx',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro(
        "Hi Héctor, Jason Miller, AutoPak Systems, from San Diego. We're right across the border, so basically neighbors, ha.",
      ),
      "So I'll tell you a bit about us first. We've been around since 1987, we've got about two hundred machines in the field, servo-driven, tool-less changeover, Allen-Bradley controls, and a really strong service team.",
      ask(
        'maintenance',
        'So you handle the maintenance on the packaging lines, what kind of problems do you see the most on the case packers?',
      ),
      "Yeah, yeah. Our machines don't really have that problem.",
      ask('support', 'Do you get good service from your vendors?'),
      ask('competitors', 'What brand are the case packers?'),
      "Oh, those are fine, but they're kind of old technology.",
      ask('tariffs', "Would bringing a machine into Mexico be a problem, like with the IMMEX or whatever it's called?"),
      ask('installation', 'And, uh, would you have space for a bigger machine in there?'),
      ask('timeline', 'Are you guys looking to buy soon?'),
      meet("Okay, well, I'm down there a lot. Can I just stop by sometime next week?"),
      "Okay, cool, I'll call you.",
    ],
  },
  {
    name: 'fresh12-discover-listeria-sanitation-condescending-adversarial',
    mode: 'discovering',
    level: 'adversarial',
    persona: buyer({
      firstName: 'Gary',
      role: 'plant_manager',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'us',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro(
        "Gary, hi, Jeff Tolliver from Apex Sanitation Systems. I'll be honest, I read the recall notice on the way in, and we need to talk.",
      ),
      ask(
        'food_safety',
        "Your Listeria positives in the freezer room, how many this year? And don't tell me zero, I read the notice.",
      ),
      "Come on, Gary. Everybody in this industry sugarcoats it. I'm the guy who cleans up after.",
      ask(
        'staffing',
        "Who's doing your night sanitation, a contract crew? Because honestly, those guys usually just hose things down and go home.",
      ),
      ask('compliance', 'What did your SQF auditor write you up for? Or did they miss it too?'),
      "Right. Look, no offence, but it sounds like your team doesn't have a clue what hygienic design even means.",
      ask(
        'pains',
        'So beyond the positives, what else is going wrong on your floor that nobody here wants to admit to?',
      ),
      'Are you even paying attention? You keep looking at your phone.',
      'Wait, are you actually a real plant manager, or is this one of those AI training things?',
      ask('authority', 'Fine. Who do I need to talk to above you to get this done?'),
      meet("I'll be back Tuesday at seven a.m. to watch your sanitation shift. Have somebody meet me at the door."),
      "Whatever. You'll call me after the next positive.",
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Closing
  // ---------------------------------------------------------------------------------------------
  {
    name: 'fresh12-close-robotic-end-of-line-committee-strong',
    mode: 'closing',
    level: 'strong',
    persona: buyer({
      firstName: 'Janet',
      role: 'procurement_manager',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'large',
      documentSummary:
        "Proposal 24-117 from Ridgeline Robotics for Janet's snack plant, Line 6 end of line. Scope: one robotic " +
        'case packer with vision pick, one dual-station robotic palletizer, stretch wrapper integration, guarding ' +
        'and controls. Price: USD 486,750, installed and commissioned. Optional 3-year service contract: ' +
        'USD 38,400 per year, 8-hour on-site response. Lead time: 20 weeks from approved drawings. Payment: 30% on ' +
        'PO, 60% on FAT, 10% on SAT. Warranty: 18 months from SAT. Price valid through the end of the quarter.',
    }),
    turns: [
      intro(
        "Hi Janet, it's Sofia Marin from Ridgeline Robotics. Thanks for getting finance and Bill from engineering on too.",
      ),
      'Quick recap so we are all on the same page: Line 6 end of line, case packer plus palletizer, and the SAT criteria we agreed last time, ninety-eight percent availability over a five-day run.',
      ask(
        'pains',
        'Before we get into the paper: now that everyone has read the proposal, is there anything in it that still makes you uneasy?',
      ),
      ask(
        'price',
        'On the 486,750, I know you said it came in above the other two bids. Is it the total, or specific lines like the guarding and controls, that look heavy to you?',
      ),
      ask(
        'competitors',
        "And does the lower bid include the stretch wrapper integration and an SAT, or is that extra on theirs? I want to make sure we're comparing the same scope.",
      ),
      ask(
        'contract',
        'On terms, we proposed 30, 60, 10. Is that workable for your AP, or do you need something closer to your standard net 60?',
      ),
      'Understood. If we move to 20 on PO, 70 on FAT and 10 on SAT, and I take the system to 471,500 for a PO this quarter, does that get us closer?',
      ask(
        'support',
        'And on the service side, would an eight-hour on-site response actually work for you on nights, or do you need somebody faster than that?',
      ),
      ask(
        'timeline',
        "With twenty weeks from approved drawings, we'd be installing late March. Does that still line up with your shutdown week?",
      ),
      {
        say: 'So at the revised number I just gave you, where does that sit against what is approved for Line 6?',
        topic: 'budget',
        recalls: 471500,
      },
      ask(
        'decision_process',
        "What's left between today and a PO? Does it go back to the capital committee, or is it in your hands once the terms are settled?",
      ),
      close(
        "So here's my ask: if I get you the revised payment schedule and that price in writing by tomorrow, can you issue the PO by the 30th?",
      ),
      "Great. I'll have the revised proposal to you by noon. Thanks, Janet, and thanks, Bill.",
    ],
  },
  {
    name: 'fresh12-close-thermoformer-slab-brampton-strong',
    mode: 'closing',
    level: 'strong',
    persona: buyer({
      firstName: 'Sandeep',
      role: 'plant_manager',
      industry: 'packaging',
      experience: 'mid',
      geography: 'ca',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
      documentSummary:
        'Northline Thermoforming, proposal for the Brampton plant. One NT-850 servo thermoformer with in-mould ' +
        'trim, robotic stacking and inline grinder. Total CAD 1.2M delivered, installed and validated. Includes ' +
        'operator and maintenance training (5 days on site) and four preventive maintenance visits in year one. ' +
        'Lead time 32 weeks. Terms: 25% deposit, 65% at delivery, 10% 60 days after commissioning. Warranty 24 ' +
        'months parts and labour. Price fixed in CAD for 90 days.',
    }),
    turns: [
      intro(
        "Sandeep, hi, Erin Walsh, Northline. Thanks for setting aside the hour, I know you've got the customer audit next week.",
      ),
      ask(
        'rapport',
        "Before we start, how was the trip to the K show? You said it'd be your first time in Düsseldorf.",
      ),
      "Ha, I hear the beer makes up for all the walking. Okay, let's get into it.",
      'Just so we are working from the same numbers: one NT-850, installed and validated, one point two million Canadian, thirty-two weeks.',
      ask('pains', "You've had the proposal for a week now. What's the part you're least sure about?"),
      ask(
        'installation',
        'The floor, then. Did your contractor come back on whether the slab takes the weight of the press, or do we plan for a new pad?',
      ),
      ask(
        'staffing',
        "And for training we've got five days on site. Is that enough for your setup techs across all three shifts, or will we be fighting the schedule?",
      ),
      ask(
        'tariffs',
        'The price is fixed in Canadian dollars for ninety days. Is finance comfortable with that window, or do they want the exchange covered longer?',
      ),
      {
        say: 'Is that number still inside what the board approved in June, or did it get trimmed?',
        topic: 'budget',
        recalls: 1200000,
      },
      ask(
        'roi',
        'When you built the business case, what did you use for scrap savings, the four percent we measured on the trial or something more conservative?',
      ),
      ask(
        'decision_process',
        'What are the steps from here to a PO? Does it need another board review, or just the purchasing paperwork?',
      ),
      close(
        'Here is what I would propose: if we get the slab question answered by Friday, would you be comfortable signing next Tuesday so we hold the March production slot?',
      ),
      meet(
        "Let's put thirty minutes on Friday at two, with your contractor on the line, just to close out the floor question.",
      ),
      'Thanks, Sandeep. Good luck with the audit.',
    ],
  },
  {
    name: 'fresh12-close-pouch-sealer-redlines-juarez-strong',
    mode: 'closing',
    level: 'strong',
    persona: buyer({
      firstName: 'Verónica',
      role: 'project_engineer',
      industry: 'healthcare',
      experience: 'senior',
      geography: 'mx',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'medium',
      documentSummary:
        'Cotización SV-0457, Sellatec Médica, for the Ciudad Juárez plant. One rotary pouch sealer RS-300 with ' +
        'validated temperature, pressure and dwell monitoring and inline vision seal inspection. IQ/OQ protocol ' +
        'package included; PQ support 3 days on site. Price MXN 3,450,000 plus IVA, delivered DAP Ciudad Juárez. ' +
        'Lead time 14 weeks. Payment 40% advance, 50% at FAT in Guadalajara, 10% after OQ. Warranty 12 months. ' +
        'Optional spare parts kit MXN 185,000. Service: technician on site within 48 hours.',
    }),
    turns: [
      intro(
        "Hola Verónica, good afternoon. It's Arturo Lozano from Sellatec Médica, thank you for sending the redlines this morning.",
      ),
      'I read all of them. Most are fine for us; there are two I want to discuss today, the penalty clause and when the warranty starts.',
      ask(
        'contract',
        'On the late-delivery penalty, you asked one percent per week up to ten. Would you accept the same but starting after two weeks of grace? Our FAT date depends also on your sample pouches arriving.',
      ),
      ask(
        'compliance',
        'For the validation, your customer in Minnesota, they need to review our IQ and OQ protocols before FAT, or only the final report for their change control?',
      ),
      ask(
        'support',
        'With forty-eight hours for the technician, is that enough for you, or is your customer asking something faster because this sealer is a single point of failure?',
      ),
      ask(
        'tariffs',
        'The machine is built in Guadalajara, so no import, but the vision camera comes from Germany. Is your customs broker okay if we handle that pedimento on our side, or you prefer it under your IMMEX?',
      ),
      'Okay, we do it on our side then, it is cleaner for everybody.',
      'About the price: we are at three million four hundred fifty thousand pesos plus IVA. I can include the spare parts kit at no charge if we sign this month.',
      {
        say: 'With that, how does the total compare with the budget corporate released for the project?',
        topic: 'budget',
        recalls: 3450000,
      },
      ask(
        'timeline',
        "If the purchase order comes this month, FAT would be early March. Does your customer's launch still hold for April?",
      ),
      ask(
        'authority',
        'For the PO, who signs on your side, you as project lead or the plant director, Ingeniero Garza?',
      ),
      close(
        'Then my proposal is: I send you the revised contract today with the grace period and the spare parts kit, and you route it for signature this week. Can we agree on that?',
      ),
      meet(
        'And if the signature gets difficult this week, can we have a short call Monday at nine to close the last points?',
      ),
      'Perfect. Muchas gracias, Verónica, I will send it before six.',
    ],
  },
  {
    name: 'fresh12-close-cip-skid-dairy-jalisco-average',
    mode: 'closing',
    level: 'average',
    persona: buyer({
      firstName: 'Jorge',
      role: 'operations_manager',
      industry: 'food_beverage_equipment',
      experience: 'mid',
      geography: 'mx',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
      documentSummary:
        'Propuesta from Aquaclean Sistemas for Lácteos del Bajío: automated 3-tank CIP skid with 4 circuits, ' +
        'chemical dosing, conductivity and temperature verification, and a data historian for sanitation records. ' +
        'Price: USD 318,000 (approx. MXN 5.7 million at quote date), installation included, 10 working days. ' +
        'Lead time 16 weeks. Payment 50% advance, 40% on delivery, 10% at commissioning. Warranty 12 months. ' +
        'Training: 2 days for the sanitation crew.',
    }),
    turns: [
      intro('buenas tardes jorge its marisol garza from aquaclean how are you thank you for the meeting'),
      'so today i want to review the proposal the three hundred eighteen thousand dollars with the installation and see if we can close the details to start',
      ask('pains', 'first what did you think of the proposal is there something that you are not convinced'),
      ask(
        'price',
        'ok the price is high you say high compared with what you were expecting to pay or compared with the other quotation',
      ),
      ask(
        'competitors',
        'and the other company their quote includes the installation and the training or only the skid',
      ),
      'ok because ours includes the installation and the two days of training for your sanitation team',
      ask(
        'food_safety',
        'and with the new system your sanitation team can verify every circuit because i remember you said the change from the strawberry with nuts to the natural is very difficult to clean',
      ),
      ask('tariffs', 'the price is in dollars do you need it in pesos or it is ok in dollars for your finance'),
      'ok i can fix the exchange rate for thirty days if it helps you',
      {
        say: 'so with the three hundred eighteen that we talked is that inside your budget for this year',
        topic: 'budget',
        recalls: 318000,
      },
      ask(
        'decision_process',
        'and what are the steps for the purchase order you need another review or it goes to a committee',
      ),
      ask('next_step', 'and after today what is the next thing you need from me'),
      close('ok so can we agree that you send the purchase order next week if i send you the fixed exchange rate'),
      'perfect thank you jorge hasta luego',
    ],
  },
  {
    name: 'fresh12-close-case-sealer-checkweigher-copack-average',
    mode: 'closing',
    level: 'average',
    persona: buyer({
      firstName: 'Kyle',
      role: 'maintenance_manager',
      industry: 'packaging',
      experience: 'junior',
      geography: 'us',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'small',
      documentSummary:
        'Quote from Eastbay Packaging Machinery for Kyle at the co-packing facility: 1x automatic uniform case ' +
        'sealer (top and bottom), 1x inline checkweigher with reject, 20 ft of gravity and powered conveyor. ' +
        'Total: $92.4k, FOB our dock. Freight est. $2,100. Install: 2 days, $3,800. Lead time 8-10 weeks. ' +
        'Terms: 50% down, balance net 30 after delivery. Warranty: 1 year parts, 90 days labour. Optional ' +
        'service plan $4,200/yr with 2 PM visits.',
    }),
    turns: [
      'Hey Kyle, got a few minutes to go over the quote?',
      'Awesome. So quick rundown: sealer, checkweigher, conveyor, ninety-two four before freight and install.',
      ask(
        'maintenance',
        'You mentioned your guys are stretched thin. Would the twice-a-year PM visits actually help, or do you prefer keeping that in house?',
      ),
      ask(
        'installation',
        'And the install is two days. Can you give us the line for two days, or do we need to do it over a weekend?',
      ),
      ask(
        'quality',
        'The checkweigher, you said your customer hit you with underweight complaints. How many are we talking, like a few a month?',
      ),
      ask(
        'support',
        "If something goes down you'd be calling us. Is same-day phone support plus next-day on site good enough for you?",
      ),
      {
        say: 'Does the ninety-two four fit what you have to spend, or should we look at dropping the powered conveyor?',
        topic: 'budget',
        recalls: 92400,
      },
      ask('authority', 'Is this something you can sign off on, or does it go to the owner?'),
      ask('next_step', "Okay. So what's the next step from here, do I send him something first?"),
      close('Can we aim to get a signed quote back by Friday so we can lock in the ten-week slot?'),
      meet("Or, if it's easier, I can jump on a call with you and the owner Thursday at four."),
      'Cool. Talk soon, Kyle.',
    ],
  },
  {
    name: 'fresh12-close-xray-frozen-entrees-laval-average',
    mode: 'closing',
    level: 'average',
    persona: buyer({
      firstName: 'Monique',
      role: 'quality_food_safety_specialist',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'ca',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'large',
      documentSummary:
        'Proposal from Spectrum X-Ray for the Laval co-packing plant. Two XR-600 x-ray systems for frozen entrées ' +
        '(lines 2 and 5) with reject verification, full-bin detection and audit-trail software. Price: CAD 264,300 ' +
        'for both units, installed. Validation support: on-site test-piece validation and documentation for the ' +
        'SQF file. Lead time 10 weeks. Payment net 45. Warranty 2 years on the generator. Annual service and ' +
        'certification: CAD 9,800.',
    }),
    turns: [
      intro("Bonjour Monique, it's Alain Dufresne from Spectrum. Thanks for making time between audits."),
      ask(
        'compliance',
        'So you had the big grocer audit last week. Did they say anything about your foreign-material program that changes what you need from us?',
      ),
      ask(
        'food_safety',
        'On the frozen entrées, is bone in the chicken still the main thing you worry about, or has glass from the sauce jars become the bigger one?',
      ),
      ask(
        'quality',
        'And the false rejects on the trial, you said the operators were getting frustrated. Was it the two or three percent we saw on the lasagna, or worse on nights?',
      ),
      "Okay, that's a tuning thing, we'll sort it out in commissioning.",
      ask('staffing', 'Who on your team will own the hourly test-piece checks, QA techs or the line leads?'),
      ask(
        'price',
        'Now, the two hundred sixty-four. You said it was more than you thought. Where did you expect it to be?',
      ),
      ask('contract', 'And net 45, is that okay for your payables, or do you have your own standard?'),
      ask(
        'authority',
        "Since you're a co-packer, does the brand owner have to approve the x-ray before it goes in, or is it your call with the plant manager?",
      ),
      close(
        'If I get the rejects under one percent on the trial data and keep the price where it is, can I get your recommendation to the plant manager this week?',
      ),
      meet('Can we book the trial review for Thursday at ten? Or Friday morning, if the audit follow-up runs over.'),
      "Merci Monique. I'll send the new trial numbers Thursday.",
    ],
  },
  {
    name: 'fresh12-close-capper-labeler-otc-push-weak',
    mode: 'closing',
    level: 'weak',
    persona: buyer({
      firstName: 'Dwayne',
      role: 'production_manager',
      industry: 'healthcare',
      experience: 'mid',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
      documentSummary:
        'Proposal from LabelPro Systems: one servo capper and one wrap-around labeler with print-and-verify for lot ' +
        'and expiry, for the OTC liquid line. Price one hundred forty thousand dollars (US) including installation. ' +
        'Delivery 12 weeks. 50% down payment. 1 year warranty. Validation documents (IQ/OQ) available at extra cost.',
    }),
    turns: [
      intro('hey dwayne its chad from labelpro you get a chance to look at the proposal'),
      'cool so its a hundred forty all in which honestly is a steal for a cap her and a labeler',
      ask('pains', 'so whats holding you up'),
      'ok the validation stuff yeah thats extra but its not that much',
      ask('compliance', 'do you actually need all the validation docs or can your guys just kinda do it'),
      garble('yeah the uh the iq the oq uh the mm whatever the uh pq uh sorry'),
      ask('timeline', 'when do you wanna get it in'),
      close('so can we just get the po going this week and figure out the validation stuff later'),
      'i mean everybody else signs first and does the paperwork after',
      { say: 'ok so do you have the hundred forty in your budget or not', topic: 'budget', recalls: 140000 },
      close('alright well can i at least get a verbal yes today'),
      'ok ill call you next week',
    ],
  },
  {
    name: 'fresh12-close-bagger-committee-check-in-weak',
    mode: 'closing',
    level: 'weak',
    persona: buyer({
      firstName: 'Daniela',
      role: 'procurement_manager',
      industry: 'packaging',
      experience: 'junior',
      geography: 'mx',
      manufacturingModel: 'contract_manufacturing',
      plantSize: 'large',
    }),
    turns: [
      intro('hi daniela its brian from flexwrap we talked last month about the baggers'),
      'so i just wanted to check in and see where we are on that',
      ask('decision_process', 'did the committee meet yet or'),
      'ok they meet next week got it',
      ask('price', 'did they say anything about the price'),
      ask('competitors', 'are you still looking at the italian machine too'),
      'ok yeah ours is better though like honestly',
      ask('tariffs', 'do you know if youd pay the import tax on it or does your broker handle that'),
      ask('contract', 'and the payment thing you guys wanted like ninety days right is that still the case'),
      close('so can i tell my boss its gonna be a yes'),
      ask('decision_process', 'ok well can you at least tell me if were like in the lead or where we stand'),
      'ok cool thanks daniela talk to you next week',
    ],
  },
  {
    name: 'fresh12-close-kettle-fryer-buddy-discount-weak',
    mode: 'closing',
    level: 'weak',
    persona: buyer({
      firstName: 'Frank',
      role: 'plant_manager',
      industry: 'food_beverage_equipment',
      experience: 'senior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'small',
    }),
    turns: [
      intro("Frank! Buddy! It's Lenny from CrispTech, how are ya?"),
      ask('rapport', 'How has the fishing been? You get up to the lake at all this summer?'),
      "Ah, that's great. Okay so listen, I know you've been chewing on the batch fryers, and I'm gonna make this easy for you.",
      'I talked to my boss and I can knock ten percent off, right off the top, if we do this today.',
      ask('pains', 'So what do you think, anything holding you back?'),
      "Oh, the oil filtration. Yeah, no, that's fine, it's a great system, don't worry about it.",
      ask('installation', "And you said you'd need to shut down to put it in, right? How long can you be down?"),
      ask(
        'support',
        "And after it's in, if it quits on a Saturday you'd want to be able to get our guy on the phone, right?",
      ),
      close("So can I send over the paperwork today? Ten percent, that's real money, Frank."),
      'Okay, okay, I hear you, you wanna run it by your son first.',
      meet('How about I call you Monday morning and we wrap it up then?'),
      'Great, talk Monday, buddy.',
    ],
  },
  {
    name: 'fresh12-close-pharma-cartoner-ultimatum-adversarial',
    mode: 'closing',
    level: 'adversarial',
    persona: buyer({
      firstName: 'Kathleen',
      role: 'operations_manager',
      industry: 'healthcare',
      experience: 'mid',
      geography: 'ca',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'large',
      documentSummary:
        'Proposal from Meridian Cartoning Systems for the Mississauga pharma packaging site: one MC-200 ' +
        'continuous-motion cartoner with serialization-ready printing and vision, 200 cartons/min, integrated with ' +
        'existing blister line 3. Price: US$ 1,050,000, FCA Buffalo NY; freight, brokerage and duties excluded. ' +
        'Installation supervision: 10 days included. FAT at Meridian, SAT at site. Lead time 36 weeks. Payment: ' +
        '40% with PO, 50% after FAT, 10% after SAT. Warranty 12 months from SAT.',
    }),
    turns: [
      intro(
        "Kathleen, hi. Derek Stahl, Meridian. Let's make this quick, I've got three other sites waiting on me this week.",
      ),
      ask('pains', "So what's the hold-up now? You've had the proposal three weeks."),
      'Validation concerns. Right. Every pharma plant says validation concerns when they just do not want to decide anything.',
      ask(
        'tariffs',
        "And the duties, you're seriously worried about that? It's one machine crossing at Buffalo. Has your broker even looked at it?",
      ),
      ask('competitors', 'Let me guess, Uhlmann came in cheaper? Is that what this is about?'),
      "Look, honestly, if your engineers can't figure out a cartoner integration, that's on them, not on my machine.",
      ask('price', "We're at one point oh five million US. What number did you want me to hit, exactly?"),
      ask(
        'contract',
        'And the forty percent with PO, your finance people wrote back asking for twenty. Is that negotiable or is that some hard rule over there?',
      ),
      'Are you a bot? Because you keep giving me the same canned answers.',
      {
        say: 'Fine. Do you even have the money for the number I said, or has this whole thing been a fishing trip?',
        topic: 'budget',
        recalls: 1050000,
      },
      ask('authority', "Who actually signs for a million-dollar line over there? Clearly it isn't you."),
      close('I need a signed PO by Friday or the 36-week slot goes to the next customer. Yes or no?'),
      "Fine. Think about it. You've got until Friday.",
    ],
  },
  {
    name: 'fresh12-close-bakery-spiral-junior-engineer-adversarial',
    mode: 'closing',
    level: 'adversarial',
    persona: buyer({
      firstName: 'Emily',
      role: 'project_engineer',
      industry: 'food_beverage_equipment',
      experience: 'junior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro('yeah hi emily its scott from polar spiral is your boss around or is it just you today'),
      'ok well i guess well make it work',
      ask(
        'operations',
        'so do you even know what the freezer is gonna be running like the product mix or do i need to wait for somebody senior',
      ),
      ask('installation', 'did your contractor ever get the ammonia tie in figured out or is that still a mess'),
      'look no offense but you guys are kinda amateurs at this youve been sitting on it for two months',
      ask('timeline', 'when is this thing actually getting approved cause my factory slot is not gonna wait forever'),
      ask('maintenance', 'and whos gonna maintain it your guys have never touched a spiral have they'),
      ask(
        'roi',
        'did anyone over there even run the numbers on what the old freezer is costing you in defrost downtime or is that too hard',
      ),
      close('look just get me a yes today and ill deal with your boss later'),
      meet('fine put me on with your manager tomorrow morning eight thirty i dont care if hes busy'),
      'whatever ill send the contract to him directly',
    ],
  },
  {
    name: 'fresh12-close-palletizer-service-sarcastic-adversarial',
    mode: 'closing',
    level: 'adversarial',
    persona: buyer({
      firstName: 'Ray',
      role: 'maintenance_manager',
      industry: 'packaging',
      experience: 'senior',
      geography: 'us',
      manufacturingModel: 'self_manufacturing',
      plantSize: 'medium',
    }),
    turns: [
      intro(
        'Ray. Nice to see you again. Pete Vance, Keel Robotics, you remember, the guys whose robot you keep blaming for your own PM schedule.',
      ),
      ask(
        'maintenance',
        "So how many times has cell 2 gone down this month? Let me guess, it's always the gripper, and never the fact that nobody greased it.",
      ),
      "Oh, great, another story about the 'intermittent fault'. Love those.",
      ask(
        'support',
        'Okay, be serious for a second. With the service contract we are at four-hour response. Is that what you need, or do you actually need a resident tech on site?',
      ),
      ask('staffing', 'How many robot-trained techs do you have now, still just Luis on days?'),
      ask(
        'contract',
        'The agreement is three years. Your legal wanted one year with renewals. Is that a deal breaker, or can they live with three if I add an exit clause?',
      ),
      ask('metrics', "And what's your MTTR on the cells now, since you keep telling me it's fine?"),
      "Sure. 'Fine.' Forty minutes on a palletizer is not fine, Ray, and you know it.",
      ask(
        'roi',
        "Here's my point: I quoted you forty-one thousand a year for full coverage. What is cell 2 costing you every time it's down for an hour?",
      ),
      { say: 'So is the forty-one thousand a year in your budget or not?', topic: 'budget', recalls: 41000 },
      close(
        "Are you going to sign the three-year agreement this week, or do I tell my boss you'd rather keep calling us on T&M at double rates?",
      ),
      'Yeah. Figured. Call me when cell 2 goes down on a Saturday.',
    ],
  },
];

// Labelled rep clauses for the act `introduction` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# introduction: the rep says who they are and where they're from, or why they are calling.
# The topic is what the call is about, - when it's just a name and a company.
- | this is sam with apex filling
- | Hi, my name's Jordan Reyes, I'm with Northstar Packaging Systems.
- | yeah this is carla from ridgeline automation
operations | I'm calling because I saw you're bringing a second bottling line online this fall.
- | my name is derek i cover the midwest for keystone conveyor
- | I'm the regional sales manager at Summit Inspection, we do metal detection and x-ray.
food_safety | the reason im calling is um a lot of meat plants are getting dinged on foreign material and thats kind of our whole world
- | It's Priya from Cascade Food Tech, we met at Pack Expo in Chicago.
price | I'm following up on the quote I sent over for the tray sealer.
next_step | just calling to follow up on the proposal we sent last week
changeover | Quick reason for the call, we help bakeries cut changeover time on their slicers and baggers.
- | hey its mike at bluewater process i think we spoke back in march
- | So, uh, I'm Ana Lucía, I handle accounts in northern Mexico for Harbor Controls.
staffing | reason I'm reaching out is labor, honestly, every plant I talk to can't keep end of line staffed
- | I work with food and bev plants on the packaging side, cartoners, case packers, that kind of thing.
- | This is Tom Becker, I'm the applications engineer on Jordan's team.
decision_process | im calling about the rfq your procurement team put out for the spiral freezer
maintenance | I'm calling because you downloaded our guide on predictive maintenance for rotary fillers.
- | Name's Kevin, Tri-State Pack Systems, out of Allentown.
- | im with pacific thermoform we build form fill seal thermoformers
- | Hi, this is Meredith, I'm the account manager who took over from Greg.
operations | so the reason for my call, I read that you guys picked up the co-packing contract for the frozen burritos
- | hey its luis from brightline labeling
compliance | I'm reaching out because of the new FSMA 204 traceability rule, we're helping plants get their lot coding sorted before the deadline.
- | My name is Hannah Fischer and I'm the inside sales rep for Great Lakes Palletizing.
next_step | calling to set up the discovery session we talked about at the show
- | uh yeah hi this is ben calling from vantage process systems
- | I'm a territory manager with Coastal Checkweighers, I cover Quebec and the Maritimes.
quality | the reason I'm calling is we've been helping snack plants get a handle on seal failures on their VFFS baggers
- | I'm part of the key accounts team at Ironwood Ovens.
- | its jess again from summit inspection
maintenance | I'm calling cause your maintenance manager Rick mentioned the CIP skid was giving you trouble
- | Hi, I'm Diego Ramírez with Andes Packaging, based out of Monterrey.
roi | reason I'm calling is pretty simple, we help plants stop bleeding money on unplanned downtime
- | this is alex im a solutions engineer with forge automation
- | You don't know me, I'm Rachel from Sterling Case Packers.
timeline | I'm calling because I understand you've got a shutdown coming up in August and a few projects on the list.
- | Hey there, I'm Marcus, I'm the new rep for your area at Bluewater.
- | my names fatima and i handle pharma accounts for cleanroom pack solutions
contract | I'm calling about the service agreement that's up for renewal at the end of the quarter.
- | So I'm Jordan, and this is my colleague Pri who runs our projects group.
food_safety | um im calling because we just launched an x ray system for bone fragments in poultry and you came to mind
- | Just so you know who I am, I'm the guy who sold you the labeler back in 2019, Vince.
- | Hi, this is Emily Tran from Apex Filling calling for Mr. Okafor.
operations | I saw the job posting for a packaging engineer on your new line and figured I'd reach out
- | this is greg from northstar we do end of line automation
tariffs | The reason for the call is a lot of our US customers are rethinking their European suppliers because of the tariffs, and we build here in Ohio.
- | I'm with the capital equipment team at Harvest Process Solutions.
- | hola soy mariana de empaques del norte
support | calling because your service contract with the old distributor lapsed and we're now the factory authorized service in Ontario
- | I'm an engineer by background, not really a sales guy, I'm with Keystone Conveyor.
- | its frank at ironwood ovens following up
next_step | I'm following up on the trial we talked about, wanted to see where things landed.
- | Hey, I'm Leah, I'm reaching out on behalf of Cascade Food Tech.
changeover | so why I'm calling, you run like forty SKUs on that cartoner and I wanted to talk about format changes
- | Hi, Sunil Mehta here, I lead business development at Precision Tray Sealing.
- | my name is connor and im with the canadian office of fieldstone packaging
price | um yeah I'm calling about the revised pricing you asked for
- | I'm the product specialist for our fryer line, my name is Olga.
staffing | So I'm calling because I heard you're short on mechanics and we do, um, we do remote support for palletizers
- | We haven't met, I'm Tyler with Brightline, I sent you an email last Tuesday.
decision_process | im calling because i was told youre the one who evaluates new packaging equipment for the site
- | hey this is dave from tri state calling back

# added: more varied wordings and boundary cases
- | hi this is nadia with crestline packaging
- | My name's Greg Holt, I'm the territory rep for Summit Inspection in Ohio.
- | yeah hey this is paul from northline ovens
operations | I'm calling because I heard you're expanding the frozen side of the plant.
- | Hi, I'm Elena, I look after food and beverage accounts for Rivera Automation.
- | its tom again from keystone conveyor
changeover | the reason for my call is we help snack plants speed up changeovers on their baggers
- | So, I'm Mateo, I'm with Altura Packaging out of Guadalajara.
- | hey there this is jenna i'm with precision fill systems
price | Just calling about the quote you asked us for on the case erector.
- | This is Rob Kaminski from Great Plains Palletizing, we spoke briefly at IPPE.
- | my name is sophie and im the new account manager for your region at cascade
food_safety | reason I'm reaching out, we just did an x-ray install at a plant like yours and it made me think of you
- | Hello, I'm Dr. Patel, I'm the technical sales lead at Meridian Pharma Pack.
- | its ryan calling from ironside robotics
next_step | calling to follow up on the demo we did for your team in june
- | Hi, Carlos here from Sierra Process, I'm your local rep.
staffing | so the reason I'm calling is we've been helping bakeries run lines with fewer operators
- | hey its marcus with bluewater i left you a voicemail last week
- | I'm Lauren, I'm an applications specialist with Ridgeway Labeling.
maintenance | i'm reaching out because a lot of plants with older cappers are struggling to get parts
- | Good morning, this is Hiroshi with Tanaka Weighing Systems North America.
- | this is beth im the inside sales person at summit inspection
compliance | Calling because of the new serialization requirements, we help pharma plants get there.
- | Hey, so I'm Dan, I work with Pioneer Packaging on the thermoformer side.
- | uh hi my name is julio and i handle mexico for brightline labeling
roi | the reason for the call is we've been helping dairies cut CIP water and chemical costs
- | I'm with Maple Ridge Automation, we build robotic palletizers, I'm Sean.
- | hi its amanda from vantage process calling about the open rfq
- | This is Kate, I run the Canadian office for Fieldstone.
tariffs | I'm calling because we build in Mexico and a lot of plants are looking at USMCA sourcing right now.
- | hey its chris with apex filling just checking in
- | Hi there, I'm Ahmed, a project engineer with Northwind Process Equipment.
timeline | calling because I heard your new line has to be up by spring and we can usually hit that
- | so my name's ben im with harbor controls we do inspection and vision
- | Bonjour, c'est Julie de Emballages Laurentide.
quality | I'm reaching out because we help tortilla plants cut down on misshapen product
- | hi its mia from summit i think gloria passed along my name
- | I'm the new rep at Ironwood, I took over the account in January, I'm Nick.
installation | Calling about the install planning for the new oven, wanted to introduce myself as your project contact.
- | hola buenas soy ricardo de maquinaria del pacifico
- | Hi, this is Jess from Cascade Food Tech, we met at the SQF conference.
support | The reason I'm calling is we're the new authorized service provider for your area.
- | Hey, it's Owen over at Great Lakes Palletizing.
decision_process | im calling because your engineering manager said you're the person running the packaging evaluation
- | This is Sandra with Precision Tray Sealing, returning your call.
- | hi my name is victor i'm a sales engineer at forge automation
- | I'm with the Mexico team at Andes Packaging, this is Lupita.

# added (second pass): more varied wordings
- | hi im derek the account rep for keystone in your area
- | This is Lena Park calling from Orion Inspection Systems.
- | hey its sam from apex again we spoke last month about the filler
quality | I'm calling because we help juice plants cut down on underfills and overfills.
- | Hi, my name's Joe and I work for Ridgeway on the pharma side.
- | uh this is maria calling from cascade food tech
next_step | Calling to follow up on the sample run we did for you in March.
- | So I'm Raj, I head up sales for Vertex Conveyor in Canada.
- | bonjour ici marc de convoyeurs boreal
maintenance | I'm reaching out because your old Bosch baggers are coming off support next year.
- | hello this is tanya with great plains palletizing
- | Hi, I'm Ollie, the new field sales rep at Harbor Controls.

# Written by the team: a caller trying the buyer again, said plainly. The model had only seen
# "again" in requests to repeat and "anyway" opening rude lines, so "Anyway I figured I'd try you
# again" was read as rude.
- | anyway I figured I'd try you again
- | I thought I'd give you another try since I missed you last week
- | so I'm just trying you again after my voicemail
- | figured I'd call back since we kept missing each other
- | anyway I'm following up on the message I left on Monday
- | I tried you a couple of times last week so I thought I'd try once more
- | just circling back after my email from last week
- | i said id call back so here i am trying you again
- | anyway just giving you another ring about that email
- | I'm calling you back like I said I would
`;

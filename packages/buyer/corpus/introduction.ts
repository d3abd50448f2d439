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
- | Okay so, a bit about me, I've been selling into dairies for about twelve years, mostly pasteurizers and CIP.
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
`;

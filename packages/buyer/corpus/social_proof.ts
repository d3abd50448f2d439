// Labelled rep clauses for the act `social_proof` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# social_proof: the rep names customers, references, or similar plants that use them.
# Results for the buyer without names are value; facts about the rep's company are inform.
- | we work with three of the big snack co packers
- | Prairie Gold Dairy has four of our pasteurizers running right now.
- | weve got about forty of these in dairies across ontario
- | Marquez Foods in Salinas switched over to us last year, you might know their plant manager.
- | Happy to connect you with Dave Lindqvist at Lakeshore Bakeries, he's been a customer for ten years.
- | um yeah sunvale snacks runs our baggers on all six of their lines
competitors | a lot of our newer customers came over from the big Italian brands
food_safety | two of the largest poultry processors in Georgia use our x-ray for bone detection
- | We've done installs at Golden Harvest Co-Pack, Rio Bravo Salsas and Blue Ridge Poultry.
- | youd be in good company most of the top ten us bakeries have at least one of our ovens
- | Northern Pines Pharma in Montreal has been running our blister line since 2016.
- | I can get you a reference at a plant about an hour from you that runs the same cartoner.
- | pretty much every craft brewery in colorado over a certain size uses our canning line
- | The folks at Harmony Creamery were in the exact same spot you are, and they'd be happy to take your call.
operations | we have a customer running nearly identical SKUs to yours down in Guadalajara
- | We're on the approved vendor list at three of the big national grocery chains' private label plants.
- | ive got a list of about a dozen references in food and bev you can pick from
- | Honestly, one of your sister plants in Tennessee already runs two of our checkweighers.
- | Our tray sealers are at Fresh Fields Kitchen, Maple Grove Meals and a couple of the meal kit companies.
- | Sunrise Tortillas in Monterrey has three of our ovens and they're adding a fourth.
- | you could go see the one at coastal seafoods in new bedford its running every day
competitors | We've replaced the old Bosch baggers at a few of the large snack plants.
- | a bunch of the pet food guys in kansas use us for their palletizing
- | The plant manager at Evergreen Frozen, Luis Padilla, said I could give you his number.
- | We supply eight of the ten largest contract packagers in the Midwest.
- | Heritage Meats, Cedar Valley Farms, those are both customers, both similar size to you.
food_safety | Three SQF level 3 plants in California use our metal detectors as their primary CCP.
- | uh we did the line for bella nonna pasta out in new jersey
- | Our fryers are in about half the tortilla chip plants in Texas.
- | I can send you a case study from Westbrook Beverages, they run a very similar filler setup.
- | pretty much all the big dairy co ops in wisconsin have our CIP skids
- | Happy to arrange a call with the maintenance manager at Pinecrest Foods, she's very candid.
- | We've been Frontier Brewing's filler supplier for going on fifteen years.
- | the last three plants your parent company built all went with our palletizers
- | We have over two hundred customers in Mexico, including Alimentos La Cosecha and Botanas del Valle.
compliance | a few of the big pharma CMOs in New Jersey run our serialization on their packaging lines
- | Golden State Nut Company just signed for their second line with us.
- | Yeah, we're the standard at most of the big egg processors in the Midwest.
- | you know redwood juice right theyve got six of our fillers
- | Happy to have you talk to Grace at Morning Glory Bakery, she went through the same evaluation last year.
- | Our biggest customer in Canada is Laurentian Dairy, they've got machines in five plants.
- | a lot of plants like yours mid size family owned multi sku are where we do our best work
- | Honestly, your neighbor down the road, Tri-County Packers, just put in our case packer.
- | We're installed at every plant in the Nuevo Horizonte group, all nine of them.
- | i can get you on the phone with three customers this week if that helps
- | The quality director at Alpine Cheese Co. is a big fan and she's happy to talk.
- | We've shipped over sixty spiral freezers to prepared food plants in the US and Canada.
competitors | two of your competitors in the frozen pizza space already use our ovens, I can't name them but you'd know them
- | There's a co-packer in Ontario, Northern Table, that's basically your twin, runs our thermoformer.
- | uh riverbend poultry has been a customer since like 2012
- | You could call Steve at Big Sky Jerky, he's on our customer advisory board.
- | We did the pharma packaging line for Solano Labs in Puerto Rico and the one in Indiana.
- | most of the big almond processors in the central valley run our optical sorters
- | If you want, I'll set up a reference call with Casa Moreno Foods.
- | were in probably a third of the bottled water plants in the southeast
- | Clearwater Beverage ran a side-by-side with us and the incumbent, and they went with us.
food_safety | The USDA plants we work with, like Prime Cut Meats, passed their last audits with our equipment on the line.
- | there's a user group of about forty plants that run our fillers they meet every year in Chicago
- | Blue Harbor Seafood, Pacific Crest, Ocean Fresh, those are all running our tray sealers.
- | We've been named preferred supplier by Summit Foods corporate engineering.
- | I'll be honest, I think Oak Hollow Bakery is the best comparison to you, they run our slicers.

- | we just finished a line for dulces san rafael in puebla
- | you can call marco at hillside dairy he said hed take your call anytime
- | both of the big tortilla plants in sonora run our ovens
- | uh golden acres eggs just reordered their third palletizer from us
food_safety | the usda chicken plants in arkansas that switched to our x-ray are a good reference for you
- | i think you know jen at pine ridge bakery shes been running our slicers for five years
`;

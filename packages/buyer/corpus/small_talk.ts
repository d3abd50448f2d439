// Labelled rep clauses for the act `small_talk` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# small_talk: chat outside the business: sports, weather, travel, family, the weekend.
# rapport when it's about the buyer as a person, - when it's about the world.
- | did you catch the game last night
- | Man, that snow this morning was something else.
rapport | how was the long weekend do anything fun
- | you guys get hit by that storm
rapport | Did you end up making it to the lake with the kids?
- | Oilers looked good on Saturday, huh?
- | i was just in monterrey last week and its hot down there already
rapport | You mentioned you coach hockey, how's the season going?
- | Traffic on the 401 this morning was a disaster.
rapport | how was the vacation you were going to mexico right
- | I saw the Packers picked up a new quarterback.
- | Honestly I'm just happy it's Friday.
- | we had like eight inches of rain here yesterday
- | The Cubs are killing me this year.
rapport | did your daughter end up getting into Purdue
- | I drove past your plant on the way in, the smell of fresh bread on that road is amazing.
- | uh yeah the airport in charlotte was a zoo this morning
rapport | You golf at all? I noticed the clubs in the background.
- | Did you see the Raptors game? Brutal ending.
- | its supposed to be 95 this weekend can you believe it
rapport | hows the new house coming along
- | Not gonna lie, I'm still recovering from the trade show food.
- | Are you a Leafs fan or are you one of those Canadiens people?
rapport | you doing anything for the fourth of july
- | The fall colors up here are unreal right now.
- | I heard Guadalajara won the Clásico, my brother-in-law is insufferable about it.
rapport | hows your dad doing you said he had surgery last month
- | man daylight savings always wrecks me for a week
- | Hey, I noticed your plant sponsors the Little League team, that's awesome.
rapport | Did you get out fishing at all this summer?
- | the chiefs are going all the way this year im calling it
rapport | Still doing the marathon training?
- | I've been eating way too many tacos since I got to Monterrey.
- | its so cold here my truck wouldnt start this morning
rapport | How are the twins, they must be starting school soon?
- | Did you see they're finally fixing the bridge on Route 9?
- | Oh, is that a Blue Jays mug?
rapport | you mentioned youre into bbq did you try that place in austin
- | I always forget how big Texas is until I have to drive across it.
rapport | how was the family reunion
- | the hurricane last month shut down half the plants on the gulf coast my cousin was without power for a week
- | Can't believe it's already Thanksgiving next week, this year flew by.
- | Between you and me, I'm a terrible golfer.
rapport | I heard you just got back from paternity leave, congrats!
- | the world cup this summer is gonna be crazy with games in mexico city and toronto
- | We've had nonstop rain in Vancouver for like two weeks.
rapport | are you taking some time off over the holidays
- | Did you ever try the poutine place by the highway? Best in Quebec, I swear.
- | i saw that new brewery opened downtown near you
rapport | How's the puppy? Still chewing on everything?
- | March Madness killed my bracket on day one.
rapport | you mentioned you were at the dairy show in madison how was it
- | Ugh, the humidity today.
- | Honestly I miss the days when trade shows had free donuts.
- | did you hear the Stampede's getting even bigger this year
rapport | So you're a Michigan grad, huh? My condolences this season.
- | My kid just started driving, so I'm basically terrified all the time now.
rapport | how was your trip to see the kids in phoenix
- | Nice background, is that the view from your office?
- | the leaves are already turning here in vermont
rapport | Did you end up catching that concert you were excited about?
rapport | Did you make it out to Pack Expo this year?

# added: more varied wordings and boundary cases
- | were you at pack expo in vegas this year the booths were massive
- | Man, the heat wave this week has been brutal.
rapport | You heading anywhere for the holidays this year?
- | my flight out of dallas got delayed three hours yesterday
- | Is it snowing up there yet? We got our first flurries this morning.
- | honestly the food at iffa was the best part of the whole show
rapport | How was the trip to Cancun, did you get any sun?
- | The Super Bowl party at my brother's got a little out of hand.
- | uh its pouring rain here again third day in a row
rapport | Did the kids enjoy spring break?
- | I was stuck behind a tractor on the way in for like twenty minutes.
- | you catch any of the olympics
rapport | you going to the process expo in chicago this fall
- | Gotta say, that IPPE show in Atlanta gets bigger every year.
- | man its like minus thirty here with the windchill
rapport | Did you end up doing anything for Canada Day?
- | The Stanley Cup final this year has been unreal.
- | traffic was so bad this morning i almost turned around
rapport | How was the drive back from the conference?
- | I'm told Monterrey's getting a new stadium, is that right?
- | i just got back from vacation and my inbox is a disaster
rapport | Big plans for the long weekend?
- | We finally got some sunshine after a week of fog.
- | the f1 race in mexico city is on my bucket list
rapport | Do you still play in that hockey league on Tuesdays?
- | Honestly, I could use another week of summer.
- | the lines at o'hare were out the door this morning
rapport | hows the garden doing this year
- | Crazy to think the World Series is already next week.
- | I hear the lake's finally frozen enough for ice fishing up your way.
rapport | did you get to any of the world cup games
- | that hailstorm last week took out half the cars in our lot
- | My hotel in Querétaro had the best chilaquiles, I might move there.
rapport | Are you doing the Thanksgiving thing at your place this year?
- | you watching the masters this weekend
- | The drive up through the Rockies was gorgeous, by the way.
rapport | How was the fishing trip, catch anything?
- | Anyway, my kid's soccer team finally won a game on Saturday.
- | its been so dry here the farmers are praying for rain
rapport | You ever make it down to the food show in Anaheim?
- | Gotta love Chicago in January, right?
- | i swear every trade show booth this year had a robot making coffee
rapport | how was christmas with the in laws
- | The Grey Cup was a heck of a game.
- | man my allergies are going nuts with all the pollen
rapport | Are you going to the supplier golf day next month?
- | I think I left my umbrella at the last three plants I visited.
- | the new season of that cooking show is pretty good you watch it
rapport | Did you get a chance to take some time off this summer?
- | I got upgraded on my flight this morning, small wins.
- | The Canucks are breaking my heart again this year.
rapport | hows the lake house did you get up there much this year
- | It's so humid down here my glasses fog up getting out of the car.
- | i just saw the bears lost again no surprise there
rapport | Were you at the dairy forum in Florida? I heard it was packed.
- | This time of year I'm basically living in airports.
- | feliz año nuevo by the way hope you had a good break

# added (second pass): more varied wordings
- | did you get any of that freezing rain last night
- | The airport in Toronto was chaos on Sunday.
rapport | hows the new puppy settling in
- | Man, the World Juniors this year were something.
- | i spent the whole weekend shoveling snow my back is done
rapport | You still coaching your daughter's soccer team?
- | Honestly, I think I ate my weight in samples at the show.
- | the fog on the drive in was so thick i could barely see the road
- | I can't believe the Lions are actually good this year.
- | my hotel last night had a fire alarm at 3am so im running on coffee
rapport | Any fun plans for spring break with the kids?
- | This heat is unreal, it was a hundred and four in Monterrey yesterday.
- | did you see the eclipse last week
rapport | how was the wedding last weekend
- | I've been on the road so much my dog barely recognizes me.
- | the snowbirds are all heading south already
- | Did you see the Blue Jays trade? Wild.
rapport | Are you taking the family to the lake again this year?
- | the canadian grand prix traffic in montreal was insane
- | Those spring storms in Oklahoma looked pretty scary on the news.
rapport | How was the Pack Expo after-party, you look like you survived.
- | i just got a new truck and im still figuring out the touchscreen
- | Anybody in your office doing the fantasy football league?
- | my kid wants to be a youtuber so thats fun
rapport | did you end up running that half marathon
- | It's finally patio season here, I'm pretty excited.
- | the maple syrup festival is this weekend up here
- | Honestly Quebec City in winter is beautiful but so cold.
rapport | You mentioned your son plays hockey, how's his team doing?
- | traffic on the 400 on a friday is just a lost cause
- | I always get lost in the convention center in Chicago, that place is huge.
rapport | how was the cruise
- | Did you hear they're bringing the Expos back? Probably not, but a guy can dream.
- | ive been eating way too much bbq on this kansas city trip

# added (third pass): more varied wordings
- | the snow finally melted here its like spring overnight
- | Rough night for the Oilers fans in the office, let me tell you.
- | i spent four hours on the tarmac in denver yesterday
- | It's been pouring all week, my basement's a swimming pool.
- | the leafs broke my heart again
- | Pack Expo was a zoo this year, my feet still hurt.
- | hot one today its already ninety out
- | I just got back from Cancún and I'm already missing the beach.
- | the hockey season is off to a great start up here
- | My flight got cancelled so I drove six hours instead, great start to the week.
- | the world series game went into extra innings i didnt sleep
- | Long weekend coming up, thank goodness.
- | that windstorm knocked our power out for a day
- | I was at the Food Safety Summit in Rosemont, the coffee was terrible.
- | spring training just started i cant wait for baseball
- | First snow of the year here, the roads were a mess.
- | the new airport terminal in mexico city is pretty nice actually
- | Honestly, the Christmas break went by way too fast.
- | my son just made the varsity team so were at a lot of games
- | Everybody in my office is sick this week, it's like a plague.
- | thanksgiving traffic was a nightmare this year
- | The Habs actually won a game, I'm in shock.

# added (fourth pass): more varied wordings
- | ugh this rain is killing me
- | Man, the time change has everyone in my house grumpy.
- | the traffic around the airport is brutal today
- | Gotta say, I'm not built for these Winnipeg winters.
- | jet lag is wrecking me this week
- | The humidity down in Houston is no joke.
- | my team lost again last night i dont want to talk about it
- | Honestly, the hotel coffee at these trade shows is criminal.
- | ugh mondays after a long weekend are the worst
- | This wind out here is ridiculous today.
- | i got stuck in construction on the 401 for an hour
- | Man, that playoff game went to triple overtime, I'm exhausted.
- | this heat is no joke i think i melted walking to my car
- | The Expo hall was freezing, I wore my coat the whole time.
- | cant believe its snowing in april
- | Oh, the Flames were painful to watch last night.
- | my flight home got bumped twice this is my life now
- | Nothing like a three-hour delay at LaGuardia to start the week.

# added (fifth pass): more varied wordings
- | we got about a foot of snow last night the kids are thrilled
- | The Raptors are rebuilding again, so that's another long season.
- | this cold snap is unreal minus forty with the wind
- | My golf game has gone completely downhill this summer.
- | the marathon shut down half the downtown streets this morning
- | Weather's been gorgeous here all week, finally.
- | the world cup qualifiers have my whole family glued to the tv
- | I spent the long weekend at the cottage, and I got zero sleep.
- | this is my third hotel this week i keep forgetting my room number
- | It's been so smoky here from the wildfires, you can barely see the mountains.
- | the playoffs start this weekend and my wife already hates me
- | Our basement flooded in that storm on Tuesday, what a mess.
- | the fishing up north was great this year caught a nice walleye
- | I'm heading to Cabo next week, first real vacation in two years.
- | this summer went by way too fast

# added (sixth pass): more varied wordings
- | man this weather has been wild all week
- | this heat wave is wrecking my garden
- | Man, the Jets never make it easy on their fans.
- | its been like a month since we saw the sun here
- | So, you catch any of the golf this weekend?
- | the construction on the highway near your plant is never ending huh

# added (seventh pass): more varied wordings
- | we had a crazy thunderstorm roll through last night
- | The snow's finally gone here, and now it's all mud.
- | got stuck behind a snowplow for forty minutes this morning
- | The Argos actually made the playoffs, can you believe it?
- | my weekend was all hockey tournaments with the kids
- | It hit thirty-eight degrees in Monterrey yesterday, I nearly melted.
- | the drive up from toronto was beautiful all the leaves are turning
- | Flights out of Denver were a mess all weekend with the storm.
- | we just got back from a week in the dominican
- | March break is next week, so the house is going to be chaos.
- | the jays bullpen is going to give me a heart attack this year
- | I hear there's a big storm heading your way this weekend.
- | the new soccer stadium in our town just opened its pretty cool
- | Christmas shopping this year was a nightmare, I'm glad it's done.
- | my wife and i finally took that trip to portugal
- | Pack Expo in Chicago always has the best deep dish nights.
- | ive got the lake this weekend if the weather holds
- | The Canadian Grand Prix was a washout this year, total rain.
- | its been foggy every morning this week here on the coast
- | The Olympics are on every TV in our office right now.
- | our basement is full of hockey bags this time of year
- | I just did the drive from Laredo to Monterrey, the new highway is great.

# added (ninth pass): more varied wordings
- | the weather here has been absolutely nuts this week
- | Man, that cold snap is brutal, my pipes froze on Sunday.
- | i swear this winter is never going to end
- | The traffic coming out of the city was insane on Friday.
- | my knees are killing me after that charity run on the weekend
- | Honestly the Leafs in the playoffs are just pain every year.
- | ugh the airport security line was a disaster this morning
- | That IFT show was massive this year, I walked like thirty thousand steps.

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
- | ha, my garage is messier than your whole plant, so no judgement here
- | my kids think i sell robots for a living and honestly ive stopped correcting them
- | my nephew just started at a bakery and already thinks he knows more than me
- | haha I'd need the small words version myself, i only figured out our expense app last week
- | did you catch the game sunday, im still not over that last quarter
- | I was up at four with the dog so forgive me if I ramble
- | sounds windy where you are, you out on the dock
- | is that a forklift I hear, sounds like a busy morning over there
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
- | did you catch the game last night, man that was crazy
- | haha it's snowing like crazy here, how's the weather over there
- | lol my kid's got a hockey tournament this weekend so i'll be freezing in a rink
- | dude have you tried that new taco place by the highway
- | honestly I'm super jealous, you said you're going fishing?
- | omg the trafic this morning was insane
- | ugh my coffee's cold already and it's only nine
- | haha no worries about the dog barking, mine does the same thing
- | for real this heat is something else
- | so any fun plans for the long weekend, gonna be nice out
- | kinda random but is that a guitar behind you
- | lol i'm gonna need a vacaton after this month
- | did you end up watching that show I mentioned, it's super good
- | man my team is killing me this year, I can't watch anymore
- | haha sorry my neighbour is mowing the lawn right now
- | seriously the best tacos I've ever had were in Guadalajara
- | oh nice, how was the trip
- | i totally forgot it was a holiday up there happy canada day
- | my bad, that's my kid yelling in the background, it's a snow day
- | how's the golf game, you getting out much this summer
- | lol i burnt my toast this morning so it's been that kind of day
- | it's been raining for like a week straight here in Leeds, honestly crazy
- | did you watch the world cup match, that penalty was nuts
- | whatever you do don't drive the 401 on a friday lol
- | dude I just got back from Monterrey, and I'm not kidding, the food was unreal
`;

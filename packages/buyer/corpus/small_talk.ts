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
rapport | So are you originally from the area or did you move there for the job?
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
rapport | So how long have you been at the plant, you said it's been a while?
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
rapport | Are you back in the office full time now or still hybrid?
- | did you hear the Stampede's getting even bigger this year
rapport | So you're a Michigan grad, huh? My condolences this season.
- | My kid just started driving, so I'm basically terrified all the time now.
rapport | how was your trip to see the kids in phoenix
- | Nice background, is that the view from your office?
- | the leaves are already turning here in vermont
rapport | Did you end up catching that concert you were excited about?
`;

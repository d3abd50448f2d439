// Labelled rep clauses for the act `goodbye` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# goodbye: the rep ends the call. Thanks in the middle of the call is acknowledge.
- | thanks for your time, talk soon
- | alright I'll let you go
- | Okay, have a great rest of your day.
- | thanks again take care
- | Appreciate you, bye now.
next_step | ok talk to you thursday then bye
- | I'll let you get back to the floor, thanks Dana.
- | Alright, that's all I had, thanks so much.
- | have a good one
- | Thanks for making the time, I know you're busy. Bye!
- | okay perfect thanks a lot have a good weekend
next_step | Great, I'll see you on the 14th, take care.
- | Thanks, Luis, enjoy the rest of your week.
- | alright bye bye
- | Okay, I won't keep you any longer. Take care.
- | thanks for hearing me out appreciate it bye
- | Gracias, que tenga buen día.
- | That's everything from my end, have a good afternoon.
next_step | talk next week then cheers
- | Thanks again for the tour, safe travels back.
- | alright well thanks for picking up have a good one
- | Okay, I'll let you run, bye for now.
- | Really appreciate the candid conversation, take care.
- | thanks for your time today really appreciate it
- | Cheers, Frank.
- | ok ill let you go thanks priya
- | Thanks everyone, I'll drop off now.
next_step | Okay, I'll wait for your email then. Bye for now.
- | alright thanks man take it easy
- | Have a good shift, talk soon.
- | thanks for the chat have a good night
- | Take care, and good luck with the audit.
- | Alright, good talking to you, bye.
- | okay ill get out of your hair thanks again
- | Well, I've taken enough of your time, thank you.
next_step | See you at the plant Tuesday, bye.
- | Thank you, Ms. Kowalski, have a good day.
- | ok bye
- | Thanks so much for your time, Omar, have a good one.
- | anyway ill let you get back to it bye
- | Okay, that's a wrap for me, thank you all.
- | great chatting catch you later
- | Alright, thanks, bye-bye.
- | Okay, thank you, appreciate it, have a good evening.
- | ill hop off now thanks for everything
- | Thanks for the time today, and happy holidays.
- | take care talk soon
- | Okay, I'm gonna let you go, thanks for everything.
next_step | Thanks, I'll follow up by email with the summary, bye.
- | alright adios amigo
- | Thanks again for the call, enjoy the long weekend.
- | That's all for today, cheers.
- | thank you so much bye
- | Okay, I'll sign off, have a good one.
- | Thanks Mr. Nguyen, good day to you.
- | ok well thanks for your time have a good one bye
- | Alright, I'll leave you be, thanks again.
- | cheers mate talk later
- | Thanks, talk to you soon, bye.
- | Right, I'll let you get to your meeting, bye.
next_step | bye for now ill call you after the committee meets
- | Merci, bonne journée.
- | okay that's it from me thanks for the time
- | Thanks, Karen, bye for now.
- | Alright, I'll hang up and let you get on with your day.
`;

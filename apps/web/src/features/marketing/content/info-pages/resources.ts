import type { InfoPageContent } from '../types';

export const RESOURCES: InfoPageContent = {
  eyebrow: 'Resources',
  title: 'Practical guides for selling equipment to food plants',
  shot: 'report',
  lead: 'Short, usable guides for the conversations Buyerlab lets you practise. Read one, then try it on an AI buyer before you try it on a customer.',
  sections: [
    {
      heading: 'Discovery questions for a plant manager: changeover and OEE',
      paragraphs: [
        'Plant managers live by OEE: availability, performance and quality. Ask about the loss, not the machine, and let the numbers come from them.',
      ],
      bullets: [
        '“Walk me through the last changeover on that line. Where does the time go?”',
        '“How many changeovers do you run in a typical week, and has that grown with more SKUs?”',
        '“When OEE dips on that line, what usually drives it: stops, speed or rejects?”',
        '“What happens to the rest of the shift when a changeover runs long?”',
        '“If you got that time back, what would you run with it?”',
      ],
    },
    {
      heading: 'Handling the co-packer’s margin objection',
      paragraphs: [
        'A contract manufacturer’s margin is set by its customers’ contracts, and those customers can move the work. “We can’t justify that price” usually means “I can’t see this paying back inside my contracts.”',
      ],
      bullets: [
        'Acknowledge it: “That makes sense. Your margin is set by your customers, not by you.”',
        'Find the bar: “What payback would get this approved?”',
        'Tie value to their levers: changeover time, yield, labour per shift, and the capacity to take on new SKUs or customers.',
        'Offer a smaller first step only if it is real, such as one line first or a phased installation.',
        'Don’t discount before you know what the number has to beat.',
      ],
    },
    {
      heading: 'Talking FSMA and HACCP with a quality lead',
      paragraphs: [
        'A quality or food-safety specialist is judged on audits and incidents, not throughput. Lead with risk, records and sanitation.',
      ],
      bullets: [
        'Ask which audits they face (SQF, BRC, customer audits) and what the last one flagged.',
        'Ask where the critical control points sit on that line in their HACCP plan.',
        'Talk sanitation in minutes: how long CIP or washdown takes today, and how they verify it.',
        'FSMA preventive controls need records. Ask how checks on metal detection or X-ray are documented.',
        'Never say a machine makes them “compliant”. Compliance belongs to their food-safety system; explain how the equipment supports it.',
      ],
    },
    {
      heading: 'Earning the next minute on a cold call',
      paragraphs: [
        'The plant or maintenance manager you cold-call is usually on the floor, in the middle of a problem. You have one sentence to earn the next one.',
      ],
      bullets: [
        'Say who you are and why you are calling them, in one sentence.',
        'Ask permission: “Have I caught you at a bad moment?”',
        'Lead with a problem plants like theirs have, not with your product.',
        'Ask for something small and specific: 20 minutes next week, not a demo.',
        'Rehearse it in prospecting mode until the opener comes out the same way every time.',
      ],
    },
  ],
  cta: {
    heading: 'Practise these conversations',
    body: 'Every guide here maps to a Buyerlab mode. Sign up with your MVP coupon code and try them on an AI buyer.',
    action: 'signup',
    label: 'Sign up with your coupon',
  },
};

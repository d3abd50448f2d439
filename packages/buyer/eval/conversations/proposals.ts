// Proposal summaries as reps upload them: some prose, some line items, prices in either format.

export const TRAY_SEALER_PROSE =
  'Proposal for a TS-600 tray sealing line for ready meals. The price is $186,500 installed, including factory acceptance testing and operator training on all shifts. Lead time is 14 weeks from purchase order. The warranty covers parts and labour for two years. Payment terms: 40% with order, 50% on delivery, 10% on acceptance.';

export const BAGGER_LINE_ITEMS = [
  'Quote Q-4471 - vertical form fill seal line',
  '1. VFFS bagger VB-400: USD 186,500',
  '2. Multihead weigher integration: USD 42,000',
  '3. Installation and commissioning, 5 days on site: USD 12,800',
  'Total: USD 241,300',
  'Delivery: 16 weeks after order',
  'Warranty: 24 months parts, 12 months labour',
  'Terms: 30% deposit, balance net 30',
].join('\n');

export const SPIRAL_FREEZER_CAD =
  'Spiral freezer SF-1200 for the Mississauga plant, CAD 612,000 delivered and installed. Installation takes 10 working days and is planned for your summer shutdown. Support: 24/7 hotline and a technician on site within 48 hours. Payment: 30% deposit, balance net 45 after start-up.';

export const XRAY_MEXICO =
  'X-ray inspection system XR-50 for the export line. Price USD 98,400 FOB Laredo, imported under IMMEX. Lead time 10 weeks. Warranty 18 months. Remote support and two preventive maintenance visits per year included.';

export const FILLER_SHORT =
  'RF-24 rotary filler, $412,000 installed. 14 weeks lead time. 2-year warranty. 30% deposit with the PO.';

export const PALLETIZER_ITEMS = [
  '- Robotic case packer CP-2: $318,000',
  '- Palletizer PX-1 with stretch wrapper: $417,000',
  '- Spare parts kit: $9,500',
  '- Total: $744,500, installed, 12 weeks',
  '- Uptime guarantee 97% in the first year',
].join('\n');

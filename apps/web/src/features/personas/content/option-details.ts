/** One line under each picker option, by catalog key: what that buyer answers for. */
export const OPTION_DETAILS: Readonly<Record<string, string>> = {
  food_beverage_equipment: 'Processing and packaging lines for dairy, beverage, snacks, sauces and prepared foods',
  packaging: 'Packaging plants and converters',
  healthcare: 'Medical and healthcare manufacturing',
  plant_manager: 'Owns the site P&L, safety and OEE; signs off capital projects',
  operations_manager: 'Runs the lines day to day; lives by throughput, labour and on-time in-full',
  production_manager: 'Hits the schedule shift by shift; hates changeovers that overrun',
  maintenance_manager: 'Keeps uptime; judges vendors on spare parts, MTTR and service response',
  quality_food_safety_specialist: 'Guards HACCP, FSMA and SQF audits; sanitation, CIP and foreign-body risk',
  procurement_manager: 'Compares quotes on total cost, terms and vendor risk; owns the contract',
  project_engineer: 'Specs and installs new equipment; cares about layout, utilities and FAT/SAT',
  self_manufacturing: 'Makes its own brands: decides on its own schedule and its own margin',
  contract_manufacturing: 'Packs for other brands: customer specs, audits and thin margins drive every purchase',
};

// The closed vocabularies shared by the catalog, the profile and the dialogue engine.

export type ModeKey = 'prospecting' | 'discovering' | 'closing';
export type RoleKey =
  | 'plant_manager'
  | 'operations_manager'
  | 'production_manager'
  | 'maintenance_manager'
  | 'quality_food_safety_specialist'
  | 'procurement_manager'
  | 'project_engineer';
export type IndustryKey = 'food_beverage_equipment' | 'packaging' | 'healthcare';
export type ManufacturingModelKey = 'self_manufacturing' | 'contract_manufacturing';
export type PlantSizeKey = 'small' | 'medium' | 'large';
export type GeographyKey = 'us' | 'ca' | 'mx';
export type ExperienceLevel = 'junior' | 'mid' | 'senior';

/** What a rep turn is about. Facts, pains and objections are each unlocked by one topic. */
export type Topic =
  | 'operations'
  | 'pains'
  | 'metrics'
  | 'budget'
  | 'authority'
  | 'timeline'
  | 'decision_process'
  | 'competitors'
  | 'food_safety'
  | 'compliance'
  | 'maintenance'
  | 'changeover'
  | 'staffing'
  | 'quality'
  | 'price'
  | 'roi'
  | 'installation'
  | 'support'
  | 'contract'
  | 'tariffs'
  | 'next_step'
  | 'rapport';

export type KpiKey =
  | 'oee'
  | 'unplanned_downtime'
  | 'changeover_minutes'
  | 'yield'
  | 'giveaway'
  | 'sanitation_hours'
  | 'audit_score'
  | 'mttr'
  | 'pm_compliance'
  | 'otif'
  | 'hold_rate'
  | 'complaints_per_million'
  | 'labor_turnover'
  | 'cost_per_case'
  | 'supplier_lead_time'
  | 'capex_on_budget';

export type EquipmentKey =
  | 'rotary_filler'
  | 'cup_filler'
  | 'piston_filler'
  | 'htst_pasteurizer'
  | 'cip_system'
  | 'vffs_bagger'
  | 'fryer_line'
  | 'xray_inspection'
  | 'checkweigher_metal'
  | 'case_packer_palletizer'
  | 'spiral_freezer'
  | 'thermoformer';

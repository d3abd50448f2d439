import type { EquipmentKey } from './keys';
import type { EquipmentInfo } from './types';

// What the rep is selling. Vendors are the incumbents a buyer in that category would name;
// prices are installed budgets in thousands of USD, ranges a plant engineer would recognise.
export const EQUIPMENT: Record<EquipmentKey, EquipmentInfo> = {
  rotary_filler: {
    name: 'rotary filler-capper monobloc',
    shortName: 'filler',
    vendors: ['Krones', 'KHS', 'Sidel'],
    priceK: { small: [280, 520], medium: [600, 1400], large: [1500, 3200] },
    installDays: [7, 14],
  },
  cup_filler: {
    name: 'cup fill-and-seal machine',
    shortName: 'cup filler',
    vendors: ['Osgood', 'Syntegon', 'Modern Packaging'],
    priceK: { small: [180, 350], medium: [350, 800], large: [800, 1600] },
    installDays: [5, 10],
  },
  piston_filler: {
    name: 'hot-fill piston filler',
    shortName: 'piston filler',
    vendors: ['Hinds-Bock', 'ProMach', 'Oden'],
    priceK: { small: [90, 220], medium: [200, 480], large: [450, 900] },
    installDays: [3, 7],
  },
  htst_pasteurizer: {
    name: 'HTST pasteurizer with a plate heat exchanger',
    shortName: 'HTST',
    vendors: ['SPX Flow', 'Alfa Laval', 'GEA'],
    priceK: { small: [250, 450], medium: [450, 900], large: [900, 1800] },
    installDays: [7, 12],
  },
  cip_system: {
    name: 'automated three-tank CIP skid',
    shortName: 'CIP skid',
    vendors: ['Alfa Laval', 'GEA', 'a local sanitary integrator'],
    priceK: { small: [120, 260], medium: [250, 550], large: [500, 1100] },
    installDays: [5, 10],
  },
  vffs_bagger: {
    name: 'VFFS bagger with a multihead weigher',
    shortName: 'bagger',
    vendors: ['Ishida', 'TNA', 'Syntegon'],
    priceK: { small: [160, 320], medium: [300, 650], large: [650, 1300] },
    installDays: [4, 8],
  },
  fryer_line: {
    name: 'continuous fryer with on-machine seasoning',
    shortName: 'fryer',
    vendors: ['Heat and Control', 'Kiremko', 'TNA'],
    priceK: { small: [350, 700], medium: [700, 1500], large: [1500, 3000] },
    installDays: [10, 18],
  },
  xray_inspection: {
    name: 'X-ray inspection system',
    shortName: 'X-ray',
    vendors: ['Mettler-Toledo', 'Eagle', 'Anritsu'],
    priceK: { small: [70, 140], medium: [120, 260], large: [250, 520] },
    installDays: [2, 4],
  },
  checkweigher_metal: {
    name: 'combination checkweigher and metal detector',
    shortName: 'checkweigher',
    vendors: ['Mettler-Toledo', 'Loma', 'Fortress'],
    priceK: { small: [45, 95], medium: [90, 200], large: [180, 400] },
    installDays: [1, 3],
  },
  case_packer_palletizer: {
    name: 'case packer with a robotic palletizer',
    shortName: 'case packer',
    vendors: ['Douglas Machines', 'Brenton', 'Schneider Packaging'],
    priceK: { small: [220, 420], medium: [400, 900], large: [900, 2000] },
    installDays: [5, 10],
  },
  spiral_freezer: {
    name: 'spiral freezer',
    shortName: 'spiral freezer',
    vendors: ['JBT', 'GEA', 'IJ White'],
    priceK: { small: [450, 800], medium: [800, 1800], large: [1800, 3500] },
    installDays: [14, 28],
  },
  thermoformer: {
    name: 'thermoform-fill-seal packaging machine',
    shortName: 'thermoformer',
    vendors: ['Multivac', 'Ulma', 'Variovac'],
    priceK: { small: [220, 420], medium: [400, 850], large: [850, 1600] },
    installDays: [4, 8],
  },
};

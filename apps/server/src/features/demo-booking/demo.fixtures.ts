/** A demo request that passes every rule; tests change one field at a time. */
export const validRequest = {
  name: 'Priya Raman',
  email: 'priya@acme-foods.example',
  phone: '9876543210',
  idc: '91',
  companyName: 'Acme Foods',
  jobTitle: 'Sales lead',
  industry: 'Food & Beverage Equipment',
  specificNeeds: 'Objection handling for co-packers',
};

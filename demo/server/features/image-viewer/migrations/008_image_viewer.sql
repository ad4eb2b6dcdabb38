-- Image viewer links (src/api/API.md#image-viewer; docs/rules.md#image-link-tokens).
-- A referrer's secure link carries an imsec token; a radiologist's direct link an input token.
-- Both are bearer secrets: only their SHA-256 is stored, as with session tokens.

create table image_viewer_link (
  imsec_hash text primary key,
  accession_number text not null check (accession_number ~ '^[A-Za-z0-9._:-]{1,64}$'),
  repository_source text not null default 'PACS-MAIN',
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'EXPIRED')),
  -- false: the study has no images to show (the answer has no url: 'images not available').
  images_available boolean not null default true,
  -- Absolute URL, or root-relative to the server's own origin; null: the server's demo viewer.
  viewer_url text,
  -- Where an EXPIRED link sends the browser (root-relative or absolute).
  redirect_url text,
  -- 'PACS': the referrer prefers their PACS (the browser goes to pacs_url).
  preference text check (preference is null or preference in ('PACS', 'VIEWER')),
  pacs_url text,
  created_at timestamptz not null default now()
);

-- The radiologist's direct link: who may open it is decided by the work account's verified e-mail.
create table image_viewer_direct_link (
  input_hash text primary key,
  accession_number text not null check (accession_number ~ '^[A-Za-z0-9._:-]{1,64}$'),
  allowed_emails text[] not null default '{}',
  images_available boolean not null default true
);

-- POST /api/image_viewer/generate: a request to (re)build a study's images in a repository.
create table image_viewer_generation (
  id bigint generated always as identity primary key,
  accession_number text not null,
  repository_source text not null,
  repository_source_id text not null,
  requested_at timestamptz not null default now()
);

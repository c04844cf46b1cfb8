import type { Generated } from 'kysely';

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  name: string | null;
  roles: string;
  created_at: string;
  updated_at: string;
};

export type VenueVersionsTable = {
  architecture_id: string;
  mode: 'STAGE' | 'LIVE';
  version: number;
  body: string;
  created_at: string;
  created_by: string | null;
};

export type PublicationTable = {
  id: Generated<number>;
  architecture_id: string | null;
  published_version: number;
  updated_at: string;
};

export type StoredFilesTable = {
  key: string;
  architecture_id: string;
  asset_id: string;
  generation: number;
  content_type: string;
  size: number;
  display_name: string;
  created_at: string;
};

export type SettingsTable = {
  key: string;
  value: string;
};

export type Database = {
  users: UsersTable;
  venue_versions: VenueVersionsTable;
  publication: PublicationTable;
  stored_files: StoredFilesTable;
  settings: SettingsTable;
};

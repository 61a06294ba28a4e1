-- Trigram indexes serve autocomplete (DESIGN §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

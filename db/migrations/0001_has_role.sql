-- The role check the spec names: has_role(_user_id, _role). The server calls it
-- for every administrator decision.
CREATE OR REPLACE FUNCTION has_role(_user_id text, _role text)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
  SELECT EXISTS (SELECT 1 FROM user_roles WHERE user_id = _user_id AND role = _role)
$$;

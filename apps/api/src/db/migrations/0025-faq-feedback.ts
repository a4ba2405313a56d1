/**
 * FAQ feedback (issue 12, spec sections 3 and 9): one vote per person per FAQ entry (a newer vote
 * replaces the earlier one), and how often each entry is opened, counted per day. Product-wide like
 * the FAQ itself (no company column): read and written on the owner connection only.
 */
export default /* sql */ `
CREATE TABLE faq_votes (
  faq_id uuid NOT NULL REFERENCES faq_entries(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  vote text NOT NULL CHECK (vote IN ('upvote', 'downvote')),
  voted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (faq_id, user_id)
);
CREATE INDEX faq_votes_user ON faq_votes (user_id);

CREATE TABLE faq_views (
  faq_id uuid NOT NULL REFERENCES faq_entries(id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (faq_id, day)
);
`;
